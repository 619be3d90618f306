//===- UtilDialect.h - The util dialect -------------------------*- C++ -*-===//
//
// Globals, initializers and optimizer controls shared by all phases.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_UTIL_IR_UTILDIALECT_H_
#define IREE_COMPILER_DIALECT_UTIL_IR_UTILDIALECT_H_

#include "mlir/IR/Dialect.h"

#include "compiler/Dialect/Util/IR/UtilDialect.h.inc"

#endif  // IREE_COMPILER_DIALECT_UTIL_IR_UTILDIALECT_H_
