//===- BatchLoopSubmissions.cpp - Loop iterations share command buffers ---===//
//
// A loop qualifies when:
// - its body (top level) creates one command buffer, finalizes it and
//   submits it with one hal.device.queue.execute that waits for the fence
//   the loop carries and signals a new fence, which the body yields at the
//   carried fence's position;
// - the carried fence is used by nothing else in the loop, and the
//   condition passes it on unchanged (at any position: rotated loops move
//   values between positions);
// - the host never waits in the loop (no hal.fence.await) and nothing else
//   is submitted in it.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/HAL/Transforms/CommandRecorder.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "compiler/Dialect/Stream/Transforms/LoopCarry.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_BATCHLOOPSUBMISSIONSPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

/// The one submission of a qualifying loop's body, and where the fence is
/// among the body's arguments (= the loop's results) and its yield's
/// operands (= the condition region's arguments).
struct LoopSubmission {
  CommandBufferCreateOp create;
  CommandBufferFinalizeOp finalize;
  DeviceQueueExecuteOp execute;
  unsigned resultPosition, yieldPosition;
};

std::optional<LoopSubmission> matchLoop(scf::WhileOp loop) {
  bool waits = false;
  SmallVector<DeviceQueueExecuteOp> executes;
  SmallVector<CommandBufferCreateOp> creates;
  loop->walk([&](Operation *op) {
    waits |= isa<FenceAwaitOp>(op);
    if (auto execute = dyn_cast<DeviceQueueExecuteOp>(op)) executes.push_back(execute);
    if (auto create = dyn_cast<CommandBufferCreateOp>(op)) creates.push_back(create);
  });
  if (waits || executes.size() != 1 || creates.size() != 1) return std::nullopt;
  DeviceQueueExecuteOp execute = executes.front();
  CommandBufferCreateOp create = creates.front();
  Block *body = loop.getAfterBody();
  if (execute->getBlock() != body || create->getBlock() != body ||
      execute.getCommandBuffer() != create.getResult() ||
      !execute.getWaitFence() || !execute.getSignalFence())
    return std::nullopt;
  auto carried = dyn_cast<BlockArgument>(execute.getWaitFence());
  if (!carried || carried.getOwner() != body || !carried.hasOneUse())
    return std::nullopt;
  unsigned resultPosition = carried.getArgNumber();
  auto before =
      dyn_cast<BlockArgument>(loop.getConditionOp().getArgs()[resultPosition]);
  if (!before || before.getOwner() != loop.getBeforeBody() || !before.hasOneUse())
    return std::nullopt;
  unsigned yieldPosition = before.getArgNumber();
  // The signal fence is created in the body for the submission and the
  // next iteration alone: it moves into the branch that submits.
  auto signal = execute.getSignalFence().getDefiningOp<FenceCreateOp>();
  if (!signal || signal->getBlock() != body ||
      !llvm::hasNItems(signal->getUses(), 2) ||
      loop.getYieldOp().getOperand(yieldPosition) != execute.getSignalFence())
    return std::nullopt;
  CommandBufferFinalizeOp finalize;
  for (Operation *user : create.getResult().getUsers())
    if (auto candidate = dyn_cast<CommandBufferFinalizeOp>(user)) finalize = candidate;
  if (!finalize || finalize->getBlock() != body) return std::nullopt;
  return LoopSubmission{create, finalize, execute, resultPosition,
                        yieldPosition};
}

/// Bytes the loop allocates per iteration (unknown sizes count as all).
int64_t getBytesPerIteration(scf::WhileOp loop, int64_t limit) {
  int64_t bytes = 0;
  auto count = [&](Value size) {
    std::optional<int64_t> known = getConstantIntValue(size);
    bytes += known ? *known : limit;
  };
  loop->walk([&](AllocatorAllocateOp allocate) { count(allocate.getSize()); });
  loop->walk([&](DeviceQueueAllocaOp alloca) { count(alloca.getSize()); });
  return bytes;
}

