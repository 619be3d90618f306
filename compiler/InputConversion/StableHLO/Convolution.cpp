//===- Convolution.cpp - stablehlo.convolution to linalg ------------------===//
//
// One linalg.generic for any layout and number of spatial dimensions: the
// loops are (batch, output spatial..., output feature) in parallel and
// (kernel spatial..., input feature) reduced; each operand's indexing map
// places those loops at the dimensions its dimension numbers name. Edge
// padding becomes a tensor.pad of the input, window strides and kernel
// dilation become the input map `s * stride + w * dilation`.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

struct ConvolutionToLinalg : OpConversionPattern<shlo::ConvolutionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ConvolutionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType resultType =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    auto inputType = dyn_cast<RankedTensorType>(adaptor.getLhs().getType());
    auto kernelType = dyn_cast<RankedTensorType>(adaptor.getRhs().getType());
    if (!resultType || !inputType || !kernelType ||
        !inputType.hasStaticShape() || !kernelType.hasStaticShape())
      return failure();
    Type elementType = resultType.getElementType();
    if (inputType.getElementType() != elementType ||
        kernelType.getElementType() != elementType)
      return failure();
    // Grouped convolutions, input dilation and window reversal are not
    // lowered yet: the op stays and gets the "in this form" error.
    if (op.getFeatureGroupCount() != 1 || op.getBatchGroupCount() != 1)
      return failure();
    auto isOne = [](int64_t v) { return v == 1; };
    if (auto lhsDilation = op.getLhsDilation())
      if (!llvm::all_of(*lhsDilation, isOne)) return failure();
    if (auto reversal = op.getWindowReversal())
      if (llvm::any_of(*reversal, [](bool r) { return r; })) return failure();

    auto dims = op.getDimensionNumbers();
    ArrayRef<int64_t> inputSpatial = dims.getInputSpatialDimensions();
    ArrayRef<int64_t> kernelSpatial = dims.getKernelSpatialDimensions();
    ArrayRef<int64_t> outputSpatial = dims.getOutputSpatialDimensions();
    int64_t spatialCount = inputSpatial.size();
    SmallVector<int64_t> strides(spatialCount, 1), dilations(spatialCount, 1);
    if (auto s = op.getWindowStrides()) strides.assign(s->begin(), s->end());
    if (auto d = op.getRhsDilation()) dilations.assign(d->begin(), d->end());

    // Edge padding of the input's spatial dimensions.
    Value input = adaptor.getLhs();
    if (auto padding = op.getPadding()) {
      SmallVector<int64_t> values(padding->getValues<int64_t>());
      if (llvm::any_of(values, [](int64_t v) { return v < 0; }))
        return failure();
      if (llvm::any_of(values, [](int64_t v) { return v != 0; })) {
        SmallVector<OpFoldResult> low(inputType.getRank(),
                                      rewriter.getIndexAttr(0));
        SmallVector<OpFoldResult> high = low;
        SmallVector<int64_t> paddedShape(inputType.getShape());
        for (int64_t i = 0; i < spatialCount; ++i) {
          low[inputSpatial[i]] = rewriter.getIndexAttr(values[2 * i]);
          high[inputSpatial[i]] = rewriter.getIndexAttr(values[2 * i + 1]);
          paddedShape[inputSpatial[i]] += values[2 * i] + values[2 * i + 1];
        }
        Value zero = arith::ConstantOp::create(rewriter, loc, elementType,
                                               rewriter.getZeroAttr(elementType));
        input = tensor::PadOp::create(
            rewriter, loc, RankedTensorType::get(paddedShape, elementType),
            input, low, high, zero);
      }
    }

    // Loops: n, s_0..s_{k-1}, co | w_0..w_{k-1}, ci.
    int64_t loopCount = 2 * spatialCount + 3;
    auto d = [&](int64_t i) { return rewriter.getAffineDimExpr(i); };
    int64_t n = 0, co = spatialCount + 1, ci = loopCount - 1;
    auto s = [&](int64_t i) { return d(1 + i); };
    auto w = [&](int64_t i) { return d(spatialCount + 2 + i); };
    SmallVector<AffineExpr> inputExprs(inputType.getRank()),
        kernelExprs(kernelType.getRank()), outputExprs(resultType.getRank());
    inputExprs[dims.getInputBatchDimension()] = d(n);
    inputExprs[dims.getInputFeatureDimension()] = d(ci);
    kernelExprs[dims.getKernelInputFeatureDimension()] = d(ci);
    kernelExprs[dims.getKernelOutputFeatureDimension()] = d(co);
    outputExprs[dims.getOutputBatchDimension()] = d(n);
    outputExprs[dims.getOutputFeatureDimension()] = d(co);
    for (int64_t i = 0; i < spatialCount; ++i) {
      inputExprs[inputSpatial[i]] = s(i) * strides[i] + w(i) * dilations[i];
      kernelExprs[kernelSpatial[i]] = w(i);
      outputExprs[outputSpatial[i]] = s(i);
    }
    MLIRContext *context = rewriter.getContext();
    SmallVector<AffineMap> maps = {
        AffineMap::get(loopCount, 0, inputExprs, context),
        AffineMap::get(loopCount, 0, kernelExprs, context),
        AffineMap::get(loopCount, 0, outputExprs, context)};
    SmallVector<utils::IteratorType> iterators(loopCount,
                                               utils::IteratorType::reduction);
    for (int64_t i = 0; i <= co; ++i)
      iterators[i] = utils::IteratorType::parallel;

    Value init = createZeroFilled(rewriter, loc, resultType);
    bool isFloat = isa<FloatType>(elementType);
    auto conv = linalg::GenericOp::create(
        rewriter, loc, resultType, ValueRange{input, adaptor.getRhs()}, init,
        maps, iterators, [&](OpBuilder &b, Location nestedLoc, ValueRange args) {
          Value product =
              isFloat ? Value(arith::MulFOp::create(b, nestedLoc, args[0], args[1]))
                      : Value(arith::MulIOp::create(b, nestedLoc, args[0], args[1]));
          Value sum =
              isFloat ? Value(arith::AddFOp::create(b, nestedLoc, args[2], product))
                      : Value(arith::AddIOp::create(b, nestedLoc, args[2], product));
          linalg::YieldOp::create(b, nestedLoc, sum);
        });
    rewriter.replaceOp(op, conv.getResults());
    return success();
  }
};

} // namespace

void populateConvolutionPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<ConvolutionToLinalg>(converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
