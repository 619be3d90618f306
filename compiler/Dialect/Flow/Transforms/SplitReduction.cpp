//===- SplitReduction.cpp - Long reductions into few outputs, in parts ----===//
//
// A reduction whose loop is long and whose outputs are few (a classifier's
// 8 x 10 outputs over K = 3136, a sum of a million elements) runs as few
// long serial loops: one per output on a GPU, one workgroup on a CPU. Such
// an op is split, with upstream's `linalg::splitReduction`, into a partial
// op whose reduction loop is cut into S parts as a new outer parallel loop
// (S x outputs partial results, each over K / S elements) and an op that
// combines the S partials. Rules:
//   - one reduction loop of a static size, static shapes (but for
//     contractions), one result, no `linalg.index`, a
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
// The split is our own rather than upstream's `linalg::splitReduction`, which
// cannot size the partial result of an op with a dynamic dimension (a
// matmul over a dynamic batch).
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
// results costs that many times the output's traffic). A dynamic output
// dimension (a serving batch) counts as `contraction-dynamic-size`: one
// module serves every batch, so a small batch is split as it would be
// statically and a large one pays the partial results' traffic.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_SPLITREDUCTIONPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// Splits |op|'s only reduction loop (static, a multiple of |parts|) into
/// |parts| parts: a partial op with a new outermost parallel loop over the
/// parts, whose result has the parts as dimension 0, and an op that combines
/// the parts into |op|'s init. Returns the partial op, or failure (no
/// combiner to reuse, or no neutral element for it).
FailureOr<linalg::GenericOp> splitReduction(RewriterBase &rewriter,
                                            linalg::LinalgOp op,
                                            int64_t parts) {
  SmallVector<unsigned> reductionDims;
  op.getReductionDims(reductionDims);
  unsigned reductionDim = reductionDims.front();
  int64_t partSize = op.getStaticLoopRanges()[reductionDim] / parts;
  // The op that combines two values of the reduction, and its identity.
  SmallVector<Operation *> combiners;
  if (!matchReduction(op.getRegionOutputArgs(), 0, combiners) ||
      combiners.size() != 1)
    return failure();
  Operation *combiner = combiners.front();
  std::optional<TypedAttr> neutral = arith::getNeutralElement(combiner);
  if (!neutral) return failure();

  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  unsigned numLoops = op.getNumLoops() + 1;
  AffineExpr partsDim = getAffineDimExpr(0, ctx);
  AffineExpr reductionExpr = getAffineDimExpr(reductionDim, ctx);
  // An expression of the op's loops in the new order, the parts first.
  auto shifted = [&](AffineExpr expr) {
    return expr.shiftDims(numLoops - 1, 1);
  };
  // Each input reading the reduction loop sees its dimension as parts x part.
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    SmallVector<AffineExpr> results;
    for (AffineExpr expr : map.getResults()) {
      if (expr == reductionExpr) results.push_back(partsDim);
      results.push_back(shifted(expr));
    }
    maps.push_back(AffineMap::get(numLoops, 0, results, ctx));
    Value value = input->get();
    std::optional<unsigned> position = map.getResultPosition(reductionExpr);
    if (!position) {
      inputs.push_back(value);
      continue;
    }
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<ReassociationIndices> groups;
    for (unsigned i = 0, next = 0; i < type.getRank(); ++i) {
      groups.push_back({next++});
      if (i == *position) groups.back().push_back(next++);
    }
    SmallVector<OpFoldResult> shape = tensor::getMixedSizes(rewriter, loc, value);
    SmallVector<int64_t> staticShape(type.getShape());
    shape[*position] = rewriter.getIndexAttr(partSize);
    shape.insert(shape.begin() + *position, rewriter.getIndexAttr(parts));
    staticShape[*position] = partSize;
    staticShape.insert(staticShape.begin() + *position, parts);
    inputs.push_back(tensor::ExpandShapeOp::create(
        rewriter, loc, type.clone(staticShape), value, groups, shape));
  }
  // The partial results: parts x the op's result, starting at the identity.
  Value init = op.getDpsInitOperand(0)->get();
  auto initType = cast<RankedTensorType>(init.getType());
  SmallVector<OpFoldResult> partialShape =
      tensor::getMixedSizes(rewriter, loc, init);
  partialShape.insert(partialShape.begin(), rewriter.getIndexAttr(parts));
  Value empty = tensor::EmptyOp::create(rewriter, loc, partialShape,
                                        initType.getElementType());
  Value identity = arith::ConstantOp::create(rewriter, loc, *neutral);
  Value partialInit =
      linalg::FillOp::create(rewriter, loc, identity, empty).getResult(0);
  AffineMap initMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  SmallVector<AffineExpr> partialResults = {partsDim};
  for (AffineExpr expr : initMap.getResults())
    partialResults.push_back(shifted(expr));
  maps.push_back(AffineMap::get(numLoops, 0, partialResults, ctx));
  SmallVector<utils::IteratorType> iterators = {utils::IteratorType::parallel};
  llvm::append_range(iterators, op.getIteratorTypesArray());
  auto partial = linalg::GenericOp::create(
      rewriter, loc, TypeRange{partialInit.getType()}, inputs,
      ValueRange{partialInit}, maps, iterators);
  rewriter.cloneRegionBefore(op->getRegion(0), partial.getRegion(),
                             partial.getRegion().begin());

  // The parts combined into the op's init.
  unsigned rank = initType.getRank();
  AffineMap identityMap = rewriter.getMultiDimIdentityMap(rank + 1);
  SmallVector<utils::IteratorType> combineIterators(
      rank + 1, utils::IteratorType::parallel);
  combineIterators.front() = utils::IteratorType::reduction;
  auto combine = linalg::GenericOp::create(
      rewriter, loc, TypeRange{initType}, partial.getResult(0), init,
      ArrayRef<AffineMap>{identityMap, identityMap.dropResult(0)},
      combineIterators, [&](OpBuilder &b, Location loc, ValueRange args) {
        IRMapping mapping;
        mapping.map(combiner->getOperand(0), args[0]);
        mapping.map(combiner->getOperand(1), args[1]);
        Operation *combined = b.clone(*combiner, mapping);
        linalg::YieldOp::create(b, loc, combined->getResult(0));
      });
  rewriter.replaceOp(op, combine.getResults());
  return partial;
}

