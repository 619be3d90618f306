//===- Quantization.cpp - uniform_quantize/dequantize as linalg -----------===//
//
// Quantized tensors become tensors of their storage integers (the type
// converter's rule); each op is one elementwise generic computing in the
// expressed float type:
//   dequantize: (q - zero_point) * scale
//   quantize:   clamp(round_nearest_even(x / scale) + zero_point,
//                     storage_min, storage_max)
// and a quantized-to-quantized uniform_quantize does both. Per-axis types
// read their scales and zero points as constant vectors along the quantized
// dimension.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

/// The scales and zero points of a uniform quantized type as generic inputs:
/// none (scalars in the body) per tensor, two constant vectors per axis.
class QuantParameters {
public:
  QuantParameters(quant::QuantizedType type, int64_t rank)
      : type(type), rank(rank) {
    if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(type)) {
      axis = perAxis.getQuantizedDimension();
      scales.assign(perAxis.getScales().begin(), perAxis.getScales().end());
      for (int64_t zeroPoint : perAxis.getZeroPoints())
        zeroPoints.push_back(static_cast<double>(zeroPoint));
    } else {
      auto uniform = cast<quant::UniformQuantizedType>(type);
      scales = {uniform.getScale()};
      zeroPoints = {static_cast<double>(uniform.getZeroPoint())};
    }
  }

  /// Adds the vector inputs of a per-axis type and their maps.
  void addInputs(OpBuilder &b, Location loc, SmallVectorImpl<Value> &inputs,
                 SmallVectorImpl<AffineMap> &maps) {
    if (axis < 0)
      return;
    firstInput = inputs.size();
    auto vectorType = RankedTensorType::get(
        {static_cast<int64_t>(scales.size())}, type.getExpressedType());
    for (ArrayRef<double> values : {ArrayRef(scales), ArrayRef(zeroPoints)}) {
      SmallVector<Attribute> attrs;
      for (double value : values)
        attrs.push_back(b.getFloatAttr(type.getExpressedType(), value));
      inputs.push_back(arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(vectorType, attrs)));
      maps.push_back(AffineMap::get(rank, 0,
                                    getAffineDimExpr(axis, b.getContext())));
    }
  }

  /// (scale, zero point) inside the body.
  std::pair<Value, Value> get(OpBuilder &b, Location loc, ValueRange args) {
    if (axis >= 0)
      return {args[firstInput], args[firstInput + 1]};
    Type t = type.getExpressedType();
    return {arith::ConstantOp::create(b, loc, b.getFloatAttr(t, scales[0])),
            arith::ConstantOp::create(b, loc,
                                      b.getFloatAttr(t, zeroPoints[0]))};
  }

  Value dequantize(OpBuilder &b, Location loc, Value storage,
                   ValueRange args) {
    auto [scale, zeroPoint] = get(b, loc, args);
    Type t = type.getExpressedType();
    Value value = type.isSigned()
                      ? arith::SIToFPOp::create(b, loc, t, storage).getResult()
                      : arith::UIToFPOp::create(b, loc, t, storage).getResult();
    return arith::MulFOp::create(
        b, loc, arith::SubFOp::create(b, loc, value, zeroPoint), scale);
  }

  Value quantize(OpBuilder &b, Location loc, Value value, ValueRange args) {
    auto [scale, zeroPoint] = get(b, loc, args);
    Type t = type.getExpressedType();
    Value scaled = math::RoundEvenOp::create(
        b, loc, arith::DivFOp::create(b, loc, value, scale));
    Value shifted = arith::AddFOp::create(b, loc, scaled, zeroPoint);
    auto bound = [&](int64_t v) {
      return arith::ConstantOp::create(
          b, loc, b.getFloatAttr(t, static_cast<double>(v)));
    };
    Value clamped = arith::MinimumFOp::create(
        b, loc,
        arith::MaximumFOp::create(b, loc, shifted,
                                  bound(type.getStorageTypeMin())),
        bound(type.getStorageTypeMax()));
    Value wide = arith::FPToSIOp::create(b, loc, b.getI64Type(), clamped);
    unsigned width = type.getStorageTypeIntegralWidth();
    if (width == 64)
      return wide;
    return arith::TruncIOp::create(b, loc, b.getIntegerType(width), wide);
  }

private:
  quant::QuantizedType type;
  int64_t rank;
  int64_t axis = -1;
  unsigned firstInput = 0;
  SmallVector<double> scales, zeroPoints;
};

quant::QuantizedType getQuantizedElementType(Type type) {
  return dyn_cast<quant::QuantizedType>(
      cast<ShapedType>(type).getElementType());
}

/// One generic over the result whose body maps the operand's element.
template <typename OpTy>
struct QuantizationToGeneric : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type =
        getStaticConvertedType(*this->getTypeConverter(), op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    int64_t rank = type.getRank();
    Location loc = op.getLoc();
    quant::QuantizedType from =
        getQuantizedElementType(op.getOperand().getType());
    quant::QuantizedType to = getQuantizedElementType(op.getType());
    SmallVector<Value> inputs = {adaptor.getOperand()};
    SmallVector<AffineMap> maps = {rewriter.getMultiDimIdentityMap(rank)};
    std::optional<QuantParameters> fromParams, toParams;
    if (from) {
      fromParams.emplace(from, rank);
      fromParams->addInputs(rewriter, loc, inputs, maps);
    }
    if (to) {
      toParams.emplace(to, rank);
      toParams->addInputs(rewriter, loc, inputs, maps);
    }
    maps.push_back(rewriter.getMultiDimIdentityMap(rank));
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, inputs, createEmptyTensor(rewriter, loc, type),
        maps,
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value value = args[0];
          if (fromParams)
            value = fromParams->dequantize(b, l, value, args);
          if (toParams)
            value = toParams->quantize(b, l, value, args);
          linalg::YieldOp::create(b, l, value);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

void populateQuantizationPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<QuantizationToGeneric<shlo::UniformQuantizeOp>,
               QuantizationToGeneric<shlo::UniformDequantizeOp>>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
