//===- HostLoops.cpp - How host loops carry device work -------------------===//

#include "compiler/Dialect/HAL/Transforms/HostLoops.h"

#include "compiler/Dialect/Check/IR/CheckOps.h"
#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::HAL {

SmallVector<Value> LoopCarry::getValues() const {
  if (!commandBuffer) return {fence};
  return {commandBuffer, count, fence};
}

std::optional<LoopCarry> getLoopCarry(ValueRange values) {
  if (values.empty() || !isa<FenceType>(values.back().getType()))
    return std::nullopt;
  size_t size = values.size();
  if (size >= 3 && isa<CommandBufferType>(values[size - 3].getType()))
    return LoopCarry{values[size - 3], values[size - 2], values.back()};
  return LoopCarry{{}, {}, values.back()};
}

std::optional<LoopCarry> getLoopCarry(Block &block) {
  if (!isa<scf::WhileOp>(block.getParentOp())) return std::nullopt;
  return getLoopCarry(block.getArguments());
}

scf::WhileOp carryValues(scf::WhileOp loop, ValueRange values) {
  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  SmallVector<Value> inits(loop.getInits());
  llvm::append_range(inits, values);
  SmallVector<Type> types(loop.getResultTypes());
  llvm::append_range(types, values.getTypes());
  auto carried = scf::WhileOp::create(builder, loc, types, inits);
  carried.getBefore().takeBody(loop.getBefore());
  carried.getAfter().takeBody(loop.getAfter());
  for (Value value : values) {
    carried.getBefore().front().addArgument(value.getType(), loc);
    carried.getAfter().front().addArgument(value.getType(), loc);
  }
  loop.replaceAllUsesWith(carried.getResults().drop_back(values.size()));
  loop.erase();
  return carried;
}

// Iterations recorded into one command buffer keep the buffers they
// allocate until it completes: at most this many bytes and iterations.
constexpr int64_t kRecordedIterationsMaxBytes = 64 << 20;
constexpr int64_t kRecordedIterationsMax = 32;

int64_t getIterationsPerSubmission(scf::WhileOp loop, int64_t bytesPerIteration) {
  bool dispatches = false;
  WalkResult result = loop->walk([&](Operation *op) -> WalkResult {
    if (isa<tensor::ExtractOp, scf::IfOp, Check::ExpectEqOp,
            Check::ExpectAlmostEqOp>(op) ||
        (isa<scf::WhileOp>(op) && op != loop))
      return WalkResult::interrupt();
    dispatches |= isa<Flow::DispatchOp>(op);
    return WalkResult::advance();
  });
  if (result.wasInterrupted() || !dispatches) return 1;
  return std::clamp<int64_t>(
      kRecordedIterationsMaxBytes / std::max<int64_t>(bytesPerIteration, 1), 1,
      kRecordedIterationsMax);
}

SmallVector<Value> getAlternatingValues(scf::WhileOp loop,
                                        function_ref<Value(Value)> getRoot) {
  Block &before = loop.getBefore().front();
  Block &after = loop.getAfter().front();
  auto condition = cast<scf::ConditionOp>(before.getTerminator());
  auto yield = cast<scf::YieldOp>(after.getTerminator());
  // Body argument |arg| yielded at |position| goes round unchanged when the
  // condition hands it the region argument of that position: then it holds
  // the loop's initial value only, never one an iteration computed.
  auto isInvariant = [&](BlockArgument arg, unsigned position) {
    return getRoot(condition.getArgs()[arg.getArgNumber()]) ==
           before.getArgument(position);
  };
  SetVector<Value> alternating;
  auto visit = [&](Block &block, ValueRange passed) {
    for (auto [position, value] : llvm::enumerate(passed)) {
      if (!isa<RankedTensorType>(value.getType())) continue;
      Value root = getRoot(value);
      Operation *def = root.getDefiningOp();
      if (def && !loop->isAncestor(def)) continue;
      if (isa_and_nonnull<Flow::DispatchOp>(def) && def->getBlock() == &block) {
        alternating.insert(root);
        continue;
      }
      // Fresh or constant storage no later iteration writes.
      if (isa_and_nonnull<tensor::FromElementsOp, tensor::EmptyOp,
                          arith::ConstantOp, Util::UnfoldableConstantOp>(def) &&
          def->getBlock() == &block)
        continue;
      auto arg = dyn_cast<BlockArgument>(root);
      if (arg && arg.getOwner() == &before && &block == &before) continue;
      if (arg && arg.getOwner() == &after && &block == &after &&
          isInvariant(arg, position))
        continue;
      return false;
    }
    return true;
  };
  if (!visit(before, condition.getArgs()) || !visit(after, yield.getOperands()))
    return {};
  return alternating.takeVector();
}

} // namespace mlir::iree_compiler::IREE::HAL
