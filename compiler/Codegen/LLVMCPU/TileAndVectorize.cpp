//===- TileAndVectorize.cpp - Register tiles as vector operations ---------===//

#include "compiler/Codegen/LLVMCPU/Passes.h"
#include "compiler/Codegen/Common/Utils.h"
#include "compiler/Codegen/LLVMCPU/PairDotContraction.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::iree_compiler::LLVMCPU {

#define GEN_PASS_DEF_TILEANDVECTORIZEPASS
#include "compiler/Codegen/LLVMCPU/Passes.h.inc"

namespace {

/// Whether every operand of |op| has the same element type (no mixed
/// precision, whose extensions keep a contraction off the FMA path).
bool hasOneElementType(Operation *op) {
  return llvm::all_equal(llvm::map_range(
      op->getOperandTypes(), [](Type t) { return getElementTypeOrSelf(t); }));
}

/// |tile|, a contraction whose body sign-extends narrower operands
/// (arith.extsi/extf of block arguments to the result type, as JAX's i8 x i8
/// -> i32 and bf16 x bf16 -> f32 dots are), as copies extending its operand
/// tiles followed by a contraction of one element type, which vectorizes to
/// outer products: each step then extends a row and a column of the tile
/// once, not the broadcast register block. Returns the copies and the
/// contraction, or none where the body does anything else.
std::optional<std::pair<SmallVector<linalg::GenericOp>, linalg::GenericOp>>
extendContractionOperands(PatternRewriter &rewriter, linalg::GenericOp tile) {
  if (hasOneElementType(tile) || tile.getNumDpsInputs() != 2 ||
      tile.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(tile))
    return std::nullopt;
  Type result = getElementTypeOrSelf(tile.getResult(0).getType());
  Block *body = tile.getBody();
  SmallVector<Operation *> extensions(2, nullptr);
  for (Operation &inner : body->without_terminator()) {
    if (!isa<CastOpInterface>(inner)) continue;
    auto arg = dyn_cast<BlockArgument>(inner.getOperand(0));
    if (!isa<arith::ExtSIOp, arith::ExtFOp>(inner) || !arg ||
        arg.getArgNumber() >= 2 || extensions[arg.getArgNumber()] ||
        inner.getResult(0).getType() != result)
      return std::nullopt;
    extensions[arg.getArgNumber()] = &inner;
  }
  Location loc = tile.getLoc();
  rewriter.setInsertionPoint(tile);
  SmallVector<linalg::GenericOp> copies;
  SmallVector<Value> inputs;
  for (auto [i, input] : llvm::enumerate(tile.getDpsInputs())) {
    if (!extensions[i]) {
      if (getElementTypeOrSelf(input.getType()) != result) return std::nullopt;
      inputs.push_back(input);
      continue;
    }
    linalg::GenericOp copy = createExtendingCopy(
        rewriter, loc, input, result, [&](OpBuilder &b, Location l, Value v) {
          IRMapping mapping;
          mapping.map(extensions[i]->getOperand(0), v);
          return b.clone(*extensions[i], mapping)->getResult(0);
        });
    copies.push_back(copy);
    inputs.push_back(copy.getResult(0));
  }
  auto contraction = linalg::GenericOp::create(
      rewriter, loc, tile.getResultTypes(), inputs, tile.getDpsInits(),
      tile.getIndexingMapsArray(), tile.getIteratorTypesArray(),
      [&](OpBuilder &b, Location l, ValueRange args) {
        IRMapping mapping;
        for (int i = 0; i < 2; ++i)
          mapping.map(extensions[i] ? Value(extensions[i]->getResult(0))
                                    : Value(body->getArgument(i)),
                      args[i]);
        mapping.map(body->getArgument(2), args[2]);
        for (Operation &inner : body->without_terminator())
          if (!llvm::is_contained(extensions, &inner)) b.clone(inner, mapping);
        linalg::YieldOp::create(
            b, l, mapping.lookup(body->getTerminator()->getOperand(0)));
      });
  rewriter.replaceOp(tile, contraction.getResults());
  return std::make_pair(copies, contraction);
}

/// The pair dot products (PairDotContraction.h) the target has.
struct PairDotSupport {
  bool integers = false;
  bool bf16 = false;
  /// Byte quads (AVX-512 VNNI's vpdpbusd).
  bool quads = false;
};

/// Whether |op| is a contraction the target takes in K pairs.
bool takesPairDots(linalg::LinalgOp op, PairDotSupport support,
                   int64_t lanes) {
  switch (getPairDotKind(op)) {
  case PairDotKind::kIntegers: return support.integers;
  case PairDotKind::kBFloat16: return support.bf16 && lanes == 16;
  case PairDotKind::kNone: return false;
  }
  return false;
}

/// How many K steps |op|'s register tiles take at a time: 4 in byte quads,
/// 2 in pairs, 1 otherwise (for the B panels' K blocks).
int64_t pairDotStep(linalg::LinalgOp op, PairDotSupport support,
                    int64_t lanes) {
  if (!takesPairDots(op, support, lanes)) return 1;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  bool quads = support.quads && lanes == 16 && takesQuadDots(op) &&
               succeeded(dims) && dims->k.size() == 1 &&
               op.getStaticLoopRanges()[dims->k[0]] % 4 == 0;
  return quads ? 4 : 2;
}

/// Rows of a register block: M x 2 vectors of accumulators fit the 32
/// AVX-512 registers at 8 rows, the 16 of AVX2/SSE at 4.
int64_t registerRows(int64_t lanes) { return lanes >= 16 ? 8 : 4; }

/// |op| as linalg.conv_2d_nhwc_hwcf where its maps and body are that
/// convolution's (StableHLO convolutions arrive as generics): the named op's
/// register tile rewrites to a 1-D convolution, which upstream vectorizes.
linalg::LinalgOp specializeConvolution(RewriterBase &rewriter,
                                       linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  SmallVector<int64_t> dilations, strides;
  if (!generic || !hasOneElementType(op) ||
      !linalg::isaConvolutionOpOfType<linalg::Conv2DNhwcHwcfOp>(
          op, &dilations, &strides))
    return op;
  auto attr = [&](ArrayRef<int64_t> values) {
    return DenseIntElementsAttr::get(
        RankedTensorType::get({2}, rewriter.getI64Type()), values);
  };
  rewriter.setInsertionPoint(op);
  return linalg::Conv2DNhwcHwcfOp::create(
      rewriter, op.getLoc(), generic.getResultTypes(), generic.getDpsInputs(),
      generic.getDpsInits(), attr(strides), attr(dilations));
}

/// Register tile sizes for |op| (0: not tiled), or none to leave it scalar.
std::optional<SmallVector<int64_t>> chooseTileSizes(linalg::LinalgOp op,
                                                    int64_t lanes,
                                                    PairDotSupport pairDots) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.empty() || llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  int64_t rows = registerRows(lanes);
  if (isa<linalg::Conv2DNhwcHwcfOp>(op)) {
    // Loops (n, oh, ow, f | kh, kw, c): a row of output pixels by two
    // vectors of output channels accumulates in registers over every tap and
    // input channel, as the matmul's M x N block does over K.
    SmallVector<int64_t> tiles(ranges.size(), 1);
    tiles[2] = Codegen::largestDivisorAtMost(ranges[2], rows);
    tiles[3] = Codegen::largestDivisorAtMost(ranges[3], 2 * lanes);
    return tiles;
  }
  // Vectors of i1 are bit vectors to LLVM, whose reductions of them lower
  // incorrectly here; boolean ops stay scalar loops.
  if (llvm::any_of(op->getOperandTypes(), [](Type type) {
        return getElementTypeOrSelf(type).isInteger(1);
      }))
    return std::nullopt;
  if (!llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
        return map.isProjectedPermutation();
      }))
    return std::nullopt;
  SmallVector<int64_t> tiles(ranges.size(), 1);
  if (linalg::isaContractionOpInterface(op)) {
    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(op);
    if (succeeded(dims) && !dims->m.empty() && !dims->n.empty()) {
      // M x 2 vectors of accumulators stay in registers across K. With
      // several M or N dimensions (JAX's dot_general of multi-dimensional
      // operands) the innermost ones form the block, the others step by one.
      tiles[dims->m.back()] =
          Codegen::largestDivisorAtMost(ranges[dims->m.back()], rows);
      tiles[dims->n.back()] =
          Codegen::largestDivisorAtMost(ranges[dims->n.back()], 2 * lanes);
      // Pair dot products step K themselves, two at a time, over whole
      // vectors of columns.
      int64_t n = ranges[dims->n.back()], k = ranges[dims->k.back()];
      if (takesPairDots(op, pairDots, lanes) && k % 2 == 0 &&
          n % lanes == 0 && hasRowMajorBlock(op)) {
        tiles[dims->n.back()] = n % (2 * lanes) == 0 ? 2 * lanes : lanes;
        tiles[dims->k.back()] = k;
      }
      return tiles;
    }
  }
  tiles.back() = Codegen::largestDivisorAtMost(ranges.back(), 4 * lanes);
  return tiles;
}

