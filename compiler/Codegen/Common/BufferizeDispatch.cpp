//===- BufferizeDispatch.cpp - Tensors to memrefs, tiles to workgroups ----===//

#include "compiler/Codegen/Common/Passes.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Bufferization/Transforms/Transforms.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <limits>

namespace mlir::iree_compiler::Codegen {

#define GEN_PASS_DEF_BUFFERIZEDISPATCHPASS
#include "compiler/Codegen/Common/Passes.h.inc"

namespace {

/// Replaces the workgroup scf.forall by its body for the workgroup whose id
/// the function receives in three trailing index arguments.
void bindWorkgroupIds(func::FuncOp func) {
  Block &entry = func.getBody().front();
  Type indexType = IndexType::get(func.getContext());
  SmallVector<Value> ids;
  for (int i = 0; i < 3; ++i)
    ids.push_back(entry.addArgument(indexType, func.getLoc()));
  SmallVector<Type> inputs(entry.getArgumentTypes());
  func.setFunctionType(FunctionType::get(func.getContext(), inputs, {}));

  SmallVector<scf::ForallOp> foralls(func.getBody().getOps<scf::ForallOp>());
  IRRewriter rewriter(func.getContext());
  for (scf::ForallOp forall : foralls) {
    rewriter.setInsertionPoint(forall);
    SmallVector<Value> ivs;
    Location loc = forall.getLoc();
    for (auto [i, lb, step] : llvm::enumerate(forall.getMixedLowerBound(),
                                              forall.getMixedStep())) {
      Value lower = getValueOrCreateConstantIndexOp(rewriter, loc, lb);
      Value stride = getValueOrCreateConstantIndexOp(rewriter, loc, step);
      Value offset = arith::MulIOp::create(rewriter, loc, ids[i], stride);
      ivs.push_back(arith::AddIOp::create(rewriter, loc, lower, offset));
    }
    Block *body = forall.getBody();
    rewriter.eraseOp(body->getTerminator());
    rewriter.inlineBlockBefore(body, forall, ivs);
    rewriter.eraseOp(forall);
  }
}

/// True when |alloc|'s contents are never read: its only users are linalg
/// ops taking it as an input whose payload argument is unused (a window
/// reduction's window, which only gives the loops their sizes).
bool isOnlyShapeOperand(memref::AllocOp alloc) {
  for (OpOperand &use : alloc->getUses()) {
    if (isa<memref::DeallocOp>(use.getOwner())) continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!linalgOp || !linalgOp.isDpsInput(&use) ||
        !linalgOp.getMatchingBlockArgument(&use).use_empty())
      return false;
  }
  return true;
}

/// Gives each temporary whose contents are never read a view of one element
/// with zero strides: no memory, whatever its shape.
/// Where |tile| is a statically shaped temporary used only in |block|, which
/// ends by copying it into |target|: makes the block compute into a static
/// view of |target| instead (a full tile written in place, as a static
/// program's is, which the GPU matmul kernels need), and returns true.
bool computeInPlace(OpBuilder &builder, Value tile, Value target,
                    Block *block) {
  Operation *alloca = tile.getDefiningOp();
  auto tileType = dyn_cast<MemRefType>(tile.getType());
  auto targetType = dyn_cast<MemRefType>(target.getType());
  if (!isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(alloca) ||
      !tileType || !targetType || !tileType.hasStaticShape() ||
      tileType.getRank() != targetType.getRank() ||
      !llvm::all_of(tile.getUsers(), [&](Operation *user) {
        // Structured ops take a view of any layout; a cast is the yield's.
        return isa<memref::CastOp>(user) ||
               (isa<linalg::LinalgOp>(user) &&
                block->findAncestorOpInBlock(*user) != nullptr);
      }))
    return false;
  int64_t rank = tileType.getRank();
  SmallVector<OpFoldResult> zeros(rank, builder.getIndexAttr(0));
  SmallVector<OpFoldResult> ones(rank, builder.getIndexAttr(1));
  SmallVector<OpFoldResult> sizes;
  for (int64_t size : tileType.getShape())
    sizes.push_back(builder.getIndexAttr(size));
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(block);
  Value view = memref::SubViewOp::create(builder, alloca->getLoc(), target,
                                         zeros, sizes, ones);
  // (The cast the branch yielded it through goes with the yield.)
  tile.replaceUsesWithIf(view, [&](OpOperand &use) {
    return !isa<memref::CastOp>(use.getOwner()) &&
           block->findAncestorOpInBlock(*use.getOwner()) != nullptr;
  });
  return true;
}

/// A versioned tile (DynamicTiles.cpp) is an scf.if whose branches compute
/// the tile into buffers of their own, which one copy after it writes into
/// the result. The copy moves into each branch, reading that branch's buffer
/// (a full tile's static one), and the scf.if yields nothing: a buffer
/// chosen by a branch is a view that the VM and SPIR-V lowerings cannot
/// resolve statically.
void sinkBranchResultCopies(func::FuncOp func) {
  SmallVector<scf::IfOp> branches;
  func.walk([&](scf::IfOp op) {
    if (op.getNumResults() > 0 && op.elseBlock() &&
        llvm::all_of(op.getResultTypes(), llvm::IsaPred<MemRefType>))
      branches.push_back(op);
  });
  DominanceInfo dominance(func);
  for (scf::IfOp op : branches) {
    SmallVector<linalg::CopyOp> copies;
    for (Value result : op.getResults()) {
      auto copy = result.hasOneUse()
                      ? dyn_cast<linalg::CopyOp>(*result.getUsers().begin())
                      : nullptr;
      if (!copy || copy.getInputs()[0] != result ||
          copy->getBlock() != op->getBlock())
        break;
      // Nothing between the branches and the copy may touch memory, or the
      // copy could not move above it.
      bool clear = true;
      for (Operation *between = op->getNextNode(); between != copy;
           between = between->getNextNode())
        clear &= isMemoryEffectFree(between) ||
                 llvm::is_contained(copies, between);
      if (!clear)
        break;
      // The copy's target (a subview of the result) must exist before the
      // branches; its operands do.
      Operation *target = copy.getOutputs()[0].getDefiningOp();
      if (target && !dominance.properlyDominates(target, op)) {
        if (target->getBlock() != op->getBlock() ||
            !llvm::all_of(target->getOperands(), [&](Value v) {
              return dominance.properlyDominates(v, op);
            }))
          break;
        target->moveBefore(op);
      }
      copies.push_back(copy);
    }
    if (copies.size() != op.getNumResults()) continue;
    for (Block *block : {op.thenBlock(), op.elseBlock()}) {
      Operation *yield = block->getTerminator();
      SmallVector<Value> yielded(yield->getOperands());
      OpBuilder builder(yield);
      for (auto [copy, yielded] : llvm::zip(copies, yield->getOperands())) {
        Value source = yielded;
        if (auto cast = source.getDefiningOp<memref::CastOp>())
          source = cast.getSource();
        if (!computeInPlace(builder, source, copy.getOutputs()[0], block))
          linalg::CopyOp::create(builder, copy.getLoc(), source,
                                 copy.getOutputs()[0]);
      }
      yield->setOperands({});
      for (Value value : yielded)
        if (auto cast = value.getDefiningOp<memref::CastOp>();
            cast && cast->use_empty())
          cast.erase();
    }
    for (linalg::CopyOp copy : copies) copy.erase();
    OpBuilder builder(op);
    auto sunk = scf::IfOp::create(builder, op.getLoc(), TypeRange{},
                                  op.getCondition(), /*withElseRegion=*/true);
    sunk.getThenRegion().takeBody(op.getThenRegion());
    sunk.getElseRegion().takeBody(op.getElseRegion());
    op.erase();
  }
}

void dropUnreadTemporaries(func::FuncOp func) {
  SmallVector<memref::AllocOp> unread;
  func.walk([&](memref::AllocOp alloc) {
    if (alloc.getType().hasStaticShape() && isOnlyShapeOperand(alloc))
      unread.push_back(alloc);
  });
  IRRewriter rewriter(func.getContext());
  for (memref::AllocOp alloc : unread) {
    MemRefType type = alloc.getType();
    rewriter.setInsertionPointToStart(&func.getBody().front());
    Value element = memref::AllocaOp::create(
        rewriter, alloc.getLoc(), MemRefType::get({1}, type.getElementType()));
    SmallVector<int64_t> strides(type.getRank(), 0);
    auto viewType = MemRefType::get(
        type.getShape(), type.getElementType(),
        StridedLayoutAttr::get(func.getContext(), /*offset=*/0, strides));
    Value view = memref::ReinterpretCastOp::create(
        rewriter, alloc.getLoc(), viewType, element, /*offset=*/0,
        type.getShape(), strides);
    for (Operation *user : llvm::make_early_inc_range(alloc->getUsers())) {
      if (isa<memref::DeallocOp>(user))
        rewriter.eraseOp(user);
      else
        rewriter.modifyOpInPlace(
            user, [&] { user->replaceUsesOfWith(alloc, view); });
    }
    rewriter.eraseOp(alloc);
  }
}

/// Replaces |alloc|, of dynamic size, by a view of a statically sized one
/// big enough for every size it can have (a tile of a dynamically sized
/// loop, bounded by the tile): the temporaries of a dispatch have room
/// reserved per workgroup, not allocated.
LogicalResult boundDynamicAlloc(RewriterBase &rewriter, memref::AllocOp alloc) {
  MemRefType type = alloc.getType();
  if (!type.getLayout().isIdentity())
    return alloc.emitError("dispatch needs a temporary of dynamic size with a "
                           "strided layout, which is not supported");
  SmallVector<int64_t> bounds;
  SmallVector<OpFoldResult> sizes;
  auto dynamicSize = alloc.getDynamicSizes().begin();
  for (int64_t extent : type.getShape()) {
    if (!ShapedType::isDynamic(extent)) {
      bounds.push_back(extent);
      sizes.push_back(rewriter.getIndexAttr(extent));
      continue;
    }
    Value size = *dynamicSize++;
    FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
        presburger::BoundType::UB, size, /*stopCondition=*/nullptr,
        /*closedUB=*/true);
    if (failed(bound))
      return alloc.emitError("dispatch needs a temporary buffer of unbounded "
                             "dynamic size, which is not supported");
    bounds.push_back(std::max<int64_t>(*bound, 0));
    sizes.push_back(size);
  }
  rewriter.setInsertionPoint(alloc);
  Location loc = alloc.getLoc();
  auto storage = memref::AllocOp::create(
      rewriter, loc, MemRefType::get(bounds, type.getElementType()),
      alloc.getAlignmentAttr());
  // A row-major view of the actual sizes at the storage's start.
  SmallVector<OpFoldResult> strides(type.getRank());
  OpFoldResult stride = rewriter.getIndexAttr(1);
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    strides[d] = stride;
    stride = affine::makeComposedFoldedAffineApply(
        rewriter, loc,
        rewriter.getAffineSymbolExpr(0) * rewriter.getAffineSymbolExpr(1),
        {stride, sizes[d]});
  }
  rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
      alloc, type, storage, rewriter.getIndexAttr(0), sizes, strides);
  return success();
}

