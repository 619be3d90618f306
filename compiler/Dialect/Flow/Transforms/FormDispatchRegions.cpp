//===- FormDispatchRegions.cpp - Group tensor ops into dispatches ---------===//
//
// The rules, applied to the ops of each host block (function bodies and the
// regions of host scf.while/scf.if) in program order:
//  1. An op computing tensors is dispatchable unless it is a constant, a host
//     view (flow.tensor.reshape, util.optimization_barrier), a call, or a
//     cheap producer (tensor.empty, linalg.fill of a constant into an empty
//     tensor) whose users are all dispatchable: those are cloned into each
//     region that needs them when regions are outlined.
//  2. Each dispatchable op starts in a group of its own. An op joins the
//     group of a dispatchable producer whose users are all in the op's
//     group (repeated until nothing changes, so the ops of a diamond, such
//     as a layer norm reading its input three times, meet), as long as the
//     merged group holds at most one anchor: an op that is not elementwise
//     (contractions, convolutions, reductions, pads, slices,
//     concatenations). So elementwise producers fuse into their consumer,
//     elementwise consumers (bias, activation) fuse into the root before
//     them, and a chain of elementwise ops becomes one dispatch. Two
//     exceptions allow more anchors:
//     - Row groups: reductions over their innermost loop and elementwise
//       ops that share the same rows (the leading loops of each reduction;
//       all loops, or all but the innermost, of each elementwise op) form
//       one group, each row's reductions and their broadcast consumers
//       computed together (a layer norm's mean, variance and normalization,
//       a softmax's maximum, exponentials and sum).
//     - Elementwise ops join tiny groups (at most kTinyGroupWork loop
//       iterations in all, no contraction or convolution), as consumers or
//       producers, whatever their anchors: launching a dispatch costs more
//       than their work (a while loop's condition comparing two reductions
//       of its state is one dispatch, not two). A producer joining a tiny
//       group may also be read by the block's terminator, which reads the
//       region's result instead (a loop body computing its next state and
//       the condition on it is one dispatch).
//     A producer of a scatter's indices stays out of its group: every
//     workgroup reads all indices.
//  3. Each group becomes one flow.dispatch.region at the position of its
//     last op. A producer joins only with all its readers (or, in a tiny
//     group, with all but the terminator), so only that op's results (and
//     those the terminator reads) leave the region, and nothing outside
//     reads a member before it.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/EquivalenceClasses.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_FORMDISPATCHREGIONSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

bool isHostOp(Operation *op) {
  // A tensor with no elements needs no kernel to exist.
  if (auto empty = dyn_cast<tensor::EmptyOp>(op))
    return empty.getType().hasStaticShape() &&
           empty.getType().getNumElements() == 0;
  return op->hasTrait<OpTrait::ConstantLike>() ||
         isa<Util::UnfoldableConstantOp, Util::OptimizationBarrierOp,
             TensorReshapeOp, TensorParameterOp, DispatchRegionOp, DispatchOp,
             CallOpInterface,
             tensor::FromElementsOp, scf::WhileOp, scf::IfOp>(op);
}

/// Blocks of host code: function bodies and the regions of host control
/// flow in them.
bool isHostBlock(Block *block) {
  Operation *parent = block->getParentOp();
  if (isa<func::FuncOp>(parent)) return true;
  return isa<scf::WhileOp, scf::IfOp>(parent) &&
         isHostBlock(parent->getBlock());
}

bool isAnchor(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return !linalgOp || !linalg::isElementwise(linalgOp);
}

/// A scatter's tiles each read all of its indices: a producer fused there
/// would run whole in every workgroup. (Its updates' producer fuses: each
/// workgroup computes it a chunk of scatter positions at a time.)
bool keepsProducerOut(OpOperand &operand) {
  auto scatter = dyn_cast<LinalgExt::ScatterOp>(operand.getOwner());
  return scatter && operand.get() == scatter.getIndices();
}

/// Loop iterations of |op|. Contractions, convolutions (whose kernels the
/// backends pick for a dispatch's root) and ops of dynamic or unknown size
/// are never tiny.
int64_t getWork(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalg::isaContractionOpInterface(linalgOp) ||
      linalg::isaConvolutionOpInterface(linalgOp))
    return std::numeric_limits<int64_t>::max();
  int64_t work = 1;
  for (int64_t range : linalgOp.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range)) return std::numeric_limits<int64_t>::max();
    work *= std::max<int64_t>(range, 1);
  }
  return work;
}

/// A group of at most this many loop iterations is a few microseconds of
/// work or less, on one workgroup or a handful.
constexpr int64_t kTinyGroupWork = 4096;

using RowShapes = SmallVector<SmallVector<int64_t>, 2>;

