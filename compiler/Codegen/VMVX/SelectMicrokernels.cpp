//===- SelectMicrokernels.cpp - Bufferized linalg ops to vmvx calls -------===//
//
// A microkernel is chosen from the op's signature alone (iterators, indexing
// maps, element types and the one op of its body); anything that matches no
// kernel stays linalg and becomes scalar loops later.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/VMVX/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::iree_compiler::VMVX {

#define GEN_PASS_DEF_SELECTMICROKERNELSPASS
#include "compiler/Codegen/VMVX/Passes.h.inc"

namespace {

namespace vmvx = IREE::VMVX;

/// A memref operand as a microkernel sees it: its base buffer, its element
/// offset, and the stride each loop of the op steps it by (0 for loops its
/// indexing map does not use, which is how broadcasts are expressed).
struct StridedView {
  Value buffer;
  Value offset;
  SmallVector<Value> loopStrides;
};

StridedView getStridedView(OpBuilder &b, Location loc, Value memref,
                           AffineMap map) {
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  StridedView view{meta.getBaseBuffer(), meta.getOffset(),
                   SmallVector<Value>(map.getNumDims(), zero)};
  for (auto [k, expr] : llvm::enumerate(map.getResults()))
    view.loopStrides[cast<AffineDimExpr>(expr).getPosition()] =
        meta.getStrides()[k];
  return view;
}

/// The strides of |view| along the two innermost loops of |numLoops| (0 for
/// loops that do not exist).
std::pair<Value, Value> getInnerStrides(OpBuilder &b, Location loc,
                                        const StridedView &view,
                                        unsigned numLoops) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  if (numLoops == 0) return {zero, zero};
  if (numLoops == 1) return {zero, view.loopStrides[0]};
  return {view.loopStrides[numLoops - 2], view.loopStrides[numLoops - 1]};
}

/// Runs |emitKernel| once per iteration of every loop but the innermost two,
/// inside an `scf.for` nest; it receives the views with their offsets
/// advanced to that iteration and the sizes of the two inner loops.
void emitOverOuterLoops(
    OpBuilder &b, Location loc, ArrayRef<int64_t> loopSizes,
    ArrayRef<StridedView> views,
    function_ref<void(OpBuilder &, ArrayRef<StridedView>, Value, Value)>
        emitKernel) {
  unsigned numLoops = loopSizes.size();
  unsigned numOuter = numLoops > 2 ? numLoops - 2 : 0;
  int64_t size0 = numLoops >= 2 ? loopSizes[numLoops - 2] : 1;
  int64_t size1 = numLoops >= 1 ? loopSizes[numLoops - 1] : 1;
  SmallVector<Value> lbs, ubs, steps;
  for (unsigned d = 0; d < numOuter; ++d) {
    lbs.push_back(arith::ConstantIndexOp::create(b, loc, 0));
    ubs.push_back(arith::ConstantIndexOp::create(b, loc, loopSizes[d]));
    steps.push_back(arith::ConstantIndexOp::create(b, loc, 1));
  }
  scf::buildLoopNest(
      b, loc, lbs, ubs, steps,
      [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
        SmallVector<StridedView> advanced(views);
        for (StridedView &view : advanced) {
          for (auto [d, iv] : llvm::enumerate(ivs)) {
            Value step = arith::MulIOp::create(nb, nloc, iv,
                                               view.loopStrides[d]);
            view.offset = arith::AddIOp::create(nb, nloc, view.offset, step);
          }
        }
        emitKernel(nb, advanced,
                   arith::ConstantIndexOp::create(nb, nloc, size0),
                   arith::ConstantIndexOp::create(nb, nloc, size1));
      });
}

std::optional<StringRef> getUnaryOpcode(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<StringRef>>(op)
      .Case<math::AbsFOp, math::AbsIOp>([](auto) { return "abs"; })
      .Case<arith::NegFOp>([](auto) { return "neg"; })
      .Case<math::ExpOp>([](auto) { return "exp"; })
      .Case<math::LogOp>([](auto) { return "log"; })
      .Case<math::TanhOp>([](auto) { return "tanh"; })
      .Case<math::SqrtOp>([](auto) { return "sqrt"; })
      .Case<math::RsqrtOp>([](auto) { return "rsqrt"; })
      .Case<math::CeilOp>([](auto) { return "ceil"; })
      .Case<math::FloorOp>([](auto) { return "floor"; })
      .Default([](Operation *) { return std::nullopt; });
}

