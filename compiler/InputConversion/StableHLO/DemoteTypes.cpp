//===- DemoteTypes.cpp - the iree-input-demote-types pass -----------------===//
//
// Rewrites types in place on every op, so it works on any input dialect:
// result and block argument types, function signatures, and the `value`
// attribute constants of all dialects carry their data in.
//
//===----------------------------------------------------------------------===//

#include "compiler/InputConversion/StableHLO/Passes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::iree_compiler::InputConversion {

#define GEN_PASS_DEF_DEMOTETYPESPASS
#include "compiler/InputConversion/StableHLO/Passes.h.inc"

namespace {

struct DemoteTypesPass : impl::DemoteTypesPassBase<DemoteTypesPass> {
  using DemoteTypesPassBase::DemoteTypesPassBase;

  Type demote(Type type) const {
    MLIRContext *ctx = type.getContext();
    if (demoteF64ToF32 && type.isF64())
      return Float32Type::get(ctx);
    if (auto intType = dyn_cast<IntegerType>(type);
        demoteI64ToI32 && intType && intType.getWidth() == 64)
      return IntegerType::get(ctx, 32, intType.getSignedness());
    if (auto complexType = dyn_cast<ComplexType>(type))
      return ComplexType::get(demote(complexType.getElementType()));
    if (auto shaped = dyn_cast<ShapedType>(type))
      return shaped.clone(demote(shaped.getElementType()));
    if (auto fnType = dyn_cast<FunctionType>(type)) {
      auto demoteAll = [&](TypeRange types) {
        return llvm::map_to_vector(types, [&](Type t) { return demote(t); });
      };
      return FunctionType::get(ctx, demoteAll(fnType.getInputs()),
                               demoteAll(fnType.getResults()));
    }
    return type;
  }

  /// A constant's data in the demoted type: floats rounded to nearest,
  /// integers truncated (two's complement wrap-around); null for data it
  /// cannot convert (complex elements).
  Attribute demoteValue(Attribute value) const {
    auto typed = dyn_cast<TypedAttr>(value);
    if (!typed || demote(typed.getType()) == typed.getType())
      return value;
    Type type = demote(typed.getType());
    Type elementType = getElementTypeOrSelf(type);
    auto convertFloat = [&](APFloat f) {
      bool losesInfo;
      f.convert(cast<FloatType>(elementType).getFloatSemantics(),
                APFloat::rmNearestTiesToEven, &losesInfo);
      return f;
    };
    auto convertInt = [&](const APInt &i) {
      return i.trunc(elementType.getIntOrFloatBitWidth());
    };
    if (auto f = dyn_cast<FloatAttr>(value))
      return FloatAttr::get(type, convertFloat(f.getValue()));
    if (auto i = dyn_cast<IntegerAttr>(value))
      return IntegerAttr::get(type, convertInt(i.getValue()));
    auto dense = dyn_cast<DenseElementsAttr>(value);
    if (!dense || isa<ComplexType>(elementType))
      return nullptr;
    if (isa<FloatType>(elementType))
      return dense.mapValues(elementType, [&](const APFloat &f) {
        return convertFloat(f).bitcastToAPInt();
      });
    return dense.mapValues(elementType, convertInt);
  }

  void runOnOperation() override {
    if (!demoteF64ToF32 && !demoteI64ToI32)
      return;
    bool failed = false;
    getOperation()->walk([&](Operation *op) {
      for (OpResult result : op->getResults())
        result.setType(demote(result.getType()));
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.setType(demote(arg.getType()));
      if (auto fn = dyn_cast<FunctionOpInterface>(op))
        fn.setType(demote(fn.getFunctionType()));
      if (Attribute value = op->getAttr("value")) {
        if (Attribute demoted = demoteValue(value)) {
          op->setAttr("value", demoted);
        } else {
          op->emitError("cannot demote the elements of this constant");
          failed = true;
        }
      }
    });
    if (failed)
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::InputConversion
