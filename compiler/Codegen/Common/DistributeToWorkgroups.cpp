//===- DistributeToWorkgroups.cpp - Tile dispatch roots over workgroups ---===//

#include "compiler/Codegen/Common/DynamicTiles.h"
#include "compiler/Codegen/Common/Passes.h"
#include "compiler/Codegen/Common/Utils.h"
#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallBitVector.h"

#include <cmath>

namespace mlir::iree_compiler::Codegen {

#define GEN_PASS_DEF_DISTRIBUTETOWORKGROUPSPASS
#include "compiler/Codegen/Common/Passes.h.inc"

TilingInterface findDispatchRoot(func::FuncOp func) {
  SmallVector<bufferization::MaterializeInDestinationOp> stores;
  func.walk([&](bufferization::MaterializeInDestinationOp op) {
    stores.push_back(op);
  });
  if (stores.size() != 1) return {};
  return stores.front().getSource().getDefiningOp<TilingInterface>();
}

namespace {

/// Gives each init of |root| that is read from a binding (an accumulation
/// into an input) a copy into an empty tensor as its producer. Tiling fuses
/// producers of inits into each workgroup's tile, so every workgroup then
/// copies only its own slice; without this the whole input is copied into the
/// output outside the tiles and workgroups overwrite each other's results.
void copyInitsFromBindings(DestinationStyleOpInterface root) {
  OpBuilder builder(root);
  for (OpOperand &init : root.getDpsInitsMutable()) {
    Operation *producer = init.get().getDefiningOp();
    if (isa_and_nonnull<tensor::EmptyOp, linalg::LinalgOp>(producer)) continue;
    auto type = cast<RankedTensorType>(init.get().getType());
    Value empty = tensor::EmptyOp::create(
        builder, root.getLoc(),
        tensor::getMixedSizes(builder, root.getLoc(), init.get()),
        type.getElementType());
    init.set(linalg::CopyOp::create(builder, root.getLoc(), init.get(), empty)
                 .getResult(0));
  }
}

/// |pad|, when it pads a binding's tensor, as an elementwise generic over
/// its result: each element reads the source at its position less the low
/// padding, or is the padding value. tensor.pad is no linalg op and would
/// run in one workgroup; the generic tiles over all of them. (A pad of a
/// tensor the dispatch computes stays: the generic's reads would not fuse
/// the computation into the tiles.)
TilingInterface padAsGeneric(tensor::PadOp pad) {
  Value source = pad.getSource();
  Value padding = pad.getConstantPaddingValue();
  RankedTensorType type = pad.getResultType();
  if (!source.getDefiningOp<bufferization::ToTensorOp>() || !padding ||
      !type.hasStaticShape() || !pad.getSourceType().hasStaticShape())
    return cast<TilingInterface>(pad.getOperation());
  SmallVector<int64_t> low;
  for (OpFoldResult size : pad.getMixedLowPad()) {
    std::optional<int64_t> constant = getConstantIntValue(size);
    if (!constant) return cast<TilingInterface>(pad.getOperation());
    low.push_back(*constant);
  }
  OpBuilder b(pad);
  Location loc = pad.getLoc();
  int64_t rank = type.getRank();
  Value empty =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{}, empty, b.getMultiDimIdentityMap(rank),
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location l, ValueRange) {
        auto constant = [&](int64_t value) {
          return arith::ConstantIndexOp::create(nb, l, value).getResult();
        };
        Value inBounds;
        SmallVector<Value> indices;
        for (int64_t d = 0; d < rank; ++d) {
          int64_t size = pad.getSourceType().getDimSize(d);
          // An unpadded dimension reads the source at the same position: no
          // bounds check, so a vectorizer sees contiguous rows along it (a
          // spatial pad of NHWC keeps its channels unpadded).
          if (size == type.getDimSize(d)) {
            indices.push_back(linalg::IndexOp::create(nb, l, d));
            continue;
          }
          Value position = arith::SubIOp::create(
              nb, l, linalg::IndexOp::create(nb, l, d),
              constant(low[d]));
          Value inside = arith::AndIOp::create(
              nb, l,
              arith::CmpIOp::create(nb, l, arith::CmpIPredicate::sge,
                                    position, constant(0)),
              arith::CmpIOp::create(nb, l, arith::CmpIPredicate::slt,
                                    position, constant(size)));
          inBounds = inBounds ? arith::AndIOp::create(nb, l, inBounds, inside)
                              : inside;
          // Clamped so that the read is in bounds even where it is unused.
          indices.push_back(arith::MaxSIOp::create(
              nb, l,
              arith::MinSIOp::create(nb, l, position, constant(size - 1)),
              constant(0)));
        }
        Value element = tensor::ExtractOp::create(nb, l, source, indices);
        Value result =
            inBounds ? arith::SelectOp::create(nb, l, inBounds, element,
                                               padding)
                           .getResult()
                     : element;
        linalg::YieldOp::create(nb, l, result);
      });
  pad.replaceAllUsesWith(generic.getResult(0));
  pad.erase();
  return cast<TilingInterface>(generic.getOperation());
}

