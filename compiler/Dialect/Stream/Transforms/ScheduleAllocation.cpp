//===- ScheduleAllocation.cpp - Execution regions get byte ranges ---------===//
//
// Rules, per stream.async.execute:
// - a transfer is the same bytes as its source (its root), except one that
//   moves the caller's memory (an imported argument, which the host may not
//   be able to map) into `staging`, which copies;
// - each root the region yields gets a resource of its own, allocated
//   before the region; a captured resource yielded is passed on as it is;
// - a root yielded under several types (a value and its `staging` view) is
//   one resource: the host awaits it under the type of that resource;
// - the other roots of constant size share one transient resource, packed
//   by liveness (LiveRangePacking.h): a value's bytes are free after its
//   last use, but not at it, since a dispatch may read its inputs while
//   writing results; those of dynamic size follow them in the same
//   resource, each at the aligned end of the one before (offsets computed
//   on the host; their bytes are not reused), so a region allocates one
//   transient resource whatever its sizes;
// - a `stream.async.concurrent` wave is one step of that liveness: its ops
//   run at the same time, so none of their values share bytes. Its ops
//   become commands in order, without a region (the HAL lowering orders
//   commands only where their ranges depend on each other).
// - a dispatch result its dispatch may write over an operand
//   (`inplace_operands`) takes that operand's bytes when the operand's root
//   was computed in the region, is not yielded, is read by no other op at
//   the same step or later (nor twice by this one), and has the result's
//   type and constant size: the two are then one root.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/Stream/Transforms/LiveRangePacking.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::iree_compiler::IREE::Stream {

#define GEN_PASS_DEF_SCHEDULEALLOCATIONPASS
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

namespace {

bool hasLifetime(Value resource, Lifetime lifetime) {
  return cast<ResourceType>(resource.getType()).getLifetime() == lifetime;
}

/// Whether |resource| (outside execution regions) may be an imported
/// argument: followed through the host's awaits and barriers and through
/// the values loops and branches pass on.
bool isCallerMemory(Value resource) {
  SmallVector<Value> worklist = {resource};
  DenseSet<Value> visited;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!visited.insert(value).second) continue;
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      auto loop = dyn_cast<scf::WhileOp>(arg.getOwner()->getParentOp());
      if (!loop) continue;
      unsigned i = arg.getArgNumber();
      if (arg.getOwner() == loop.getBeforeBody()) {
        worklist.push_back(loop.getInits()[i]);
        worklist.push_back(loop.getYieldOp().getOperand(i));
      } else {
        worklist.push_back(loop.getConditionOp().getArgs()[i]);
      }
      continue;
    }
    Operation *def = value.getDefiningOp();
    unsigned i = cast<OpResult>(value).getResultNumber();
    if (isa<TensorImportOp>(def)) return true;
    if (isa<TimepointAwaitOp>(def)) {
      worklist.push_back(def->getOperand(i + 1));
    } else if (isa<Util::OptimizationBarrierOp>(def)) {
      worklist.push_back(def->getOperand(i));
    } else if (auto loop = dyn_cast<scf::WhileOp>(def)) {
      worklist.push_back(loop.getConditionOp().getArgs()[i]);
    } else if (auto branch = dyn_cast<scf::IfOp>(def)) {
      worklist.push_back(branch.thenYield().getOperand(i));
      if (!branch.getElseRegion().empty())
        worklist.push_back(branch.elseYield().getOperand(i));
    }
  }
  return false;
}

/// Where a root's bytes are in the new region: an argument and an offset
/// (a constant, or a host value for one after a transient of dynamic size).
struct Placement {
  unsigned argument = 0;
  OpFoldResult offset;
};

class RegionAllocator {
public:
  explicit RegionAllocator(AsyncExecuteOp execute)
      : execute(execute), body(execute.getBody().front()) {}

