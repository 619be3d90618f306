//===- LowerToLoops.cpp - linalg_ext ops on buffers to loops --------------===//

#include "compiler/Dialect/LinalgExt/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::iree_compiler::IREE::LinalgExt {

#define GEN_PASS_DEF_LOWERTOLOOPSPASS
#include "compiler/Dialect/LinalgExt/Transforms/Passes.h.inc"

namespace {

/// Emits the scatter's loop nest; see the pass description for its order.
class ScatterLowering {
public:
  ScatterLowering(ScatterOp op, const LowerToLoopsPassOptions &options)
      : op(op), parallelOuter(options.parallelOuter),
        vectorize(options.vectorize), loc(op.getLoc()),
        batchRank(op.getBatchRank()), windowRank(op.getWindowRank()) {
    if (parallelOuter)
      atomicKind = getAtomicKind(op, options.atomicInteger,
                                 options.atomicFloatAdd);
  }

  void emit(OpBuilder &b) {
    for (int64_t d = 0; d < windowRank; ++d)
      (op.isIndexedDim(d) ? indexedDims : freeDims).push_back(d);
    batch.resize(batchRank);
    window.resize(windowRank);
    if (atomicKind) {
      // Scatter positions in parallel too: each combines atomically.
      SmallVector<Value> ubs;
      for (int64_t d = 0; d < batchRank; ++d) ubs.push_back(updateDim(b, d));
      for (int64_t d : freeDims) ubs.push_back(updateDim(b, batchRank + d));
      return emitParallel(b, ubs, [&](OpBuilder &nested, ValueRange ivs) {
        for (int64_t d = 0; d < batchRank; ++d) batch[d] = ivs[d];
        for (auto [d, iv] : llvm::zip(freeDims, ivs.drop_front(batchRank)))
          window[d] = iv;
        emitStart(nested);
        emitIndexed(nested, 0);
      });
    }
    if (!parallelOuter || freeDims.empty()) return emitBatch(b, 0);
    SmallVector<Value> ubs;
    for (int64_t d : freeDims) ubs.push_back(updateDim(b, batchRank + d));
    emitParallel(b, ubs, [&](OpBuilder &nested, ValueRange ivs) {
      for (auto [d, iv] : llvm::zip(freeDims, ivs)) window[d] = iv;
      emitBatch(nested, 0);
    });
  }