/// A producer fused into a tile computes its whole share of the operand it
/// feeds into a temporary (a matmul's A tile spans all of K). Splits the
/// tiles of |root| further, along the loops indexing such operands, until
/// each temporary fits in |maxBytes|; |tiles| holds 0 for untiled loops.
void shrinkTilesForProducers(linalg::LinalgOp root, ArrayRef<int64_t> ranges,
                             MutableArrayRef<int64_t> tiles, int64_t maxBytes,
                             const llvm::SmallBitVector &whole) {
  auto iterators = root.getIteratorTypesArray();
  for (OpOperand *operand : root.getDpsInputOperands()) {
    if (!operand->get().getDefiningOp<linalg::LinalgOp>()) continue;
    auto type = dyn_cast<ShapedType>(operand->get().getType());
    if (!type) continue;
    int64_t elementBytes = std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
    AffineMap map = root.getMatchingIndexingMap(operand);
    auto footprint = [&] {
      int64_t bytes = elementBytes;
      for (AffineExpr expr : map.getResults())
        if (auto dim = dyn_cast<AffineDimExpr>(expr))
          bytes *= tiles[dim.getPosition()] ? tiles[dim.getPosition()]
                                            : ranges[dim.getPosition()];
      return bytes;
    };
    while (footprint() > maxBytes) {
      // Halve (about) the largest parallel extent the operand spans.
      int64_t best = -1, bestExtent = 1;
      for (AffineExpr expr : map.getResults()) {
        auto dim = dyn_cast<AffineDimExpr>(expr);
        if (!dim ||
            iterators[dim.getPosition()] != utils::IteratorType::parallel ||
            (dim.getPosition() < whole.size() && whole.test(dim.getPosition())))
          continue;
        unsigned d = dim.getPosition();
        int64_t extent = tiles[d] ? tiles[d] : ranges[d];
        if (extent > bestExtent) best = d, bestExtent = extent;
      }
      if (best < 0) break;
      // Tiles divide their loop, so every tile has a static shape.
      tiles[best] = largestDivisorAtMost(ranges[best], bestExtent / 2);
    }
  }
}

/// Whether |value| is computed in the dispatch from a reduction (|known|
/// remembers the producers already looked at: a chain of diamonds is
/// linear, not exponential).
bool dependsOnReduction(Value value, DenseMap<Operation *, bool> &known) {
  auto op = value.getDefiningOp<linalg::LinalgOp>();
  if (!op) return false;
  auto [it, inserted] = known.try_emplace(op, false);
  if (!inserted) return it->second;
  bool depends = op.getNumReductionLoops() > 0 ||
                 llvm::any_of(op.getDpsInputs(), [&](Value input) {
                   return dependsOnReduction(input, known);
                 });
  known[op] = depends;
  return depends;
}

/// The loops of |root| that an operand computed from a reduction is
/// broadcast along (a layer norm's row mean over the row's columns): a tile
/// splitting them would compute the reduction again for each piece.
llvm::SmallBitVector getReductionBroadcastLoops(TilingInterface root) {
  auto linalgRoot = dyn_cast<linalg::LinalgOp>(root.getOperation());
  if (!linalgRoot) return {};
  llvm::SmallBitVector loops(linalgRoot.getNumLoops());
  DenseMap<Operation *, bool> known;
  for (OpOperand *input : linalgRoot.getDpsInputOperands()) {
    if (!dependsOnReduction(input->get(), known)) continue;
    llvm::SmallBitVector indexed(loops.size());
    for (AffineExpr expr : linalgRoot.getMatchingIndexingMap(input).getResults())
      expr.walk([&](AffineExpr e) {
        if (auto dim = dyn_cast<AffineDimExpr>(e)) indexed.set(dim.getPosition());
      });
    loops |= indexed.flip();
  }
  return loops;
}

