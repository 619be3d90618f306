//===- Convolution.cpp - stablehlo.convolution to linalg ------------------===//
//
// One linalg.generic for any layout and number of spatial dimensions: the
// loops are (batch, output spatial..., output feature) in parallel and
// (kernel spatial..., input feature) reduced; each operand's indexing map
// places those loops at the dimensions its dimension numbers name. Input
// dilation and padding (negative included) build the input the window
// slides over; window strides and kernel dilation become the input map
// `s * stride + w * dilation`; window reversal reverses a copy of the kernel.
// Grouped convolutions (feature or batch groups) split the grouped
// dimensions into (group, size / group) with tensor.expand_shape and add a
// parallel group loop, so every map stays a sum of loops.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

Value dilateAndPad(OpBuilder &b, Location loc, Value input,
                   ArrayRef<int64_t> dims, ArrayRef<int64_t> dilations,
                   ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                   Value padValue) {
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank();
  bool dilates = llvm::any_of(dilations, [](int64_t d) { return d != 1; });
  bool pads = llvm::any_of(llvm::concat<const int64_t>(low, high),
                           [](int64_t v) { return v > 0; });
  bool crops = llvm::any_of(llvm::concat<const int64_t>(low, high),
                            [](int64_t v) { return v < 0; });
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<OpFoldResult> zeros(rank, b.getIndexAttr(0));
  SmallVector<OpFoldResult> ones(rank, b.getIndexAttr(1));
  if (pads && !dilates) {
    SmallVector<OpFoldResult> lowValues = zeros, highValues = zeros;
    for (auto [i, d] : llvm::enumerate(dims)) {
      lowValues[d] = b.getIndexAttr(std::max<int64_t>(low[i], 0));
      highValues[d] = b.getIndexAttr(std::max<int64_t>(high[i], 0));
      if (!ShapedType::isDynamic(shape[d]))
        shape[d] +=
            std::max<int64_t>(low[i], 0) + std::max<int64_t>(high[i], 0);
    }
    input = tensor::PadOp::create(b, loc, type.clone(shape), input, lowValues,
                                  highValues, padValue);
  } else if (dilates) {
    // The positive padding around the dilated input, holes included.
    SmallVector<OpFoldResult> offsets = zeros, strides = ones, sizes;
    for (int64_t size : shape)
      sizes.push_back(b.getIndexAttr(size));
    for (auto [i, d] : llvm::enumerate(dims)) {
      int64_t dilated = shape[d] == 0 ? 0 : (shape[d] - 1) * dilations[i] + 1;
      shape[d] = dilated + std::max<int64_t>(low[i], 0) +
                 std::max<int64_t>(high[i], 0);
      offsets[d] = b.getIndexAttr(std::max<int64_t>(low[i], 0));
      strides[d] = b.getIndexAttr(dilations[i]);
    }
    auto paddedType = type.clone(shape);
    Value filled = linalg::FillOp::create(b, loc, padValue,
                                          createEmptyTensor(b, loc, paddedType))
                       .getResult(0);
    input = tensor::InsertSliceOp::create(b, loc, input, filled, offsets,
                                          sizes, strides);
  }
  if (!crops)
    return input;
  // Negative padding removes elements from the dilated, padded input.
  SmallVector<OpFoldResult> offsets = zeros, sizes;
  for (auto [i, d] : llvm::enumerate(dims)) {
    int64_t cropLow = std::max<int64_t>(-low[i], 0);
    offsets[d] = b.getIndexAttr(cropLow);
    shape[d] -= cropLow + std::max<int64_t>(-high[i], 0);
  }
  for (int64_t size : shape)
    sizes.push_back(b.getIndexAttr(size));
  return tensor::ExtractSliceOp::create(b, loc, type.clone(shape), input,
                                        offsets, sizes, ones);
}

