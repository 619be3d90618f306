//===- InlineTensorGlobals.cpp - Tensor globals become their values -------===//
//
// Host programs hold tensors in SSA values, not globals. An immutable
// `util.global` of tensor type is a value known when compiling, so each
// `util.global.load` of it becomes that value where it is loaded:
// - a dense initial value: an `arith.constant` (which fusion, dispatch
//   formation and const-eval treat like any constant);
// - a `#flow.parameter.named<"scope"::"key">`: a `flow.tensor.parameter`,
//   loaded at run time from the parameter files (docs/parameters.md).
// The globals then go. A mutable tensor global, or one without an initial
// value, is one error at the global: the stream phase has no tensor state
// across calls yet.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_INLINETENSORGLOBALSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

struct InlineTensorGlobalsPass
    : impl::InlineTensorGlobalsPassBase<InlineTensorGlobalsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbolTable(module);
    bool failed = false;
    SmallVector<Util::GlobalOp> inlined;
    for (auto global : module.getOps<Util::GlobalOp>()) {
      auto type = dyn_cast<RankedTensorType>(global.getType());
      if (!type) continue;
      Attribute value = global.getInitialValueAttr();
      auto dense = dyn_cast_if_present<ElementsAttr>(value);
      auto parameter = dyn_cast_if_present<ParameterNamedAttr>(value);
      if (global.getIsMutable() || (!dense && !parameter)) {
        global.emitError("tensor globals must be immutable with a dense or "
                         "#flow.parameter.named initial value; ")
            << (global.getIsMutable() ? "this one is mutable"
                                      : "this one has none");
        failed = true;
        continue;
      }
      inlined.push_back(global);
    }
    if (failed) return signalPassFailure();
    for (Util::GlobalOp global : inlined) {
      auto type = cast<RankedTensorType>(global.getType());
      std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(global, module);
      for (const SymbolTable::SymbolUse &use : *uses) {
        auto load = dyn_cast<Util::GlobalLoadOp>(use.getUser());
        if (!load) {
          use.getUser()->emitError("uses tensor global @")
              << global.getSymName() << ", which is only ever loaded";
          return signalPassFailure();
        }
        OpBuilder builder(load);
        Value value;
        if (auto parameter =
                dyn_cast<ParameterNamedAttr>(global.getInitialValueAttr()))
          value = TensorParameterOp::create(builder, load.getLoc(), type,
                                            parameter.getScope(),
                                            parameter.getKey());
        else
          value = arith::ConstantOp::create(
              builder, load.getLoc(), type,
              cast<TypedAttr>(global.getInitialValueAttr()));
        load.replaceAllUsesWith(value);
        load.erase();
      }
      global.erase();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