/// Tiles |root| by |tiles| in loops of |loopType| with its producers fused
/// into each tile, and replaces its uses by the tiled results.
LogicalResult tileAndFuse(TilingInterface root, ArrayRef<OpFoldResult> tiles,
                          scf::SCFTilingOptions::LoopType loopType) {
  scf::SCFTilingOptions tiling;
  tiling.setLoopType(loopType);
  tiling.setTileSizes(tiles);
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tiling);
  IRRewriter rewriter(root.getContext());
  rewriter.setInsertionPoint(root);
  FailureOr<scf::SCFTileAndFuseResult> result =
      scf::tileConsumerAndFuseProducersUsingSCF(rewriter, root, options);
  if (failed(result)) return failure();
  for (OpResult value : root->getResults())
    if (Value replacement = result->replacements.lookup(value))
      rewriter.replaceAllUsesWith(value, replacement);
  return success();
}

/// Pieces a static loop of a dynamically sized root is split into, so that
/// a batch of one still spreads over several workgroups: one eighth of the
/// most workgroups a dispatch may have (8 for a CPU's 64; a GPU's many more
/// multiprocessors get as many as the cache-line rule allows).
int64_t getDynamicRootStaticSplit(int64_t maxWorkgroups) {
  return std::max<int64_t>(2, maxWorkgroups / 8);
}

