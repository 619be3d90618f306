//===- DecomposeCompoundOps.cpp - compound ops as core stablehlo ops ------===//
//
// Greedy rewrites run before the conversion: broadcast becomes
// broadcast_in_dim, get_dimension_size of a static dimension a constant,
// replica_id and partition_id zero (programs run on one device),
// get_tuple_element of a tuple built in the program its element, a
// composite a call of its decomposition (inlined later), and cholesky and
// triangular_solve loops of core ops (LinearAlgebra.cpp), dynamic ops with
// constant sizes their static ops (DynamicOpsToStatic.cpp), size
// computations of symbolic dimensions host index arithmetic and shape
// assertions util.assert (DynamicShapes.cpp), and chlo.ragged_dot a masked
// dot_general (RaggedDot.cpp).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/CHLO/IR/CHLOOps.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

struct BroadcastToBroadcastInDim : OpRewritePattern<shlo::BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    int64_t leading = op.getBroadcastSizes().size();
    int64_t rank = op.getOperand().getType().getRank();
    auto dims = llvm::to_vector(llvm::seq<int64_t>(leading, leading + rank));
    rewriter.replaceOpWithNewOp<shlo::BroadcastInDimOp>(
        op, op.getType(), op.getOperand(), dims);
    return success();
  }
};

struct StaticDimensionSizeToConstant
    : OpRewritePattern<shlo::GetDimensionSizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::GetDimensionSizeOp op,
                                PatternRewriter &rewriter) const override {
    int64_t size = op.getOperand().getType().getDimSize(op.getDimension());
    if (ShapedType::isDynamic(size))
      return rewriter.notifyMatchFailure(op, "dynamic dimension");
    rewriter.replaceOpWithNewOp<shlo::ConstantOp>(
        op, DenseElementsAttr::get(op.getType(),
                                   rewriter.getI32IntegerAttr(size)));
    return success();
  }
};

/// replica_id and partition_id: one device is replica 0 of partition 0.
template <typename OpTy>
struct ProcessIdToZero : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto type = op.getType();
    rewriter.replaceOpWithNewOp<shlo::ConstantOp>(
        op, DenseElementsAttr::get(
                type, IntegerAttr::get(type.getElementType(), 0)));
    return success();
  }
};

struct ForwardTupleElement : OpRewritePattern<shlo::GetTupleElementOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::GetTupleElementOp op,
                                PatternRewriter &rewriter) const override {
    auto tuple = op.getOperand().getDefiningOp<shlo::TupleOp>();
    if (!tuple)
      return rewriter.notifyMatchFailure(op, "tuple not built here");
    rewriter.replaceOp(op, tuple.getVal()[op.getIndex()]);
    return success();
  }
};

struct CompositeToCall : OpRewritePattern<shlo::CompositeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::CompositeOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<func::CallOp>(op, op.getDecomposition(),
                                              op.getResultTypes(),
                                              op.getInputs());
    return success();
  }
};

} // namespace

LogicalResult decomposeCompoundOps(ModuleOp module) {
  bool hasCompoundOps = false;
  module.walk([&](Operation *op) {
    auto call = dyn_cast<shlo::CustomCallOp>(op);
    hasCompoundOps |=
        (call && call.getCallTargetName() == "shape_assertion") ||
        isa<shlo::BroadcastOp, shlo::GetDimensionSizeOp, shlo::ReplicaIdOp,
            shlo::PartitionIdOp, shlo::GetTupleElementOp, shlo::CompositeOp,
            shlo::CholeskyOp, shlo::TriangularSolveOp,
            shlo::DynamicBroadcastInDimOp, shlo::DynamicReshapeOp,
            shlo::DynamicIotaOp, shlo::DynamicPadOp, shlo::DynamicGatherOp,
            shlo::DynamicConvOp, IREE::CHLO::RaggedDotOp>(op);
  });
  if (!hasCompoundOps)
    return success();
  MLIRContext *context = module.getContext();
  RewritePatternSet patterns(context);
  patterns.add<BroadcastToBroadcastInDim, StaticDimensionSizeToConstant,
               ProcessIdToZero<shlo::ReplicaIdOp>,
               ProcessIdToZero<shlo::PartitionIdOp>, ForwardTupleElement,
               CompositeToCall>(context);
  populateLinearAlgebraPatterns(patterns);
  populateRaggedDotPatterns(patterns);
  populateDynamicToStaticPatterns(patterns);
  populateShapeComputationPatterns(patterns);
  // Without folding, so that the rest of the program stays as written.
  GreedyRewriteConfig config;
  config.enableFolding(false).enableConstantCSE(false);
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return applyPatternsGreedily(module, std::move(patterns), config);
}

} // namespace mlir::iree_compiler::InputConversion
