//===- AlternateLoopBuffers.cpp - Loop results in two buffers used in turn ===//
//
// A `stream.resource.alloc` in a loop body qualifies when:
// - its size is defined outside the loop;
// - the body yields it (or the host's awaited view of it) at exactly one
//   position, and otherwise only reads it (execution regions, awaits,
//   loads, exports) in the body itself;
// - the condition passes the argument it arrives as on exactly once (at
//   any position: rotated loops move values between positions) and the
//   condition region otherwise only reads it;
// - the body only reads the argument it then arrives as (it is not passed
//   on);
// - every execution region using the resource or reading that argument
//   passes its timepoint on to the next iteration, and those writing the
//   resource await the timepoint the loop carries: iteration k + 2 then
//   writes only after iteration k + 1's readers are done.
// Then the value an iteration computes is dead once the next iteration's
// body is done, which is before the iteration after that writes the same
// buffer.
//
// A transient resource one execution region of the body uses alone is
// allocated once, before the loop, when that region awaits the timepoint
// the loop carries and the body passes the region's timepoint on: the next
// iteration's region then starts after this one's is done with it. So is a
// resource one region writes and the host only reads after awaiting that
// region (a data-dependent loop's condition): the next iteration submits
// its region after the host's read.
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

/// Whether |timepoint| is |block|'s argument or joins it.
bool includesArgument(Value timepoint, Block *block) {
  auto reaches = [&](Value value) {
    auto arg = dyn_cast<BlockArgument>(value);
    return arg && arg.getOwner() == block;
  };
  if (auto join = timepoint.getDefiningOp<TimepointJoinOp>())
    return llvm::any_of(join.getAwaitTimepoints(), reaches);
  return reaches(timepoint);
}

/// Whether the loop body passes |done| on to the next iteration (itself or
/// joined).
bool isPassedOn(scf::WhileOp loop, Value done) {
  return llvm::any_of(loop.getYieldOp().getOperands(), [&](Value yielded) {
    auto join = yielded.getDefiningOp<TimepointJoinOp>();
    return yielded == done ||
           (join && llvm::is_contained(join.getAwaitTimepoints(), done));
  });
}