/// The row shapes |op| can be part of a row group with: the leading loops of
/// a reduction over its innermost loop alone; the loops, or all but the
/// innermost, of an elementwise op; none for anything else.
RowShapes getRowShapes(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInits() != 1 ||
      linalg::isaContractionOpInterface(linalgOp) ||
      linalg::isaConvolutionOpInterface(linalgOp))
    return {};
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  if (ranges.empty() || llvm::any_of(ranges, ShapedType::isDynamic)) return {};
  SmallVector<int64_t> leading(ranges.begin(), ranges.end() - 1);
  if (linalg::isElementwise(linalgOp)) return {ranges, leading};
  unsigned loops = linalgOp.getNumLoops();
  if (linalgOp.getNumReductionLoops() != 1 ||
      linalgOp.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return {};
  AffineMap output = linalgOp.getIndexingMapsArray().back();
  if (output != AffineMap::getMultiDimIdentityMap(loops, op->getContext())
                    .getMajorSubMap(loops - 1))
    return {};
  return {leading};
}

RowShapes intersect(const RowShapes &a, const RowShapes &b) {
  RowShapes common;
  for (const SmallVector<int64_t> &shape : a)
    if (llvm::is_contained(b, shape)) common.push_back(shape);
  return common;
}

bool producesTensors(Operation *op) {
  return llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
}

} // namespace

bool isClonableIntoDispatch(Operation *op) {
  if (isa<tensor::EmptyOp>(op)) return true;
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto elements = dyn_cast<SplatElementsAttr>(constant.getValue());
    return elements || !isa<ShapedType>(constant.getType());
  }
  if (auto fill = dyn_cast<linalg::FillOp>(op)) {
    Operation *value = fill.getInputs()[0].getDefiningOp();
    Operation *init = fill.getOutputs()[0].getDefiningOp();
    return value && isa<arith::ConstantOp>(value) && init &&
           isa<tensor::EmptyOp>(init);
  }
  return false;
}