  LogicalResult run();

private:
  Value getRoot(Value value) const {
    for (auto it = rootOf.find(value); it != rootOf.end();
         it = rootOf.find(value))
      value = it->second;
    return value;
  }
  /// Makes results of dispatches take their operands' bytes where
  /// `inplace_operands` allows and the operand dies (rules above).
  void tieInPlaceResults(const DenseMap<Operation *, int64_t> &order);
  bool mayOverwrite(AsyncDispatchOp dispatch, Value operand, Value result,
                    const DenseMap<Operation *, int64_t> &order) const;
  /// Whether |transfer| copies the caller's memory into host-readable
  /// memory.
  bool copies(AsyncTransferOp transfer) {
    auto arg = dyn_cast<BlockArgument>(getRoot(transfer.getSource()));
    return arg && arg.getOwner() == &body &&
           hasLifetime(transfer.getResult(), Lifetime::Staging) &&
           isCallerMemory(execute.getResourceOperands()[arg.getArgNumber()]);
  }
  /// Replaces |result| by |replacement|, whose type may differ: the host
  /// awaits such results, and awaits take any resource.
  LogicalResult replaceResult(Value result, Value replacement);
  Value createIndex(OpBuilder &builder, int64_t value) {
    return arith::ConstantIndexOp::create(builder, execute.getLoc(), value);
  }

  AsyncExecuteOp execute;
  Block &body;
  DenseMap<Value, Value> rootOf;
};

bool RegionAllocator::mayOverwrite(
    AsyncDispatchOp dispatch, Value operand, Value result,
    const DenseMap<Operation *, int64_t> &order) const {
  Value root = getRoot(operand);
  if (isa<BlockArgument>(root) || root.getType() != result.getType())
    return false;
  std::optional<int64_t> rootSize = getConstantIntValue(findResourceSize(root));
  if (!rootSize ||
      rootSize != getConstantIntValue(findResourceSize(result)) ||
      rootSize != getConstantIntValue(findResourceSize(operand)))
    return false;
  int64_t step = order.lookup(dispatch);
  unsigned readsHere = 0;
  for (Operation &op : body) {
    for (Value value : op.getOperands()) {
      if (!isa<ResourceType>(value.getType()) || getRoot(value) != root)
        continue;
      if (&op == dispatch.getOperation()) ++readsHere;
      else if (isa<YieldOp>(op) || order.lookup(&op) >= step) return false;
    }
  }
  return readsHere == 1;
}

void RegionAllocator::tieInPlaceResults(
    const DenseMap<Operation *, int64_t> &order) {
  for (auto dispatch : body.getOps<AsyncDispatchOp>()) {
    std::optional<ArrayRef<int64_t>> inplace = dispatch.getInplaceOperands();
    if (!inplace) continue;
    for (auto [result, operandIndex] :
         llvm::zip(dispatch.getResults(), *inplace)) {
      if (operandIndex < 0) continue;
      Value operand = dispatch.getResourceOperands()[operandIndex];
      if (mayOverwrite(dispatch, operand, result, order))
        rootOf[result] = getRoot(operand);
    }
  }
}

LogicalResult RegionAllocator::replaceResult(Value result, Value replacement) {
  if (result.getType() == replacement.getType()) {
    result.replaceAllUsesWith(replacement);
    return success();
  }
  for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
    auto await = dyn_cast<TimepointAwaitOp>(use.getOwner());
    if (!await)
      return use.getOwner()->emitError(
          "uses a region result whose resource has another type");
    OpBuilder builder(await);
    SmallVector<Value> operands(await.getResourceOperands());
    operands[use.getOperandNumber() - 1] = replacement;
    auto retyped =
        TimepointAwaitOp::create(builder, await.getLoc(), await.getAwaitTimepoint(),
                                 operands, await.getResourceOperandSizes());
    await.replaceAllUsesWith(retyped.getResults());
    await.erase();
  }
  return success();
}

