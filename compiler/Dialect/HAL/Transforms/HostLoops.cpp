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
  using Positions = llvm::SmallDenseSet<unsigned, 4>;
  // The positions of |passed| (a terminator's operands) that hold |value|
  // or one of |block|'s arguments at |positions|.
  auto find = [&](ValueRange passed, Value value, Block *block,
                  const Positions &positions) {
    Positions found;
    for (auto [i, operand] : llvm::enumerate(passed)) {
      Value root = getRoot(operand);
      auto arg = dyn_cast<BlockArgument>(root);
      if (root == value ||
          (arg && arg.getOwner() == block && positions.count(arg.getArgNumber())))
        found.insert(i);
    }
    return found;
  };
  // Where a value sits as it is passed on: body arguments after the
  // condition, region arguments after the body.
  auto throughCondition = [&](const Positions &positions) {
    return find(condition.getArgs(), Value(), &before, positions);
  };
  auto throughBody = [&](const Positions &positions) {
    return find(yield.getOperands(), Value(), &after, positions);
  };
  auto unused = [](Block &block, const Positions &positions) {
    return llvm::all_of(positions, [&](unsigned i) {
      return block.getArgument(i).use_empty();
    });
  };
  // A value the body computes enters the next iteration's condition, then
  // body, then the condition after; by the body after that (which writes
  // its buffer again) it must be unused. Likewise, one step shifted, for a
  // value the condition region computes.
  auto outlivesNextIteration = [&](Value value, Block &block) {
    if (&block == &after) {
      Positions entering = throughCondition(throughBody(throughCondition(
          find(yield.getOperands(), value, nullptr, {}))));
      return !unused(after, entering);
    }
    Positions entering = throughBody(throughCondition(throughBody(
        find(condition.getArgs(), value, nullptr, {}))));
    return !unused(before, entering);
  };

  SetVector<Value> alternating;
  auto visit = [&](Block &block, ValueRange passed) {
    for (Value value : passed) {
      if (!isa<RankedTensorType>(value.getType())) continue;
      Value root = getRoot(value);
      Operation *def = root.getDefiningOp();
      if (def && !loop->isAncestor(def)) continue;
      if (isa_and_nonnull<Flow::DispatchOp>(def) && def->getBlock() == &block) {
        if (outlivesNextIteration(root, block)) return false;
        alternating.insert(root);
        continue;
      }
      // Fresh or constant storage no later iteration writes, or an argument
      // passed on (the analysis above follows it).
      if (isa_and_nonnull<tensor::FromElementsOp, tensor::EmptyOp,
                          arith::ConstantOp, Util::UnfoldableConstantOp>(def) &&
          def->getBlock() == &block)
        continue;
      auto arg = dyn_cast<BlockArgument>(root);
      if (arg && arg.getOwner() == &block) continue;
      return false;
    }
    return true;
  };
  if (!visit(before, condition.getArgs()) || !visit(after, yield.getOperands()))
    return {};
  return alternating.takeVector();
}

} // namespace mlir::iree_compiler::IREE::HAL
