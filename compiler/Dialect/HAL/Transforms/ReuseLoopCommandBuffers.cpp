//===- ReuseLoopCommandBuffers.cpp - Record a loop's commands once --------===//
//
// A command buffer qualifies when:
// - it is created in a loop's body block (top level) from a device defined
//   outside the loop, and used only by dispatches and barriers recording
//   into it, one finalize and one submission without a binding table, all
//   in that block;
// - everything its dispatches take except their buffers (executable,
//   workgroup counts, constants, offsets, lengths) is defined outside the
//   loop, no dispatch binds table slots already, and its distinct buffers
//   defined in the loop fit the runtime's binding capacity.
// Its recording then moves before the loop into a reusable command buffer in
// which each buffer defined in the loop is a binding table slot (one per
// distinct buffer); the loop's submission passes those buffers as the table.
// A loop that runs no iteration still records the command buffer once. Only
// for devices whose command buffers resolve slots at submission (the
// pipeline enables the pass when every target's do).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_REUSELOOPCOMMANDBUFFERSPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

/// A qualifying command buffer: its recording ops in order, its finalize and
/// its submission, and the loop-defined buffers that become slots.
struct LoopRecording {
  CommandBufferCreateOp create;
  SmallVector<Operation *> commands;
  CommandBufferFinalizeOp finalize;
  DeviceQueueExecuteOp execute;
  llvm::SetVector<Value> slotBuffers;
};

std::optional<LoopRecording> matchRecording(LoopLikeOpInterface loop,
                                            CommandBufferCreateOp create) {
  auto outside = [&](Value value) { return loop.isDefinedOutsideOfLoop(value); };
  if (!outside(create.getDevice())) return std::nullopt;
  LoopRecording recording;
  recording.create = create;
  Block *block = create->getBlock();
  for (Operation *user : create.getResult().getUsers()) {
    if (user->getBlock() != block) return std::nullopt;
    if (auto dispatch = dyn_cast<CommandBufferDispatchOp>(user)) {
      if (dispatch.getBindingSlots() ||
          !llvm::all_of(dispatch->getOperands(), [&](Value operand) {
            return outside(operand) || operand == create.getResult() ||
                   llvm::is_contained(dispatch.getBindingBuffers(), operand);
          }))
        return std::nullopt;
      for (Value buffer : dispatch.getBindingBuffers())
        if (!outside(buffer)) recording.slotBuffers.insert(buffer);
      recording.commands.push_back(user);
    } else if (isa<CommandBufferExecutionBarrierOp>(user)) {
      recording.commands.push_back(user);
    } else if (auto finalize = dyn_cast<CommandBufferFinalizeOp>(user)) {
      if (recording.finalize) return std::nullopt;
      recording.finalize = finalize;
    } else if (auto execute = dyn_cast<DeviceQueueExecuteOp>(user)) {
      if (recording.execute || !execute.getBindingTable().empty())
        return std::nullopt;
      recording.execute = execute;
    } else {
      return std::nullopt;
    }
  }
  if (!recording.finalize || !recording.execute ||
      static_cast<int64_t>(recording.slotBuffers.size()) >
          kCommandBufferMaxBindingCapacity)
    return std::nullopt;
  // Users come in use-list order; recording must keep program order.
  llvm::sort(recording.commands, [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  });
  return recording;
}

void recordBeforeLoop(LoopLikeOpInterface loop, LoopRecording &recording) {
  CommandBufferCreateOp create = recording.create;
  Location loc = create.getLoc();
  OpBuilder builder(loop);
  auto commandBuffer = CommandBufferCreateOp::create(
      builder, loc, create.getResult().getType(), create.getDevice(),
      kCommandBufferModeReusable, create.getCommandCategories(),
      static_cast<uint32_t>(recording.slotBuffers.size()));
  commandBuffer->setDiscardableAttrs(create->getDiscardableAttrDictionary());
  Value null;
  if (!recording.slotBuffers.empty())
    null = Util::NullOp::create(builder, loc,
                                BufferType::get(builder.getContext()));
  for (Operation *command : recording.commands) {
    IRMapping mapping;
    mapping.map(create.getResult(), commandBuffer.getResult());
    Operation *hoisted = builder.clone(*command, mapping);
    auto dispatch = dyn_cast<CommandBufferDispatchOp>(hoisted);
    if (!dispatch) continue;
    SmallVector<int32_t> slots;
    bool bindsSlots = false;
    for (OpOperand &buffer : dispatch.getBindingBuffersMutable()) {
      auto slot = llvm::find(recording.slotBuffers, buffer.get());
      if (slot == recording.slotBuffers.end()) {
        slots.push_back(-1);
        continue;
      }
      slots.push_back(std::distance(recording.slotBuffers.begin(), slot));
      buffer.set(null);
      bindsSlots = true;
    }
    if (bindsSlots)
      dispatch.setBindingSlots(slots);
  }
  CommandBufferFinalizeOp::create(builder, loc, commandBuffer);

  DeviceQueueExecuteOp execute = recording.execute;
  builder.setInsertionPoint(execute);
  auto submit = DeviceQueueExecuteOp::create(
      builder, execute.getLoc(), execute.getDevice(), execute.getWaitFence(),
      execute.getSignalFence(), commandBuffer,
      recording.slotBuffers.getArrayRef());
  submit->setDiscardableAttrs(execute->getDiscardableAttrDictionary());
  execute.erase();
  for (Operation *command : recording.commands) command->erase();
  recording.finalize.erase();
  create.erase();
}

struct ReuseLoopCommandBuffersPass
    : impl::ReuseLoopCommandBuffersPassBase<ReuseLoopCommandBuffersPass> {
  void runOnOperation() override {
    SmallVector<std::pair<LoopLikeOpInterface, CommandBufferCreateOp>> found;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      func.walk([&](CommandBufferCreateOp create) {
        if (auto loop = dyn_cast<LoopLikeOpInterface>(create->getParentOp()))
          found.push_back({loop, create});
      });
    }
    for (auto [loop, create] : found) {
      std::optional<LoopRecording> recording = matchRecording(loop, create);
      if (recording) recordBeforeLoop(loop, *recording);
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
