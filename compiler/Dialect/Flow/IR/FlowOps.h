//===- FlowOps.h - flow dialect ---------------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_FLOW_IR_FLOWOPS_H_
#define IREE_COMPILER_DIALECT_FLOW_IR_FLOWOPS_H_

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "compiler/Dialect/Flow/IR/FlowDialect.h.inc"
#include "compiler/Dialect/Flow/IR/FlowEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/Flow/IR/FlowTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "compiler/Dialect/Flow/IR/FlowAttrs.h.inc"

#define GET_OP_CLASSES
#include "compiler/Dialect/Flow/IR/FlowOps.h.inc"

#endif  // IREE_COMPILER_DIALECT_FLOW_IR_FLOWOPS_H_
