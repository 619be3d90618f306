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
      auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
      // A reshaped empty tensor is just an empty tensor of the new shape, so
      // it stays cheap to clone into dispatches.
      if (op->getOperand(0).getDefiningOp<tensor::EmptyOp>()) {
        rewriter.replaceOpWithNewOp<tensor::EmptyOp>(
            op, resultType.getShape(), resultType.getElementType());
        continue;
      }
      rewriter.replaceOpWithNewOp<TensorReshapeOp>(op, resultType,
                                                   op->getOperand(0));
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