/// |tile| without its unit loops, but for |keep| (by default one reduction:
/// the vector contraction lowers to outer products only with a single one).
linalg::GenericOp dropUnitLoops(RewriterBase &rewriter, linalg::GenericOp tile,
                                ArrayRef<unsigned> keep = {}) {
  rewriter.setInsertionPoint(tile);
  linalg::ControlDropUnitDims unitDims;
  unitDims.rankReductionStrategy =
      linalg::ControlDropUnitDims::RankReductionStrategy::ExtractInsertSlice;
  unitDims.controlFn = [keep](Operation *op) {
    auto generic = cast<linalg::GenericOp>(op);
    SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
    SmallVector<unsigned> kept(keep);
    if (kept.empty()) {
      SmallVector<unsigned> reductions;
      generic.getReductionDims(reductions);
      kept.push_back(reductions.back());
    }
    SmallVector<unsigned> dropped;
    for (auto [dim, range] : llvm::enumerate(ranges))
      if (range == 1 && !llvm::is_contained(kept, dim)) dropped.push_back(dim);
    return dropped;
  };
  FailureOr<linalg::DropUnitDimsResult> reduced =
      linalg::dropUnitDims(rewriter, tile, unitDims);
  if (failed(reduced)) return tile;
  rewriter.replaceOp(tile, reduced->replacements);
  return cast<linalg::GenericOp>(reduced->resultOp.getOperation());
}