  /// The atomic read-modify-write that is |op|'s combiner, where it is one
  /// such operation of the original and the update (in either order) on a
  /// type the target updates atomically: 32-bit integers with
  /// |atomicInteger|, f32 addition with |atomicFloatAdd|. Only into the
  /// dispatch's buffers (function arguments, through views): targets' float
  /// atomics cover those, and a workgroup's temporaries are its own.
  static std::optional<arith::AtomicRMWKind>
  getAtomicKind(ScatterOp op, bool atomicInteger, bool atomicFloatAdd) {
    if (op.getOriginals().size() != 1) return std::nullopt;
    Value destination = op.getOriginals().front();
    while (auto view = destination.getDefiningOp<memref::SubViewOp>())
      destination = view.getSource();
    if (!isa<BlockArgument>(destination)) return std::nullopt;
    Block &combiner = op.getCombiner().front();
    if (!llvm::hasSingleElement(combiner.without_terminator()))
      return std::nullopt;
    Operation &inner = combiner.front();
    auto yield = cast<YieldOp>(combiner.getTerminator());
    if (inner.getNumOperands() != 2 || inner.getNumResults() != 1 ||
        yield.getValues().front() != inner.getResult(0))
      return std::nullopt;
    Value original = combiner.getArgument(0), update = combiner.getArgument(1);
    if (!((inner.getOperand(0) == original && inner.getOperand(1) == update) ||
          (inner.getOperand(0) == update && inner.getOperand(1) == original)))
      return std::nullopt;
    Type type = original.getType();
    if (type.isF32())
      return isa<arith::AddFOp>(inner) && atomicFloatAdd
                 ? std::optional(arith::AtomicRMWKind::addf)
                 : std::nullopt;
    if (!type.isInteger(32) || !atomicInteger) return std::nullopt;
    return llvm::TypeSwitch<Operation *, std::optional<arith::AtomicRMWKind>>(
               &inner)
        .Case([](arith::AddIOp) { return arith::AtomicRMWKind::addi; })
        .Case([](arith::MaxSIOp) { return arith::AtomicRMWKind::maxs; })
        .Case([](arith::MinSIOp) { return arith::AtomicRMWKind::mins; })
        .Case([](arith::MaxUIOp) { return arith::AtomicRMWKind::maxu; })
        .Case([](arith::MinUIOp) { return arith::AtomicRMWKind::minu; })
        .Case([](arith::AndIOp) { return arith::AtomicRMWKind::andi; })
        .Case([](arith::OrIOp) { return arith::AtomicRMWKind::ori; })
        .Case([](arith::XOrIOp) { return arith::AtomicRMWKind::xori; })
        .Default([](Operation *) { return std::nullopt; });
  }

private:
  Value constant(OpBuilder &b, int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value updateDim(OpBuilder &b, int64_t d) {
    return memref::DimOp::create(b, loc, op.getUpdates().front(), d);
  }

  /// An scf.parallel from 0 to |ubs| in steps of 1 around what |body| emits.
  void emitParallel(OpBuilder &b, ArrayRef<Value> ubs,
                    function_ref<void(OpBuilder &, ValueRange)> body) {
    SmallVector<Value> lbs(ubs.size(), constant(b, 0));
    SmallVector<Value> steps(ubs.size(), constant(b, 1));
    scf::ParallelOp::create(b, loc, lbs, ubs, steps,
                            [&](OpBuilder &nested, Location, ValueRange ivs) {
                              body(nested, ivs);
                            });
  }

  /// `for 0 <= iv < ub step step` around what `body` emits.
  void emitFor(OpBuilder &b, Value ub,
               function_ref<void(OpBuilder &, Value)> body, int64_t step = 1) {
    scf::ForOp::create(b, loc, constant(b, 0), ub, constant(b, step),
                       ValueRange(),
                       [&](OpBuilder &nested, Location, Value iv, ValueRange) {
                         body(nested, iv);
                         scf::YieldOp::create(nested, loc);
                       });
  }

  void emitBatch(OpBuilder &b, int64_t d) {
    if (d < batchRank)
      return emitFor(b, updateDim(b, d), [&](OpBuilder &nested, Value iv) {
        batch[d] = iv;
        emitBatch(nested, d + 1);
      });
    emitStart(b);
    emitIndexed(b, 0);
  }

  /// Where the window starts: the index vector at this scatter position.
  void emitStart(OpBuilder &b) {
    start.assign(windowRank, Value());
    for (auto [k, dim] : llvm::enumerate(op.getDimensionMap())) {
      SmallVector<Value> position(batch);
      position.push_back(constant(b, k));
      Value index = memref::LoadOp::create(b, loc, op.getIndices(), position);
      start[dim] = arith::IndexCastOp::create(b, loc, b.getIndexType(), index);
    }
  }

  /// One loop per indexed window dim, its body guarded by the position
  /// lying inside the destination.
  void emitIndexed(OpBuilder &b, size_t i) {
    if (i == indexedDims.size()) {
      if (parallelOuter) return emitElement(b);
      return emitFree(b, 0);
    }
    int64_t d = indexedDims[i];
    emitFor(b, updateDim(b, batchRank + d), [&](OpBuilder &nested, Value iv) {
      Value position = arith::AddIOp::create(nested, loc, start[d], iv);
      window[d] = position;
      Value size = memref::DimOp::create(nested, loc, op.getOriginals().front(), d);
      Value inside = arith::AndIOp::create(
          nested, loc,
          arith::CmpIOp::create(nested, loc, arith::CmpIPredicate::sge,
                                position, constant(nested, 0)),
          arith::CmpIOp::create(nested, loc, arith::CmpIPredicate::slt,
                                position, size));
      auto guard = scf::IfOp::create(nested, loc, inside);
      OpBuilder inner = guard.getThenBodyBuilder();
      updateWindow[d] = iv;
      emitIndexed(inner, i + 1);
    });
  }

  void emitFree(OpBuilder &b, size_t i) {
    if (i == freeDims.size()) return emitElement(b);
    int64_t d = freeDims[i];
    int64_t lanes = i + 1 == freeDims.size() ? vectorLength(d) : 1;
    emitFor(
        b, updateDim(b, batchRank + d),
        [&](OpBuilder &nested, Value iv) {
          window[d] = iv;
          if (lanes > 1) return emitElement(nested, lanes);
          emitFree(nested, i + 1);
        },
        lanes);
  }

  /// Elements of window dim `d` combined as one vector (1: one at a time):
  /// the largest divisor of its static size up to kMaxVectorLength, where
  /// the combiner is elementwise arithmetic. Not for i1, which memory holds
  /// a byte per element but LLVM's vectors a bit.
  int64_t vectorLength(int64_t d) {
    static constexpr int64_t kMaxVectorLength = 64;
    int64_t size = op.getUpdateType().getDimSize(batchRank + d);
    if (!vectorize || parallelOuter || ShapedType::isDynamic(size) ||
        llvm::any_of(op.getOriginals(), [](Value original) {
          return getElementTypeOrSelf(original).isInteger(1);
        }))
      return 1;
    for (Operation &inner : op.getCombiner().front().without_terminator()) {
      bool scalar = llvm::all_of(inner.getResultTypes(), [](Type type) {
        return type.isIntOrFloat();
      });
      if (!scalar || (!isa<arith::ConstantOp>(inner) &&
                      !inner.hasTrait<OpTrait::Elementwise>()))
        return 1;
    }
    for (int64_t length = std::min(size, kMaxVectorLength); length > 1;
         --length)
      if (size % length == 0) return length;
    return 1;
  }

  /// `inner` of the combiner on vectors of |lanes| elements.
  static Operation *cloneOnVectors(OpBuilder &b, Operation &inner,
                                   int64_t lanes, IRMapping &mapping) {
    auto vectorOf = [&](Type type) { return VectorType::get({lanes}, type); };
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      auto splat = DenseElementsAttr::get(vectorOf(constant.getType()),
                                          constant.getValue());
      return arith::ConstantOp::create(b, inner.getLoc(), splat);
    }
    OperationState state(inner.getLoc(), inner.getName());
    for (Value operand : inner.getOperands()) {
      Value mapped = mapping.lookupOrNull(operand);
      if (!mapped)
        mapped = vector::BroadcastOp::create(b, inner.getLoc(),
                                             vectorOf(operand.getType()),
                                             operand);
      state.addOperands(mapped);
    }
    for (Type type : inner.getResultTypes())
      state.addTypes(vectorOf(type));
    state.addAttributes(inner.getAttrs());
    return b.create(state);
  }

