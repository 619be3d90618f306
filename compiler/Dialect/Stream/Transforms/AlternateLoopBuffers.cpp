//===- AlternateLoopBuffers.cpp - Loop results in two buffers used in turn ===//
//
// A `stream.resource.alloc` in a loop body qualifies when:
// - its size is defined outside the loop;
// - the body yields it (or the host's awaited view of it) at exactly one
//   position, and otherwise only reads it (execution regions, awaits,
//   loads, exports) in the body itself;
// - the condition passes that position's argument on at the same position
//   and the condition region otherwise only reads it;
// - the body only reads that position's argument (it is not passed on).
// Then the value an iteration computes is dead once the next iteration's
// body is done, which is before the iteration after that writes the same
// buffer.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Stream/Transforms/LoopCarry.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::Stream {

#define GEN_PASS_DEF_ALTERNATELOOPBUFFERSPASS
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

namespace {

/// Ops that only read a resource operand.
bool onlyReads(Operation *op) {
  return isa<CmdExecuteOp, TimepointAwaitOp, TensorLoadOp, TensorExportOp>(op);
}

/// |value| and the host's awaited views of it.
SmallVector<Value> getViews(Value value) {
  SmallVector<Value> views = {value};
  for (unsigned i = 0; i < views.size(); ++i)
    for (OpOperand &use : views[i].getUses())
      if (auto await = dyn_cast<TimepointAwaitOp>(use.getOwner()))
        views.push_back(await.getResult(use.getOperandNumber() - 1));
  return views;
}

/// Whether every use of |value| and its views is a read in |block| or, at
/// |allowedPosition| only, |terminator|.
bool isReadOrPassedAt(Value value, Block &block, Operation *terminator,
                      std::optional<unsigned> allowedPosition,
                      unsigned operandOffset = 0) {
  unsigned passed = 0;
  for (Value view : getViews(value)) {
    for (OpOperand &use : view.getUses()) {
      Operation *user = use.getOwner();
      if (user == terminator) {
        if (!allowedPosition ||
            use.getOperandNumber() - operandOffset != *allowedPosition)
          return false;
        ++passed;
        continue;
      }
      if (user->getBlock() != &block || !onlyReads(user)) return false;
    }
  }
  return !allowedPosition || passed == 1;
}

/// The position |alloc| is yielded at when it qualifies (file comment).
std::optional<unsigned> getAlternatingPosition(scf::WhileOp loop,
                                               ResourceAllocOp alloc) {
  if (!alloc.getResultSize().getParentRegion()->isProperAncestor(
          &loop.getAfter()))
    return std::nullopt;
  scf::YieldOp yield = loop.getYieldOp();
  std::optional<unsigned> position;
  for (Value view : getViews(alloc.getResult()))
    for (OpOperand &use : view.getUses())
      if (use.getOwner() == yield) position = use.getOperandNumber();
  if (!position ||
      !isReadOrPassedAt(alloc.getResult(), *alloc->getBlock(), yield, position))
    return std::nullopt;
  scf::ConditionOp condition = loop.getConditionOp();
  // The condition's operands are its flag, then what it passes on.
  if (!isReadOrPassedAt(loop.getBeforeArguments()[*position],
                        *loop.getBeforeBody(), condition, position,
                        /*operandOffset=*/1) ||
      !isReadOrPassedAt(loop.getAfterArguments()[*position],
                        *loop.getAfterBody(), yield, std::nullopt))
    return std::nullopt;
  return position;
}

void alternateBuffers(scf::WhileOp loop) {
  SmallVector<ResourceAllocOp> allocs;
  for (auto alloc : loop.getAfterBody()->getOps<ResourceAllocOp>())
    if (getAlternatingPosition(loop, alloc)) allocs.push_back(alloc);
  if (allocs.empty()) return;
  OpBuilder builder(loop);
  SmallVector<Value> pairs;
  for (ResourceAllocOp alloc : allocs)
    for (int i = 0; i < 2; ++i)
      pairs.push_back(ResourceAllocOp::create(builder, alloc.getLoc(),
                                              alloc.getType(),
                                              alloc.getResultSize()));
  unsigned first = loop.getNumResults();
  scf::WhileOp carried = appendLoopCarriedValues(loop, pairs);
  // Each iteration writes the first of its pair and hands the next the
  // pair swapped.
  Operation *yield = carried.getYieldOp();
  for (auto [i, alloc] : llvm::enumerate(allocs)) {
    Value write = carried.getAfterArguments()[first + 2 * i];
    Value other = carried.getAfterArguments()[first + 2 * i + 1];
    alloc.getResult().replaceAllUsesWith(write);
    alloc.erase();
    yield->setOperand(first + 2 * i, other);
    yield->setOperand(first + 2 * i + 1, write);
  }
}

struct AlternateLoopBuffersPass
    : impl::AlternateLoopBuffersPassBase<AlternateLoopBuffersPass> {
  void runOnOperation() override {
    SmallVector<scf::WhileOp> loops;
    for (auto func : getOperation().getOps<func::FuncOp>())
      func.walk([&](scf::WhileOp loop) { loops.push_back(loop); });
    for (scf::WhileOp loop : loops) alternateBuffers(loop);
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Stream
