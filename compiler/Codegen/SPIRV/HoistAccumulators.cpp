//===- HoistAccumulators.cpp - Reduction accumulators in registers --------===//
//
// Reductions lowered to loops read and write their output element in every
// step. On a GPU that is a round trip through global memory per element,
// and for i8/i16/f16 outputs (packed in 32-bit words) an atomic too. The
// element becomes a loop-carried value, loaded before the loop and stored
// once after it.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_HOISTACCUMULATORSPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// Whether |loop| runs at least once: upstream's SCF to SPIR-V lowering
/// leaves the results of a loop that never runs undefined.
bool runsAtLeastOnce(scf::ForOp loop) {
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  return lower && upper && *lower < *upper;
}

/// The buffer |memref| is a view of.
Value rootOf(Value memref) {
  while (auto view = memref.getDefiningOp<ViewLikeOpInterface>())
    memref = view.getViewSource();
  return memref;
}

/// A store in |loop|'s body of the value it loaded from the same element
/// earlier in the body, the element fixed across iterations and its buffer
/// not otherwise touched in the loop, through this memref or another view.
struct Accumulator {
  memref::LoadOp load;
  memref::StoreOp store;
};

std::optional<Accumulator> findAccumulator(scf::ForOp loop) {
  for (auto store : loop.getBody()->getOps<memref::StoreOp>()) {
    Value memref = store.getMemRef();
    if (!llvm::all_of(store.getIndices(), [&](Value index) {
          return loop.isDefinedOutsideOfLoop(index);
        }) ||
        !loop.isDefinedOutsideOfLoop(memref))
      continue;
    Value root = rootOf(memref);
    memref::LoadOp load;
    bool other = false;
    loop->walk([&](Operation *op) {
      if (op == store) return;
      bool touches = llvm::any_of(op->getOperands(), [&](Value operand) {
        return isa<MemRefType>(operand.getType()) && rootOf(operand) == root;
      });
      if (!touches) return;
      auto candidate = dyn_cast<memref::LoadOp>(op);
      if (!load && candidate && candidate.getMemRef() == memref &&
          candidate->getBlock() == loop.getBody() &&
          candidate->isBeforeInBlock(store) &&
          candidate.getIndices() == store.getIndices()) {
        load = candidate;
        return;
      }
      other = true;
    });
    if (load && !other) return Accumulator{load, store};
  }
  return std::nullopt;
}

/// Carries |accumulator| through |loop|; returns the new loop.
scf::ForOp hoist(RewriterBase &rewriter, scf::ForOp loop,
                 Accumulator accumulator) {
  rewriter.setInsertionPoint(loop);
  Value initial = memref::LoadOp::create(
      rewriter, accumulator.load.getLoc(), accumulator.load.getMemRef(),
      accumulator.load.getIndices());
  Value stored = accumulator.store.getValueToStore();
  FailureOr<LoopLikeOpInterface> replaced =
      cast<LoopLikeOpInterface>(loop.getOperation())
          .replaceWithAdditionalYields(
              rewriter, initial, /*replaceInitOperandUsesInLoop=*/false,
              [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
                return SmallVector<Value>{stored};
              });
  auto newLoop = cast<scf::ForOp>(replaced->getOperation());
  rewriter.replaceOp(accumulator.load, newLoop.getRegionIterArgs().back());
  rewriter.setInsertionPointAfter(newLoop);
  memref::StoreOp::create(rewriter, accumulator.store.getLoc(),
                          newLoop.getResults().back(),
                          accumulator.store.getMemRef(),
                          accumulator.store.getIndices());
  rewriter.eraseOp(accumulator.store);
  return newLoop;
}

struct HoistAccumulatorsPass
    : impl::HoistAccumulatorsPassBase<HoistAccumulatorsPass> {
  void runOnOperation() override {
    // The element's indices must be computed outside the loop.
    getOperation().walk(
        [](LoopLikeOpInterface loop) { moveLoopInvariantCode(loop); });
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) { loops.push_back(loop); });
    IRRewriter rewriter(&getContext());
    for (scf::ForOp loop : loops) {
      // Other invocations may read the element between barriers.
      bool synchronizes =
          loop->walk([](gpu::BarrierOp) { return WalkResult::interrupt(); })
              .wasInterrupted();
      if (!runsAtLeastOnce(loop) || synchronizes) continue;
      while (std::optional<Accumulator> accumulator = findAccumulator(loop))
        loop = hoist(rewriter, loop, *accumulator);
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