  /// Combines the update at (batch, window offset) into the destination at
  /// the window position: one element, or |lanes| along the innermost free
  /// dim as vectors.
  void emitElement(OpBuilder &b, int64_t lanes = 1) {
    SmallVector<Value> updateIndex(batch);
    for (int64_t d = 0; d < windowRank; ++d)
      updateIndex.push_back(op.isIndexedDim(d) ? updateWindow[d] : window[d]);
    Block &combiner = op.getCombiner().front();
    IRMapping mapping;
    size_t n = op.getOriginals().size();
    auto load = [&](Value memref, ValueRange index) -> Value {
      if (lanes == 1) return memref::LoadOp::create(b, loc, memref, index);
      Type element = cast<MemRefType>(memref.getType()).getElementType();
      return vector::TransferReadOp::create(
          b, loc, VectorType::get({lanes}, element), memref, index,
          ub::PoisonOp::create(b, loc, element), ArrayRef<bool>{true});
    };
    if (atomicKind) {
      // Through the views to their source: no pass folds views into atomics
      // as they do into loads and stores.
      Value destination = op.getOriginals().front();
      SmallVector<Value> position(window);
      while (auto view = destination.getDefiningOp<memref::SubViewOp>()) {
        llvm::SmallBitVector dropped = view.getDroppedDims();
        SmallVector<Value> resolved;
        auto viewPosition = position.begin();
        for (auto [d, offset, stride] : llvm::enumerate(
                 view.getMixedOffsets(), view.getMixedStrides())) {
          Value start = getValueOrCreateConstantIndexOp(b, loc, offset);
          if (dropped.test(d)) {
            resolved.push_back(start);
            continue;
          }
          Value scaled = arith::MulIOp::create(
              b, loc, *viewPosition++,
              getValueOrCreateConstantIndexOp(b, loc, stride));
          resolved.push_back(arith::AddIOp::create(b, loc, start, scaled));
        }
        position = resolved;
        destination = view.getSource();
      }
      memref::AtomicRMWOp::create(b, loc, *atomicKind,
                                  load(op.getUpdates().front(), updateIndex),
                                  destination, position);
      return;
    }
    for (auto [i, original] : llvm::enumerate(op.getOriginals()))
      mapping.map(combiner.getArgument(i), load(original, window));
    for (auto [i, update] : llvm::enumerate(op.getUpdates()))
      mapping.map(combiner.getArgument(n + i), load(update, updateIndex));
    for (Operation &inner : combiner.without_terminator()) {
      Operation *clone = lanes > 1 ? cloneOnVectors(b, inner, lanes, mapping)
                                   : b.clone(inner, mapping);
      mapping.map(inner.getResults(), clone->getResults());
    }
    auto yield = cast<YieldOp>(combiner.getTerminator());
    for (auto [value, original] :
         llvm::zip(yield.getValues(), op.getOriginals())) {
      Value result = mapping.lookupOrDefault(value);
      if (lanes > 1)
        vector::TransferWriteOp::create(b, loc, result, original, window,
                                        ArrayRef<bool>{true});
      else
        memref::StoreOp::create(b, loc, result, original, window);
    }
  }

  ScatterOp op;
  bool parallelOuter, vectorize;
  std::optional<arith::AtomicRMWKind> atomicKind;
  Location loc;
  int64_t batchRank, windowRank;
  SmallVector<int64_t> indexedDims, freeDims;
  // Loop positions: scatter position, destination position per window dim,
  // and the update's window offset of each indexed dim.
  SmallVector<Value> batch, window, start;
  DenseMap<int64_t, Value> updateWindow;
};

struct LowerToLoopsPass : impl::LowerToLoopsPassBase<LowerToLoopsPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<ScatterOp> scatters;
    getOperation()->walk([&](ScatterOp op) { scatters.push_back(op); });
    for (ScatterOp op : scatters) {
      if (op.getNumResults() != 0) {
        op.emitOpError("must be bufferized before it becomes loops");
        return signalPassFailure();
      }
      OpBuilder b(op);
      LowerToLoopsPassOptions options;
      options.parallelOuter = parallelOuter;
      options.vectorize = vectorize;
      options.atomicInteger = atomicInteger;
      options.atomicFloatAdd = atomicFloatAdd;
      ScatterLowering(op, options).emit(b);
      op.erase();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::LinalgExt
