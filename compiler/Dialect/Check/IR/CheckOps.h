//===- CheckOps.h - check dialect -------------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_CHECK_IR_CHECKOPS_H_
#define IREE_COMPILER_DIALECT_CHECK_IR_CHECKOPS_H_

#include "compiler/Dialect/HAL/IR/HALTypes.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"

#include "compiler/Dialect/Check/IR/CheckDialect.h.inc"

#define GET_OP_CLASSES
#include "compiler/Dialect/Check/IR/CheckOps.h.inc"

#endif  // IREE_COMPILER_DIALECT_CHECK_IR_CHECKOPS_H_
