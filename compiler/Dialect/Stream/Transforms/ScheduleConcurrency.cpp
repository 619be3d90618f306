//===- ScheduleConcurrency.cpp - Independent work of a region in waves ----===//
//
// Rules, per stream.async.execute:
// - an op's wave is one more than the latest wave of the ops in the region
//   whose results it uses (0 when it uses none): ops of one wave never use
//   each other's results;
// - ops are reordered by wave, keeping program order within a wave, so
//   independent chains interleave (A1 A2 B1 B2 becomes A1 B1 A2 B2) rather
//   than waiting for each other;
// - a wave of several ops becomes one `stream.async.concurrent`; a wave of
//   one op stays as it is.
// Allocation keeps the ops of a wave apart in memory (they are live at the
// same time), and the HAL lowering puts a barrier only before a command
// that touches what an earlier one wrote, so a wave records without
// barriers.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Stream/Transforms/CaptureRegion.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::iree_compiler::IREE::Stream {

#define GEN_PASS_DEF_SCHEDULECONCURRENCYPASS
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

namespace {

/// Wraps |wave| (ops in order, directly in the execution region) into a
/// `stream.async.concurrent` placed where the first one is.
void wrapWave(ArrayRef<Operation *> wave) {
  DenseSet<Operation *> members(wave.begin(), wave.end());
  llvm::SetVector<Value> captures, results;
  SmallVector<Value> captureSizes;
  for (Operation *op : wave) {
    auto sized = cast<SizeAwareOpInterface>(op);
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      if (isa<ResourceType>(value.getType()) && captures.insert(value))
        captureSizes.push_back(sized.getOperandSize(operand.getOperandNumber()));
    }
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return !members.contains(user);
          }))
        results.insert(result);
  }
  SmallVector<Value> resultSizes;
  for (Value result : results)
    resultSizes.push_back(cast<SizeAwareOpInterface>(result.getDefiningOp())
                              .getResultSize(cast<OpResult>(result).getResultNumber()));

  OpBuilder builder(wave.front());
  auto concurrent = AsyncConcurrentOp::create(
      builder, wave.front()->getLoc(), ValueRange(results.getArrayRef()).getTypes(),
      resultSizes, captures.getArrayRef(), captureSizes);
  fillCaptureRegion(concurrent, wave, captures.getArrayRef(),
                    results.getArrayRef(), resultSizes);
}

void scheduleRegion(AsyncExecuteOp execute) {
  Block &body = execute.getBody().front();
  // Only regions of plain work are reordered (not one scheduled already).
  if (!llvm::all_of(body.without_terminator(), [](Operation &op) {
        return isa<AsyncDispatchOp, AsyncTransferOp>(op);
      }))
    return;
  DenseMap<Operation *, unsigned> waveOf;
  unsigned waveCount = 0;
  for (Operation &op : body.without_terminator()) {
    unsigned wave = 0;
    for (Value operand : op.getOperands())
      if (Operation *producer = operand.getDefiningOp())
        if (auto it = waveOf.find(producer); it != waveOf.end())
          wave = std::max(wave, it->second + 1);
    waveOf[&op] = wave;
    waveCount = std::max(waveCount, wave + 1);
  }
  // Waves in order, each in program order.
  SmallVector<SmallVector<Operation *>> ordered(waveCount);
  for (Operation &op : body.without_terminator())
    ordered[waveOf[&op]].push_back(&op);
  Operation *terminator = body.getTerminator();
  for (ArrayRef<Operation *> wave : ordered)
    for (Operation *op : wave) op->moveBefore(terminator);
  for (ArrayRef<Operation *> wave : ordered)
    if (wave.size() > 1) wrapWave(wave);
}

struct ScheduleConcurrencyPass
    : impl::ScheduleConcurrencyPassBase<ScheduleConcurrencyPass> {
  void runOnOperation() override {
    getOperation().walk([](AsyncExecuteOp execute) { scheduleRegion(execute); });
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Stream