/// A root of dynamic size: its dynamic parallel loops (up to three) are
/// tiled by the `dynamic-loop-tile` option over workgroups whose count the host computes
/// from the push constants (kWorkgroupCountMapAttr), as is one static
/// parallel loop in up to getDynamicRootStaticSplit pieces, and full tiles
/// get a static copy of the code. Where a size is not a host expression of
/// the push constants, one workgroup loops over the dynamic loops' tiles
/// instead. Temporaries are bounded by the tile either way.
LogicalResult distributeDynamic(func::FuncOp func, TilingInterface root,
                                DestinationStyleOpInterface destination,
                                ArrayRef<int64_t> ranges,
                                ArrayRef<OpFoldResult> rangeSizes,
                                const DistributeToWorkgroupsPassOptions &options) {
  Builder builder(func.getContext());
  llvm::SmallBitVector whole = getReductionBroadcastLoops(root);
  SmallVector<utils::IteratorType> iterators = root.getLoopIteratorTypes();
  auto isSplittable = [&](unsigned i) {
    return iterators[i] == utils::IteratorType::parallel &&
           !(i < whole.size() && whole.test(i));
  };
  SmallVector<int64_t> tileSizes(ranges.size(), 0);
  SmallVector<std::optional<AffineExpr>> rangeExprs(ranges.size());
  // A backend's kernel strategy (a GPU matmul's tile) chooses the tile of
  // every loop; otherwise dynamic loops get `dynamic-loop-tile` rows.
  auto chosen =
      root->getAttrOfType<DenseI64ArrayAttr>(kWorkgroupTileSizesAttr);
  if (chosen && chosen.size() != static_cast<int64_t>(ranges.size()))
    return root->emitError("workgroup tile sizes do not match the loops");
  int tiled = 0;
  bool hostCounts = true;
  for (unsigned i = 0; i < ranges.size(); ++i) {
    if (!ShapedType::isDynamic(ranges[i]) || !isSplittable(i) || tiled == 3)
      continue;
    tileSizes[i] = chosen ? chosen[i] : options.dynamicLoopTile;
    if (!tileSizes[i]) continue;
    rangeExprs[i] = getPushConstantExpr(cast<Value>(rangeSizes[i]), func);
    hostCounts &= rangeExprs[i].has_value();
    ++tiled;
  }
  func->setAttr(kWorkgroupCountAttr, builder.getDenseI64ArrayAttr({1, 1, 1}));
  if (tiled == 0) return success();
  for (unsigned i = 0; chosen && hostCounts && i < ranges.size(); ++i) {
    if (ShapedType::isDynamic(ranges[i]) || !chosen[i] ||
        chosen[i] == ranges[i] || tiled == 3)
      continue;
    tileSizes[i] = chosen[i];
    ++tiled;
  }
  for (unsigned i = 0;
       !chosen && i < ranges.size() && hostCounts && tiled < 3; ++i) {
    if (ShapedType::isDynamic(ranges[i]) || !isSplittable(i) || ranges[i] < 2)
      continue;
    int64_t share = getDynamicRootStaticSplit(options.maxWorkgroups);
    // A tile of the result's rows keeps whole cache lines.
    auto linalgRoot = dyn_cast<linalg::LinalgOp>(root.getOperation());
    AffineMap resultMap =
        linalgRoot ? linalgRoot.getMatchingIndexingMap(
                         linalgRoot.getDpsInitOperand(0))
                   : AffineMap();
    bool innermost = !resultMap || resultMap.getNumResults() == 0 ||
                     resultMap.getResults().back() ==
                         getAffineDimExpr(i, func.getContext());
    if (innermost) {
      auto result = cast<ShapedType>(destination.getDpsInits()[0].getType());
      int64_t bytes = std::max<int64_t>(1, result.getElementTypeBitWidth() / 8);
      share = std::min(share, ranges[i] * bytes / options.minInnermostTileBytes);
    }
    int64_t count = largestDivisorAtMost(ranges[i], share);
    if (count < 2) continue;
    tileSizes[i] = ranges[i] / count;
    ++tiled;
    break;
  }
  SmallVector<OpFoldResult> tiles;
  SmallVector<AffineExpr> counts;
  for (auto [i, size] : llvm::enumerate(tileSizes)) {
    tiles.push_back(builder.getIndexAttr(size));
    if (!size) continue;
    counts.push_back(rangeExprs[i] ? rangeExprs[i]->ceilDiv(size)
                                   : builder.getAffineConstantExpr(
                                         llvm::divideCeil(ranges[i], size)));
  }
  copyInitsFromBindings(destination);
  if (!hostCounts) {
    if (failed(tileAndFuse(root, tiles, scf::SCFTilingOptions::LoopType::ForOp)))
      return root->emitError("failed to tile the dynamically sized dispatch");
    return success();
  }
  if (failed(tileAndFuse(root, tiles, scf::SCFTilingOptions::LoopType::ForallOp)))
    return root->emitError("failed to distribute the dynamically sized "
                           "dispatch over workgroups");
  while (counts.size() < 3) counts.push_back(builder.getAffineConstantExpr(1));
  func->removeAttr(kWorkgroupCountAttr);
  func->setAttr(kWorkgroupCountMapAttr,
                AffineMapAttr::get(AffineMap::get(
                    0, getPushConstantCount(func), counts, func.getContext())));
  if (options.versionFullTiles)
    func.walk([](scf::ForallOp forall) { versionFullTiles(forall); });
  return success();
}