std::optional<StringRef> getBinaryOpcode(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<StringRef>>(op)
      .Case<arith::AddFOp, arith::AddIOp>([](auto) { return "add"; })
      .Case<arith::SubFOp, arith::SubIOp>([](auto) { return "sub"; })
      .Case<arith::MulFOp, arith::MulIOp>([](auto) { return "mul"; })
      .Case<arith::DivFOp>([](auto) { return "div"; })
      .Case<arith::MaximumFOp>([](auto) { return "max"; })
      .Case<arith::MinimumFOp>([](auto) { return "min"; })
      .Case<arith::AndIOp>([](auto) { return "and"; })
      .Case<arith::OrIOp>([](auto) { return "or"; })
      .Case<arith::XOrIOp>([](auto) { return "xor"; })
      .Case<arith::ShLIOp>([](auto) { return "shl"; })
      .Case<arith::ShRSIOp>([](auto) { return "shrs"; })
      .Case<arith::ShRUIOp>([](auto) { return "shru"; })
      .Case<arith::MaxSIOp>([](auto) { return "maxs"; })
      .Case<arith::MinSIOp>([](auto) { return "mins"; })
      .Case<arith::MaxUIOp>([](auto) { return "maxu"; })
      .Case<arith::MinUIOp>([](auto) { return "minu"; })
      .Default([](Operation *) { return std::nullopt; });
}

/// Reductions combine with an associative op whose integer forms are the
/// signed ones.
std::optional<StringRef> getReduceOpcode(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<StringRef>>(op)
      .Case<arith::AddFOp, arith::AddIOp>([](auto) { return "add"; })
      .Case<arith::MaximumFOp, arith::MaxSIOp>([](auto) { return "max"; })
      .Case<arith::MinimumFOp, arith::MinSIOp>([](auto) { return "min"; })
      .Default([](Operation *) { return std::nullopt; });
}

/// The static loop sizes of |op| if every indexing map is a projected
/// permutation (views are then strided), else nothing.
std::optional<SmallVector<int64_t>> getStridedLoopSizes(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1)
    return std::nullopt;
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isProjectedPermutation()) return std::nullopt;
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  if (llvm::any_of(sizes, ShapedType::isDynamic)) return std::nullopt;
  return sizes;
}

Type getElementType(Value memref) {
  return cast<MemRefType>(memref.getType()).getElementType();
}

/// The op operand a region block argument of |op| stands for.
OpOperand *getOperandOf(linalg::LinalgOp op, Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg || arg.getOwner() != op.getBlock()) return nullptr;
  return op.getMatchingOpOperand(arg);
}

