//===- SubgroupReduce.cpp - Innermost reductions across a subgroup --------===//
//
// A bufferized reduction over its innermost dimension, whose output a fill
// just before initializes, becomes one row per subgroup: each lane folds
// every subgroup-size-th element of the row from the combiner's neutral
// value, one subgroup operation combines the lanes, and lane 0 combines the
// total into the output. Rows are spread over the workgroup's subgroups, so
// a long row is read by all lanes of a subgroup at once instead of by one
// invocation.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_SUBGROUPREDUCEPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// The subgroup operation of the single combining op in |body| (which
/// combines the element, argument 0, with the accumulator, the last
/// argument), or nothing.
std::optional<gpu::AllReduceOperation> getCombiner(Block &body) {
  if (body.getOperations().size() != 2) return std::nullopt;
  Operation &op = body.front();
  if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
      body.getTerminator()->getOperand(0) != op.getResult(0) ||
      !llvm::is_contained(op.getOperands(), body.getArgument(0)) ||
      !llvm::is_contained(op.getOperands(), body.getArguments().back()))
    return std::nullopt;
  return llvm::TypeSwitch<Operation *, std::optional<gpu::AllReduceOperation>>(
             &op)
      .Case([](arith::AddFOp) { return gpu::AllReduceOperation::ADD; })
      .Case([](arith::AddIOp) { return gpu::AllReduceOperation::ADD; })
      .Case([](arith::MaxNumFOp) { return gpu::AllReduceOperation::MAXNUMF; })
      .Case([](arith::MinNumFOp) { return gpu::AllReduceOperation::MINNUMF; })
      .Case([](arith::MaximumFOp) { return gpu::AllReduceOperation::MAXIMUMF; })
      .Case([](arith::MinimumFOp) { return gpu::AllReduceOperation::MINIMUMF; })
      .Case([](arith::MaxSIOp) { return gpu::AllReduceOperation::MAXSI; })
      .Case([](arith::MinSIOp) { return gpu::AllReduceOperation::MINSI; })
      .Default([](Operation *) { return std::nullopt; });
}

/// |partial| combined over the lanes of the subgroup. Subgroup min/max
/// operations leave NaN and signed zeros to the implementation, so the
/// NaN-propagating maximumf/minimumf take the number-preferring operation
/// and a NaN when any lane has one.
Value combineLanes(ImplicitLocOpBuilder &b, Value partial,
                   gpu::AllReduceOperation kind) {
  bool propagateNaN = kind == gpu::AllReduceOperation::MAXIMUMF ||
                      kind == gpu::AllReduceOperation::MINIMUMF;
  if (!propagateNaN)
    return gpu::SubgroupReduceOp::create(b, partial, kind, /*uniform=*/false);
  Value total = gpu::SubgroupReduceOp::create(
      b, partial,
      kind == gpu::AllReduceOperation::MAXIMUMF
          ? gpu::AllReduceOperation::MAXNUMF
          : gpu::AllReduceOperation::MINNUMF,
      /*uniform=*/false);
  Value isNaN =
      arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, partial, partial);
  Value anyNaN = gpu::SubgroupReduceOp::create(
      b, arith::ExtUIOp::create(b, b.getI32Type(), isNaN),
      gpu::AllReduceOperation::MAXSI, /*uniform=*/false);
  auto type = cast<FloatType>(partial.getType());
  Value nan = arith::ConstantOp::create(
      b, b.getFloatAttr(type, APFloat::getNaN(type.getFloatSemantics())));
  Value hasNaN = arith::CmpIOp::create(
      b, arith::CmpIPredicate::ne, anyNaN,
      arith::ConstantIntOp::create(b, b.getI32Type(), 0));
  return arith::SelectOp::create(b, hasNaN, nan, total);
}

