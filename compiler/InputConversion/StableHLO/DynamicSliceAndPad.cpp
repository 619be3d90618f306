//===- DynamicSliceAndPad.cpp - slices and pads of host-computed sizes ----===//
//
// real_dynamic_slice and dynamic_pad take their bounds, strides and paddings
// as tensors; with a dynamic result DynamicShapes.cpp has rebuilt those as
// host sizes, and the ops become tensor slices and pads of those sizes:
//   - real_dynamic_slice: `tensor.extract_slice` at start, of
//     ceil((limit - start) / stride) elements by stride; the host asserts
//     0 <= start <= limit <= size and stride >= 1 per dimension, since a
//     slice out of bounds would read other memory;
//   - dynamic_pad: `tensor.pad` of low and high where the interior padding
//     is constant zero, else the operand inserted with stride interior + 1
//     into a tensor filled with the padding value; the host asserts that
//     every padding is at least 0 (negative paddings crop, which is
//     supported only with constant paddings).
// A slice or pad whose sizes are constants became its static op before
// (DynamicOpsToStatic.cpp).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

/// The elements of each of `shapes` as host indices, or failure unless each
/// is a 1-D tensor of `rank` elements.
FailureOr<SmallVector<SmallVector<Value>>>
readShapeOperands(OpBuilder &builder, Location loc, ValueRange shapes,
                  int64_t rank) {
  SmallVector<SmallVector<Value>> elements;
  for (Value shape : shapes) {
    auto type = dyn_cast<RankedTensorType>(shape.getType());
    if (!type || type.getRank() != 1 || type.getDimSize(0) != rank)
      return failure();
  }
  for (Value shape : shapes)
    elements.push_back(getShapeOperandElements(builder, loc, shape));
  return elements;
}

/// `value` as `type` (a cast where the op's declared type is more static
/// than the sizes it was built from).
Value castTo(OpBuilder &builder, Location loc, Value value,
             RankedTensorType type) {
  if (value.getType() == type) return value;
  return tensor::CastOp::create(builder, loc, type, value);
}

struct RealDynamicSliceToExtractSlice
    : OpConversionPattern<shlo::RealDynamicSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::RealDynamicSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType resultType =
        getConvertedTensorType(*getTypeConverter(), op.getType());
    auto operandType =
        dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
    Location loc = op.getLoc();
    if (!resultType || !operandType)
      return rewriter.notifyMatchFailure(op, "needs ranked tensors");
    auto bounds = readShapeOperands(
        rewriter, loc,
        {adaptor.getStartIndices(), adaptor.getLimitIndices(),
         adaptor.getStrides()},
        operandType.getRank());
    if (failed(bounds)) return rewriter.notifyMatchFailure(op, "malformed");
    ArrayRef<Value> starts = (*bounds)[0], limits = (*bounds)[1],
                    strides = (*bounds)[2];
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    SmallVector<OpFoldResult> offsets, sizes, steps;
    for (int64_t i = 0; i < operandType.getRank(); ++i) {
      Value size =
          rewriter.createOrFold<tensor::DimOp>(loc, adaptor.getOperand(), i);
      createHostAssert(rewriter, op,
                       {{arith::CmpIPredicate::sge, starts[i], zero},
                        {arith::CmpIPredicate::sle, starts[i], limits[i]},
                        {arith::CmpIPredicate::sle, limits[i], size},
                        {arith::CmpIPredicate::sge, strides[i], one}},
                       "dimension " + Twine(i) +
                           " slices [{0}, {1}) by {2} of {3} elements (needs "
                           "0 <= start <= limit <= size and stride >= 1)",
                       ValueRange{starts[i], limits[i], strides[i], size});
      // ceil((limit - start) / stride), all of them checked non-negative.
      // (Folded where the bounds are constants, so the slice's type keeps
      // what is static.)
      Value span =
          rewriter.createOrFold<arith::SubIOp>(loc, limits[i], starts[i]);
      Value rounded = rewriter.createOrFold<arith::SubIOp>(
          loc, rewriter.createOrFold<arith::AddIOp>(loc, span, strides[i]),
          one);
      offsets.push_back(getAsOpFoldResult(starts[i]));
      sizes.push_back(getAsOpFoldResult(
          rewriter.createOrFold<arith::DivUIOp>(loc, rounded, strides[i])));
      steps.push_back(getAsOpFoldResult(strides[i]));
    }
    Value slice = tensor::ExtractSliceOp::create(
        rewriter, loc, adaptor.getOperand(), offsets, sizes, steps);
    rewriter.replaceOp(op, castTo(rewriter, loc, slice, resultType));
    return success();
  }
};