/// Elementwise generics: a copy (the body yields an input), or one unary or
/// binary op of the region's arguments. The output map must be a
/// permutation so every iteration writes its own element.
LogicalResult selectElementwise(OpBuilder &b, linalg::GenericOp op) {
  std::optional<SmallVector<int64_t>> sizes = getStridedLoopSizes(op);
  if (!sizes || op.getNumReductionLoops() != 0) return failure();
  OpOperand *init = op.getDpsInitOperand(0);
  if (!op.getMatchingIndexingMap(init).isPermutation()) return failure();
  auto yield = cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  Value yielded = yield.getOperand(0);
  Type type = getElementType(init->get());
  Location loc = op.getLoc();
  unsigned numLoops = sizes->size();
  auto viewOf = [&](OpOperand *operand) {
    return getStridedView(b, loc, operand->get(),
                          op.getMatchingIndexingMap(operand));
  };

  // Copies: the yielded value is an input of the output's element type.
  if (OpOperand *source = getOperandOf(op, yielded)) {
    if (source == init || getElementType(source->get()) != type ||
        !type.isIntOrFloat() || type.getIntOrFloatBitWidth() < 8 ||
        !llvm::isPowerOf2_32(type.getIntOrFloatBitWidth()) ||
        type.getIntOrFloatBitWidth() > 64)
      return failure();
    b.setInsertionPoint(op);
    emitOverOuterLoops(
        b, loc, *sizes, {viewOf(source), viewOf(init)},
        [&](OpBuilder &nb, ArrayRef<StridedView> v, Value s0, Value s1) {
          auto [is0, is1] = getInnerStrides(nb, loc, v[0], numLoops);
          auto [os0, os1] = getInnerStrides(nb, loc, v[1], numLoops);
          vmvx::CopyOp::create(nb, loc, v[0].buffer, v[0].offset, is0, is1,
                               v[1].buffer, v[1].offset, os0, os1, s0, s1);
        });
    return success();
  }

  Operation *body = yielded.getDefiningOp();
  if (!body || body->getBlock() != op.getBlock() ||
      &op.getBlock()->front() != body || body->getNumResults() != 1)
    return failure();
  SmallVector<OpOperand *> sources;
  for (Value operand : body->getOperands()) {
    OpOperand *source = getOperandOf(op, operand);
    if (!source || getElementType(source->get()) != type) return failure();
    sources.push_back(source);
  }
  b.setInsertionPoint(op);
  if (sources.size() == 1) {
    std::optional<StringRef> opcode = getUnaryOpcode(body);
    if (!opcode || !llvm::is_contained(vmvx::getUnaryOpcodes(type), *opcode))
      return failure();
    emitOverOuterLoops(
        b, loc, *sizes, {viewOf(sources[0]), viewOf(init)},
        [&](OpBuilder &nb, ArrayRef<StridedView> v, Value s0, Value s1) {
          auto [is0, is1] = getInnerStrides(nb, loc, v[0], numLoops);
          auto [os0, os1] = getInnerStrides(nb, loc, v[1], numLoops);
          vmvx::UnaryOp::create(nb, loc, *opcode, v[0].buffer, v[0].offset,
                                is0, is1, v[1].buffer, v[1].offset, os0, os1,
                                s0, s1);
        });
    return success();
  }
  if (sources.size() != 2) return failure();
  std::optional<StringRef> opcode = getBinaryOpcode(body);
  if (!opcode || !llvm::is_contained(vmvx::getBinaryOpcodes(type), *opcode))
    return failure();
  emitOverOuterLoops(
      b, loc, *sizes, {viewOf(sources[0]), viewOf(sources[1]), viewOf(init)},
      [&](OpBuilder &nb, ArrayRef<StridedView> v, Value s0, Value s1) {
        auto [ls0, ls1] = getInnerStrides(nb, loc, v[0], numLoops);
        auto [rs0, rs1] = getInnerStrides(nb, loc, v[1], numLoops);
        auto [os0, os1] = getInnerStrides(nb, loc, v[2], numLoops);
        vmvx::BinaryOp::create(nb, loc, *opcode, v[0].buffer, v[0].offset,
                               ls0, ls1, v[1].buffer, v[1].offset, rs0, rs1,
                               v[2].buffer, v[2].offset, os0, os1, s0, s1);
      });
  return success();
}