/// Moves the ops of |concurrent| before it, in order, giving them all
/// |step|; erases it.
static void inlineWave(AsyncConcurrentOp concurrent,
                       DenseMap<Operation *, int64_t> &order, int64_t step) {
  Block &waveBody = concurrent.getBody().front();
  for (auto [arg, capture] :
       llvm::zip(waveBody.getArguments(), concurrent.getResourceOperands()))
    arg.replaceAllUsesWith(capture);
  auto yield = cast<YieldOp>(waveBody.getTerminator());
  concurrent.replaceAllUsesWith(yield.getResourceOperands());
  for (Operation &op : llvm::make_early_inc_range(waveBody.without_terminator())) {
    op.moveBefore(concurrent);
    order[&op] = step;
  }
  concurrent.erase();
}

LogicalResult RegionAllocator::run() {
  DenseMap<Operation *, int64_t> order;
  int64_t step = 0;
  for (Operation &op : llvm::make_early_inc_range(body)) {
    if (auto concurrent = dyn_cast<AsyncConcurrentOp>(op))
      inlineWave(concurrent, order, step++);
    else
      order[&op] = step++;
  }
  for (auto transfer : body.getOps<AsyncTransferOp>())
    if (!copies(transfer))
      rootOf[transfer.getResult()] = getRoot(transfer.getSource());
  tieInPlaceResults(order);
  auto yield = cast<YieldOp>(body.getTerminator());

  llvm::SetVector<Value> yieldedRoots;
  for (Value value : yield.getResourceOperands())
    if (!isa<BlockArgument>(getRoot(value))) yieldedRoots.insert(getRoot(value));

  // Roots the region computes, in order, with their last use.
  llvm::SetVector<Value> roots;
  DenseMap<Value, int64_t> lastUse;
  for (Operation &op : body) {
    for (Value operand : op.getOperands())
      if (isa<ResourceType>(operand.getType()))
        lastUse[getRoot(operand)] = order[&op];
    for (Value result : op.getResults())
      if (getRoot(result) == result) roots.insert(result);
  }

  SmallVector<LiveRange> transientRanges;
  SmallVector<Value> transientRoots, dynamicRoots;
  for (Value root : roots) {
    if (yieldedRoots.contains(root)) continue;
    std::optional<int64_t> size = getConstantIntValue(findResourceSize(root));
    if (!size) {
      dynamicRoots.push_back(root);
      continue;
    }
    LiveRange range;
    range.begin = order[root.getDefiningOp()];
    range.end = std::max(range.begin, lastUse.lookup(root));
    range.size = *size;
    transientRanges.push_back(range);
    transientRoots.push_back(root);
  }
  int64_t transientSize = packLiveRanges(transientRanges, HAL::kBufferAlignment);

  // The new region's resources: the captured ones, one per yielded root,
  // then the transient one.
  OpBuilder builder(execute);
  Location loc = execute.getLoc();
  MLIRContext *context = execute.getContext();
  SmallVector<Value> operands(execute.getResourceOperands());
  SmallVector<Value> sizes(execute.getResourceOperandSizes());
  DenseMap<Value, Placement> placements;
  for (BlockArgument arg : body.getArguments())
    placements[arg] = {arg.getArgNumber(), builder.getIndexAttr(0)};
  DenseMap<Value, Value> allocations;
  for (Value root : yieldedRoots) {
    Value size = findResourceSize(root);
    Value allocation =
        ResourceAllocOp::create(builder, loc, root.getType(), size);
    allocations[root] = allocation;
    placements[root] = {static_cast<unsigned>(operands.size()),
                        builder.getIndexAttr(0)};
    operands.push_back(allocation);
    sizes.push_back(size);
  }
  if (transientSize || !dynamicRoots.empty()) {
    auto argument = static_cast<unsigned>(operands.size());
    for (auto [root, range] : llvm::zip(transientRoots, transientRanges))
      placements[root] = {argument, builder.getIndexAttr(range.offset)};
    // (Packing leaves the end aligned.)
    Value end = createIndex(builder, transientSize);
    Value alignment = createIndex(builder, HAL::kBufferAlignment);
    Value alignmentLess1 = createIndex(builder, HAL::kBufferAlignment - 1);
    for (Value root : dynamicRoots) {
      placements[root] = {argument, end};
      Value padded = arith::AddIOp::create(builder, loc, findResourceSize(root),
                                           alignmentLess1);
      Value aligned = arith::MulIOp::create(
          builder, loc, arith::DivUIOp::create(builder, loc, padded, alignment),
          alignment);
      end = arith::AddIOp::create(builder, loc, end, aligned);
    }
    operands.push_back(ResourceAllocOp::create(
        builder, loc, ResourceType::get(context, Lifetime::Transient), end));
    sizes.push_back(end);
  }

  auto commands = CmdExecuteOp::create(builder, loc, execute.getAwaitTimepoint(),
                                       operands, sizes);
  Block &newBody = commands.getBody().front();
  // Offsets are defined before the region that uses them.
  builder.setInsertionPoint(commands);
  OpBuilder recorder = OpBuilder::atBlockTerminator(&newBody);
  struct Range {
    Value resource, size, offset, length;
  };
  auto getRange = [&](Value value) {
    Placement placement = placements.lookup(getRoot(value));
    return Range{newBody.getArgument(placement.argument),
                 sizes[placement.argument],
                 getValueOrCreateConstantIndexOp(builder, loc, placement.offset),
                 findResourceSize(value)};
  };
  for (Operation &op : body.without_terminator()) {
    if (auto dispatch = dyn_cast<AsyncDispatchOp>(op)) {
      SmallVector<Value> resources, resourceSizes, offsets, lengths;
      SmallVector<int32_t> accesses;
      auto addRange = [&](Value value, ResourceAccess access) {
        Range range = getRange(value);
        resources.push_back(range.resource);
        resourceSizes.push_back(range.size);
        offsets.push_back(range.offset);
        lengths.push_back(range.length);
        accesses.push_back(static_cast<int32_t>(access));
      };
      for (Value operand : dispatch.getResourceOperands())
        addRange(operand, ResourceAccess::Read);
      for (Value result : dispatch.getResults())
        addRange(result, ResourceAccess::Write);
      CmdDispatchOp::create(recorder, dispatch.getLoc(),
                            dispatch.getEntryPointAttr(), dispatch.getConstants(),
                            resources, resourceSizes, offsets, lengths,
                            recorder.getDenseI32ArrayAttr(accesses));
    } else if (auto transfer = dyn_cast<AsyncTransferOp>(op)) {
      if (!copies(transfer)) continue;
      Range source = getRange(transfer.getSource());
      Range target = getRange(transfer.getResult());
      CmdCopyOp::create(recorder, transfer.getLoc(), source.resource,
                        source.size, source.offset, target.resource, target.size,
                        target.offset, source.length);
    } else {
      return op.emitError("cannot be allocated in an execution region");
    }
  }

  for (auto [result, value] :
       llvm::zip(execute.getResults(), yield.getResourceOperands())) {
    Value root = getRoot(value);
    auto arg = dyn_cast<BlockArgument>(root);
    if (failed(replaceResult(
            result, arg ? execute.getResourceOperands()[arg.getArgNumber()]
                        : allocations.lookup(root))))
      return failure();
  }
  execute.getResultTimepoint().replaceAllUsesWith(commands.getResultTimepoint());
  execute.erase();
  return success();
}

struct ScheduleAllocationPass
    : impl::ScheduleAllocationPassBase<ScheduleAllocationPass> {
  void runOnOperation() override {
    SmallVector<AsyncExecuteOp> executes;
    for (auto func : getOperation().getOps<func::FuncOp>())
      func.walk([&](AsyncExecuteOp execute) { executes.push_back(execute); });
    for (AsyncExecuteOp execute : executes)
      if (failed(RegionAllocator(execute).run())) return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Stream
