//===- UtilOps.h - util dialect operations ----------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_UTIL_IR_UTILOPS_H_
#define IREE_COMPILER_DIALECT_UTIL_IR_UTILOPS_H_

#include "compiler/Dialect/Util/IR/UtilDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "compiler/Dialect/Util/IR/UtilOps.h.inc"

#endif  // IREE_COMPILER_DIALECT_UTIL_IR_UTILOPS_H_
