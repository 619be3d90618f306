//===- CollapseReductionDims.cpp - One reduction loop per contiguous run --===//
//
// JAX writes a dense layer over a feature map (a CNN's classifier over
// 7x7x64) or the output projection of attention heads (4 heads x 64) as a
// contraction with several reduction loops. Where consecutive reduction
// loops are also contiguous in every operand (the operands' dimensions
// merge by a reshape), they become one loop over the product: the op is
// then a plain contraction with one K (a linalg.matmul when it is one) that
// the backends' matmul and reduction kernels take, instead of a loop nest
// they do not recognize.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_COLLAPSEREDUCTIONDIMSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// The runs of two or more consecutive reduction loops of |op| that are
/// contiguous in all its indexing maps.
SmallVector<ReassociationIndices> findCollapsibleRuns(linalg::GenericOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<ReassociationIndices> runs;
  int64_t loops = iterators.size();
  for (int64_t start = 0; start < loops;) {
    if (iterators[start] != utils::IteratorType::reduction) {
      ++start;
      continue;
    }
    // The longest run from |start| that every map keeps contiguous.
    ReassociationIndices run = {start};
    for (int64_t next = start + 1;
         next < loops && iterators[next] == utils::IteratorType::reduction;
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

struct CollapseReductionDimsPass
    : impl::CollapseReductionDimsPassBase<CollapseReductionDimsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> candidates;
    getOperation()->walk([&](linalg::GenericOp op) {
      // Reshapes can only merge loops that index operands directly (not a
      // convolution's sums of loops).
      if (op.hasPureTensorSemantics() && op.getNumReductionLoops() > 1 &&
          llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
            return map.isProjectedPermutation();
          }))
        candidates.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : candidates) {
      SmallVector<ReassociationIndices> runs = findCollapsibleRuns(op);
      if (runs.empty()) continue;
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::CollapseResult> collapsed =
          linalg::collapseOpIterationDims(op, runs, rewriter);
      if (failed(collapsed)) continue;
      rewriter.replaceOp(op, collapsed->results);
      specializeMatmul(rewriter, collapsed->collapsedOp);
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
