//===- HostScalarAccess.cpp - Host reads and writes of tensor elements ----===//

#include "compiler/Dialect/HAL/Transforms/HostScalarAccess.h"

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::iree_compiler::IREE::HAL {

/// Buffers store i1 elements in a byte.
static int64_t getStorageBytes(Type type) {
  return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

static Value addOffset(OpBuilder &builder, Location loc, Value offset,
                       int64_t delta) {
  return arith::AddIOp::create(builder, loc, offset,
                               arith::ConstantIntOp::create(builder, loc, delta, 64));
}

Value loadElement(OpBuilder &builder, Location loc, Value buffer, Value offset,
                  Type elementType) {
  Type i32 = builder.getI32Type(), i64 = builder.getI64Type();
  int64_t bytes = getStorageBytes(elementType);
  if (bytes == 8) {
    // Two little-endian halves: low word first.
    Value low = BufferLoadOp::create(builder, loc, i32, buffer, offset, 4);
    Value high = BufferLoadOp::create(builder, loc, i32, buffer,
                                      addOffset(builder, loc, offset, 4), 4);
    Value word = arith::OrIOp::create(
        builder, loc, arith::ExtUIOp::create(builder, loc, i64, low),
        arith::ShLIOp::create(builder, loc,
                              arith::ExtUIOp::create(builder, loc, i64, high),
                              arith::ConstantIntOp::create(builder, loc, 32, 64)));
    if (elementType.isF64())
      return arith::BitcastOp::create(builder, loc, elementType, word);
    return word;
  }
  Value word = BufferLoadOp::create(builder, loc, i32, buffer, offset, bytes);
  if (elementType.isF32())
    return arith::BitcastOp::create(builder, loc, elementType, word);
  if (elementType.isInteger(32)) return word;
  return arith::TruncIOp::create(builder, loc, elementType, word);
}

void storeElement(OpBuilder &builder, Location loc, Value value, Value buffer,
                  Value offset) {
  Type type = value.getType();
  Type i32 = builder.getI32Type(), i64 = builder.getI64Type();
  int64_t bytes = getStorageBytes(type);
  if (bytes == 8) {
    Value word = type.isF64() ? arith::BitcastOp::create(builder, loc, i64, value)
                              : value;
    Value low = arith::TruncIOp::create(builder, loc, i32, word);
    Value high = arith::TruncIOp::create(
        builder, loc, i32,
        arith::ShRUIOp::create(builder, loc, word,
                               arith::ConstantIntOp::create(builder, loc, 32, 64)));
    BufferStoreOp::create(builder, loc, low, buffer, offset, 4);
    BufferStoreOp::create(builder, loc, high, buffer,
                          addOffset(builder, loc, offset, 4), 4);
    return;
  }
  Value word = value;
  if (type.isF32())
    word = arith::BitcastOp::create(builder, loc, i32, value);
  else if (!type.isInteger(32))
    word = arith::ExtUIOp::create(builder, loc, i32, value);
  BufferStoreOp::create(builder, loc, word, buffer, offset, bytes);
}

} // namespace mlir::iree_compiler::IREE::HAL
