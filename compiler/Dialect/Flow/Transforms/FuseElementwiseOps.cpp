//===- FuseElementwiseOps.cpp - Elementwise producers into consumers ------===//
//
// Upstream's linalg elementwise fusion, with a control that keeps the
// bodies of contractions and convolutions multiply-adds and never makes a
// reduction recompute a producer's element for every iteration of the
// loops its indexing map broadcasts over.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_FUSEELEMENTWISEOPSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

bool hasOneUseProducer(OpOperand *fused) {
  Operation *producer = fused->get().getDefiningOp();
  return producer && producer->hasOneUse();
}

bool fusesIntoConsumer(OpOperand *fused) {
  if (!hasOneUseProducer(fused)) return false;
  auto consumer = dyn_cast<linalg::LinalgOp>(fused->getOwner());
  if (!consumer) return false;
  if (linalg::isaContractionOpInterface(consumer) ||
      linalg::isaConvolutionOpInterface(consumer))
    return false;
  return consumer.getNumReductionLoops() == 0 ||
         consumer.getMatchingIndexingMap(fused).isPermutation();
}

struct FuseElementwiseOpsPass
    : impl::FuseElementwiseOpsPassBase<FuseElementwiseOpsPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    linalg::populateElementwiseOpsFusionPatterns(patterns, fusesIntoConsumer);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns,
                                                      hasOneUseProducer);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns, hasOneUseProducer);
    if (failed(applyPatternsGreedily(
            getOperation(), std::move(patterns),
            GreedyRewriteConfig().setUseTopDownTraversal())))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