namespace {

/// Each dimension of a tensor maps to one loop expression, or to two (group,
/// index in group) when the groups split it.
using DimExprs = SmallVector<SmallVector<AffineExpr, 2>>;

/// The reassociation of `exprs`' split into the original dimensions, and
/// the type with the split dimensions as (groups, size / groups).
static RankedTensorType getSplitType(RankedTensorType type,
                                     const DimExprs &exprs, int64_t groups,
                                     SmallVector<ReassociationIndices> &assoc) {
  SmallVector<int64_t> shape;
  for (auto [d, list] : llvm::enumerate(exprs)) {
    ReassociationIndices &indices = assoc.emplace_back();
    int64_t size = type.getDimSize(d);
    if (list.size() == 2) {
      indices.push_back(shape.size());
      shape.push_back(groups);
      size /= groups;
    }
    indices.push_back(shape.size());
    shape.push_back(size);
  }
  return type.clone(shape);
}

static SmallVector<AffineExpr> flatten(const DimExprs &exprs) {
  SmallVector<AffineExpr> flat;
  for (const auto &list : exprs)
    flat.append(list.begin(), list.end());
  return flat;
}

struct ConvolutionToLinalg : OpConversionPattern<shlo::ConvolutionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ConvolutionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType resultType =
        getConvertedTensorType(*getTypeConverter(), op.getType());
    auto inputType = dyn_cast<RankedTensorType>(adaptor.getLhs().getType());
    auto kernelType = dyn_cast<RankedTensorType>(adaptor.getRhs().getType());
    if (!resultType || !inputType || !kernelType ||
        !kernelType.hasStaticShape())
      return failure();
    Type elementType = resultType.getElementType();
    if (inputType.getElementType() != elementType ||
        kernelType.getElementType() != elementType)
      return failure();
    int64_t featureGroups = op.getFeatureGroupCount();
    int64_t batchGroups = op.getBatchGroupCount();
    if (featureGroups > 1 && batchGroups > 1)
      return failure();
    int64_t groups = featureGroups * batchGroups;

    auto dims = op.getDimensionNumbers();
    ArrayRef<int64_t> inputSpatial = dims.getInputSpatialDimensions();
    ArrayRef<int64_t> kernelSpatial = dims.getKernelSpatialDimensions();
    ArrayRef<int64_t> outputSpatial = dims.getOutputSpatialDimensions();
    int64_t spatialCount = inputSpatial.size();
    SmallVector<int64_t> strides(spatialCount, 1), dilations(spatialCount, 1),
        inputDilations(spatialCount, 1), low(spatialCount, 0),
        high(spatialCount, 0);
    SmallVector<bool> reversed(spatialCount, false);
    if (auto s = op.getWindowStrides()) strides.assign(s->begin(), s->end());
    if (auto d = op.getRhsDilation()) dilations.assign(d->begin(), d->end());
    if (auto d = op.getLhsDilation())
      inputDilations.assign(d->begin(), d->end());
    if (auto r = op.getWindowReversal()) reversed.assign(r->begin(), r->end());
    if (auto padding = op.getPadding()) {
      SmallVector<int64_t> values(padding->getValues<int64_t>());
      for (int64_t i = 0; i < spatialCount; ++i) {
        low[i] = values[2 * i];
        high[i] = values[2 * i + 1];
      }
    }
    for (int64_t i = 0; i < spatialCount; ++i)
      if (strides[i] < 1 || dilations[i] < 1 || inputDilations[i] < 1)
        return failure();
    // The batch and the spatial dimensions may be dynamic (symbolic sizes),
    // with the feature dimensions static, and without batch groups, input
    // dilation or cropping, whose sizes are computed statically. A dynamic
    // spatial dimension is dynamic in the result too.
    int64_t inputBatchDim = dims.getInputBatchDimension();
    bool dynamic = !inputType.hasStaticShape() || !resultType.hasStaticShape();
    if (inputType.isDynamicDim(dims.getInputFeatureDimension()) ||
        resultType.isDynamicDim(dims.getOutputFeatureDimension()) ||
        inputType.isDynamicDim(inputBatchDim) !=
            resultType.isDynamicDim(dims.getOutputBatchDimension()))
      return failure();
    for (int64_t i = 0; i < spatialCount; ++i)
      if (inputType.isDynamicDim(inputSpatial[i]) !=
          resultType.isDynamicDim(outputSpatial[i]))
        return failure();
    if (dynamic &&
        (batchGroups > 1 ||
         llvm::any_of(inputDilations, [](int64_t d) { return d != 1; }) ||
         llvm::any_of(llvm::concat<int64_t>(low, high),
                      [](int64_t v) { return v < 0; })))
      return failure();

