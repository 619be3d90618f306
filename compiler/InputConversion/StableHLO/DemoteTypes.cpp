//===- DemoteTypes.cpp - the iree-input-demote-types pass -----------------===//
//
// Rewrites a whole program from f64 to f32 and/or i64 to i32 after input
// conversion, for targets or users that do not want 64-bit arithmetic: every
// op is recreated with converted operand, result and region types, and
// constants are rounded (f64) or truncated (i64). Function signatures change
// with it, so callers pass the narrower types.
//
//===----------------------------------------------------------------------===//

#include "compiler/InputConversion/StableHLO/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::InputConversion {

#define GEN_PASS_DEF_DEMOTETYPESPASS
#include "compiler/InputConversion/StableHLO/Passes.h.inc"

namespace {

class DemoteTypeConverter : public TypeConverter {
public:
  DemoteTypeConverter(bool f64ToF32, bool i64ToI32) {
    addConversion([](Type type) { return type; });
    addConversion([=](FloatType type) -> Type {
      if (f64ToF32 && type.isF64()) return Float32Type::get(type.getContext());
      return type;
    });
    addConversion([=](IntegerType type) -> Type {
      if (i64ToI32 && type.getWidth() == 64)
        return IntegerType::get(type.getContext(), 32, type.getSignedness());
      return type;
    });
    addConversion([this](RankedTensorType type) -> Type {
      return type.clone(convertType(type.getElementType()));
    });
    addConversion([this](VectorType type) -> Type {
      return type.clone(convertType(type.getElementType()));
    });
  }

  /// |attr| with its values in the converted type (rounded or truncated),
  /// or null when its type is kept.
  Attribute convertValue(Attribute attr) const {
    auto typed = dyn_cast<TypedAttr>(attr);
    if (!typed || isLegal(typed.getType())) return nullptr;
    Type type = convertType(typed.getType());
    auto narrowFloat = [](const APFloat &value) {
      APFloat result = value;
      bool losesInfo;
      result.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                     &losesInfo);
      return result;
    };
    if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
      auto shaped = cast<ShapedType>(type);
      if (isa<FloatType>(shaped.getElementType()))
        return dense.mapValues(shaped.getElementType(), [&](const APFloat &v) {
          return narrowFloat(v).bitcastToAPInt();
        });
      return dense.mapValues(shaped.getElementType(),
                             [](const APInt &v) { return v.trunc(32); });
    }
    if (auto value = dyn_cast<FloatAttr>(attr))
      return FloatAttr::get(type, narrowFloat(value.getValue()));
    if (auto value = dyn_cast<IntegerAttr>(attr))
      return IntegerAttr::get(type, value.getValue().trunc(32));
    return nullptr;
  }

  bool isOpLegal(Operation *op) const {
    if (auto func = dyn_cast<func::FuncOp>(op))
      return isSignatureLegal(func.getFunctionType()) &&
             isLegal(&func.getBody());
    if (!isLegal(op)) return false;
    for (Region &region : op->getRegions())
      if (!isLegal(&region)) return false;
    return llvm::none_of(op->getAttrs(), [&](NamedAttribute attr) {
      return bool(convertValue(attr.getValue()));
    });
  }
};

/// Recreates any op with converted types and values.
struct DemoteOp : ConversionPattern {
  DemoteOp(const DemoteTypeConverter &converter, MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context),
        converter(converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (isa<func::FuncOp>(op) || op->getNumSuccessors() != 0)
      return failure();
    SmallVector<Type> resultTypes;
    if (failed(converter.convertTypes(op->getResultTypes(), resultTypes)))
      return failure();
    // A width cast between a demoted type and its narrow form (f64 -> f32)
    // casts a type to itself after demotion: it goes.
    if (isa<CastOpInterface>(op) && operands.size() == 1 &&
        resultTypes.size() == 1 &&
        operands.front().getType() == resultTypes.front()) {
      rewriter.replaceOp(op, operands.front());
      return success();
    }
    SmallVector<NamedAttribute> attrs;
    for (NamedAttribute attr : op->getAttrs()) {
      Attribute converted = converter.convertValue(attr.getValue());
      attrs.emplace_back(attr.getName(), converted ? converted : attr.getValue());
    }
    OperationState state(op->getLoc(), op->getName(), operands, resultTypes,
                         attrs);
    for (Region &region : op->getRegions()) {
      Region *newRegion = state.addRegion();
      rewriter.inlineRegionBefore(region, *newRegion, newRegion->end());
      if (failed(rewriter.convertRegionTypes(newRegion, converter)))
        return failure();
    }
    Operation *newOp = rewriter.create(state);
    rewriter.replaceOp(op, newOp->getResults());
    return success();
  }

  const DemoteTypeConverter &converter;
};

struct DemoteTypesPass : impl::DemoteTypesPassBase<DemoteTypesPass> {
  using DemoteTypesPassBase::DemoteTypesPassBase;
  void runOnOperation() override {
    if (!f64ToF32 && !i64ToI32) return;
    MLIRContext *context = &getContext();
    DemoteTypeConverter converter(f64ToF32, i64ToI32);
    RewritePatternSet patterns(context);
    patterns.add<DemoteOp>(converter, context);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    ConversionTarget target(*context);
    target.markUnknownOpDynamicallyLegal(
        [&](Operation *op) { return converter.isOpLegal(op); });
    target.addLegalOp<ModuleOp>();
    if (failed(applyFullConversion(getOperation(), target,
                                   std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::InputConversion