namespace {

struct FormDispatchRegionsPass
    : impl::FormDispatchRegionsPassBase<FormDispatchRegionsPass> {
  void runOnOperation() override {
    // Sizes of dynamic tensors are read from where they are defined (an
    // argument's, a tensor.empty's operands), not from intermediate tensors
    // that would otherwise leave their groups.
    resolveDims(getOperation());
    bool failed = false;
    getOperation().walk([&](Block *block) {
      if (isHostBlock(block) && mlir::failed(formRegions(*block)))
        failed = true;
    });
    if (failed) signalPassFailure();
  }

  bool isDispatchable(Operation *op) {
    if (!producesTensors(op) || isHostOp(op)) return false;
    if (!isClonableIntoDispatch(op)) return true;
    // A cheap producer the host itself uses needs a dispatch of its own.
    return llvm::any_of(op->getUsers(), [&](Operation *user) {
      return !isDispatchable(user) && !isClonableIntoDispatch(user);
    });
  }

  LogicalResult formRegions(Block &block) {
    SmallVector<Operation *> dispatchable;
    for (Operation &op : block)
      if (isDispatchable(&op)) dispatchable.push_back(&op);

    // Per group leader: its members, anchors, work (saturating) and the
    // row shapes all its members share.
    struct Group {
      SmallVector<Operation *> members;
      int anchors = 0;
      int64_t work = 0;
      RowShapes rows;
    };
    llvm::EquivalenceClasses<Operation *> groups;
    DenseMap<Operation *, Group> info;
    for (Operation *op : dispatchable) {
      groups.insert(op);
      info[op] = {{op}, isAnchor(op), getWork(op), getRowShapes(op)};
    }
    auto groupOf = [&](Operation *op) -> Operation * {
      auto it = groups.findLeader(op);
      return it == groups.member_end() ? nullptr : *it;
    };

    bool changed = true;
    while (changed) {
      changed = false;
      for (Operation *op : dispatchable) {
        for (OpOperand &operand : op->getOpOperands()) {
          Operation *producer = operand.get().getDefiningOp();
          Operation *a = producer ? groupOf(producer) : nullptr;
          Operation *b = groupOf(op);
          // Another reader must not pull a scatter's indices in either.
          if (!a || a == b ||
              llvm::any_of(producer->getUses(), keepsProducerOut))
            continue;
          bool usersInGroup = llvm::all_of(producer->getUsers(), [&](auto *u) {
            return groupOf(u) == b;
          });
          // The block's terminator (a loop's next state) reads the region's
          // result after the region, wherever it ends up.
          bool usersInGroupOrYield =
              llvm::all_of(producer->getUsers(), [&](Operation *u) {
                return groupOf(u) == b ||
                       (u->hasTrait<OpTrait::IsTerminator>() &&
                        u->getBlock() == &block);
              });
          if (!usersInGroupOrYield) continue;
          Group &ga = info[a], &gb = info[b];
          int anchors = ga.anchors + gb.anchors;
          int64_t work = ga.work > kTinyGroupWork - gb.work
                             ? std::numeric_limits<int64_t>::max()
                             : ga.work + gb.work;
          RowShapes rows = intersect(ga.rows, gb.rows);
          bool tiny = (!isAnchor(op) || ga.anchors == 0) &&
                      work <= kTinyGroupWork;
          if (!usersInGroup && !tiny) continue;
          if (anchors > 1 && !tiny && rows.empty()) continue;
          SmallVector<Operation *> members(ga.members);
          members.append(gb.members);
          Operation *leader = *groups.unionSets(a, b);
          Group merged{std::move(members), anchors, work, std::move(rows)};
          info.erase(a);
          info.erase(b);
          info[leader] = std::move(merged);
          changed = true;
        }
      }
    }

    // Members of each group in program order.
    for (Operation *op : dispatchable) {
      auto it = info.find(op);
      if (it == info.end()) continue;
      SmallVector<Operation *> members = it->second.members;
      llvm::sort(members,
                 [](Operation *x, Operation *y) { return x->isBeforeInBlock(y); });
      if (failed(createRegion(members))) return failure();
    }
    return success();
  }

  LogicalResult createRegion(ArrayRef<Operation *> ops) {
    DenseSet<Operation *> inGroup(ops.begin(), ops.end());
    SmallVector<Value> escaping;
    for (Operation *op : ops)
      for (Value result : op->getResults())
        if (llvm::any_of(result.getUsers(), [&](Operation *user) {
              return !inGroup.contains(user);
            }))
          escaping.push_back(result);

    Operation *last = ops.back();
    OpBuilder builder(last);
    SmallVector<Value> dims;
    for (Value value : escaping) {
      auto type = cast<RankedTensorType>(value.getType());
      for (int64_t d = 0; d < type.getRank(); ++d) {
        if (!type.isDynamicDim(d)) continue;
        Value dim = computeHostDim(builder, value, d, inGroup);
        if (!dim)
          return value.getDefiningOp()->emitError(
              "dynamic dimension ")
                 << d << " of this result cannot be computed on the host "
                    "before its dispatch";
        dims.push_back(dim);
      }
    }
    auto region = DispatchRegionOp::create(
        builder, last->getLoc(), ValueRange(escaping).getTypes(), dims);
    Block *body = builder.createBlock(&region.getBody());
    for (Operation *op : ops) op->moveBefore(body, body->end());
    builder.setInsertionPointToEnd(body);
    ReturnOp::create(builder, last->getLoc(), escaping);
    for (auto [value, result] : llvm::zip(escaping, region.getResults()))
      value.replaceUsesWithIf(result, [&](OpOperand &use) {
        return use.getOwner()->getParentOp() != region;
      });
    return success();
  }

  /// Dimension |d| of |tensor| as host code at |builder|'s point, which
  /// follows every op of the group: the producers' result shapes, reified,
  /// and followed back through the group until they name values outside it
  /// (a function argument's size, a tensor.empty's operand). Null when a
  /// size depends on a value the group computes.
  Value computeHostDim(OpBuilder &builder, Value tensor, int64_t d,
                       const DenseSet<Operation *> &inGroup) {
    Location loc = tensor.getLoc();
    Operation *producer = tensor.getDefiningOp();
    if (!producer || !inGroup.contains(producer))
      return tensor::DimOp::create(builder, loc, tensor, d);
    auto reifiable = dyn_cast<ReifyRankedShapedTypeOpInterface>(producer);
    ReifiedRankedShapedTypeDims shapes;
    // Ops reification creates are kept only where they name no group value.
    struct Recorder : OpBuilder::Listener {
      void notifyOperationInserted(Operation *op,
                                   OpBuilder::InsertPoint) override {
        created.push_back(op);
      }
      SmallVector<Operation *> created;
    } recorder;
    OpBuilder::Listener *previous = builder.getListener();
    builder.setListener(&recorder);
    bool reified = reifiable && succeeded(reifiable.reifyResultShapes(builder, shapes));
    builder.setListener(previous);
    if (!reified) return {};
    OpFoldResult size =
        shapes[cast<OpResult>(tensor).getResultNumber()][d];
    Value result = getValueOrCreateConstantIndexOp(builder, loc, size);
    // Sizes of group values the reified code reads are computed the same
    // way, innermost first.
    for (Operation *op : SmallVector<Operation *>(recorder.created)) {
      auto dimOp = dyn_cast<tensor::DimOp>(op);
      if (!dimOp || !dimOp.getSource().getDefiningOp() ||
          !inGroup.contains(dimOp.getSource().getDefiningOp()))
        continue;
      std::optional<int64_t> index = dimOp.getConstantIndex();
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPoint(dimOp);
      Value replacement =
          index ? computeHostDim(builder, dimOp.getSource(), *index, inGroup)
                : Value();
      if (!replacement) return {};
      dimOp.replaceAllUsesWith(replacement);
      if (dimOp.getResult() == result) result = replacement;
      dimOp.erase();
    }
    return result;
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
