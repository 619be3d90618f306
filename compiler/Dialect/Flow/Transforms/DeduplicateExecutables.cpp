//===- DeduplicateExecutables.cpp - One executable per distinct kernel ----===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/IR/OperationSupport.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_DEDUPLICATEEXECUTABLESPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// The single exported function outlining produces, or null.
func::FuncOp getSoleFunction(ExecutableOp executable) {
  auto exports = executable.getBody().getOps<ExecutableExportOp>();
  if (!llvm::hasSingleElement(exports)) return {};
  return (*exports.begin()).getFunction();
}

bool isEquivalent(func::FuncOp a, func::FuncOp b) {
  return a.getFunctionType() == b.getFunctionType() &&
         OperationEquivalence::isRegionEquivalentTo(
             &a.getBody(), &b.getBody(), OperationEquivalence::IgnoreLocations);
}

struct DeduplicateExecutablesPass
    : impl::DeduplicateExecutablesPassBase<DeduplicateExecutablesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<ExecutableOp> kept;
    DenseMap<StringAttr, ExecutableOp> replacement;
    for (auto executable : llvm::to_vector(module.getOps<ExecutableOp>())) {
      func::FuncOp func = getSoleFunction(executable);
      ExecutableOp match;
      for (ExecutableOp candidate : kept) {
        func::FuncOp other = getSoleFunction(candidate);
        if (func && other && isEquivalent(func, other)) match = candidate;
        if (match) break;
      }
      if (!match) {
        kept.push_back(executable);
        continue;
      }
      replacement[executable.getSymNameAttr()] = match;
    }
    if (replacement.empty()) return;

    module.walk([&](DispatchOp dispatch) {
      ExecutableOp target =
          replacement.lookup(dispatch.getEntryPoint().getRootReference());
      if (!target) return;
      StringAttr exportName = getSoleFunction(target).getSymNameAttr();
      dispatch.setEntryPointAttr(SymbolRefAttr::get(
          target.getSymNameAttr(), {FlatSymbolRefAttr::get(exportName)}));
    });
    for (auto &entry : replacement)
      cast<ExecutableOp>(SymbolTable::lookupSymbolIn(module, entry.first))
          .erase();
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
