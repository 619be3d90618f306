//===- HALTypes.h - hal dialect types ---------------------------*- C++ -*-===//
//
// !hal.allocator, !hal.buffer, !hal.buffer_view, !hal.command_buffer,
// !hal.device, !hal.executable and !hal.fence.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_IR_HALTYPES_H_
#define IREE_COMPILER_DIALECT_HAL_IR_HALTYPES_H_

#include "mlir/IR/Types.h"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/HAL/IR/HALTypes.h.inc"

#endif  // IREE_COMPILER_DIALECT_HAL_IR_HALTYPES_H_
