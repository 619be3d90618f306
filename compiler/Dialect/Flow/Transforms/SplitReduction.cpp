//===- SplitReduction.cpp - Long reductions into few outputs, in parts ----===//
//
// A reduction whose loop is long and whose outputs are few (a classifier's
// 8 x 10 outputs over K = 3136, a sum of a million elements) runs as few
// long serial loops: one per output on a GPU, one workgroup on a CPU. Such
// an op is split, with upstream's `linalg::splitReduction`, into a partial
// op whose reduction loop is cut into S parts as a new outer parallel loop
// (S x outputs partial results, each over K / S elements) and an op that
// combines the S partials. Rules:
//   - one reduction loop, static shapes, one result, no `linalg.index`, a
//     combiner upstream recognizes (add, mul, min, max, ...), operands
//     indexed by loop dims alone (a window's `d0 * stride + d1` would need
//     the sum split too);
//   - at most `max-outputs` outputs and at least `min-reduction-size`
//     reduced elements per output;
//   - S is the largest divisor of the reduction size that leaves at least
//     `min-part-size` elements per part, and at most `max-parts`;
//   - a partial op whose parts still have `min-reduction-size` elements is
//     split again by the same rule, whatever its output count.
// Summing in parts is also more accurate than one running sum: a million
// f32 elements are summed in runs of at most a few hundred (1e6 = 250 x 25 x
// 160), which keeps the relative error below 1e-6.
//
// Contractions (matmuls) have a rule of their own, off by default and set
// for GPU targets, where a matmul with few output tiles and a long K (an
// MLP's 32 x 512 over K = 784) keeps most multiprocessors idle: more than
// `max-outputs` and at most `contraction-max-outputs` outputs, at least
// `contraction-min-reduction-size` reduced elements; S is the smallest
// number of parts giving `contraction-target-outputs` partial results (the
// largest when none does) with parts of at least `contraction-min-part-size`
// elements, a multiple of `contraction-part-multiple` (the kernel's K step),
// and at most `contraction-max-parts` parts (writing and reading the partial
// results costs that many times the output's traffic).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_SPLITREDUCTIONPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

struct SplitReductionPass
    : impl::SplitReductionPassBase<SplitReductionPass> {
  using Base::Base;

  /// The number of parts to split |op|'s reduction into, or 1 (none).
  int64_t chooseParts(linalg::LinalgOp op) {
    // (A body reading loop indices would see the split loop's.)
    if (!op.hasPureTensorSemantics() || op.getNumReductionLoops() != 1 ||
        op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
        op.hasDynamicShape() || op.hasIndexSemantics() ||
        !llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isProjectedPermutation(); }))
      return 1;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    int64_t reduction = 1, outputs = 1;
    for (auto [range, iterator] :
         llvm::zip(ranges, op.getIteratorTypesArray()))
      (linalg::isReductionIterator(iterator) ? reduction : outputs) *= range;
    if (linalg::isaContractionOpInterface(op))
      if (int64_t parts = chooseContractionParts(outputs, reduction); parts > 1)
        return parts;
    if (outputs > maxOutputs) return 1;
    return choosePartsOfReduction(reduction);
  }

  /// The general rule's parts of a reduction of |reduction| elements, or 1.
  int64_t choosePartsOfReduction(int64_t reduction) {
    if (reduction < minReductionSize) return 1;
    for (int64_t parts = std::min<int64_t>(maxParts, reduction / minPartSize);
         parts > 1; --parts)
      if (reduction % parts == 0) return parts;
    return 1;
  }

  /// The parts of a contraction's reduction of |reduction| elements into
  /// |outputs| outputs, or 1.
  int64_t chooseContractionParts(int64_t outputs, int64_t reduction) {
    // (Fewer outputs than the general rule's limit take that rule.)
    if (outputs <= maxOutputs || outputs > contractionMaxOutputs ||
        reduction < contractionMinReductionSize)
      return 1;
    int64_t chosen = 1;
    int64_t mostParts = std::min(maxParts, contractionMaxParts);
    for (int64_t parts = 2; parts <= mostParts; ++parts) {
      int64_t part = reduction / parts;
      if (reduction % parts != 0 || part % contractionPartMultiple != 0) continue;
      if (part < contractionMinPartSize) break;
      chosen = parts;
      if (outputs * parts >= contractionTargetOutputs) break;
    }
    return chosen;
  }

  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, int64_t>> candidates;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (int64_t parts = chooseParts(op); parts > 1)
        candidates.push_back({op, parts});
    });
    IRRewriter rewriter(&getContext());
    for (auto [op, parts] : candidates) {
      bool contraction = linalg::isaContractionOpInterface(op);
      while (parts > 1) {
        rewriter.setInsertionPoint(op);
        // The parts are the outermost loop of the partial op (and dimension
        // 0 of its result), the combining op reduces them innermost-first.
        FailureOr<linalg::SplitReductionResult> split =
            linalg::splitReduction(rewriter, op, [&](linalg::LinalgOp) {
              linalg::SplitReductionOptions options;
              options.ratio = parts;
              options.index = 0;
              options.innerParallel = false;
              return options;
            });
        // Split-K parts are what the matmul kernels take, left as they are.
        if (failed(split) || contraction) break;
        op = cast<linalg::LinalgOp>(split->splitLinalgOp);
        int64_t reduction = 1;
        for (auto [range, iterator] : llvm::zip(
                 op.getStaticLoopRanges(), op.getIteratorTypesArray()))
          if (linalg::isReductionIterator(iterator)) reduction *= range;
        parts = choosePartsOfReduction(reduction);
      }
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