/// Whether every execution region using |value| passes its timepoint on
/// and, with |awaitCarried|, awaits the timepoint the loop carries.
bool regionsAreOrdered(scf::WhileOp loop, Value value, bool awaitCarried) {
  for (Operation *user : value.getUsers()) {
    auto execute = dyn_cast<CmdExecuteOp>(user);
    if (!execute) continue;
    if (!isPassedOn(loop, execute.getResultTimepoint())) return false;
    if (awaitCarried &&
        (!execute.getAwaitTimepoint() ||
         !includesArgument(execute.getAwaitTimepoint(), loop.getAfterBody())))
      return false;
  }
  return true;
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

/// Whether every use of |value| and its views is a read in |block|, or
/// (exactly once, when |terminator| is given) an operand of |terminator|;
/// sets |passedAt| to that operand's number.
bool isReadOrPassedOnce(Value value, Block &block, Operation *terminator,
                        unsigned *passedAt = nullptr,
                        bool allowRegions = true) {
  unsigned passed = 0;
  for (Value view : getViews(value)) {
    for (OpOperand &use : view.getUses()) {
      Operation *user = use.getOwner();
      if (terminator && user == terminator) {
        ++passed;
        if (passedAt) *passedAt = use.getOperandNumber();
        continue;
      }
      if (user->getBlock() != &block || !onlyReads(user) ||
          (!allowRegions && isa<CmdExecuteOp>(user)))
        return false;
    }
  }
  return terminator ? passed == 1 : true;
}

/// Whether |alloc| qualifies (file comment).
bool alternates(scf::WhileOp loop, ResourceAllocOp alloc) {
  if (!alloc.getResultSize().getParentRegion()->isProperAncestor(
          &loop.getAfter()))
    return false;
  unsigned yielded = 0, passed = 0;
  if (!isReadOrPassedOnce(alloc.getResult(), *alloc->getBlock(),
                          loop.getYieldOp(), &yielded))
    return false;
  // The condition's operands are its flag, then what it passes on; device
  // work in the condition region would not be ordered by the body's
  // timepoint.
  if (!isReadOrPassedOnce(loop.getBeforeArguments()[yielded],
                          *loop.getBeforeBody(), loop.getConditionOp(), &passed,
                          /*allowRegions=*/false) ||
      passed == 0)
    return false;
  Value received = loop.getAfterArguments()[passed - 1];
  return isReadOrPassedOnce(received, *loop.getAfterBody(),
                            /*terminator=*/nullptr) &&
         regionsAreOrdered(loop, alloc.getResult(), /*awaitCarried=*/true) &&
         regionsAreOrdered(loop, received, /*awaitCarried=*/false);
}

/// Whether the transient |alloc| can be allocated before |loop| (file
/// comment).
bool hoists(scf::WhileOp loop, ResourceAllocOp alloc) {
  if (cast<ResourceType>(alloc.getType()).getLifetime() != Lifetime::Transient ||
      !alloc.getResultSize().getParentRegion()->isProperAncestor(
          &loop.getAfter()) ||
      !alloc->hasOneUse())
    return false;
  auto execute = dyn_cast<CmdExecuteOp>(*alloc->getUsers().begin());
  if (!execute || execute->getBlock() != alloc->getBlock() ||
      !execute.getAwaitTimepoint() ||
      !includesArgument(execute.getAwaitTimepoint(), loop.getAfterBody()))
    return false;
  return isPassedOn(loop, execute.getResultTimepoint());
}

/// Whether |alloc| is written by one region of the body and only read by
/// the host after awaiting that region (file comment).
bool hoistsReadBack(scf::WhileOp loop, ResourceAllocOp alloc) {
  if (!alloc.getResultSize().getParentRegion()->isProperAncestor(
          &loop.getAfter()))
    return false;
  CmdExecuteOp writer;
  for (Operation *user : alloc->getUsers()) {
    if (user->getBlock() != alloc->getBlock()) return false;
    if (auto execute = dyn_cast<CmdExecuteOp>(user)) {
      if (writer) return false;
      writer = execute;
    }
  }
  if (!writer) return false;
  for (OpOperand &use : alloc->getUses()) {
    if (use.getOwner() == writer) continue;
    auto await = dyn_cast<TimepointAwaitOp>(use.getOwner());
    if (!await || await.getAwaitTimepoint() != writer.getResultTimepoint() ||
        !writer->isBeforeInBlock(await))
      return false;
    Value ready = await.getResult(use.getOperandNumber() - 1);
    if (!llvm::all_of(ready.getUsers(), llvm::IsaPred<TensorLoadOp>))
      return false;
  }
  return true;
}

void alternateBuffers(scf::WhileOp loop) {
  for (auto alloc :
       llvm::make_early_inc_range(loop.getAfterBody()->getOps<ResourceAllocOp>()))
    if (hoists(loop, alloc) || hoistsReadBack(loop, alloc))
      alloc->moveBefore(loop);

  SmallVector<ResourceAllocOp> allocs;
  for (auto alloc : loop.getAfterBody()->getOps<ResourceAllocOp>())
    if (alternates(loop, alloc)) allocs.push_back(alloc);
  if (allocs.empty()) return;
  OpBuilder builder(loop);
  SmallVector<Value> pairs;
  for (ResourceAllocOp alloc : allocs)
    for (int i = 0; i < 2; ++i)
      pairs.push_back(ResourceAllocOp::create(builder, alloc.getLoc(),
                                              alloc.getType(),
                                              alloc.getResultSize()));
  // The pairs go after the loop's own values, among the body's arguments
  // and among its yield's operands.
  unsigned firstArgument = loop.getNumResults();
  unsigned firstYielded = loop.getInits().size();
  scf::WhileOp carried = appendLoopCarriedValues(loop, pairs);
  // Each iteration writes the first of its pair and hands the next the
  // pair swapped.
  Operation *yield = carried.getYieldOp();
  for (auto [i, alloc] : llvm::enumerate(allocs)) {
    Value write = carried.getAfterArguments()[firstArgument + 2 * i];
    Value other = carried.getAfterArguments()[firstArgument + 2 * i + 1];
    alloc.getResult().replaceAllUsesWith(write);
    alloc.erase();
    yield->setOperand(firstYielded + 2 * i, other);
    yield->setOperand(firstYielded + 2 * i + 1, write);
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
