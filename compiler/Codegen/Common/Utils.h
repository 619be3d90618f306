//===- Utils.h - Helpers shared by the code generators ---------*- C++ -*-===//
#ifndef IREE_COMPILER_CODEGEN_COMMON_UTILS_H_
#define IREE_COMPILER_CODEGEN_COMMON_UTILS_H_

#include <algorithm>
#include <cstdint>

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::iree_compiler::Codegen {

/// The largest divisor of |size| that is at most |limit| (at least 1): tile
/// sizes that divide their loops keep every tile statically shaped.
inline int64_t largestDivisorAtMost(int64_t size, int64_t limit) {
  for (int64_t d = std::min(size, limit); d > 1; --d)
    if (size % d == 0) return d;
  return 1;
}

/// An arith.constant of |type| (a scalar, or a vector splatting |scalar|).
inline Value createSplatConstant(OpBuilder &builder, Location loc, Type type,
                                 TypedAttr scalar) {
  TypedAttr value = scalar;
  if (auto shaped = dyn_cast<ShapedType>(type))
    value = SplatElementsAttr::get(shaped, scalar);
  return arith::ConstantOp::create(builder, loc, type, value);
}

} // namespace mlir::iree_compiler::Codegen

#endif // IREE_COMPILER_CODEGEN_COMMON_UTILS_H_
