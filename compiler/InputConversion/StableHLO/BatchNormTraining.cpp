//===- BatchNormTraining.cpp - batch_norm_training/grad as linalg ---------===//
//
// Both ops are per-feature statistics (reductions over every dimension but
// `feature_index`) followed by elementwise math; each statistic is one
// reducing generic and each elementwise step one generic, which fusion
// groups later.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

/// Builds the generics of one batch norm op over an operand of `type` whose
/// features lie along `feature`.
class FeatureGenerics {
public:
  FeatureGenerics(OpBuilder &builder, Location loc, RankedTensorType type,
                  int64_t feature)
      : builder(builder), loc(loc), type(type), feature(feature),
        vectorType(RankedTensorType::get({type.getDimSize(feature)},
                                         type.getElementType())) {}

  using Body = function_ref<Value(OpBuilder &, Location, ValueRange)>;

  /// Sum over all but the feature dimension of `body`'s value at each
  /// element; `inputs` are full tensors or per-feature vectors.
  Value reduce(ValueRange inputs, Body body) {
    int64_t rank = type.getRank();
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::reduction);
    iterators[feature] = utils::IteratorType::parallel;
    SmallVector<AffineMap> maps = mapsFor(inputs);
    maps.back() = featureMap();
    return linalg::GenericOp::create(
               builder, loc, vectorType, inputs,
               createZeroFilled(builder, loc, vectorType), maps, iterators,
               [&](OpBuilder &b, Location l, ValueRange args) {
                 Value value = body(b, l, args.drop_back());
                 linalg::YieldOp::create(
                     b, l,
                     arith::AddFOp::create(b, l, args.back(), value)
                         .getResult());
               })
        .getResult(0);
  }

  /// `body` at each element of the operand's shape.
  Value elementwise(ValueRange inputs, Body body) {
    return generic(type, inputs, mapsFor(inputs), body);
  }

  /// `body` at each feature of per-feature `inputs`.
  Value perFeature(ValueRange inputs, Body body) {
    SmallVector<AffineMap> maps(inputs.size(),
                                builder.getMultiDimIdentityMap(1));
    return generic(vectorType, inputs, maps, body);
  }

  /// The element type's constant `value`.
  static Value constant(OpBuilder &b, Location l, Type type, double value) {
    return arith::ConstantOp::create(b, l, type, b.getFloatAttr(type, value));
  }

  /// Elements per feature.
  double count() const {
    return static_cast<double>(type.getNumElements()) /
           type.getDimSize(feature);
  }

private:
  AffineMap featureMap() {
    return AffineMap::get(type.getRank(), 0,
                          getAffineDimExpr(feature, builder.getContext()));
  }

  /// Maps of `inputs` and a full-shaped result over the operand's loops.
  SmallVector<AffineMap> mapsFor(ValueRange inputs) {
    SmallVector<AffineMap> maps;
    for (Value input : inputs)
      maps.push_back(cast<RankedTensorType>(input.getType()).getRank() == 1 &&
                             type.getRank() != 1
                         ? featureMap()
                         : builder.getMultiDimIdentityMap(type.getRank()));
    maps.push_back(builder.getMultiDimIdentityMap(type.getRank()));
    return maps;
  }

  Value generic(RankedTensorType resultType, ValueRange inputs,
                ArrayRef<AffineMap> maps, Body body) {
    SmallVector<AffineMap> allMaps(maps);
    if (allMaps.size() == inputs.size())
      allMaps.push_back(builder.getMultiDimIdentityMap(resultType.getRank()));
    SmallVector<utils::IteratorType> iterators(resultType.getRank(),
                                               utils::IteratorType::parallel);
    return linalg::GenericOp::create(
               builder, loc, resultType, inputs,
               createEmptyTensor(builder, loc, resultType), allMaps, iterators,
               [&](OpBuilder &b, Location l, ValueRange args) {
                 linalg::YieldOp::create(b, l, body(b, l, args.drop_back()));
               })
        .getResult(0);
  }

  OpBuilder &builder;
  Location loc;
  RankedTensorType type;
  int64_t feature;
  RankedTensorType vectorType;
};

Value sub(OpBuilder &b, Location l, Value x, Value y) {
  return arith::SubFOp::create(b, l, x, y);
}
Value mul(OpBuilder &b, Location l, Value x, Value y) {
  return arith::MulFOp::create(b, l, x, y);
}
Value add(OpBuilder &b, Location l, Value x, Value y) {
  return arith::AddFOp::create(b, l, x, y);
}

/// rsqrt(variance + epsilon) of a scalar variance.
Value inverseDeviation(OpBuilder &b, Location l, Value variance,
                       double epsilon) {
  return math::RsqrtOp::create(
      b, l,
      add(b, l, variance,
          FeatureGenerics::constant(b, l, variance.getType(), epsilon)));
}

