//===- FoldEmptyTensors.cpp - Computations with no elements disappear -----===//
//
// A linalg op with a loop of size 0 runs no iteration, so its results are
// its inits (a reduction over an empty dimension is its initial value, a
// matmul with K = 0 its fill); any other side-effect-free op whose results
// all have no elements becomes tensor.empty. Nothing with zero elements is
// then left to dispatch: empty tensors the host returns or checks get a
// buffer of their own and no kernel ever runs over zero-sized loops.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_FOLDEMPTYTENSORSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

bool hasNoElements(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() && tensor.getNumElements() == 0;
}

struct FoldZeroTripLinalgOp
    : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        !llvm::is_contained(op.getStaticLoopRanges(), 0))
      return failure();
    rewriter.replaceOp(op, op.getDpsInits());
    return success();
  }
};

struct EmptyResultsToEmptyTensor : RewritePattern {
  EmptyResultsToEmptyTensor(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (isa<tensor::EmptyOp>(op) || op->getNumResults() == 0 ||
        op->getNumRegions() != 0 || !isMemoryEffectFree(op) ||
        !llvm::all_of(op->getResultTypes(), hasNoElements))
      return failure();
    SmallVector<Value> empties;
    for (Type type : op->getResultTypes()) {
      auto tensor = cast<RankedTensorType>(type);
      empties.push_back(tensor::EmptyOp::create(
          rewriter, op->getLoc(), tensor.getShape(), tensor.getElementType()));
    }
    rewriter.replaceOp(op, empties);
    return success();
  }
};

struct FoldEmptyTensorsPass
    : impl::FoldEmptyTensorsPassBase<FoldEmptyTensorsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldZeroTripLinalgOp, EmptyResultsToEmptyTensor>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