/// Reductions over the innermost loop only, combining one input into the
/// output with an associative op.
LogicalResult selectReduction(OpBuilder &b, linalg::GenericOp op) {
  std::optional<SmallVector<int64_t>> sizes = getStridedLoopSizes(op);
  if (!sizes || op.getNumDpsInputs() != 1 || op.getNumReductionLoops() != 1 ||
      !linalg::isReductionIterator(op.getIteratorTypesArray().back()))
    return failure();
  OpOperand *init = op.getDpsInitOperand(0);
  OpOperand *input = op.getDpsInputOperand(0);
  Type type = getElementType(init->get());
  if (getElementType(input->get()) != type) return failure();
  auto yield = cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  Operation *body = yield.getOperand(0).getDefiningOp();
  if (!body || &op.getBlock()->front() != body || body->getNumOperands() != 2)
    return failure();
  OpOperand *lhs = getOperandOf(op, body->getOperand(0));
  OpOperand *rhs = getOperandOf(op, body->getOperand(1));
  if (!((lhs == input && rhs == init) || (lhs == init && rhs == input)))
    return failure();
  std::optional<StringRef> opcode = getReduceOpcode(body);
  if (!opcode || !llvm::is_contained(vmvx::getReduceOpcodes(type), *opcode))
    return failure();
  Location loc = op.getLoc();
  unsigned numLoops = sizes->size();
  b.setInsertionPoint(op);
  emitOverOuterLoops(
      b, loc, *sizes,
      {getStridedView(b, loc, input->get(), op.getMatchingIndexingMap(input)),
       getStridedView(b, loc, init->get(), op.getMatchingIndexingMap(init))},
      [&](OpBuilder &nb, ArrayRef<StridedView> v, Value s0, Value s1) {
        auto [is0, is1] = getInnerStrides(nb, loc, v[0], numLoops);
        Value os0 = getInnerStrides(nb, loc, v[1], numLoops).first;
        vmvx::ReduceOp::create(nb, loc, *opcode, v[0].buffer, v[0].offset,
                               is0, is1, v[1].buffer, v[1].offset, os0, s0,
                               s1);
      });
  return success();
}

LogicalResult selectFill(OpBuilder &b, linalg::FillOp op) {
  if (!op.hasPureBufferSemantics()) return failure();
  Value out = op.getOutputs().front();
  auto type = cast<MemRefType>(out.getType());
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  if (!type.hasStaticShape() || width < 8 || width > 64 ||
      !llvm::isPowerOf2_32(width))
    return failure();
  Location loc = op.getLoc();
  b.setInsertionPoint(op);
  AffineMap identity = b.getMultiDimIdentityMap(type.getRank());
  emitOverOuterLoops(
      b, loc, type.getShape(), {getStridedView(b, loc, out, identity)},
      [&](OpBuilder &nb, ArrayRef<StridedView> v, Value s0, Value s1) {
        auto [os0, os1] = getInnerStrides(nb, loc, v[0], type.getRank());
        vmvx::FillOp::create(nb, loc, op.getInputs().front(), v[0].buffer,
                             v[0].offset, os0, os1, s0, s1);
      });
  return success();
}

/// The static stride of dimension |dim| of |memref|, if known.
std::optional<int64_t> getStaticStride(Value memref, unsigned dim) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(cast<MemRefType>(memref.getType())
                 .getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(strides[dim]))
    return std::nullopt;
  return strides[dim];
}

/// A zero fill of |out| right before |op| (only pure ops between) that the
/// matmul can replace by overwriting instead of accumulating.
linalg::FillOp findZeroFill(Operation *op, Value out) {
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    if (auto fill = dyn_cast<linalg::FillOp>(prev)) {
      if (fill.getOutputs().front() != out) return {};
      Value value = fill.getInputs().front();
      if (matchPattern(value, m_AnyZeroFloat()) || matchPattern(value, m_Zero()))
        return fill;
      return {};
    }
    if (!isPure(prev)) return {};
  }
  return {};
}

