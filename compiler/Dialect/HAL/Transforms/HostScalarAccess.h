//===- HostScalarAccess.h - Host reads and writes of tensor elements -*- C++ -*-===//
//
// Host code reads a scalar a dispatch computed (a loop condition) and hands
// scalars it computed (a loop counter) to dispatches through buffers, with
// hal.buffer.load/store of at most four bytes at a time.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTSCALARACCESS_H_
#define IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTSCALARACCESS_H_

#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::HAL {

/// Loads the element of type |elementType| at byte |offset| (an i64 value).
Value loadElement(OpBuilder &builder, Location loc, Value buffer, Value offset,
                  Type elementType);

/// Stores |value| at byte |offset| (an i64 value) in its storage width.
void storeElement(OpBuilder &builder, Location loc, Value value, Value buffer,
                  Value offset);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTSCALARACCESS_H_
