//===- HALEncoding.cpp - Runtime HAL values the compiler writes -----------===//

#include "compiler/Dialect/HAL/IR/HALEncoding.h"

namespace mlir::iree_compiler::IREE::HAL {

namespace {
// Numerical types of iree_hal_element_type_t's top byte.
constexpr uint32_t kInteger = 0x10, kSigned = 0x11, kUnsigned = 0x12,
                   kBoolean = 0x13, kFloatIEEE = 0x21, kFloatBrain = 0x22,
                   kFloatComplex = 0x23;

int32_t makeElementType(uint32_t numericalType, uint32_t bits) {
  return static_cast<int32_t>((numericalType << 24) | bits);
}

int64_t getElementBytes(Type elementType) {
  if (auto complex = dyn_cast<ComplexType>(elementType))
    return 2 * getElementBytes(complex.getElementType());
  // Index tensors the host keeps (a test constant, a tuple element) are
  // stored as i64, the host's index width.
  if (elementType.isIndex()) return 8;
  return (elementType.getIntOrFloatBitWidth() + 7) / 8;
}
} // namespace

std::optional<int32_t> getElementTypeValue(Type elementType) {
  if (elementType.isInteger(1)) return makeElementType(kBoolean, 8);
  if (auto integer = dyn_cast<IntegerType>(elementType)) {
    unsigned width = integer.getWidth();
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return std::nullopt;
    uint32_t numerical = integer.isUnsigned() ? kUnsigned
                         : integer.isSigned() ? kSigned
                                              : kInteger;
    return makeElementType(numerical, width);
  }
  if (elementType.isBF16()) return makeElementType(kFloatBrain, 16);
  if (auto complex = dyn_cast<ComplexType>(elementType))
    if (complex.getElementType().isF32() || complex.getElementType().isF64())
      return makeElementType(
          kFloatComplex, 2 * complex.getElementType().getIntOrFloatBitWidth());
  if (elementType.isF16() || elementType.isF32() || elementType.isF64())
    return makeElementType(kFloatIEEE, elementType.getIntOrFloatBitWidth());
  return std::nullopt;
}

int64_t getStorageSize(RankedTensorType type) {
  return type.getNumElements() * getElementBytes(type.getElementType());
}

void appendElementBytes(DenseElementsAttr attr, std::vector<char> &bytes) {
  Type elementType = attr.getElementType();
  if (elementType.isInteger(1)) {
    for (bool value : attr.getValues<bool>()) bytes.push_back(value ? 1 : 0);
    return;
  }
  ArrayRef<char> raw = attr.getRawData();
  if (!attr.isSplat()) {
    bytes.insert(bytes.end(), raw.begin(), raw.end());
    return;
  }
  int64_t elementBytes = getElementBytes(elementType);
  for (int64_t i = 0, e = attr.getNumElements(); i < e; ++i)
    bytes.insert(bytes.end(), raw.begin(), raw.begin() + elementBytes);
}

bool isHostAccessibleElementType(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return llvm::is_contained({1u, 8u, 16u, 32u, 64u}, integer.getWidth());
  return type.isF32() || type.isF64();
}

} // namespace mlir::iree_compiler::IREE::HAL