LogicalResult distribute(func::FuncOp func,
                         const DistributeToWorkgroupsPassOptions &options) {
  int64_t maxWorkgroups = options.maxWorkgroups;
  int64_t minInnermostTileBytes = options.minInnermostTileBytes;
  MLIRContext *context = func.getContext();
  Builder builder(context);
  SmallVector<int64_t> counts = {1, 1, 1};
  auto setCount = [&] {
    func->setAttr(kWorkgroupCountAttr, builder.getDenseI64ArrayAttr(counts));
    return success();
  };
  TilingInterface root = findDispatchRoot(func);
  if (auto pad = dyn_cast_or_null<tensor::PadOp>(root.getOperation()))
    root = padAsGeneric(pad);
  auto destination =
      dyn_cast_or_null<DestinationStyleOpInterface>(root.getOperation());
  if (!destination || !destination.hasPureTensorSemantics()) return setCount();

  SmallVector<int64_t> ranges;
  SmallVector<OpFoldResult> rangeSizes;
  OpBuilder rootBuilder(root);
  bool dynamic = false;
  for (Range range : root.getIterationDomain(rootBuilder)) {
    std::optional<int64_t> size = getConstantIntValue(range.size);
    dynamic |= !size;
    ranges.push_back(size ? *size : ShapedType::kDynamic);
    rangeSizes.push_back(range.size);
  }
  if (dynamic)
    return distributeDynamic(func, root, destination, ranges, rangeSizes,
                             options);
  // The work of the whole dispatch, fused producers (a matmul before its
  // epilogue) included.
  auto countWork = [](ArrayRef<int64_t> loops) {
    int64_t work = 1;
    for (int64_t range : loops)
      work *= ShapedType::isDynamic(range) ? 1 : range;
    return work;
  };
  int64_t work = isa<linalg::LinalgOp>(*root) ? 0 : countWork(ranges);
  func.walk([&](linalg::LinalgOp op) {
    work += countWork(op.getStaticLoopRanges());
  });
  int64_t budget =
      std::clamp<int64_t>(work / options.minWorkPerWorkgroup, 1, maxWorkgroups);
  SmallVector<OpFoldResult> tileSizes(ranges.size(), builder.getIndexAttr(0));
  int distributed = 0;
  if (auto chosen =
          root->getAttrOfType<DenseI64ArrayAttr>(kWorkgroupTileSizesAttr)) {
    // The backend chose the tile (a kernel strategy needs its shape).
    if (chosen.size() != static_cast<int64_t>(ranges.size()))
      return root->emitError("workgroup tile sizes do not match the loops");
    for (auto [dim, size] : llvm::enumerate(chosen.asArrayRef())) {
      // A loop the tile covers whole is not distributed: tiling would give
      // it a one-trip dimension that folding removes, moving the next
      // loop's tiles to its workgroup id.
      if (size == 0 || size == ranges[dim]) continue;
      if (distributed == 3 || ranges[dim] % size != 0)
        return root->emitError("workgroup tile sizes must divide at most "
                               "three loops");
      tileSizes[dim] = builder.getIndexAttr(size);
      counts[distributed++] = ranges[dim] / size;
    }
    budget = 1;
  }

  // Split the outermost parallel loops (up to three), the first two about
  // evenly so tiles stay square-ish (a matmul tile reuses both operands);
  // tiles divide the loops evenly so every tile has a static shape.
  SmallVector<utils::IteratorType> iterators = root.getLoopIteratorTypes();
  llvm::SmallBitVector whole = getReductionBroadcastLoops(root);
  SmallVector<unsigned> parallelDims;
  // Unit loops (an NHWC batch of 1) have nothing to split.
  for (auto [i, iterator] : llvm::enumerate(iterators))
    if (iterator == utils::IteratorType::parallel && ranges[i] != 1 &&
        parallelDims.size() < 3 && !(i < whole.size() && whole.test(i)))
      parallelDims.push_back(i);
  for (auto [n, dim] : llvm::enumerate(parallelDims)) {
    if (budget == 1) break;
    bool splitEvenly = n == 0 && parallelDims.size() > 1;
    int64_t share = splitEvenly
                        ? std::max<int64_t>(1, std::llround(std::sqrt(budget)))
                        : budget;
    if (dim + 1 == ranges.size()) {
      auto result = cast<ShapedType>(destination.getDpsInits()[0].getType());
      int64_t bytes = std::max<int64_t>(
          1, result.getElementTypeBitWidth() / 8);
      share = std::min(share, ranges[dim] * bytes / minInnermostTileBytes);
    }
    int64_t count = largestDivisorAtMost(ranges[dim], share);
    if (count == 1) continue;
    tileSizes[dim] = builder.getIndexAttr(ranges[dim] / count);
    counts[distributed++] = count;
    budget /= count;
  }
  if (!root->hasAttr(kWorkgroupTileSizesAttr)) {
    if (auto linalgRoot = dyn_cast<linalg::LinalgOp>(root.getOperation())) {
      SmallVector<int64_t> tiles;
      for (OpFoldResult size : tileSizes)
        tiles.push_back(*getConstantIntValue(size));
      shrinkTilesForProducers(linalgRoot, ranges, tiles,
                              options.maxProducerTileBytes,
                              whole);
      // Workgroups x, y, z are the tiled loops, outermost first (at most
      // three: a loop the shrinking would add past them stays whole).
      distributed = 0;
      for (auto [dim, size] : llvm::enumerate(tiles)) {
        if (size == 0 || size == ranges[dim] || distributed == 3) {
          tileSizes[dim] = builder.getIndexAttr(0);
          continue;
        }
        tileSizes[dim] = builder.getIndexAttr(size);
        counts[distributed++] = ranges[dim] / size;
      }
    }
  }
  if (distributed == 0) return setCount();
  copyInitsFromBindings(destination);
  if (failed(tileAndFuse(root, tileSizes,
                         scf::SCFTilingOptions::LoopType::ForallOp)))
    return root->emitError("failed to distribute the dispatch over "
                           "workgroups");
  // scf.forall lists its dimensions outermost first; workgroup x is the
  // first, matching the counts above.
  return setCount();
}

