//===- ConvertToFlowTensorOps.cpp - Host reshapes become views ------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_CONVERTTOFLOWTENSOROPSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

struct ConvertToFlowTensorOpsPass
    : impl::ConvertToFlowTensorOpsPassBase<ConvertToFlowTensorOpsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> reshapes;
    getOperation().walk([&](Operation *op) {
      if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
               tensor::ReshapeOp>(op))
        return;
      if (op->getParentOfType<DispatchRegionOp>()) return;
      auto source = cast<RankedTensorType>(op->getOperand(0).getType());
      auto result = cast<RankedTensorType>(op->getResult(0).getType());
      if (source.hasStaticShape() && result.hasStaticShape())
        reshapes.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : reshapes) {
      rewriter.setInsertionPoint(op);
      rewriter.replaceOpWithNewOp<TensorReshapeOp>(
          op, op->getResult(0).getType(), op->getOperand(0));
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