    // The sizes the dimension numbers imply must be the ones the types give.
    int64_t inFeatures = inputType.getDimSize(dims.getInputFeatureDimension());
    int64_t outFeatures =
        resultType.getDimSize(dims.getOutputFeatureDimension());
    int64_t batch = inputType.getDimSize(dims.getInputBatchDimension());
    if (kernelType.getDimSize(dims.getKernelInputFeatureDimension()) *
                featureGroups != inFeatures ||
        kernelType.getDimSize(dims.getKernelOutputFeatureDimension()) !=
            outFeatures ||
        outFeatures % groups != 0 || batch % batchGroups != 0 ||
        resultType.getDimSize(dims.getOutputBatchDimension()) !=
            batch / batchGroups)
      return failure();
    for (int64_t i = 0; i < spatialCount; ++i) {
      if (inputType.isDynamicDim(inputSpatial[i])) continue;
      int64_t size = inputType.getDimSize(inputSpatial[i]);
      int64_t padded = (size == 0 ? 0 : (size - 1) * inputDilations[i] + 1) +
                       low[i] + high[i];
      int64_t window =
          (kernelType.getDimSize(kernelSpatial[i]) - 1) * dilations[i] + 1;
      int64_t expected =
          padded < window ? 0 : (padded - window) / strides[i] + 1;
      if (resultType.getDimSize(outputSpatial[i]) != expected)
        return failure();
    }

    Value zero = arith::ConstantOp::create(rewriter, loc, elementType,
                                           rewriter.getZeroAttr(elementType));
    Value input = dilateAndPad(rewriter, loc, adaptor.getLhs(), inputSpatial,
                               inputDilations, low, high, zero);

    // Loops: n, s_0..s_{k-1}, [g,] co | w_0..w_{k-1}, ci.
    bool grouped = groups > 1;
    int64_t loopCount = 2 * spatialCount + 3 + grouped;
    auto d = [&](int64_t i) { return rewriter.getAffineDimExpr(i); };
    AffineExpr n = d(0), g = d(spatialCount + 1),
               co = d(spatialCount + 1 + grouped), ci = d(loopCount - 1);
    auto s = [&](int64_t i) { return d(1 + i); };
    auto w = [&](int64_t i) { return d(spatialCount + 2 + grouped + i); };
    DimExprs inputExprs(inputType.getRank()), kernelExprs(kernelType.getRank()),
        outputExprs(resultType.getRank());
    auto grouping = [&](bool split, AffineExpr inner) {
      return split ? SmallVector<AffineExpr, 2>{g, inner}
                   : SmallVector<AffineExpr, 2>{inner};
    };
    inputExprs[dims.getInputBatchDimension()] = grouping(batchGroups > 1, n);
    inputExprs[dims.getInputFeatureDimension()] =
        grouping(featureGroups > 1, ci);
    kernelExprs[dims.getKernelInputFeatureDimension()] = {ci};
    kernelExprs[dims.getKernelOutputFeatureDimension()] = grouping(grouped, co);
    outputExprs[dims.getOutputBatchDimension()] = {n};
    outputExprs[dims.getOutputFeatureDimension()] = grouping(grouped, co);
    for (int64_t i = 0; i < spatialCount; ++i) {
      inputExprs[inputSpatial[i]] = {s(i) * strides[i] + w(i) * dilations[i]};
      kernelExprs[kernelSpatial[i]] = {w(i)};
      outputExprs[outputSpatial[i]] = {s(i)};
    }

