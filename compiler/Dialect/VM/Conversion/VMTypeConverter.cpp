//===- VMTypeConverter.cpp - Host types to VM register types --------------===//

#include "compiler/Dialect/VM/Conversion/VMTypeConverter.h"

#include "compiler/Dialect/HAL/IR/HALDialect.h"
#include "compiler/Dialect/VM/IR/VMOps.h"

namespace mlir::iree_compiler::IREE::VM {

VMTypeConverter::VMTypeConverter() {
  // Later conversions take precedence: the generic fallback comes first.
  addConversion([](Type type) -> std::optional<Type> {
    if (isRefType(type) || isPrimitiveValueType(type))
      return type;
    if (isa<HAL::HALDialect>(type.getDialect()))
      return RefType::get(type.getContext(), type);
    return std::nullopt;
  });
  addConversion([](IntegerType type) -> std::optional<Type> {
    switch (type.getWidth()) {
    case 1:
    case 8:
    case 16:
    case 32:
      return IntegerType::get(type.getContext(), 32);
    case 64:
      return IntegerType::get(type.getContext(), 64);
    default:
      return std::nullopt;
    }
  });
  addConversion([](IndexType type) -> Type {
    return IntegerType::get(type.getContext(), 64);
  });
  // Casts bridge converted values and ops no pattern converts; the pass
  // reports each such op, so no cast outlives a successful conversion.
  auto bridge = [](OpBuilder &builder, Type type, ValueRange inputs,
                   Location loc) -> Value {
    return UnrealizedConversionCastOp::create(builder, loc, type, inputs)
        .getResult(0);
  };
  addSourceMaterialization(bridge);
  addTargetMaterialization(bridge);
}

TypedAttr convertScalarAttr(Attribute value, Type convertedType) {
  if (auto intAttr = dyn_cast<IntegerAttr>(value)) {
    if (!isa<IntegerType>(convertedType))
      return {};
    unsigned width = convertedType.getIntOrFloatBitWidth();
    const APInt &bits = intAttr.getValue();
    // Narrow integers are zero-extended; i64 and index keep their bits.
    return IntegerAttr::get(convertedType, bits.getBitWidth() < width
                                               ? bits.zext(width)
                                               : bits.trunc(width));
  }
  if (auto floatAttr = dyn_cast<FloatAttr>(value)) {
    if (floatAttr.getType() != convertedType)
      return {};
    return floatAttr;
  }
  return {};
}

Value createVMConstant(OpBuilder &builder, Location loc, TypedAttr value) {
  Type type = value.getType();
  if (type.isInteger(32))
    return ConstI32Op::create(builder, loc, type, cast<IntegerAttr>(value));
  if (type.isInteger(64))
    return ConstI64Op::create(builder, loc, type, cast<IntegerAttr>(value));
  if (type.isF32())
    return ConstF32Op::create(builder, loc, type, cast<FloatAttr>(value));
  return ConstF64Op::create(builder, loc, type, cast<FloatAttr>(value));
}

LogicalResult replaceWithVMConstant(ConversionPatternRewriter &rewriter,
                                    Operation *op, Attribute value,
                                    const TypeConverter &typeConverter) {
  Type type = typeConverter.convertType(op->getResult(0).getType());
  TypedAttr converted = type ? convertScalarAttr(value, type) : nullptr;
  if (!converted)
    return rewriter.notifyMatchFailure(op, "not a scalar constant");
  rewriter.replaceOp(op, createVMConstant(rewriter, op->getLoc(), converted));
  return success();
}

unsigned getHostIntegerWidth(Type type) {
  if (isa<IndexType>(type))
    return 64;
  return cast<IntegerType>(type).getWidth();
}

}  // namespace mlir::iree_compiler::IREE::VM
