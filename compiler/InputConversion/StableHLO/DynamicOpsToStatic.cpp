//===- DynamicOpsToStatic.cpp - dynamic ops with constant shapes ----------===//
//
// dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota, dynamic_pad,
// real_dynamic_slice, dynamic_gather and dynamic_conv whose size or padding
// operands are constants (as exporters write them for static programs)
// become their static ops. The others stay: those with dynamic results and
// sizes the host computes lower in DynamicShapes.cpp and
// DynamicSliceAndPad.cpp, the rest are reported.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/IR/Matchers.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

/// The values of a constant integer tensor, or nothing.
std::optional<SmallVector<int64_t>> getConstantInts(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  return llvm::to_vector(llvm::map_range(
      attr.getValues<APInt>(), [](const APInt &v) { return v.getSExtValue(); }));
}

/// True when `shape` is the static shape of `type`.
bool isShapeOf(const std::optional<SmallVector<int64_t>> &shape, Type type) {
  auto tensor = cast<RankedTensorType>(type);
  return shape && tensor.hasStaticShape() &&
         ArrayRef<int64_t>(*shape) == tensor.getShape();
}

struct StaticBroadcastInDim
    : OpRewritePattern<shlo::DynamicBroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::DynamicBroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    if (!isShapeOf(getConstantInts(op.getOutputDimensions()), op.getType()))
      return rewriter.notifyMatchFailure(op, "shape not a static constant");
    rewriter.replaceOpWithNewOp<shlo::BroadcastInDimOp>(
        op, op.getType(), op.getOperand(), op.getBroadcastDimensions());
    return success();
  }
};

struct StaticReshape : OpRewritePattern<shlo::DynamicReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::DynamicReshapeOp op,
                                PatternRewriter &rewriter) const override {
    if (!isShapeOf(getConstantInts(op.getOutputShape()), op.getType()) ||
        !op.getOperand().getType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "shape not a static constant");
    rewriter.replaceOpWithNewOp<shlo::ReshapeOp>(op, op.getType(),
                                                 op.getOperand());
    return success();
  }
};

struct StaticIota : OpRewritePattern<shlo::DynamicIotaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::DynamicIotaOp op,
                                PatternRewriter &rewriter) const override {
    if (!isShapeOf(getConstantInts(op.getOutputShape()), op.getType()))
      return rewriter.notifyMatchFailure(op, "shape not a static constant");
    rewriter.replaceOpWithNewOp<shlo::IotaOp>(op, op.getType(),
                                              op.getIotaDimension());
    return success();
  }
};

struct StaticPad : OpRewritePattern<shlo::DynamicPadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::DynamicPadOp op,
                                PatternRewriter &rewriter) const override {
    auto low = getConstantInts(op.getEdgePaddingLow());
    auto high = getConstantInts(op.getEdgePaddingHigh());
    auto interior = getConstantInts(op.getInteriorPadding());
    if (!low || !high || !interior || !op.getType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "paddings not constants");
    rewriter.replaceOpWithNewOp<shlo::PadOp>(op, op.getType(), op.getOperand(),
                                             op.getPaddingValue(), *low, *high,
                                             *interior);
    return success();
  }
};

struct StaticSlice : OpRewritePattern<shlo::RealDynamicSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::RealDynamicSliceOp op,
                                PatternRewriter &rewriter) const override {
    auto start = getConstantInts(op.getStartIndices());
    auto limit = getConstantInts(op.getLimitIndices());
    auto strides = getConstantInts(op.getStrides());
    if (!start || !limit || !strides || !op.getType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "bounds not constants");
    rewriter.replaceOpWithNewOp<shlo::SliceOp>(op, op.getType(), op.getOperand(),
                                               *start, *limit, *strides);
    return success();
  }
};

struct StaticGather : OpRewritePattern<shlo::DynamicGatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::DynamicGatherOp op,
                                PatternRewriter &rewriter) const override {
    auto sizes = getConstantInts(op.getSliceSizes());
    if (!sizes || !op.getType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "slice sizes not constants");
    rewriter.replaceOpWithNewOp<shlo::GatherOp>(
        op, op.getType(), op.getOperand(), op.getStartIndices(),
        op.getDimensionNumbers(), rewriter.getDenseI64ArrayAttr(*sizes),
        op.getIndicesAreSortedAttr());
    return success();
  }
};

struct StaticConvolution : OpRewritePattern<shlo::DynamicConvOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::DynamicConvOp op,
                                PatternRewriter &rewriter) const override {
    DenseIntElementsAttr padding;
    if (!matchPattern(op.getPadding(), m_Constant(&padding)) ||
        !op.getType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "padding not a constant");
    auto paddingType = RankedTensorType::get(padding.getType().getShape(),
                                             rewriter.getI64Type());
    SmallVector<int64_t> values = *getConstantInts(op.getPadding());
    rewriter.replaceOpWithNewOp<shlo::ConvolutionOp>(
        op, op.getType(), op.getLhs(), op.getRhs(), op.getWindowStridesAttr(),
        DenseIntElementsAttr::get(paddingType, values),
        op.getLhsDilationAttr(), op.getRhsDilationAttr(),
        op.getWindowReversalAttr(), op.getDimensionNumbers(),
        op.getFeatureGroupCountAttr(), op.getBatchGroupCountAttr(),
        op.getPrecisionConfigAttr());
    return success();
  }
};

} // namespace

void populateDynamicToStaticPatterns(RewritePatternSet &patterns) {
  patterns.add<StaticBroadcastInDim, StaticReshape, StaticIota, StaticPad,
               StaticSlice, StaticGather, StaticConvolution>(
      patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
