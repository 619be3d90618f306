//===- ScheduleExecution.cpp - Async work into execution regions ----------===//
//
// Rules, per block in program order:
// - async ops (dispatches, transfers) join the open partition;
// - a host op that uses a value of the open partition, a region op (the
//   host may wait inside it) and a terminator close the partition: it
//   becomes one `stream.async.execute` placed just before that op,
//   capturing the resources it reads from outside and returning those used
//   after it;
// - a region awaits the timepoints of the regions whose results it
//   captures, so independent submissions need not wait for each other;
// - a host op (or a region op, for the values its regions use) that uses a
//   result of a region gets `stream.timepoint.await` before it, and later
//   ops use the awaited values.
// - a loop (scf.while) passing resources from iteration to iteration also
//   carries the timepoint they are ready at: an iteration's regions await it
//   on the device, and the host waits only where it reads a value (a
//   data-dependent condition); scf.condition and scf.yield pass on the
//   timepoint of the resources they pass on;
// - other region ops (scf.if) get their operands and results awaited;
// - an import with `await(%tp)` is pending until %tp (an asynchronous
//   call's wait fence);
// - `stream.timepoint.barrier` takes its resource pending: its timepoint
//   becomes the one the resource is ready at, and its resource result is
//   the host's to hand on (export) without waiting;
// - `stream.timepoint.chain_external` (an asynchronous call's signal) closes
//   the partition and waits for every region and loop of its block before
//   it, so no work of the call is left outside its signal fence.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Stream/Transforms/CaptureRegion.h"
#include "compiler/Dialect/Stream/Transforms/LoopCarry.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::iree_compiler::IREE::Stream {

#define GEN_PASS_DEF_SCHEDULEEXECUTIONPASS
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

namespace {

bool isAsyncWork(Operation *op) {
  return isa<AsyncDispatchOp, AsyncTransferOp>(op);
}

/// The ancestor of |op| in |block|, or null when |op| is not inside it.
Operation *getAncestorIn(Block &block, Operation *op) {
  return block.findAncestorOpInBlock(*op);
}

class ExecutionScheduler {
public:
  void scheduleBlock(Block &block);
  /// Whether some resource had no size to be found (an error was emitted).
  bool hasFailed() const { return failed; }

private:
  /// Makes |ops| one execution region placed before |before|.
  void closePartition(ArrayRef<Operation *> ops, Operation *before);
  /// Awaits the results of regions that |op| or its regions use, except
  /// |op|'s own operands in |skipped|.
  void awaitOperands(Operation *op, ArrayRef<OpOperand *> skipped = {});
  /// The timepoint at which all of |values| are ready (immediate when all
  /// are), before |op|.
  Value getReadyTimepoint(Operation *op, ValueRange values);
  /// Rewrites |loop| to carry the timepoint of its resources; returns the
  /// new loop, whose terminators pass on placeholder timepoints until
  /// their blocks are scheduled.
  scf::WhileOp carryTimepoint(scf::WhileOp loop);
  /// Sets the timepoint a loop terminator passes on to the one its
  /// resources are ready at.
  void passOnTimepoint(Operation *terminator);
  /// Makes |chain| also wait for the regions and loops before it in its
  /// block.
  void chainAfterBlockWork(TimepointChainExternalOp chain);

  /// The sizes of |resources|, or an error at |op| when one has none.
  SmallVector<Value> getSizes(Operation *op, ArrayRef<Value> resources);