/// Rewrites |reduction| (a linalg op with one input read through the
/// identity map, one 32-bit output over its leading loops, the last loop
/// the reduction) into the subgroup form; leaves it if it does not fit.
LogicalResult rewrite(linalg::LinalgOp reduction) {
  if (reduction.getNumDpsInputs() != 1 || reduction.getNumDpsInits() != 1 ||
      reduction.getNumReductionLoops() != 1 ||
      !reduction.hasPureBufferSemantics())
    return failure();
  unsigned loops = reduction.getNumLoops();
  SmallVector<utils::IteratorType> iterators =
      reduction.getIteratorTypesArray();
  if (iterators.back() != utils::IteratorType::reduction) return failure();
  SmallVector<AffineMap> maps = reduction.getIndexingMapsArray();
  MLIRContext *context = reduction.getContext();
  if (!maps[0].isIdentity() ||
      maps[1] != AffineMap::getMultiDimIdentityMap(loops, context)
                     .getMajorSubMap(loops - 1))
    return failure();
  Value input = reduction.getDpsInputs()[0];
  Value output = reduction.getDpsInits()[0];
  auto inputType = cast<MemRefType>(input.getType());
  Type element = inputType.getElementType();
  if (!inputType.hasStaticShape() || element.getIntOrFloatBitWidth() != 32 ||
      cast<MemRefType>(output.getType()).getElementType() != element)
    return failure();
  std::optional<gpu::AllReduceOperation> kind =
      getCombiner(*reduction.getBlock());
  if (!kind) return failure();
  Operation *combiner = &reduction.getBlock()->front();
  std::optional<TypedAttr> neutral = arith::getNeutralElement(combiner);
  if (!neutral) return failure();
  // The output must have been initialized just before (the fill's barrier
  // orders it before this).
  auto fill = dyn_cast_or_null<linalg::FillOp>(reduction->getPrevNode());
  if (!fill || fill.getDpsInits()[0] != output) return failure();

  ImplicitLocOpBuilder b(reduction.getLoc(), reduction);
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, v);
  };
  ArrayRef<int64_t> shape = inputType.getShape();
  int64_t rows = 1;
  for (int64_t size : shape.drop_back()) rows *= size;
  Value subgroup = gpu::SubgroupIdOp::create(b, /*upper_bound=*/nullptr);
  Value subgroups = gpu::NumSubgroupsOp::create(b, /*upper_bound=*/nullptr);
  Value lane = gpu::LaneIdOp::create(b, /*upper_bound=*/nullptr);
  Value lanes = gpu::SubgroupSizeOp::create(b, /*upper_bound=*/nullptr);
  auto rowLoop = scf::ForOp::create(b, subgroup, index(rows), subgroups);
  rowLoop->setAttr(kPerInvocationAttr, b.getUnitAttr());
  b.setInsertionPointToStart(rowLoop.getBody());
  // The row's indices, innermost output dimension fastest.
  SmallVector<Value> rowIndices(shape.size() - 1);
  Value rest = rowLoop.getInductionVar();
  for (int d = shape.size() - 2; d >= 0; --d) {
    rowIndices[d] = d == 0 ? rest : arith::RemUIOp::create(b, rest, index(shape[d]));
    if (d != 0) rest = arith::DivUIOp::create(b, rest, index(shape[d]));
  }
  auto combine = [&](Value elementValue, Value accumulator) {
    IRMapping mapping;
    mapping.map(reduction.getBlock()->getArgument(0), elementValue);
    mapping.map(reduction.getBlock()->getArguments().back(), accumulator);
    return b.clone(*combiner, mapping)->getResult(0);
  };
  Value start = arith::ConstantOp::create(b, *neutral);
  // Every lane runs the same, non-zero number of steps (the SPIR-V lowering
  // of a loop's results assumes at least one), lanes past the row's end
  // folding the neutral value.
  int64_t length = shape.back();
  Value steps = arith::CeilDivUIOp::create(b, index(length), lanes);
  auto laneLoop =
      scf::ForOp::create(b, index(0), arith::MulIOp::create(b, steps, lanes),
                         lanes, ValueRange{start});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(laneLoop.getBody());
    Value position = arith::AddIOp::create(b, laneLoop.getInductionVar(), lane);
    Value inRow = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, position,
                                        index(length));
    SmallVector<Value> indices(rowIndices);
    indices.push_back(arith::MinUIOp::create(b, position, index(length - 1)));
    Value value = memref::LoadOp::create(b, input, indices);
    value = arith::SelectOp::create(b, inRow, value, start);
    scf::YieldOp::create(
        b, combine(value, laneLoop.getRegionIterArgs().front()));
  }
  Value total = combineLanes(b, laneLoop.getResult(0), *kind);
  Value first = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, lane,
                                      index(0));
  auto ifFirst = scf::IfOp::create(b, first);
  b.setInsertionPointToStart(ifFirst.thenBlock());
  Value current = memref::LoadOp::create(b, output, rowIndices);
  memref::StoreOp::create(b, combine(total, current), output, rowIndices);
  reduction->erase();
  return success();
}

struct SubgroupReducePass
    : impl::SubgroupReducePassBase<SubgroupReducePass> {
  void runOnOperation() override {
    // Only for targets with subgroup arithmetic.
    spirv::TargetEnv env(spirv::lookupTargetEnvOrDefault(getOperation()));
    if (!env.allows(spirv::Capability::GroupNonUniformArithmetic)) return;
    SmallVector<linalg::LinalgOp> reductions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (isa<linalg::GenericOp, linalg::ReduceOp>(op) &&
          op.getNumReductionLoops() == 1)
        reductions.push_back(op);
    });
    for (linalg::LinalgOp reduction : reductions) (void)rewrite(reduction);
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
