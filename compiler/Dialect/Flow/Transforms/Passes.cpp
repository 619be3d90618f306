//===- Passes.cpp - flow phase pipeline -----------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::iree_compiler::IREE::Flow {

namespace {
#define GEN_PASS_REGISTRATION
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace

void buildFlowPassPipeline(OpPassManager &pm) {
  pm.addPass(createSplatConstantsToFillsPass());
  pm.addPass(createFoldEmptyTensorsPass());
  pm.addPass(createConvertTensorToPrimitivePass());
  pm.addPass(createRotateWhileLoopsPass());
  pm.addPass(createConvertToFlowTensorOpsPass());
  pm.addNestedPass<func::FuncOp>(createCheckDynamicDimsPass());
  pm.addPass(createFormDispatchRegionsPass());
  pm.addPass(createOutlineDispatchRegionsPass());
  // Host sizes of reshaped dynamic tensors are affine.apply; the host runs
  // arith.
  pm.addNestedPass<func::FuncOp>(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // Sizes CSE made one value prove their host checks true.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createDeduplicateExecutablesPass());
  pm.addPass(createMarkInPlaceResultsPass());
}

void registerFlowPasses() {
  registerFlowTransformsPasses();
  PassPipelineRegistration<>("iree-flow-pipeline",
                             "linalg on tensors → dispatches and executables",
                             buildFlowPassPipeline);
}

} // namespace mlir::iree_compiler::IREE::Flow