  // The timepoint each region result is ready at, until the host awaits it.
  DenseMap<Value, Value> pendingTimepoints;
  // Loops rewritten to carry a timepoint (their last iter arg).
  DenseSet<Operation *> timedLoops;
  bool failed = false;
};

bool hasResources(TypeRange types) {
  return llvm::any_of(types, llvm::IsaPred<ResourceType>);
}

Value ExecutionScheduler::getReadyTimepoint(Operation *op, ValueRange values) {
  SmallVector<Value> timepoints;
  for (Value value : values)
    if (Value timepoint = pendingTimepoints.lookup(value))
      if (!llvm::is_contained(timepoints, timepoint))
        timepoints.push_back(timepoint);
  if (timepoints.size() == 1) return timepoints.front();
  OpBuilder builder(op);
  Type type = TimepointType::get(op->getContext());
  if (timepoints.empty())
    return TimepointImmediateOp::create(builder, op->getLoc(), type);
  return TimepointJoinOp::create(builder, op->getLoc(), type, timepoints);
}

scf::WhileOp ExecutionScheduler::carryTimepoint(scf::WhileOp loop) {
  Value init = getReadyTimepoint(loop, loop.getInits());
  scf::WhileOp carried = appendLoopCarriedValues(loop, init);
  Value beforeTimepoint = carried.getBeforeArguments().back();
  Value afterTimepoint = carried.getAfterArguments().back();
  timedLoops.insert(carried);
  // The resources each region receives are ready at its timepoint.
  auto markPending = [&](ValueRange values, Value timepoint) {
    for (Value value : values.drop_back())
      if (isa<ResourceType>(value.getType()))
        pendingTimepoints[value] = timepoint;
  };
  markPending(carried.getBeforeArguments(), beforeTimepoint);
  markPending(carried.getAfterArguments(), afterTimepoint);
  markPending(carried.getResults(), carried.getResults().back());
  return carried;
}

void ExecutionScheduler::passOnTimepoint(Operation *terminator) {
  // The operands after the timepoint placeholder's are what is passed on.
  unsigned count = terminator->getNumOperands();
  OpOperand &timepoint = terminator->getOpOperand(count - 1);
  ValueRange passed = terminator->getOperands().drop_back();
  if (auto condition = dyn_cast<scf::ConditionOp>(terminator))
    passed = condition.getArgs().drop_back();
  timepoint.set(getReadyTimepoint(terminator, passed));
}

void ExecutionScheduler::chainAfterBlockWork(TimepointChainExternalOp chain) {
  llvm::SetVector<Value> timepoints;
  timepoints.insert(chain.getAwaitTimepoint());
  for (Operation &op : *chain->getBlock()) {
    if (&op == chain.getOperation()) break;
    if (auto execute = dyn_cast<AsyncExecuteOp>(op))
      timepoints.insert(execute.getResultTimepoint());
    else if (timedLoops.contains(&op))
      timepoints.insert(op.getResults().back());
  }
  if (timepoints.size() == 1) return;
  OpBuilder builder(chain);
  chain.getAwaitTimepointMutable().assign(TimepointJoinOp::create(
      builder, chain.getLoc(), TimepointType::get(chain.getContext()),
      timepoints.getArrayRef()));
}

SmallVector<Value> ExecutionScheduler::getSizes(Operation *op,
                                                ArrayRef<Value> resources) {
  SmallVector<Value> sizes = llvm::map_to_vector(resources, findResourceSize);
  if (llvm::is_contained(sizes, Value()) && !failed) {
    op->emitError("the byte size of a resource it uses cannot be found");
    failed = true;
  }
  return sizes;
}

void ExecutionScheduler::scheduleBlock(Block &block) {
  SmallVector<Operation *> partition;
  DenseSet<Operation *> inPartition;
  auto close = [&](Operation *before) {
    if (partition.empty()) return;
    closePartition(partition, before);
    partition.clear();
    inPartition.clear();
  };
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (isAsyncWork(&op)) {
      partition.push_back(&op);
      inPartition.insert(&op);
      continue;
    }
    bool usesPartition = false;
    op.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (Operation *def = operand.getDefiningOp())
          usesPartition |= inPartition.contains(def);
    });
    // The host may wait inside a region op: what is recorded goes first.
    if (usesPartition || op.getNumRegions() ||
        op.hasTrait<OpTrait::IsTerminator>())
      close(&op);
    Operation *current = &op;
    SmallVector<OpOperand *> passedOn;
    if (auto chain = dyn_cast<TimepointChainExternalOp>(op)) {
      close(&op);
      chainAfterBlockWork(chain);
      continue;
    }
    if (auto barrier = dyn_cast<TimepointBarrierOp>(op)) {
      barrier.getResultTimepoint().replaceAllUsesWith(
          getReadyTimepoint(barrier, barrier.getResource()));
      continue;
    }
    if (auto import = dyn_cast<TensorImportOp>(op)) {
      if (Value timepoint = import.getAwaitTimepoint())
        pendingTimepoints[import.getResult()] = timepoint;
      continue;
    }
    auto loop = dyn_cast<scf::WhileOp>(op);
    if (loop && hasResources(loop.getInits().getTypes())) {
      // The loop takes its resources pending: it waits on the device.
      current = carryTimepoint(loop);
      for (OpOperand &init : current->getOpOperands()) passedOn.push_back(&init);
    } else if (isa<scf::ConditionOp, scf::YieldOp>(op) &&
               timedLoops.contains(op.getParentOp())) {
      passOnTimepoint(&op);
      for (OpOperand &operand : op.getOpOperands()) passedOn.push_back(&operand);
    }
    awaitOperands(current, passedOn);
    for (Region &region : current->getRegions())
      for (Block &nested : region) scheduleBlock(nested);
  }
}

