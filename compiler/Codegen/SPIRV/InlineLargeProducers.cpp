//===- InlineLargeProducers.cpp - Recompute what workgroup memory can't hold ===//
//
// Distribution fuses a consumer's elementwise producers into each
// workgroup; bufferization then gives a producer's tile a temporary, which
// on a GPU is workgroup memory. A tile larger than the target's workgroup
// memory (a 70000-element window's exp) cannot be held there, so such a
// producer is inlined into its consumer instead (upstream elementwise
// fusion): the consumer recomputes each element where it reads it. A fill
// read as an input (a large splat filled from an unfoldable value) becomes
// its scalar operand, whatever its size.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_INLINELARGEPRODUCERSPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

int64_t getTensorBytes(Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  if (!type.hasStaticShape()) return 0;
  return type.getNumElements() *
         ((type.getElementTypeBitWidth() + 7) / 8);
}

/// An input of a generic whose all-parallel producer (a generic or a named
/// op such as a transpose) has a result larger than |maxBytes|, or that a
/// fill produces (never worth a temporary), or null.
OpOperand *findLargeProducerInput(Operation *root, int64_t maxBytes) {
  OpOperand *found = nullptr;
  root->walk([&](linalg::GenericOp consumer) {
    for (OpOperand *input : consumer.getDpsInputOperands()) {
      auto producer = input->get().getDefiningOp<linalg::LinalgOp>();
      if (producer &&
          (isa<linalg::FillOp>(producer) ||
           (producer.getNumLoops() == producer.getNumParallelLoops() &&
            getTensorBytes(input->get()) > maxBytes))) {
        found = input;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return found;
}

struct InlineLargeProducersPass
    : impl::InlineLargeProducersPassBase<InlineLargeProducersPass> {
  using Base::Base;
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    while (OpOperand *input =
               findLargeProducerInput(getOperation(), maxProducerBytes)) {
      auto consumer = cast<linalg::GenericOp>(input->getOwner());
      auto producer = input->get().getDefiningOp<linalg::LinalgOp>();
      // A fill is its scalar wherever it is read (a large splat filled from
      // an unfoldable value), whatever the consumer's indexing.
      if (auto fill = dyn_cast<linalg::FillOp>(producer.getOperation())) {
        SmallVector<AffineMap> maps = consumer.getIndexingMapsArray();
        maps[input->getOperandNumber()] =
            AffineMap::get(consumer.getNumLoops(), 0, {}, &getContext());
        rewriter.modifyOpInPlace(consumer, [&] {
          input->set(fill.value());
          consumer.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
        });
        if (fill->use_empty()) rewriter.eraseOp(fill);
        continue;
      }
      if (!isa<linalg::GenericOp>(producer)) {
        rewriter.setInsertionPoint(producer);
        if (failed(linalg::generalizeNamedOp(rewriter, producer)))
          return signalPassFailure();
        continue;
      }
      rewriter.setInsertionPoint(consumer);
      FailureOr<linalg::ElementwiseOpFusionResult> fused = failure();
      if (linalg::areElementwiseOpsFusable(input))
        fused = linalg::fuseElementwiseOps(rewriter, input);
      if (failed(fused)) {
        consumer.emitError("cannot recompute an operand too large for "
                           "workgroup memory (")
            << getTensorBytes(input->get()) << " bytes) where it is read";
        return signalPassFailure();
      }
      for (Value result : consumer->getResults())
        rewriter.replaceAllUsesWith(result, fused->replacements.lookup(result));
      rewriter.eraseOp(consumer);
      if (producer->use_empty()) rewriter.eraseOp(producer);
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