    // Reversed windows read a reversed copy of the kernel (a map `K - 1 - w`
    // in the convolution itself would make its maps non-invertible).
    Value kernel = adaptor.getRhs();
    if (llvm::is_contained(reversed, true)) {
      SmallVector<bool> reversedKernelDims(kernelType.getRank(), false);
      for (int64_t i = 0; i < spatialCount; ++i)
        reversedKernelDims[kernelSpatial[i]] = reversed[i];
      kernel = createReversedCopy(rewriter, loc, kernel, reversedKernelDims);
    }

    // Grouped operands are viewed with their grouped dimension split.
    auto split = [&](Value value, const DimExprs &exprs) {
      SmallVector<ReassociationIndices> assoc;
      auto type = cast<RankedTensorType>(value.getType());
      RankedTensorType splitType = getSplitType(type, exprs, groups, assoc);
      if (splitType == type)
        return value;
      return Value(tensor::ExpandShapeOp::create(rewriter, loc, splitType,
                                                 value, assoc));
    };
    input = split(input, inputExprs);
    kernel = split(kernel, kernelExprs);
    SmallVector<ReassociationIndices> outputAssoc;
    RankedTensorType outputType =
        getSplitType(resultType, outputExprs, groups, outputAssoc);

    MLIRContext *context = rewriter.getContext();
    SmallVector<AffineMap> maps = {
        AffineMap::get(loopCount, 0, flatten(inputExprs), context),
        AffineMap::get(loopCount, 0, flatten(kernelExprs), context),
        AffineMap::get(loopCount, 0, flatten(outputExprs), context)};
    SmallVector<utils::IteratorType> iterators(loopCount,
                                               utils::IteratorType::reduction);
    for (int64_t i = 0; i <= spatialCount + 1 + grouped; ++i)
      iterators[i] = utils::IteratorType::parallel;

    // The batch is the input's; a dynamic spatial size is the number of
    // window positions in the padded input (none where the window does not
    // fit).
    SmallVector<Value> outputSizes;
    for (int64_t d = 0; d < outputType.getRank(); ++d) {
      if (!outputType.isDynamicDim(d)) continue;
      if (d == dims.getOutputBatchDimension()) {
        outputSizes.push_back(
            tensor::DimOp::create(rewriter, loc, adaptor.getLhs(), inputBatchDim));
        continue;
      }
      int64_t i = llvm::find(outputSpatial, d) - outputSpatial.begin();
      Value padded = tensor::DimOp::create(rewriter, loc, input, inputSpatial[i]);
      int64_t windowSize =
          (kernelType.getDimSize(kernelSpatial[i]) - 1) * dilations[i] + 1;
      Value window = arith::ConstantIndexOp::create(rewriter, loc, windowSize);
      Value positions = arith::AddIOp::create(
          rewriter, loc,
          arith::DivUIOp::create(
              rewriter, loc,
              arith::SubIOp::create(rewriter, loc, padded, window),
              arith::ConstantIndexOp::create(rewriter, loc, strides[i])),
          arith::ConstantIndexOp::create(rewriter, loc, 1));
      Value fits = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sge,
                                         padded, window);
      outputSizes.push_back(arith::SelectOp::create(
          rewriter, loc, fits, positions,
          arith::ConstantIndexOp::create(rewriter, loc, 0)));
    }
    Value init = createZeroFilled(rewriter, loc, outputType, outputSizes);
    bool isFloat = isa<FloatType>(elementType);
    Value result =
        linalg::GenericOp::create(
            rewriter, loc, outputType, ValueRange{input, kernel}, init, maps,
            iterators,
            [&](OpBuilder &b, Location nestedLoc, ValueRange args) {
              Value product =
                  isFloat ? Value(arith::MulFOp::create(b, nestedLoc, args[0],
                                                        args[1]))
                          : Value(arith::MulIOp::create(b, nestedLoc, args[0],
                                                        args[1]));
              Value sum =
                  isFloat ? Value(arith::AddFOp::create(b, nestedLoc, args[2],
                                                        product))
                          : Value(arith::AddIOp::create(b, nestedLoc, args[2],
                                                        product));
              linalg::YieldOp::create(b, nestedLoc, sum);
            })
            .getResult(0);
    if (outputType != resultType)
      result = tensor::CollapseShapeOp::create(rewriter, loc, resultType,
                                               result, outputAssoc);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// dynamic_conv with paddings the host computes (JAX's "SAME" padding over