/// Both ops: a static operand shape, then `build`'s results replace the op.
template <typename OpTy>
struct BatchNormToLinalg : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using Adaptor = typename OpTy::Adaptor;

  /// The op's results from generics over its operand's features.
  virtual SmallVector<Value> build(OpTy op, Adaptor adaptor,
                                   FeatureGenerics &g,
                                   double epsilon) const = 0;

  LogicalResult
  matchAndRewrite(OpTy op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = getStaticConvertedType(
        *this->getTypeConverter(), op.getOperand().getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    FeatureGenerics g(rewriter, op.getLoc(), type, op.getFeatureIndex());
    rewriter.replaceOp(op,
                       build(op, adaptor, g, op.getEpsilon().convertToDouble()));
    return success();
  }
};

struct BatchNormTrainingToLinalg
    : BatchNormToLinalg<shlo::BatchNormTrainingOp> {
  using BatchNormToLinalg::BatchNormToLinalg;

  SmallVector<Value> build(shlo::BatchNormTrainingOp op, Adaptor adaptor,
                           FeatureGenerics &g,
                           double epsilon) const override {
    double count = g.count();
    Value x = adaptor.getOperand();
    auto divideByCount = [&](OpBuilder &b, Location l, ValueRange args) {
      return arith::DivFOp::create(
                 b, l, args[0],
                 FeatureGenerics::constant(b, l, args[0].getType(), count))
          .getResult();
    };
    Value mean = g.perFeature(
        g.reduce(x, [](OpBuilder &, Location, ValueRange args) {
          return args[0];
        }),
        divideByCount);
    Value variance = g.perFeature(
        g.reduce({x, mean},
                 [](OpBuilder &b, Location l, ValueRange args) {
                   Value centered = sub(b, l, args[0], args[1]);
                   return mul(b, l, centered, centered);
                 }),
        divideByCount);
    Value output = g.elementwise(
        {x, mean, variance, adaptor.getScale(), adaptor.getOffset()},
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value normalized =
              mul(b, l, sub(b, l, args[0], args[1]),
                  inverseDeviation(b, l, args[2], epsilon));
          return add(b, l, mul(b, l, normalized, args[3]), args[4]);
        });
    return {output, mean, variance};
  }
};

/// With r = rsqrt(variance + epsilon), x̂ = (x - mean) r and N elements per
/// feature: grad_offset = Σ g, grad_scale = Σ g x̂, and
/// grad_operand = scale r (g - grad_offset / N - x̂ grad_scale / N).
struct BatchNormGradToLinalg : BatchNormToLinalg<shlo::BatchNormGradOp> {
  using BatchNormToLinalg::BatchNormToLinalg;

  SmallVector<Value> build(shlo::BatchNormGradOp op, Adaptor adaptor,
                           FeatureGenerics &g,
                           double epsilon) const override {
    double count = g.count();
    Value x = adaptor.getOperand(), grad = adaptor.getGradOutput();
    Value mean = adaptor.getMean();
    Value rstd = g.perFeature(
        adaptor.getVariance(), [&](OpBuilder &b, Location l, ValueRange args) {
          return inverseDeviation(b, l, args[0], epsilon);
        });
    Value gradOffset =
        g.reduce(grad, [](OpBuilder &, Location, ValueRange args) {
          return args[0];
        });
    Value gradScale = g.reduce(
        {x, mean, rstd, grad}, [](OpBuilder &b, Location l, ValueRange args) {
          Value normalized = mul(b, l, sub(b, l, args[0], args[1]), args[2]);
          return mul(b, l, args[3], normalized);
        });
    Value gradOperand = g.elementwise(
        {x, mean, rstd, grad, adaptor.getScale(), gradOffset, gradScale},
        [&](OpBuilder &b, Location l, ValueRange args) {
          Type t = args[0].getType();
          Value inverseCount = FeatureGenerics::constant(b, l, t, 1.0 / count);
          Value normalized = mul(b, l, sub(b, l, args[0], args[1]), args[2]);
          Value correction =
              add(b, l, mul(b, l, args[5], inverseCount),
                  mul(b, l, normalized, mul(b, l, args[6], inverseCount)));
          return mul(b, l, mul(b, l, args[4], args[2]),
                     sub(b, l, args[3], correction));
        });
    return {gradOperand, gradScale, gradOffset};
  }
};

} // namespace

void populateBatchNormTrainingPatterns(const TypeConverter &converter,
                                       RewritePatternSet &patterns) {
  patterns.add<BatchNormTrainingToLinalg, BatchNormGradToLinalg>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