/// Tiles |op| to registers and vectorizes the tile; leaves it as it is where
/// it has no vector form.
void tileAndVectorize(PatternRewriter &rewriter, linalg::LinalgOp op,
                      int64_t lanes, PairDotSupport pairDots) {
  if (linalg::LinalgOp conv = specializeConvolution(rewriter, op);
      conv != op) {
    rewriter.replaceOp(op, conv->getResults());
    op = conv;
  }
  std::optional<SmallVector<int64_t>> tiles = chooseTileSizes(op, lanes, pairDots);
  if (!tiles) return;
  MLIRContext *context = op.getContext();
  Operation *target = op;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ArrayRef<int64_t>(*tiles) != ArrayRef<int64_t>(ranges)) {
    scf::SCFTilingOptions options;
    options.setTileSizes(getAsIndexOpFoldResult(context, *tiles));
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
        rewriter, cast<TilingInterface>(op.getOperation()), options);
    if (failed(tiled)) return;
    rewriter.replaceOp(op, tiled->replacements);
    target = tiled->tiledOps.back();
  }
  // A tile of one output row and one tap is a 1-D convolution.
  if (auto conv = dyn_cast<linalg::Conv2DNhwcHwcfOp>(target)) {
    rewriter.setInsertionPoint(conv);
    FailureOr<linalg::Conv1DNwcWcfOp> conv1D =
        linalg::DownscaleSizeOneWindowed2DConvolution<
            linalg::Conv2DNhwcHwcfOp, linalg::Conv1DNwcWcfOp>(context)
            .returningMatchAndRewrite(conv, rewriter);
    if (succeeded(conv1D)) target = *conv1D;
  }
  // Products of narrow integers or bf16: pair dot products, where the
  // target has them. The tile keeps its M, N and K loops (M may be 1).
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(target);
      linalgOp && takesPairDots(linalgOp, pairDots, lanes)) {
    auto generic = dyn_cast<linalg::GenericOp>(target);
    if (!generic) {
      rewriter.setInsertionPoint(target);
      generic = *linalg::generalizeNamedOp(rewriter, linalgOp);
    }
    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(generic);
    if (succeeded(dims) && !dims->m.empty() && !dims->n.empty() &&
        !dims->k.empty())
      generic = dropUnitLoops(
          rewriter, generic, {dims->m.back(), dims->n.back(), dims->k.back()});
    if (auto copies = rewriteAsPairDotContraction(rewriter, generic, lanes,
                                                  pairDots.quads)) {
      for (linalg::GenericOp copy : *copies)
        tileAndVectorize(rewriter, copy, lanes, pairDots);
      return;
    }
    target = generic;
  }
  // Mixed precision: extend the operand tiles first.
  if (auto generic = dyn_cast<linalg::GenericOp>(target)) {
    if (auto extended = extendContractionOperands(rewriter, generic)) {
      for (linalg::GenericOp copy : extended->first)
        tileAndVectorize(rewriter, copy, lanes, pairDots);
      target = extended->second;
    }
  }
  // A contraction generic (several M/N/K dimensions) as linalg.contract, so
  // that it vectorizes to vector.contract (FMAs) like the named matmuls,
  // not to a multiply and a separate reduction.
  if (auto generic = dyn_cast<linalg::GenericOp>(target);
      generic && linalg::isaContractionOpInterface(generic) &&
      generic.getNumDpsInputs() == 2 && hasOneElementType(generic)) {
    generic = dropUnitLoops(rewriter, generic);
    rewriter.setInsertionPoint(generic);
    target = rewriter.replaceOpWithNewOp<linalg::ContractOp>(
        generic, generic.getResultTypes(), generic.getDpsInputs(),
        generic.getDpsInits(), generic.getIndexingMaps());
  }
  // N-d tensor.extract (a pad's read of its source, a gather) vectorizes
  // too: as contiguous loads where the innermost index follows the innermost
  // loop, else as gathers.
  if (failed(linalg::vectorizeOpPrecondition(
          target, /*inputVectorSizes=*/{}, /*inputScalableVecDims=*/{},
          /*vectorizeNDExtract=*/true)))
    return;
  rewriter.setInsertionPoint(target);
  // Contractions of one element type become vector.contract, which lowers to
  // FMAs; mixed-precision ones keep their explicit extensions. (Only
  // matmul-shaped ones: dots and matvecs reduce to fewer dims.)
  auto targetOp = cast<linalg::LinalgOp>(target);
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(targetOp);
  bool isMatmulShaped = succeeded(dims) && !dims->m.empty() &&
                        !dims->n.empty() &&
                        linalg::isaContractionOpInterface(targetOp);
  FailureOr<linalg::VectorizationResult> result = linalg::vectorize(
      rewriter, target, /*inputVectorSizes=*/{}, /*inputScalableVecDims=*/{},
      /*vectorizeNDExtract=*/true, /*flatten1DDepthwiseConv=*/false,
      /*assumeDynamicDimsMatchVecSizes=*/false,
      /*createNamedContraction=*/hasOneElementType(target) && isMatmulShaped);
  if (failed(result)) return;
  if (target->getNumResults())
    rewriter.replaceOp(target, result->replacements);
  else
    rewriter.eraseOp(target);
}

