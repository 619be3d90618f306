//===- CaptureRegion.cpp - Ops moved into a capturing region --------------===//

#include "compiler/Dialect/Stream/Transforms/CaptureRegion.h"

#include "compiler/Dialect/Stream/IR/StreamOps.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::Stream {

void fillCaptureRegion(Operation *regionOp, ArrayRef<Operation *> ops,
                       ArrayRef<Value> captures, ArrayRef<Value> results,
                       ArrayRef<Value> resultSizes) {
  Block &body = regionOp->getRegion(0).front();
  Operation *yield = body.getTerminator();
  for (Operation *op : ops) op->moveBefore(yield);
  for (auto [capture, arg] : llvm::zip(captures, body.getArguments()))
    Value(capture).replaceUsesWithIf(arg, [&](OpOperand &use) {
      return regionOp->isProperAncestor(use.getOwner());
    });
  OpBuilder atYield(yield);
  YieldOp::create(atYield, yield->getLoc(), results, resultSizes);
  yield->erase();
  for (auto [result, replacement] : llvm::zip(results, regionOp->getResults()))
    Value(result).replaceUsesWithIf(replacement, [&](OpOperand &use) {
      return !regionOp->isProperAncestor(use.getOwner());
    });
}

} // namespace mlir::iree_compiler::IREE::Stream
