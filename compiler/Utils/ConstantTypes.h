//===- ConstantTypes.h - Result types of constant ops ----------*- C++ -*-===//
//
// The result type of a constant op is its `value` attribute's type; shared
// by the constant ops of every input dialect (stablehlo, chlo).
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_UTILS_CONSTANTTYPES_H_
#define IREE_COMPILER_UTILS_CONSTANTTYPES_H_

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/Diagnostics.h"

namespace mlir::iree_compiler {

/// Appends the type of |value| to |inferredReturnTypes|; an error (when
/// |location| is given) if it has none.
inline LogicalResult inferConstantType(
    Attribute value, std::optional<Location> location,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto typed = dyn_cast_or_null<TypedAttr>(value);
  if (!typed)
    return emitOptionalError(location, "expected a typed 'value' attribute");
  inferredReturnTypes.push_back(typed.getType());
  return success();
}

} // namespace mlir::iree_compiler

#endif // IREE_COMPILER_UTILS_CONSTANTTYPES_H_