/// Splits each scatter whose updates the dispatch computes into a sequential
/// loop over chunks of its scatter positions (order kept) and fuses the
/// producer into each chunk: the producer's temporary is then one chunk of
/// about |chunkBytes|, not the workgroup's columns of every position.
LogicalResult chunkScatterPositions(func::FuncOp func, int64_t chunkBytes) {
  SmallVector<IREE::LinalgExt::ScatterOp> scatters;
  func.walk([&](IREE::LinalgExt::ScatterOp op) {
    Value update = op.getUpdates().front();
    while (auto slice = update.getDefiningOp<tensor::ExtractSliceOp>())
      update = slice.getSource();
    if (op.hasPureTensorSemantics() && op.getBatchRank() > 0 &&
        op.getUpdateType().hasStaticShape() &&
        update.getDefiningOp<linalg::LinalgOp>())
      scatters.push_back(op);
  });
  for (IREE::LinalgExt::ScatterOp op : scatters) {
    int64_t batchRank = op.getBatchRank();
    ArrayRef<int64_t> shape = op.getUpdateType().getShape();
    int64_t positionBytes = 0;
    for (Value update : op.getUpdates()) {
      int64_t elements = 1;
      for (int64_t size : shape.drop_front(batchRank)) elements *= size;
      positionBytes += elements * std::max<int64_t>(
          1, getElementTypeOrSelf(update).getIntOrFloatBitWidth() / 8);
    }
    int64_t chunk = largestDivisorAtMost(
        shape[batchRank - 1],
        std::max<int64_t>(1, chunkBytes / std::max<int64_t>(positionBytes, 1)));
    if (chunk == shape[batchRank - 1] &&
        llvm::all_of(shape.take_front(batchRank - 1),
                     [](int64_t size) { return size == 1; }))
      continue;
    Builder builder(func.getContext());
    SmallVector<OpFoldResult> tiles(shape.size(), builder.getIndexAttr(0));
    for (int64_t d = 0; d + 1 < batchRank; ++d) tiles[d] = builder.getIndexAttr(1);
    tiles[batchRank - 1] = builder.getIndexAttr(chunk);
    scf::SCFTilingOptions tiling;
    tiling.setTileSizes(tiles);
    scf::SCFTileAndFuseOptions options;
    options.setTilingOptions(tiling);
    // The destination (its initial fill) is carried through the chunks, not
    // recomputed in each.
    options.setFusionControlFn(
        [](tensor::ExtractSliceOp, OpResult, bool isDestination)
            -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
          if (isDestination) return std::nullopt;
          return scf::SCFTileAndFuseOptions::ControlFnResult{};
        });
    IRRewriter rewriter(func.getContext());
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTileAndFuseResult> result =
        scf::tileConsumerAndFuseProducersUsingSCF(
            rewriter, cast<TilingInterface>(op.getOperation()), options);
    if (failed(result))
      return op->emitError("failed to split the scatter into chunks");
    for (OpResult value : op->getResults())
      if (Value replacement = result->replacements.lookup(value))
        rewriter.replaceAllUsesWith(value, replacement);
  }
  return success();
}

struct DistributeToWorkgroupsPass
    : impl::DistributeToWorkgroupsPassBase<DistributeToWorkgroupsPass> {
  using Base::Base;
  void runOnOperation() override {
    DistributeToWorkgroupsPassOptions options;
    options.maxWorkgroups = maxWorkgroups;
    options.minWorkPerWorkgroup = minWorkPerWorkgroup;
    options.minInnermostTileBytes = minInnermostTileBytes;
    options.maxProducerTileBytes = maxProducerTileBytes;
    options.versionFullTiles = versionFullTiles;
    options.dynamicLoopTile = dynamicLoopTile;
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (failed(distribute(func, options)) ||
          failed(chunkScatterPositions(func, scatterChunkBytes)))
        return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::Codegen
