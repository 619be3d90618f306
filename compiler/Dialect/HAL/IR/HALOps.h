//===- HALOps.h - hal dialect operations ------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_HAL_IR_HALOPS_H_
#define IREE_COMPILER_DIALECT_HAL_IR_HALOPS_H_

#include "compiler/Dialect/HAL/IR/HALDialect.h"
#include "compiler/Dialect/HAL/IR/HALTypes.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "compiler/Dialect/HAL/IR/HALOps.h.inc"

#endif  // IREE_COMPILER_DIALECT_HAL_IR_HALOPS_H_
