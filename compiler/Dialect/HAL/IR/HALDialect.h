//===- HALDialect.h - The hal dialect ---------------------------*- C++ -*-===//
//
// The hal dialect: types of the runtime HAL module's objects.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_IR_HALDIALECT_H_
#define IREE_COMPILER_DIALECT_HAL_IR_HALDIALECT_H_

#include "mlir/IR/Dialect.h"

#include "compiler/Dialect/HAL/IR/HALDialect.h.inc"

#endif  // IREE_COMPILER_DIALECT_HAL_IR_HALDIALECT_H_
