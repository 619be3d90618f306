//===- ConvertToFlowTensorOps.cpp - Host reshapes become views ------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
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
      // (A dynamic result's sizes come from the op's own shape reasoning:
      // expand_shape's output_shape, collapse_shape's products.)
      auto result = cast<RankedTensorType>(op->getResult(0).getType());
      if (result.hasStaticShape() ||
          isa<ReifyRankedShapedTypeOpInterface>(op))
        reshapes.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : reshapes) {
      rewriter.setInsertionPoint(op);
      auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
      SmallVector<Value> dims;
      if (!resultType.hasStaticShape()) {
        ReifiedRankedShapedTypeDims shapes;
        if (failed(reifyResultShapes(rewriter, op, shapes))) continue;
        for (auto [size, shape] :
             llvm::zip(shapes.front(), resultType.getShape()))
          if (ShapedType::isDynamic(shape))
            dims.push_back(getValueOrCreateConstantIndexOp(
                rewriter, op->getLoc(), size));
      }
      // A reshaped empty tensor is just an empty tensor of the new shape, so
      // it stays cheap to clone into dispatches.
      if (op->getOperand(0).getDefiningOp<tensor::EmptyOp>()) {
        rewriter.replaceOpWithNewOp<tensor::EmptyOp>(
            op, resultType.getShape(), resultType.getElementType(), dims);
        continue;
      }
      rewriter.replaceOpWithNewOp<TensorReshapeOp>(op, resultType,
                                                   op->getOperand(0), dims);
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
