//===- LiftControlFlow.cpp - blocks and branches to scf -------------------===//

#include "compiler/InputConversion/StableHLO/Passes.h"
#include "mlir/Conversion/ControlFlowToSCF/ControlFlowToSCF.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::InputConversion {

#define GEN_PASS_DEF_LIFTCONTROLFLOWPASS
#include "compiler/InputConversion/StableHLO/Passes.h.inc"

namespace {

/// Host code has no poison and keeps no uninitialized tensors: a value the
/// lifting leaves undefined on some path, and canonicalization could not fold
/// away, becomes zero.
LogicalResult materializePoison(ub::PoisonOp poison) {
  OpBuilder builder(poison);
  Type type = poison.getType();
  Value value;
  if (auto tensorType = dyn_cast<RankedTensorType>(type);
      tensorType && tensorType.hasStaticShape())
    value = arith::ConstantOp::create(
        builder, poison.getLoc(), tensorType,
        DenseElementsAttr::get(
            tensorType, builder.getZeroAttr(tensorType.getElementType())));
  else if (isa<IntegerType, FloatType, IndexType>(type))
    value = arith::ConstantOp::create(builder, poison.getLoc(), type,
                                      builder.getZeroAttr(type));
  else
    return poison.emitError("no value stands for an undefined ") << type;
  poison.replaceAllUsesWith(value);
  poison.erase();
  return success();
}

struct LiftControlFlowPass
    : public impl::LiftControlFlowPassBase<LiftControlFlowPass> {
  void runOnOperation() override {
    ControlFlowToSCFTransformation lifting;
    bool changed = false;
    for (auto function : getOperation().getOps<func::FuncOp>()) {
      if (function.isExternal() || function.getBody().hasOneBlock())
        continue;
      DominanceInfo dominance(function);
      FailureOr<bool> lifted =
          transformCFGToSCF(function.getBody(), lifting, dominance);
      if (failed(lifted)) {
        function.emitError("control flow of '")
            << function.getSymName()
            << "' cannot be structured into loops and conditionals";
        return signalPassFailure();
      }
      changed |= *lifted;
    }
    if (!changed)
      return;
    // The lifted loops carry poison for values a path leaves undefined;
    // folding the selects and yields of poison removes most of it.
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    for (RegisteredOperationName op : context->getRegisteredOperations())
      op.getCanonicalizationPatterns(patterns, context);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    auto result = getOperation().walk([](ub::PoisonOp poison) {
      return failed(materializePoison(poison)) ? WalkResult::interrupt()
                                                : WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

} // namespace mlir::iree_compiler::InputConversion