/// Temporaries of up to |maxStackBytes| go on the stack; larger ones are
/// carved from the workgroup's local memory: per-worker scratch the runtime
/// provides, which the function receives as a `memref<Nxi8>` argument before
/// the workgroup id (N in `iree.local_memory_bytes`).
LogicalResult placeTemporaries(func::FuncOp func, int64_t maxStackBytes) {
  SmallVector<memref::AllocOp> allocs;
  func.walk([&](memref::AllocOp alloc) { allocs.push_back(alloc); });
  IRRewriter rewriter(func.getContext());
  Block &entry = func.getBody().front();
  SmallVector<std::pair<memref::AllocOp, int64_t>> spilled;
  int64_t localBytes = 0;
  for (memref::AllocOp alloc : allocs) {
    if (!alloc.getType().hasStaticShape() &&
        failed(boundDynamicAlloc(rewriter, alloc)))
      return failure();
  }
  allocs.clear();
  func.walk([&](memref::AllocOp alloc) { allocs.push_back(alloc); });
  for (memref::AllocOp alloc : allocs) {
    MemRefType type = alloc.getType();
    int64_t bytes = type.getNumElements() *
                    ((type.getElementTypeBitWidth() + 7) / 8);
    if (bytes > maxStackBytes) {
      spilled.push_back({alloc, localBytes});
      localBytes += llvm::alignTo(bytes, kLocalMemoryAlignment);
      continue;
    }
    // In the entry block: LLVM grows the stack by an alloca inside a loop on
    // every trip. (Each use overwrites what it reads, so one buffer serves
    // all trips.)
    rewriter.setInsertionPointToStart(&entry);
    auto alloca = memref::AllocaOp::create(rewriter, alloc.getLoc(), type,
                                           alloc.getAlignmentAttr());
    rewriter.replaceOp(alloc, alloca);
  }
  if (!spilled.empty()) {
    if (localBytes > std::numeric_limits<uint32_t>::max())
      return func.emitError("dispatch needs ")
             << localBytes << " bytes of temporaries per workgroup; the "
             << "executable ABI describes up to 4 GiB";
    auto localType =
        MemRefType::get({localBytes}, IntegerType::get(func.getContext(), 8));
    unsigned index = entry.getNumArguments() - 3;
    if (failed(func.insertArgument(index, localType, {}, func.getLoc())))
      return failure();
    Value local = entry.getArgument(index);
    func->setAttr(kLocalMemoryBytesAttr, rewriter.getI64IntegerAttr(localBytes));
    for (auto [alloc, offset] : spilled) {
      rewriter.setInsertionPoint(alloc);
      Value at = arith::ConstantIndexOp::create(rewriter, alloc.getLoc(), offset);
      rewriter.replaceOpWithNewOp<memref::ViewOp>(alloc, alloc.getType(), local,
                                                  at, ValueRange());
    }
  }
  func.walk([&](memref::DeallocOp op) { rewriter.eraseOp(op); });
  return success();
}