/// Splits a matmul whose B is read row by row (B indexed (k, n)) into panels
/// of |panelWidth| columns and blocks of K, and has each block of a panel
/// copied into a contiguous buffer before the tile's register blocks use it:
/// they then stream B at |panelWidth| elements a step from a buffer that
/// stays in L1, instead of rows of the whole matrix, whose stride (4 KiB for
/// 1024 columns) maps every step to the same cache sets and defeats the
/// prefetchers. Returns the copy and the matmul of one panel block, or none
/// where the tile has too few row blocks to repay the copy. K blocks are a
/// multiple of |kStep|: 2 for a contraction the target takes in K pairs,
/// whose narrow integer panel is also widened to i16 as it is copied, 4 for
/// one it takes in byte quads.
std::optional<std::pair<linalg::LinalgOp, linalg::LinalgOp>>
packMatmulPanels(PatternRewriter &rewriter, linalg::LinalgOp op,
                 int64_t lanes, int64_t kBlockBytes, int64_t kStep) {
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1 || !dims->batch.empty() ||
      !linalg::isaContractionOpInterface(op) || op.getNumDpsInputs() != 2 ||
      kBlockBytes <= 0)
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic)) return std::nullopt;
  unsigned m = dims->m[0], n = dims->n[0], k = dims->k[0];
  OpOperand *b = op.getDpsInputOperand(1);
  AffineMap bMap = op.getMatchingIndexingMap(b);
  MLIRContext *context = op.getContext();
  if (bMap != AffineMap::get(bMap.getNumDims(), 0,
                             {getAffineDimExpr(k, context),
                              getAffineDimExpr(n, context)},
                             context))
    return std::nullopt;
  int64_t rows = registerRows(lanes), panelWidth = 2 * lanes;
  bool pairs = kStep == 2;
  int64_t elementBytes =
      pairs ? 2
            : getElementTypeOrSelf(b->get().getType()).getIntOrFloatBitWidth() /
                  8;
  if (ranges[m] < 2 * rows || ranges[n] % panelWidth != 0 ||
      elementBytes == 0 || ranges[k] % kStep != 0)
    return std::nullopt;
  int64_t kBlock =
      kStep * Codegen::largestDivisorAtMost(
                  ranges[k] / kStep,
                  std::max<int64_t>(1, kBlockBytes / (panelWidth * elementBytes *
                                                      kStep)));

  SmallVector<int64_t> tiles(ranges.size(), 0);
  tiles[n] = panelWidth;
  tiles[k] = kBlock;
  scf::SCFTilingOptions options;
  options.setTileSizes(getAsIndexOpFoldResult(context, tiles));
  // Panels outermost: the copy of a panel block serves every row block.
  SmallVector<int64_t> order = {n, k, m};
  options.setInterchange(order);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(tiled)) return std::nullopt;
  rewriter.replaceOp(op, tiled->replacements);
  auto panelMatmul = cast<linalg::LinalgOp>(tiled->tiledOps.back());
  if (pairs) {
    rewriter.setInsertionPoint(panelMatmul);
    auto generic = dyn_cast<linalg::GenericOp>(panelMatmul.getOperation());
    if (!generic) generic = *linalg::generalizeNamedOp(rewriter, panelMatmul);
    if (auto widened = widenRhsToI16(rewriter, generic))
      return std::make_pair(
          cast<linalg::LinalgOp>(widened->first.getOperation()),
          cast<linalg::LinalgOp>(widened->second.getOperation()));
    panelMatmul = generic;
  }
  OpOperand &panelB = *panelMatmul.getDpsInputOperand(1);
  auto type = cast<RankedTensorType>(panelB.get().getType());
  rewriter.setInsertionPoint(panelMatmul);
  Value empty = tensor::EmptyOp::create(rewriter, panelMatmul.getLoc(),
                                        type.getShape(), type.getElementType());
  auto copy = linalg::CopyOp::create(rewriter, panelMatmul.getLoc(),
                                     panelB.get(), empty);
  rewriter.modifyOpInPlace(panelMatmul,
                           [&] { panelB.set(copy.getResult(0)); });
  return std::make_pair(cast<linalg::LinalgOp>(copy.getOperation()),
                        panelMatmul);
}

