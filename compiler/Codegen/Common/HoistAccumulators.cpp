//===- HoistAccumulators.cpp - Accumulators carried in registers ----------===//

#include "compiler/Codegen/Common/HoistAccumulators.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir::iree_compiler::Codegen {

namespace {

/// Whether |loop| runs at least once: hoisting reads before a loop that may
/// not run is harmless on a CPU but not where a zero-trip loop leaves its
/// results undefined (upstream's SCF to SPIR-V lowering).
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

/// The memref and indices a load, store or transfer accesses.
Value accessedMemRef(Operation *op) {
  if (auto load = dyn_cast<memref::LoadOp>(op)) return load.getMemRef();
  if (auto store = dyn_cast<memref::StoreOp>(op)) return store.getMemRef();
  if (auto read = dyn_cast<vector::TransferReadOp>(op)) return read.getBase();
  if (auto write = dyn_cast<vector::TransferWriteOp>(op))
    return write.getBase();
  return {};
}

ValueRange accessedIndices(Operation *op) {
  if (auto load = dyn_cast<memref::LoadOp>(op)) return load.getIndices();
  if (auto store = dyn_cast<memref::StoreOp>(op)) return store.getIndices();
  if (auto read = dyn_cast<vector::TransferReadOp>(op))
    return read.getIndices();
  return cast<vector::TransferWriteOp>(op).getIndices();
}

/// Whether |read| reads exactly what |write| writes.
bool sameAccess(Operation *read, Operation *write) {
  if (accessedMemRef(read) != accessedMemRef(write) ||
      accessedIndices(read) != accessedIndices(write))
    return false;
  if (isa<memref::LoadOp>(read)) return isa<memref::StoreOp>(write);
  auto transferRead = dyn_cast<vector::TransferReadOp>(read);
  auto transferWrite = dyn_cast<vector::TransferWriteOp>(write);
  return transferRead && transferWrite && !transferRead.getMask() &&
         !transferWrite.getMask() &&
         transferRead.getVectorType() == transferWrite.getVectorType() &&
         transferRead.getPermutationMap() ==
             transferWrite.getPermutationMap() &&
         transferRead.getInBounds() == transferWrite.getInBounds();
}

/// A write in |loop|'s body of the value read from the same place earlier in
/// the body, the place fixed across iterations and its buffer not otherwise
/// touched in the loop.
struct Accumulator {
  Operation *read;
  Operation *write;
};

std::optional<Accumulator> findAccumulator(scf::ForOp loop) {
  for (Operation &write : loop.getBody()->getOperations()) {
    if (!isa<memref::StoreOp, vector::TransferWriteOp>(write)) continue;
    Value memref = accessedMemRef(&write);
    if (!isa<MemRefType>(memref.getType()) ||
        !loop.isDefinedOutsideOfLoop(memref) ||
        !llvm::all_of(accessedIndices(&write), [&](Value index) {
          return loop.isDefinedOutsideOfLoop(index);
        }))
      continue;
    Value root = rootOf(memref);
    Operation *read = nullptr;
    bool other = false;
    loop->walk([&](Operation *op) {
      if (op == &write) return;
      bool touches = llvm::any_of(op->getOperands(), [&](Value operand) {
        return isa<MemRefType>(operand.getType()) && rootOf(operand) == root;
      });
      if (!touches) return;
      if (!read && op->getBlock() == loop.getBody() &&
          op->isBeforeInBlock(&write) &&
          isa<memref::LoadOp, vector::TransferReadOp>(op) &&
          sameAccess(op, &write)) {
        read = op;
        return;
      }
      other = true;
    });
    if (read && !other) return Accumulator{read, &write};
  }
  return std::nullopt;
}

/// Carries |accumulator| through |loop|; returns the new loop.
scf::ForOp hoist(RewriterBase &rewriter, scf::ForOp loop,
                 Accumulator accumulator) {
  rewriter.setInsertionPoint(loop);
  Operation *initial = rewriter.clone(*accumulator.read);
  Value stored = accumulator.write->getOperand(0);
  FailureOr<LoopLikeOpInterface> replaced =
      cast<LoopLikeOpInterface>(loop.getOperation())
          .replaceWithAdditionalYields(
              rewriter, initial->getResult(0),
              /*replaceInitOperandUsesInLoop=*/false,
              [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
                return SmallVector<Value>{stored};
              });
  auto newLoop = cast<scf::ForOp>(replaced->getOperation());
  rewriter.replaceOp(accumulator.read, newLoop.getRegionIterArgs().back());
  rewriter.setInsertionPointAfter(newLoop);
  Operation *final = rewriter.clone(*accumulator.write);
  final->setOperand(0, newLoop.getResults().back());
  rewriter.eraseOp(accumulator.write);
  return newLoop;
}

} // namespace

void hoistAccumulators(Operation *root,
                       function_ref<bool(scf::ForOp)> mayHoist) {
  root->walk([](LoopLikeOpInterface loop) { moveLoopInvariantCode(loop); });
  // Innermost loops first (post-order), so an accumulator hoisted out of an
  // inner loop can be hoisted again out of the loop around it.
  SmallVector<scf::ForOp> loops;
  root->walk([&](scf::ForOp loop) { loops.push_back(loop); });
  IRRewriter rewriter(root->getContext());
  for (scf::ForOp loop : loops) {
    if (!runsAtLeastOnce(loop) || !mayHoist(loop)) continue;
    while (std::optional<Accumulator> accumulator = findAccumulator(loop))
      loop = hoist(rewriter, loop, *accumulator);
  }
}

} // namespace mlir::iree_compiler::Codegen
