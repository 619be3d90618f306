//===- VMOps.h - vm dialect operations --------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_VM_IR_VMOPS_H_
#define IREE_COMPILER_DIALECT_VM_IR_VMOPS_H_

#include "compiler/Dialect/VM/IR/VMDialect.h"
#include "compiler/Dialect/VM/IR/VMTypes.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "compiler/Dialect/VM/IR/VMOps.h.inc"

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMOPS_H_
