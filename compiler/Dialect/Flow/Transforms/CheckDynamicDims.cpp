//===- CheckDynamicDims.cpp - Host checks of sizes a linalg op equates ----===//
//
// Rules: for each linalg op on tensors of dynamic size, each loop the op's
// indexing maps read directly (a dimension expression) from several
// operand dimensions, at least one of them dynamic, gets one `cf.assert`
// per extra operand dimension comparing it with the first. Static pairs
// are the verifier's business; dimensions read through compound
// expressions (convolution windows) are not checked. A `tensor.cast` of a
// dynamic size to a static one asserts the size.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_CHECKDYNAMICDIMSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

void checkLinalgOp(linalg::LinalgOp op) {
  // Per loop: the (operand, dimension) pairs read along it.
  SmallVector<SmallVector<std::pair<OpOperand *, int64_t>>> readers(
      op.getNumLoops());
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type) continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [d, expr] : llvm::enumerate(map.getResults()))
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        readers[dim.getPosition()].push_back({&operand, d});
  }
  OpBuilder builder(op);
  Location loc = op.getLoc();
  auto isDynamic = [](std::pair<OpOperand *, int64_t> reader) {
    return cast<RankedTensorType>(reader.first->get().getType())
        .isDynamicDim(reader.second);
  };
  for (auto [loop, pairs] : llvm::enumerate(readers)) {
    if (pairs.size() < 2 || llvm::none_of(pairs, isDynamic)) continue;
    auto [first, firstDim] = pairs.front();
    Value expected =
        tensor::DimOp::create(builder, loc, first->get(), firstDim);
    for (auto [operand, dim] : ArrayRef(pairs).drop_front()) {
      Value actual = tensor::DimOp::create(builder, loc, operand->get(), dim);
      Value equal = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                          expected, actual);
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "dynamic sizes disagree: dimension " << dim << " of operand "
         << operand->getOperandNumber() << " and dimension " << firstDim
         << " of operand " << first->getOperandNumber() << " of '"
         << op->getName() << "' at " << loc << " (loop " << loop
         << ") must be equal";
      cf::AssertOp::create(builder, loc, equal, message);
    }
  }
}

/// A cast of a dynamic size to a static one asserts the size.
void checkCast(tensor::CastOp op) {
  auto source = cast<RankedTensorType>(op.getSource().getType());
  auto result = dyn_cast<RankedTensorType>(op.getType());
  if (!result) return;
  OpBuilder builder(op);
  Location loc = op.getLoc();
  for (int64_t d = 0; d < source.getRank(); ++d) {
    if (!source.isDynamicDim(d) || result.isDynamicDim(d)) continue;
    Value size = tensor::DimOp::create(builder, loc, op.getSource(), d);
    Value equal = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::eq, size,
        arith::ConstantIndexOp::create(builder, loc, result.getDimSize(d)));
    std::string message;
    llvm::raw_string_ostream os(message);
    os << "dynamic size disagrees: dimension " << d << " of 'tensor.cast' at "
       << loc << " must be " << result.getDimSize(d);
    cf::AssertOp::create(builder, loc, equal, message);
  }
}

struct CheckDynamicDimsPass
    : impl::CheckDynamicDimsPassBase<CheckDynamicDimsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureTensorSemantics()) ops.push_back(op);
    });
    for (linalg::LinalgOp op : ops) checkLinalgOp(op);
    SmallVector<tensor::CastOp> casts;
    getOperation().walk([&](tensor::CastOp op) { casts.push_back(op); });
    for (tensor::CastOp op : casts) checkCast(op);
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