/// symbolic spatial sizes; DynamicShapes.cpp rebuilt them): the input padded
/// by those sizes (`tensor.pad`), then the convolution without padding.
/// The host asserts each padding is at least 0 (a negative one crops, which
/// needs constant paddings). Input dilation and batch groups need constant
/// paddings too.
struct DynamicConvToConvolution : OpConversionPattern<shlo::DynamicConvOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::DynamicConvOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto inputType = dyn_cast<RankedTensorType>(adaptor.getLhs().getType());
    auto paddingType =
        dyn_cast<RankedTensorType>(adaptor.getPadding().getType());
    auto dims = op.getDimensionNumbers();
    ArrayRef<int64_t> inputSpatial = dims.getInputSpatialDimensions();
    int64_t spatialCount = inputSpatial.size();
    auto lhsDilation = op.getLhsDilation();
    if (!inputType || !paddingType || !paddingType.hasStaticShape() ||
        paddingType.getNumElements() != 2 * spatialCount ||
        op.getBatchGroupCount() != 1 ||
        (lhsDilation && llvm::any_of(*lhsDilation,
                                     [](int64_t d) { return d != 1; })))
      return rewriter.notifyMatchFailure(op, "needs constant paddings");
    Location loc = op.getLoc();
    SmallVector<Value> paddings =
        getShapeOperandElements(rewriter, loc, adaptor.getPadding());
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    SmallVector<OpFoldResult> low(inputType.getRank(), rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> high = low;
    for (int64_t i = 0; i < spatialCount; ++i) {
      Value lo = paddings[2 * i], hi = paddings[2 * i + 1];
      createHostAssert(rewriter, op,
                       {{arith::CmpIPredicate::sge, lo, zero},
                        {arith::CmpIPredicate::sge, hi, zero}},
                       "spatial dimension " + Twine(i) +
                           " pads {0} low and {1} high (a negative padding "
                           "needs constant paddings)",
                       ValueRange{lo, hi});
      low[inputSpatial[i]] = getAsOpFoldResult(lo);
      high[inputSpatial[i]] = getAsOpFoldResult(hi);
    }
    Type element = inputType.getElementType();
    Value padValue = arith::ConstantOp::create(rewriter, loc, element,
                                               rewriter.getZeroAttr(element));
    Value padded = tensor::PadOp::create(rewriter, loc, Type(),
                                         adaptor.getLhs(), low, high, padValue);
    rewriter.replaceOpWithNewOp<shlo::ConvolutionOp>(
        op, op.getType(), padded, adaptor.getRhs(), op.getWindowStridesAttr(),
        /*padding=*/DenseIntElementsAttr(), op.getLhsDilationAttr(),
        op.getRhsDilationAttr(), op.getWindowReversalAttr(),
        op.getDimensionNumbers(), op.getFeatureGroupCountAttr(),
        op.getBatchGroupCountAttr(), op.getPrecisionConfigAttr());
    return success();
  }
};

} // namespace

void populateConvolutionPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<ConvolutionToLinalg, DynamicConvToConvolution>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
