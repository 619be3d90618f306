//===- ConvertTensorToPrimitive.cpp - 0-d host state becomes scalars ------===//
//
// Loop counters and predicates that HLO writes as 0-d tensors move to the
// host as scalars: state carried by host scf.while/scf.if is extracted at the
// region boundaries, and 0-d elementwise linalg.generics whose inputs the
// host already holds are computed there. The extract/from_elements pairs
// this leaves fold away, so only values computed from device tensors are
// ever read back.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_CONVERTTENSORTOPRIMITIVEPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// Element types the VM computes with (i1..i64 live in i32/i64 registers).
bool isHostScalarType(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth() <= 64;
  return type.isF32() || type.isF64();
}

/// A 0-d tensor of a host scalar type.
bool isPrimitiveTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0 &&
         isHostScalarType(tensor.getElementType());
}

/// Ops of host code: directly in a function or in host control flow.
bool isOnHost(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<func::FuncOp>(parent)) return true;
    if (!isa<scf::WhileOp, scf::IfOp>(parent)) return false;
  }
  return false;
}

/// The arith ops the VM conversion lowers to native instructions.
bool isHostArithOp(Operation *op) {
  return isa<arith::ConstantOp, arith::AddIOp, arith::SubIOp, arith::MulIOp,
             arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
             arith::MinSIOp, arith::MinUIOp, arith::MaxSIOp, arith::MaxUIOp,
             arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::ShLIOp,
             arith::ShRSIOp, arith::ShRUIOp, arith::AddFOp, arith::SubFOp,
             arith::MulFOp, arith::DivFOp, arith::RemFOp, arith::MinNumFOp,
             arith::MaxNumFOp, arith::NegFOp, arith::CmpIOp, arith::CmpFOp,
             arith::SelectOp, arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
             arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp,
             arith::FPToUIOp, arith::ExtFOp, arith::TruncFOp,
             arith::BitcastOp>(op) &&
         llvm::all_of(op->getOperandTypes(), isHostScalarType) &&
         llvm::all_of(op->getResultTypes(), isHostScalarType);
}

/// Whether the host can read |value|'s element without waiting for the
/// device: it was made from scalars, is a constant or is a function input.
bool isHostAvailable(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value))
    return isa<func::FuncOp>(arg.getOwner()->getParentOp());
  return isa_and_nonnull<tensor::FromElementsOp, arith::ConstantOp>(
      value.getDefiningOp());
}

Value extractScalar(OpBuilder &builder, Location loc, Value tensor) {
  return tensor::ExtractOp::create(builder, loc, tensor, ValueRange{});
}

/// Retypes |value| (a block argument or result) to its element type and
/// gives its users a 0-d tensor rebuilt right after it.
void scalarizeValue(OpBuilder &builder, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  value.setType(type.getElementType());
  if (auto arg = dyn_cast<BlockArgument>(value))
    builder.setInsertionPointToStart(arg.getOwner());
  else
    builder.setInsertionPointAfterValue(value);
  auto tensor = tensor::FromElementsOp::create(builder, value.getLoc(), type,
                                               ValueRange{value});
  value.replaceAllUsesExcept(tensor, tensor);
}

/// Replaces the operands of |op| at |positions| by their extracted scalars.
void extractOperands(OpBuilder &builder, Operation *op, unsigned firstOperand,
                     ArrayRef<unsigned> positions) {
  builder.setInsertionPoint(op);
  for (unsigned position : positions) {
    OpOperand &operand = op->getOpOperand(firstOperand + position);
    operand.set(extractScalar(builder, op->getLoc(), operand.get()));
  }
}

SmallVector<unsigned> primitivePositions(TypeRange types) {
  SmallVector<unsigned> positions;
  for (auto [i, type] : llvm::enumerate(types))
    if (isPrimitiveTensor(type)) positions.push_back(i);
  return positions;
}

void scalarizeLoopState(scf::WhileOp loop) {
  OpBuilder builder(loop);
  // Before-region arguments have the init types, the after-region arguments
  // and the results the types scf.condition forwards.
  SmallVector<unsigned> carried = primitivePositions(loop.getInits().getTypes());
  SmallVector<unsigned> forwarded = primitivePositions(loop.getResultTypes());
  extractOperands(builder, loop, 0, carried);
  extractOperands(builder, loop.getConditionOp(), 1, forwarded);
  extractOperands(builder, loop.getYieldOp(), 0, carried);
  for (unsigned i : carried) scalarizeValue(builder, loop.getBeforeArguments()[i]);
  for (unsigned i : forwarded) {
    scalarizeValue(builder, loop.getAfterArguments()[i]);
    scalarizeValue(builder, loop.getResult(i));
  }
}

void scalarizeBranchResults(scf::IfOp ifOp) {
  OpBuilder builder(ifOp);
  SmallVector<unsigned> positions = primitivePositions(ifOp.getResultTypes());
  if (positions.empty()) return;
  for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
    extractOperands(builder, region->front().getTerminator(), 0, positions);
  for (unsigned i : positions) scalarizeValue(builder, ifOp.getResult(i));
}

/// A 0-d elementwise generic over host-available inputs, computed by the
/// host instead of a dispatch.
struct ComputeZeroDimGenericOnHost : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumLoops() != 0 || !op.hasPureTensorSemantics() || !isOnHost(op))
      return failure();
    if (!llvm::all_of(op.getResultTypes(), isPrimitiveTensor))
      return failure();
    for (Value input : op.getDpsInputs())
      if (!isPrimitiveTensor(input.getType()) || !isHostAvailable(input))
        return failure();
    Block &body = op.getRegion().front();
    for (BlockArgument init : body.getArguments().drop_front(op.getNumDpsInputs()))
      if (!init.use_empty()) return failure();
    for (Operation &inner : body.without_terminator())
      if (!isHostArithOp(&inner)) return failure();

    Location loc = op.getLoc();
    IRMapping mapping;
    for (auto [input, arg] : llvm::zip(op.getDpsInputs(), body.getArguments()))
      mapping.map(arg, extractScalar(rewriter, loc, input));
    for (Operation &inner : body.without_terminator()) rewriter.clone(inner, mapping);
    SmallVector<Value> results;
    for (auto [yielded, type] :
         llvm::zip(body.getTerminator()->getOperands(), op.getResultTypes()))
      results.push_back(tensor::FromElementsOp::create(
          rewriter, loc, type, ValueRange{mapping.lookupOrDefault(yielded)}));
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct ConvertTensorToPrimitivePass
    : impl::ConvertTensorToPrimitivePassBase<ConvertTensorToPrimitivePass> {
  void runOnOperation() override {
    getOperation().walk([&](Operation *op) {
      if (!isOnHost(op)) return;
      if (auto loop = dyn_cast<scf::WhileOp>(op)) scalarizeLoopState(loop);
      if (auto ifOp = dyn_cast<scf::IfOp>(op)) scalarizeBranchResults(ifOp);
    });
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<ComputeZeroDimGenericOnHost>(context);
    tensor::ExtractOp::getCanonicalizationPatterns(patterns, context);
    tensor::FromElementsOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
