//===- CollapseDims.cpp - One loop per contiguous run of loops ------------===//
//
// JAX writes a dense layer over a feature map (a CNN's classifier over
// 7x7x64) or the output projection of attention heads (4 heads x 64) as a
// contraction with several reduction loops, and attention's batched
// products with two batch loops (1 x 4 heads). Where consecutive loops of
// one kind are also contiguous in every operand (the operands' dimensions
// merge by a reshape), they become one loop over the product: the op is
// then a plain (batch) matmul (a linalg.matmul or linalg.batch_matmul when
// it is one) that the backends' matmul and reduction kernels take, instead
// of a loop nest they do not recognize. Reductions have their reduction
// loops merged; contractions their parallel loops too.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_COLLAPSEDIMSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// The runs of two or more consecutive loops of |op| of one iterator type
/// (reduction loops; parallel ones too when |parallel|) that are contiguous
/// in all its indexing maps.
SmallVector<ReassociationIndices> findCollapsibleRuns(linalg::GenericOp op,
                                                      bool parallel) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<ReassociationIndices> runs;
  int64_t loops = iterators.size();
  for (int64_t start = 0; start < loops;) {
    utils::IteratorType kind = iterators[start];
    if (kind != utils::IteratorType::reduction && !parallel) {
      ++start;
      continue;
    }
    // The longest run from |start| that every map keeps contiguous.
    ReassociationIndices run = {start};
    for (int64_t next = start + 1; next < loops && iterators[next] == kind;
         ++next) {
      ReassociationIndices longer = run;
      longer.push_back(next);
      if (!linalg::areDimSequencesPreserved(maps, {longer})) break;
      run = longer;
    }
    if (run.size() > 1) runs.push_back(run);
    start = run.back() + 1;
  }
  return runs;
}

/// Turns |op| into a linalg.matmul or linalg.batch_matmul when it is one
/// (the form the GPU matmul kernel takes); leaves it generic otherwise.
void specializeMatmul(RewriterBase &rewriter, linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || !linalg::isaContractionOpInterface(op)) return;
  rewriter.setInsertionPoint(generic);
  FailureOr<linalg::LinalgOp> named =
      linalg::specializeGenericOp(rewriter, generic);
  if (failed(named) ||
      isa<linalg::MatmulOp, linalg::BatchMatmulOp>(named->getOperation()))
    return;
  // Other named forms (transposed operands) are left as generics.
  (void)linalg::generalizeNamedOp(rewriter, *named);
}

/// A generic reading a tensor through an expand_shape that only adds unit
/// dimensions, each at index 0, reads the source instead, through its map
/// without those results: a row reduction's result broadcast over its row
/// (`tensor<128xf32>` expanded to `128x1`, read at `(d0, 0)`) is then read
/// at `(d0)` by each of its consumers, with no reshape between the ops that
/// dispatch formation may group.
struct ReadThroughUnitDimExpansion : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    for (OpOperand *input : generic.getDpsInputOperands()) {
      auto expand = input->get().getDefiningOp<tensor::ExpandShapeOp>();
      if (!expand || !expand.getSrc().getDefiningOp<linalg::LinalgOp>())
        continue;
      AffineMap map = generic.getMatchingIndexingMap(input);
      ArrayRef<int64_t> shape = expand.getResultType().getShape();
      // Result dimensions that each source dimension expands into; all but
      // one must be unit dimensions read at index 0.
      SmallVector<AffineExpr> kept;
      bool fits = true;
      for (ReassociationIndices group : expand.getReassociationIndices()) {
        std::optional<int64_t> keep;
        for (int64_t d : group) {
          auto zero = dyn_cast<AffineConstantExpr>(map.getResult(d));
          if (shape[d] == 1 && zero && zero.getValue() == 0) continue;
          if (keep) fits = false;
          keep = d;
        }
        // A source dimension of size 1 expanded into unit dimensions only.
        kept.push_back(keep ? map.getResult(*keep)
                            : rewriter.getAffineConstantExpr(0));
      }
      if (!fits) continue;
      SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
      maps[input->getOperandNumber()] =
          AffineMap::get(map.getNumDims(), 0, kept, getContext());
      rewriter.modifyOpInPlace(generic, [&] {
        input->set(expand.getSrc());
        generic.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      });
      return success();
    }
    return failure();
  }
};

struct CollapseDimsPass : impl::CollapseDimsPassBase<CollapseDimsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> candidates;
    getOperation()->walk([&](linalg::GenericOp op) {
      // Reshapes can only merge loops that index operands directly (not a
      // convolution's sums of loops).
      if (op.hasPureTensorSemantics() && op.getNumReductionLoops() > 0 &&
          llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
            return map.isProjectedPermutation();
          }))
        candidates.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : candidates) {
      SmallVector<ReassociationIndices> runs = findCollapsibleRuns(
          op, /*parallel=*/linalg::isaContractionOpInterface(op));
      if (runs.empty()) continue;
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::CollapseResult> collapsed =
          linalg::collapseOpIterationDims(op, runs, rewriter);
      if (failed(collapsed)) continue;
      rewriter.replaceOp(op, collapsed->results);
      specializeMatmul(rewriter, collapsed->collapsedOp);
    }
    // The reshapes back to the original shape move on into the consumers
    // (collapsing their loops the same way), so a scale or transpose of the
    // result still reaches the contraction's dispatch.
    // (The patterns take generics: a transpose of the result becomes one.)
    SmallVector<linalg::TransposeOp> transposes;
    getOperation()->walk([&](linalg::TransposeOp op) {
      auto reshape = op.getInput().getDefiningOp<tensor::ExpandShapeOp>();
      if (reshape && reshape.getSrc().getDefiningOp<linalg::LinalgOp>())
        transposes.push_back(op);
    });
    for (linalg::TransposeOp op : transposes) {
      rewriter.setInsertionPoint(op);
      (void)linalg::generalizeNamedOp(rewriter, op);
    }
    RewritePatternSet patterns(&getContext());
    linalg::populateFoldReshapeOpsByCollapsingPatterns(
        patterns, [](OpOperand *operand) {
          auto reshape = operand->get().getDefiningOp<tensor::ExpandShapeOp>();
          return reshape && reshape.getSrc().getDefiningOp<linalg::LinalgOp>();
        });
    // Chains of reshapes fold first, so consumers see the expansion.
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, &getContext());
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns,
                                                         &getContext());
    patterns.add<ReadThroughUnitDimExpansion>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