/// linalg.matmul and linalg.batch_matmul (default maps, signed extension)
/// of f32 or i8 x i8 -> i32 on rows with unit inner stride. A zero fill it
/// absorbs is erased and added to |erased|.
LogicalResult selectMatmul(OpBuilder &b, linalg::LinalgOp op,
                           llvm::SmallPtrSetImpl<Operation *> &erased) {
  bool isBatch = isa<linalg::BatchMatmulOp>(op);
  SmallVector<AffineMap> defaults =
      isBatch ? linalg::BatchMatmulOp::getDefaultIndexingMaps(op.getContext())
              : linalg::MatmulOp::getDefaultIndexingMaps(op.getContext());
  std::optional<SmallVector<int64_t>> sizes = getStridedLoopSizes(op);
  if (!sizes || op.getIndexingMapsArray() != defaults) return failure();
  Value lhs = op.getDpsInputOperand(0)->get();
  Value rhs = op.getDpsInputOperand(1)->get();
  Value out = op.getDpsInitOperand(0)->get();
  Type lhsType = getElementType(lhs), rhsType = getElementType(rhs),
       outType = getElementType(out);
  bool f32 = lhsType.isF32() && rhsType.isF32() && outType.isF32();
  bool i8 = lhsType.isInteger(8) && rhsType.isInteger(8) &&
            outType.isInteger(32);
  linalg::TypeFn extension = isBatch
                                 ? cast<linalg::BatchMatmulOp>(op).getCast()
                                 : cast<linalg::MatmulOp>(op).getCast();
  if ((!f32 && !i8) || extension != linalg::TypeFn::cast_signed)
    return failure();
  unsigned inner = isBatch ? 2 : 1;
  for (Value operand : {lhs, rhs, out})
    if (getStaticStride(operand, inner) != 1) return failure();

  linalg::FillOp zeroFill = findZeroFill(op, out);
  Location loc = op.getLoc();
  b.setInsertionPoint(op);
  // Loops: [batch,] m, n, k. The kernel takes m, n, k; the batch loop stays.
  ArrayRef<int64_t> mnk = ArrayRef<int64_t>(*sizes).take_back(3);
  SmallVector<StridedView> views;
  for (OpOperand &operand : op->getOpOperands())
    views.push_back(getStridedView(b, loc, operand.get(),
                                   op.getMatchingIndexingMap(&operand)));
  // Row strides: lhs steps with m, rhs with k, out with m.
  unsigned m = isBatch ? 1 : 0, k = m + 2;
  auto emit = [&](OpBuilder &nb, ArrayRef<StridedView> v) {
    auto index = [&](int64_t value) {
      return arith::ConstantIndexOp::create(nb, loc, value);
    };
    auto matmul = vmvx::MatmulOp::create(
        nb, loc, v[0].buffer, v[0].offset, v[0].loopStrides[m], v[1].buffer,
        v[1].offset, v[1].loopStrides[k], v[2].buffer, v[2].offset,
        v[2].loopStrides[m], index(mnk[0]), index(mnk[1]), index(mnk[2]));
    matmul.setAccumulate(!zeroFill);
  };
  if (!isBatch) {
    emit(b, views);
  } else {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value batch = arith::ConstantIndexOp::create(b, loc, (*sizes)[0]);
    scf::ForOp::create(
        b, loc, zero, batch, one, ValueRange{},
        [&](OpBuilder &nb, Location nloc, Value iv, ValueRange) {
          SmallVector<StridedView> advanced(views);
          for (StridedView &view : advanced) {
            Value step =
                arith::MulIOp::create(nb, nloc, iv, view.loopStrides[0]);
            view.offset = arith::AddIOp::create(nb, nloc, view.offset, step);
          }
          emit(nb, advanced);
          scf::YieldOp::create(nb, nloc);
        });
  }
  if (zeroFill) {
    erased.insert(zeroFill);
    zeroFill.erase();
  }
  return success();
}

struct SelectMicrokernelsPass
    : impl::SelectMicrokernelsPassBase<SelectMicrokernelsPass> {
  using Base::Base;
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // memref.copy (from bufferization) and the named ops without kernels of
    // their own are matched in generic form.
    getOperation().walk([&](memref::CopyOp copy) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    });
    if (!enableMicrokernels) return;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (isa<linalg::GenericOp, linalg::MatmulOp, linalg::BatchMatmulOp,
              linalg::FillOp>(op))
        return;
      rewriter.setInsertionPoint(op);
      (void)linalg::generalizeNamedOp(rewriter, op);
    });

    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) { ops.push_back(op); });
    // Matmuls first: they may absorb the zero fill before them.
    std::stable_partition(ops.begin(), ops.end(), [](linalg::LinalgOp op) {
      return isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op);
    });
    llvm::SmallPtrSet<Operation *, 8> erased;
    OpBuilder b(&getContext());
    for (linalg::LinalgOp op : ops) {
      if (erased.contains(op)) continue;
      LogicalResult selected = failure();
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op))
        selected = selectMatmul(b, op, erased);
      else if (auto fill = dyn_cast<linalg::FillOp>(op.getOperation()))
        selected = selectFill(b, fill);
      else if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
        selected = succeeded(selectElementwise(b, generic))
                       ? success()
                       : selectReduction(b, generic);
      if (succeeded(selected)) op.erase();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::VMVX