struct TileAndVectorizePass
    : impl::TileAndVectorizePassBase<TileAndVectorizePass> {
  using Base::Base;

  void runOnOperation() override {
    // Dead ops go first: pair dot products call LLVM intrinsics, which MLIR
    // cannot prove free of effects, so a dead op rewritten to them would stay.
    SmallVector<linalg::LinalgOp> all, ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureTensorSemantics()) all.push_back(op);
    });
    for (linalg::LinalgOp op : llvm::reverse(all)) {
      if (isOpTriviallyDead(op))
        op->erase();
      else
        ops.push_back(op);
    }
    std::reverse(ops.begin(), ops.end());
    PatternRewriter rewriter(&getContext());
    // 32-bit elements decide the lane count; narrower ones get more lanes
    // for free in the same registers.
    int64_t lanes = std::max<int64_t>(vectorBits / 32, 1);
    PairDotSupport pairDots{x86PairDot, x86BF16PairDot, x86QuadDot};
    for (linalg::LinalgOp op : ops) {
      if (auto packed = packMatmulPanels(
              rewriter, op, lanes, matmulPanelBytes,
              pairDotStep(op, pairDots, lanes))) {
        tileAndVectorize(rewriter, packed->first, lanes, pairDots);
        tileAndVectorize(rewriter, packed->second, lanes, pairDots);
        continue;
      }
      tileAndVectorize(rewriter, op, lanes, pairDots);
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::LLVMCPU
