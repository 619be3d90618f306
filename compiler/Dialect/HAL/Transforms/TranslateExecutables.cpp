//===- TranslateExecutables.cpp - Run target backends on executables ------===//

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/Target/TargetBackend.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_TRANSLATEEXECUTABLESPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

struct TranslateExecutablesPass
    : impl::TranslateExecutablesPassBase<TranslateExecutablesPass> {
  using Base::Base;

  void runOnOperation() override {
    TargetOptions options;
    options.llvmTargetCPU = targetCPU;
    options.llvmTargetTriple = targetTriple;
    options.llvmTargetCPUFeatures = targetCPUFeatures;
    options.vmvxMicrokernels = vmvxMicrokernels;
    options.vulkanTarget = vulkanTarget;
    llvm::StringMap<std::unique_ptr<TargetBackend>> backends;
    SmallVector<ExecutableVariantOp> variants;
    getOperation().walk([&](ExecutableVariantOp v) { variants.push_back(v); });
    for (ExecutableVariantOp variant : variants) {
      if (!variant.getInnerModule()) continue;  // already serialized
      std::unique_ptr<TargetBackend> &backend = backends[variant.getTarget()];
      if (!backend) backend = createTargetBackend(variant.getTarget(), options);
      if (!backend) {
        variant.emitError("unknown target backend '")
            << variant.getTarget() << "'; available: "
            << llvm::join(getTargetBackendNames(), ", ");
        return signalPassFailure();
      }
      if (failed(backend->configure(variant)) ||
          failed(backend->translate(variant)) ||
          failed(backend->serialize(variant)))
        return signalPassFailure();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
