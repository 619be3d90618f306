//===- ElementwiseToLinalg.cpp - elementwise stablehlo to linalg ----------===//
//
// Elementwise ops become one linalg.generic whose body is emitted by
// ScalarOps; 0-d operands of select/clamp broadcast through an empty
// indexing map. Constants become arith.constant, iota a generic on
// linalg.index.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

SignlessTypeConverter::SignlessTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](IntegerType type) -> Type {
    return getSignlessElementType(type);
  });
  addConversion([](RankedTensorType type) -> Type {
    return type.clone(getSignlessElementType(type.getElementType()));
  });
}

RankedTensorType getStaticConvertedType(const TypeConverter &converter,
                                        Type type) {
  auto converted =
      dyn_cast_or_null<RankedTensorType>(converter.convertType(type));
  if (!converted || !converted.hasStaticShape())
    return nullptr;
  return converted;
}

Value createEmptyTensor(OpBuilder &builder, Location loc,
                        RankedTensorType type, ValueRange dynamicSizes) {
  return tensor::EmptyOp::create(builder, loc, type.getShape(),
                                 type.getElementType(), dynamicSizes);
}

namespace {

/// Any scalarizable stablehlo op on tensors -> linalg.generic.
struct ElementwiseOpToGeneric : public ConversionPattern {
  ElementwiseOpToGeneric(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isScalarizableOp(op))
      return failure();
    RankedTensorType resultType =
        getConvertedTensorType(*getTypeConverter(), op->getResult(0).getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "needs a ranked tensor");
    int64_t rank = resultType.getRank();
    MLIRContext *ctx = op->getContext();
    SmallVector<AffineMap> maps;
    SmallVector<DimSource> sizes;
    for (Value operand : operands) {
      // 0-d predicates and bounds apply to every element.
      bool isScalar = cast<RankedTensorType>(operand.getType()).getRank() == 0;
      maps.push_back(isScalar ? AffineMap::get(rank, 0, {}, ctx)
                              : rewriter.getMultiDimIdentityMap(rank));
      // Operands of the result's shape give its sizes.
      if (!isScalar && sizes.empty())
        for (int64_t i = 0; i < rank; ++i)
          sizes.emplace_back(operand, i);
    }
    if (!resultType.hasStaticShape() && sizes.empty())
      return rewriter.notifyMatchFailure(op, "no operand gives the sizes");
    maps.push_back(rewriter.getMultiDimIdentityMap(rank));
    Location loc = op->getLoc();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultType, operands,
        createEmptyTensor(rewriter, loc, resultType,
                          getDynamicSizes(rewriter, loc, resultType, sizes)),
        maps,
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value result = emitScalarOp(b, l, op, args.drop_back());
          linalg::YieldOp::create(b, l, result);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct ConstantToArith : public OpConversionPattern<shlo::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    TypedAttr value = cast<TypedAttr>(op.getValue());
    if (value.getType() != type) {
      // `ui` constants keep their bits under the signless type.
      auto dense = dyn_cast<DenseElementsAttr>(value);
      if (!dense)
        return rewriter.notifyMatchFailure(op, "unsupported constant kind");
      value = dense.bitcast(type.getElementType());
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type, value);
    return success();
  }
};

/// iota, and dynamic_iota with its sizes from the shape operand.
template <typename OpTy>
struct IotaToGeneric : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type =
        getConvertedTensorType(*this->getTypeConverter(), op.getType());
    Type elementType = op.getType().getElementType();
    if (!type || isa<ComplexType>(elementType))
      return rewriter.notifyMatchFailure(op, "needs a ranked real tensor");
    int64_t rank = type.getRank();
    int64_t dim = op.getIotaDimensionAttr().getInt();
    Location loc = op.getLoc();
    SmallVector<Value> sizes;
    if constexpr (std::is_same_v<OpTy, shlo::DynamicIotaOp>) {
      auto shapeType =
          dyn_cast<RankedTensorType>(adaptor.getOutputShape().getType());
      if (!shapeType || shapeType.getRank() != 1 ||
          shapeType.getDimSize(0) != rank || dim < 0 || dim >= rank)
        return rewriter.notifyMatchFailure(op, "malformed dynamic_iota");
      sizes = getSizesFromShapeOperand(rewriter, loc, adaptor.getOutputShape(),
                                       type);
    } else if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "iota needs a static shape");
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, ValueRange{},
        createEmptyTensor(rewriter, loc, type, sizes),
        rewriter.getMultiDimIdentityMap(rank),
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange) {
          Value index = linalg::IndexOp::create(b, l, dim);
          Value i64 = arith::IndexCastOp::create(b, l, b.getI64Type(), index);
          Value value = convertScalar(b, l, i64, b.getI64Type(), elementType);
          linalg::YieldOp::create(b, l, value);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

void populateElementwisePatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<ElementwiseOpToGeneric, ConstantToArith,
               IotaToGeneric<shlo::IotaOp>, IotaToGeneric<shlo::DynamicIotaOp>>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
