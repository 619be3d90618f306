//===- StripSharding.cpp - drop sdy ops and sharding attributes -----------===//

#include "compiler/InputConversion/StableHLO/Passes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::iree_compiler::InputConversion {

#define GEN_PASS_DEF_STRIPSHARDINGPASS
#include "compiler/InputConversion/StableHLO/Passes.h.inc"

namespace {

bool isShardingAttrName(StringRef name) {
  return name.starts_with("sdy.") || name.starts_with("mhlo.") ||
         name.starts_with("jax.");
}

/// `attrs` without sharding entries.
DictionaryAttr filterDict(MLIRContext *ctx, DictionaryAttr attrs) {
  SmallVector<NamedAttribute> kept;
  if (attrs)
    for (NamedAttribute attr : attrs)
      if (!isShardingAttrName(attr.getName()))
        kept.push_back(attr);
  return DictionaryAttr::get(ctx, kept);
}

struct StripShardingPass
    : public impl::StripShardingPassBase<StripShardingPass> {
  void runOnOperation() override {
    SmallVector<Operation *> sdyOps;
    getOperation()->walk([&](Operation *op) {
      if (op->getName().getDialectNamespace() == "sdy") {
        sdyOps.push_back(op);
        return;
      }
      for (NamedAttribute attr : llvm::to_vector(op->getDiscardableAttrs()))
        if (isShardingAttrName(attr.getName()))
          op->removeDiscardableAttr(attr.getName());
      auto function = dyn_cast<FunctionOpInterface>(op);
      if (!function)
        return;
      for (unsigned i = 0; i < function.getNumArguments(); ++i)
        function.setArgAttrs(i, filterDict(&getContext(), function.getArgAttrDict(i)));
      for (unsigned i = 0; i < function.getNumResults(); ++i)
        function.setResultAttrs(i, filterDict(&getContext(),
                                                   function.getResultAttrDict(i)));
    });
    for (Operation *op : sdyOps) {
      // Annotations on values (sharding_constraint, reshard, ...) forward
      // their operands.
      if (!op->use_empty()) {
        if (op->getNumOperands() < op->getNumResults() ||
            !llvm::equal(TypeRange(op->getOperands().take_front(op->getNumResults())),
                         op->getResultTypes())) {
          op->emitError("cannot drop this sdy op: its results are not its "
                        "operands");
          return signalPassFailure();
        }
        op->replaceAllUsesWith(
            op->getOperands().take_front(op->getNumResults()));
      }
      op->erase();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::InputConversion
