//===- SubgroupReduce.cpp - Innermost reductions across a subgroup --------===//
//
// A bufferized reduction over its innermost dimension becomes one row per
// subgroup: each lane folds every subgroup-size-th element of the row from
// the combiner's neutral value, one subgroup operation combines the lanes,
// and lane 0 combines the total into the output. Rows are spread over the workgroup's subgroups, so
// a long row is read by all lanes of a subgroup at once instead of by one
// invocation. Contractions the matmul kernel does not take (a classifier's
// ten columns, an odd M) are such reductions of products: each output is a
// row whose elements the body computes from its inputs.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Kernels.h"
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

/// The subgroup operation of |combiner|, an op combining some value with the
/// accumulator (the last argument of |body|), or nothing.
std::optional<gpu::AllReduceOperation> getCombinerKind(Operation *combiner,
                                                       Block &body) {
  Value accumulator = body.getArguments().back();
  if (!combiner || combiner->getBlock() != &body ||
      combiner->getNumOperands() != 2 || combiner->getNumResults() != 1 ||
      !llvm::is_contained(combiner->getOperands(), accumulator) ||
      combiner->getOperand(0) == combiner->getOperand(1) ||
      !accumulator.hasOneUse())
    return std::nullopt;
  return llvm::TypeSwitch<Operation *, std::optional<gpu::AllReduceOperation>>(
             combiner)
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

/// Rewrites |reduction| (a linalg op whose last loop is its only reduction,
/// with one 32-bit output over its leading loops and inputs read through
/// broadcast maps: a row reduction, or a contraction whose body
/// computes a product the combiner accumulates) into the subgroup form;
/// leaves it if it does not fit. Contractions need rows of at least
/// |minContractionLength| elements to keep the lanes busy.
LogicalResult rewrite(linalg::LinalgOp reduction,
                      int64_t minContractionLength) {
  if (reduction.getNumDpsInits() != 1 ||
      reduction.getNumReductionLoops() != 1 ||
      !reduction.hasPureBufferSemantics())
    return failure();
  unsigned loops = reduction.getNumLoops();
  SmallVector<utils::IteratorType> iterators =
      reduction.getIteratorTypesArray();
  if (iterators.back() != utils::IteratorType::reduction) return failure();
  SmallVector<AffineMap> maps = reduction.getIndexingMapsArray();
  MLIRContext *context = reduction.getContext();
  if (maps.back() != AffineMap::getMultiDimIdentityMap(loops, context)
                         .getMajorSubMap(loops - 1) ||
      !llvm::all_of(maps, isBroadcastMap))
    return failure();
  SmallVector<int64_t> ranges = reduction.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic)) return failure();
  Value output = reduction.getDpsInits()[0];
  Type element = cast<MemRefType>(output.getType()).getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() != 32)
    return failure();
  Block &body = *reduction.getBlock();
  Operation *combiner = body.getTerminator()->getOperand(0).getDefiningOp();
  std::optional<gpu::AllReduceOperation> kind =
      getCombinerKind(combiner, body);
  if (!kind) return failure();
  Value accumulator = body.getArguments().back();
  Value combined = combiner->getOperand(0) == accumulator
                       ? combiner->getOperand(1)
                       : combiner->getOperand(0);
  bool isRowReduction = reduction.getNumDpsInputs() == 1 &&
                        combined == body.getArgument(0) &&
                        maps[0].isIdentity();
  int64_t length = ranges.back();
  if (!isRowReduction && length < minContractionLength) return failure();
  std::optional<TypedAttr> neutral = arith::getNeutralElement(combiner);
  if (!neutral) return failure();
  // Lane 0 combines the row's total with the output's value: whatever op
  // initialized it (a fill, or a copy of one that CSE shared between two
  // reductions) ran before, its writes ordered by the barrier after it
  // (DistributeToInvocations puts one after every shared op, and before a
  // row loop that follows other per-invocation work).
  ImplicitLocOpBuilder b(reduction.getLoc(), reduction);
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, v);
  };
  int64_t rows = 1;
  for (int64_t size : ArrayRef<int64_t>(ranges).drop_back()) rows *= size;
  Value subgroup = gpu::SubgroupIdOp::create(b, /*upper_bound=*/nullptr);
  Value subgroups = gpu::NumSubgroupsOp::create(b, /*upper_bound=*/nullptr);
  Value lane = gpu::LaneIdOp::create(b, /*upper_bound=*/nullptr);
  Value lanes = gpu::SubgroupSizeOp::create(b, /*upper_bound=*/nullptr);
  auto rowLoop = scf::ForOp::create(b, subgroup, index(rows), subgroups);
  rowLoop->setAttr(kPerInvocationAttr, b.getUnitAttr());
  b.setInsertionPointToStart(rowLoop.getBody());
  // The row's indices, innermost output dimension fastest.
  SmallVector<Value> rowIndices(loops - 1);
  Value rest = rowLoop.getInductionVar();
  for (int d = loops - 2; d >= 0; --d) {
    rowIndices[d] =
        d == 0 ? rest : arith::RemUIOp::create(b, rest, index(ranges[d]));
    if (d != 0) rest = arith::DivUIOp::create(b, rest, index(ranges[d]));
  }
  auto combine = [&](Value elementValue, Value accumulatorValue) {
    IRMapping mapping;
    mapping.map(combined, elementValue);
    mapping.map(accumulator, accumulatorValue);
    return b.clone(*combiner, mapping)->getResult(0);
  };
  Value start = arith::ConstantOp::create(b, *neutral);
  // Every lane runs the same, non-zero number of steps (the SPIR-V lowering
  // of a loop's results assumes at least one), lanes past the row's end
  // folding the neutral value.
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
    SmallVector<Value> ivs(rowIndices);
    ivs.push_back(arith::MinUIOp::create(b, position, index(length - 1)));
    // The element the body combines: its inputs loaded, its other ops
    // cloned.
    IRMapping mapping;
    for (OpOperand *input : reduction.getDpsInputOperands()) {
      // Scalar operands (a quantized matmul's zero points) are used as is.
      if (!isa<MemRefType>(input->get().getType())) {
        mapping.map(body.getArgument(input->getOperandNumber()), input->get());
        continue;
      }
      SmallVector<Value> indices = getBroadcastIndices(
          b, b.getLoc(), reduction.getMatchingIndexingMap(input), ivs);
      mapping.map(body.getArgument(input->getOperandNumber()),
                  memref::LoadOp::create(b, input->get(), indices));
    }
    for (Operation &op : body.without_terminator()) {
      if (&op == combiner) continue;
      if (auto indexOp = dyn_cast<linalg::IndexOp>(op)) {
        mapping.map(indexOp.getResult(), ivs[indexOp.getDim()]);
        continue;
      }
      b.clone(op, mapping);
    }
    Value value = arith::SelectOp::create(b, inRow, mapping.lookup(combined),
                                          start);
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
    int64_t subgroupSize = env.getResourceLimits().getSubgroupSize();
    SmallVector<linalg::LinalgOp> reductions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.getNumReductionLoops() == 1 && !isa<linalg::FillOp>(op))
        reductions.push_back(op);
    });
    for (linalg::LinalgOp reduction : reductions)
      (void)rewrite(reduction, subgroupSize);
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