void batchSubmissions(scf::WhileOp loop, LoopSubmission submission,
                      int64_t iterations) {
  Location loc = submission.execute.getLoc();
  Value device = submission.create.getDevice();
  OpBuilder builder(loop);
  Value firstCommands = CommandRecorder::createCommandBuffer(builder, loc, device);
  Value zero = createI32(builder, loc, 0);
  // The carried command buffer and count go after the loop's own values.
  unsigned commandsResult = loop.getNumResults();
  unsigned commandsYield = loop.getInits().size();
  scf::WhileOp carried =
      Stream::appendLoopCarriedValues(loop, {firstCommands, zero});
  Value commands = carried.getAfterArguments()[commandsResult];
  Value count = carried.getAfterArguments()[commandsResult + 1];
  Value fence = carried.getAfterArguments()[submission.resultPosition];

  // Each iteration records after the ones before it in the same buffer.
  builder.setInsertionPoint(submission.create);
  CommandBufferExecutionBarrierOp::create(builder, loc, commands,
                                          kExecutionStageAll, kExecutionStageAll);
  submission.create.getResult().replaceAllUsesWith(commands);
  submission.create.erase();
  submission.finalize.erase();

  // Every |iterations| iterations, submit them and open the next buffer.
  builder.setInsertionPoint(submission.execute);
  Value counted = arith::AddIOp::create(builder, loc, count, createI32(builder, loc, 1));
  Value full = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sge, counted,
                                     createI32(builder, loc, iterations));
  Type types[] = {commands.getType(), count.getType(), fence.getType()};
  auto submitted = scf::IfOp::create(builder, loc, types, full,
                                     /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(submitted.thenBlock());
    CommandBufferFinalizeOp::create(builder, loc, commands);
    Value signal = submission.execute.getSignalFence();
    submission.execute->moveBefore(submitted.thenBlock(),
                                   submitted.thenBlock()->end());
    signal.getDefiningOp()->moveBefore(submission.execute);
    scf::YieldOp::create(
        builder, loc,
        ValueRange{CommandRecorder::createCommandBuffer(builder, loc, device),
                   zero, signal});
    builder.setInsertionPointToStart(submitted.elseBlock());
    scf::YieldOp::create(builder, loc, ValueRange{commands, counted, fence});
  }
  scf::YieldOp yield = carried.getYieldOp();
  yield->setOperand(submission.yieldPosition, submitted.getResult(2));
  yield->setOperand(commandsYield, submitted.getResult(0));
  yield->setOperand(commandsYield + 1, submitted.getResult(1));

  // The loop's exit submits what is left after the last submission.
  builder.setInsertionPointAfter(carried);
  Value lastCommands = carried.getResult(commandsResult);
  Value loopFence = carried.getResult(submission.resultPosition);
  CommandBufferFinalizeOp::create(builder, loc, lastCommands);
  Value done = FenceCreateOp::create(builder, loc,
                                     FenceType::get(builder.getContext()), device);
  auto last = DeviceQueueExecuteOp::create(builder, loc, device, loopFence,
                                           done, lastCommands,
                                           /*binding_table=*/ValueRange());
  loopFence.replaceAllUsesExcept(done, last);
}

struct BatchLoopSubmissionsPass
    : impl::BatchLoopSubmissionsPassBase<BatchLoopSubmissionsPass> {
  using BatchLoopSubmissionsPassBase::BatchLoopSubmissionsPassBase;
  void runOnOperation() override {
    SmallVector<scf::WhileOp> loops;
    for (auto func : getOperation().getOps<func::FuncOp>())
      func.walk([&](scf::WhileOp loop) { loops.push_back(loop); });
    for (scf::WhileOp loop : loops) {
      std::optional<LoopSubmission> submission = matchLoop(loop);
      if (!submission) continue;
      int64_t bytes = getBytesPerIteration(loop, maxBytes);
      int64_t iterations = std::clamp<int64_t>(
          maxBytes / std::max<int64_t>(bytes, 1), 1, maxIterations);
      if (iterations > 1) batchSubmissions(loop, *submission, iterations);
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
