//===- Passes.cpp - StableHLO input pipeline ------------------------------===//

#include "compiler/InputConversion/StableHLO/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::iree_compiler::InputConversion {

namespace {
#define GEN_PASS_REGISTRATION
#include "compiler/InputConversion/StableHLO/Passes.h.inc"
} // namespace

void buildStableHLOInputPipeline(OpPassManager &pm) {
  pm.addPass(createStripShardingPass());
  // JAX reaches helpers through `call`; one function body per entry point is
  // what the later phases expect.
  pm.addPass(createInlinerPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createStableHLOToLinalgPass());
  pm.addPass(createCanonicalizerPass());
}

void registerStableHLOInputPasses() {
  registerStableHLOInputConversionPasses();
  PassPipelineRegistration<>(
      "iree-stablehlo-input-pipeline",
      "Converts a StableHLO program to linalg on tensors",
      buildStableHLOInputPipeline);
}

} // namespace mlir::iree_compiler::InputConversion