struct BufferizeDispatchPass
    : impl::BufferizeDispatchPassBase<BufferizeDispatchPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A pad becomes a fill of its result and an insert of its source, so the
    // source is computed straight into its place in the result instead of
    // into a temporary.
    RewritePatternSet padPatterns(&getContext());
    linalg::populateDecomposePadPatterns(padPatterns);
    // A slice of an empty tensor (a tile of a dynamically sized loop's
    // result) is an empty tensor of the slice's size: a temporary bounded
    // by the tile, not one of the whole result.
    tensor::populateFoldTensorEmptyPatterns(padPatterns);
    if (failed(applyPatternsGreedily(module, std::move(padPatterns))))
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    if (failed(bufferization::eliminateEmptyTensors(rewriter, module)))
      return signalPassFailure();
    bufferization::OneShotBufferizationOptions options;
    options.allowReturnAllocsFromLoops = true;
    // Copies become loops like any linalg op: memref.copy of strided views
    // would call a runtime library the kernels do not link.
    options.memCpyFn = [](OpBuilder &builder, Location loc, Value from,
                          Value to) {
      linalg::CopyOp::create(builder, loc, from, to);
      return success();
    };
    bufferization::BufferizationState state;
    if (failed(bufferization::runOneShotBufferize(module, options, state)))
      return signalPassFailure();
    // Loops no longer need to carry the buffers they update in place.
    RewritePatternSet loopPatterns(&getContext());
    scf::ForOp::getCanonicalizationPatterns(loopPatterns, &getContext());
    if (failed(applyPatternsGreedily(module, std::move(loopPatterns))))
      return signalPassFailure();
    for (auto func : module.getOps<func::FuncOp>()) {
      sinkBranchResultCopies(func);
      bindWorkgroupIds(func);
      dropUnreadTemporaries(func);
      if (failed(placeTemporaries(func, maxStackBytes)))
        return signalPassFailure();
    }
  }
};

} // namespace

LogicalResult verifyWorkgroupIdArguments(func::FuncOp func) {
  Block &entry = func.front();
  if (entry.getNumArguments() >= 3 &&
      llvm::all_of(entry.getArguments().take_back(3), [](BlockArgument arg) {
        return isa<IndexType>(arg.getType());
      }))
    return success();
  return func.emitError("dispatch function must end with the workgroup id "
                        "(three index arguments)");
}

} // namespace mlir::iree_compiler::Codegen