struct SplitReductionPass
    : impl::SplitReductionPassBase<SplitReductionPass> {
  using Base::Base;

  /// The number of parts to split |op|'s reduction into, or 1 (none).
  int64_t chooseParts(linalg::LinalgOp op) {
    // (A body reading loop indices would see the split loop's.)
    bool contraction = linalg::isaContractionOpInterface(op);
    if (!op.hasPureTensorSemantics() || op.getNumReductionLoops() != 1 ||
        op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
        (op.hasDynamicShape() && !contraction) || op.hasIndexSemantics() ||
        !llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isProjectedPermutation(); }))
      return 1;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    int64_t reduction = 1, outputs = 1;
    for (auto [range, iterator] :
         llvm::zip(ranges, op.getIteratorTypesArray())) {
      if (linalg::isReductionIterator(iterator)) {
        if (ShapedType::isDynamic(range)) return 1;
        reduction *= range;
      } else {
        outputs *= ShapedType::isDynamic(range) ? contractionDynamicSize : range;
      }
    }
    if (contraction) {
      int64_t parts = chooseContractionParts(outputs, reduction);
      if (parts > 1 || op.hasDynamicShape()) return parts;
    }
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
        FailureOr<linalg::GenericOp> split =
            splitReduction(rewriter, op, parts);
        // Split-K parts are what the matmul kernels take, left as they are.
        if (failed(split) || contraction) break;
        op = *split;
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