void ExecutionScheduler::closePartition(ArrayRef<Operation *> ops,
                                        Operation *before) {
  DenseSet<Operation *> members(ops.begin(), ops.end());
  llvm::SetVector<Value> captures, results;
  // The size of a captured resource is the one its first use carries.
  SmallVector<Value> captureSizes;
  for (Operation *op : ops) {
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      if (!isa<ResourceType>(value.getType()) ||
          members.contains(value.getDefiningOp()) || !captures.insert(value))
        continue;
      captureSizes.push_back(cast<SizeAwareOpInterface>(op).getOperandSize(
          operand.getOperandNumber()));
    }
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (!members.contains(user)) results.insert(result);
  }

  OpBuilder builder(before);
  Location loc = ops.front()->getLoc();
  SmallVector<Value> awaited;
  for (Value capture : captures)
    if (Value timepoint = pendingTimepoints.lookup(capture))
      if (!llvm::is_contained(awaited, timepoint)) awaited.push_back(timepoint);
  Value await;
  if (awaited.size() == 1)
    await = awaited.front();
  else if (!awaited.empty())
    await = TimepointJoinOp::create(builder, loc,
                                    TimepointType::get(builder.getContext()),
                                    awaited);
  SmallVector<Value> resultSizes = getSizes(ops.front(), results.getArrayRef());
  if (failed) return;
  auto execute = AsyncExecuteOp::create(
      builder, loc, ValueRange(results.getArrayRef()).getTypes(), resultSizes,
      await, captures.getArrayRef(), captureSizes);
  fillCaptureRegion(execute, ops, captures.getArrayRef(), results.getArrayRef(),
                    resultSizes);
  for (Value replacement : execute.getResults())
    pendingTimepoints[replacement] = execute.getResultTimepoint();
}

void ExecutionScheduler::awaitOperands(Operation *op,
                                       ArrayRef<OpOperand *> skipped) {
  llvm::MapVector<Value, llvm::SetVector<Value>> byTimepoint;
  op->walk([&](Operation *nested) {
    for (OpOperand &use : nested->getOpOperands()) {
      Value operand = use.get();
      Value timepoint = pendingTimepoints.lookup(operand);
      if (!timepoint || llvm::is_contained(skipped, &use)) continue;
      // Only values from outside |op|: its regions' own values (block
      // arguments included) are theirs.
      if (op->isAncestor(operand.getParentRegion()->getParentOp())) continue;
      byTimepoint[timepoint].insert(operand);
    }
  });
  Block &block = *op->getBlock();
  for (auto &[timepoint, values] : byTimepoint) {
    OpBuilder builder(op);
    SmallVector<Value> sizes = getSizes(op, values.getArrayRef());
    if (failed) return;
    auto await = TimepointAwaitOp::create(builder, op->getLoc(), timepoint,
                                          values.getArrayRef(), sizes);
    for (auto [value, ready] : llvm::zip(values, await.getResults())) {
      Value(value).replaceUsesWithIf(ready, [&](OpOperand &use) {
        Operation *user = getAncestorIn(block, use.getOwner());
        return user && user != await && !user->isBeforeInBlock(await);
      });
      pendingTimepoints.erase(value);
    }
  }
}

struct ScheduleExecutionPass
    : impl::ScheduleExecutionPassBase<ScheduleExecutionPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal()) continue;
      ExecutionScheduler scheduler;
      for (Block &block : func.getBody()) scheduler.scheduleBlock(block);
      if (scheduler.hasFailed()) return signalPassFailure();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Stream