struct DynamicPadToTensor : OpConversionPattern<shlo::DynamicPadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::DynamicPadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType resultType =
        getConvertedTensorType(*getTypeConverter(), op.getType());
    Value operand = adaptor.getOperand();
    auto operandType = dyn_cast<RankedTensorType>(operand.getType());
    Location loc = op.getLoc();
    if (!resultType || !operandType)
      return rewriter.notifyMatchFailure(op, "needs ranked tensors");
    auto paddings = readShapeOperands(
        rewriter, loc,
        {adaptor.getEdgePaddingLow(), adaptor.getEdgePaddingHigh(),
         adaptor.getInteriorPadding()},
        operandType.getRank());
    if (failed(paddings)) return rewriter.notifyMatchFailure(op, "malformed");
    ArrayRef<Value> lows = (*paddings)[0], highs = (*paddings)[1],
                    interiors = (*paddings)[2];
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    bool noInterior = llvm::all_of(
        interiors, [](Value v) { return isConstantIntValue(v, 0); });
    SmallVector<OpFoldResult> low, high, operandSizes, resultSizes, strides;
    for (int64_t i = 0; i < operandType.getRank(); ++i) {
      createHostAssert(rewriter, op,
                       {{arith::CmpIPredicate::sge, lows[i], zero},
                        {arith::CmpIPredicate::sge, highs[i], zero},
                        {arith::CmpIPredicate::sge, interiors[i], zero}},
                       "dimension " + Twine(i) +
                           " pads {0} low, {1} high and {2} interior (a "
                           "negative padding needs constant paddings)",
                       ValueRange{lows[i], highs[i], interiors[i]});
      Value size = rewriter.createOrFold<tensor::DimOp>(loc, operand, i);
      // low + high + size + interior * max(size - 1, 0)
      Value gaps = arith::MaxSIOp::create(
          rewriter, loc, arith::SubIOp::create(rewriter, loc, size, one), zero);
      Value padded = arith::AddIOp::create(
          rewriter, loc,
          arith::AddIOp::create(rewriter, loc, lows[i], highs[i]),
          arith::AddIOp::create(
              rewriter, loc, size,
              arith::MulIOp::create(rewriter, loc, interiors[i], gaps)));
      low.push_back(getAsOpFoldResult(lows[i]));
      high.push_back(getAsOpFoldResult(highs[i]));
      operandSizes.push_back(getAsOpFoldResult(size));
      resultSizes.push_back(padded);
      strides.push_back(getAsOpFoldResult(
          rewriter.createOrFold<arith::AddIOp>(loc, interiors[i], one)));
    }
    Value padValue =
        tensor::ExtractOp::create(rewriter, loc, adaptor.getPaddingValue());
    Value result;
    if (noInterior) {
      // (No result type: the pad infers it from the sizes.)
      result = tensor::PadOp::create(rewriter, loc, Type(), operand, low, high,
                                     padValue);
    } else {
      Value empty = tensor::EmptyOp::create(rewriter, loc, resultSizes,
                                            resultType.getElementType());
      Value filled =
          linalg::FillOp::create(rewriter, loc, padValue, empty).getResult(0);
      result = tensor::InsertSliceOp::create(rewriter, loc, operand, filled,
                                             low, operandSizes, strides);
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void populateDynamicSliceAndPadPatterns(const TypeConverter &converter,
                                        RewritePatternSet &patterns) {
  patterns.add<RealDynamicSliceToExtractSlice, DynamicPadToTensor>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
