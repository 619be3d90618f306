//===- CheckStaticShapes.cpp - one error per dynamically shaped tensor ----===//

#include "compiler/InputConversion/StableHLO/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::iree_compiler::InputConversion {

#define GEN_PASS_DEF_CHECKSTATICSHAPESPASS
#include "compiler/InputConversion/StableHLO/Passes.h.inc"

namespace {

bool isDynamicTensor(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && isa<TensorType>(shaped) && !shaped.hasStaticShape();
}

struct CheckStaticShapesPass
    : public impl::CheckStaticShapesPassBase<CheckStaticShapesPass> {
  void runOnOperation() override {
    bool failed = false;
    getOperation().walk([&](Operation *op) {
      if (auto function = dyn_cast<func::FuncOp>(op)) {
        FunctionType type = function.getFunctionType();
        if (llvm::any_of(type.getInputs(), isDynamicTensor) ||
            llvm::any_of(type.getResults(), isDynamicTensor)) {
          function.emitError("dynamic shapes are not supported yet: '")
              << function.getSymName() << "' takes or returns " << type;
          failed = true;
        }
        return;
      }
      for (Type type : op->getResultTypes()) {
        if (!isDynamicTensor(type))
          continue;
        op->emitError("dynamic shapes are not supported yet: '")
            << op->getName() << "' produces " << type;
        failed = true;
        return;
      }
    });
    if (failed)
      signalPassFailure();
  }
};

} // namespace

} // namespace mlir::iree_compiler::InputConversion
