//===- Passes.cpp - hal phase pipeline ------------------------------------===//

#include "compiler/Dialect/HAL/Transforms/Passes.h"

#include "compiler/Dialect/HAL/Target/TargetBackend.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"

#include "mlir/Transforms/Passes.h"

namespace mlir::iree_compiler::IREE::HAL {

namespace {
#define GEN_PASS_REGISTRATION
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"
} // namespace

void addTranslateExecutablesPass(OpPassManager &pm,
                                 const HALPipelineOptions &options) {
  TranslateExecutablesPassOptions translate;
  translate.targetCPU = options.llvmTargetCPU;
  translate.targetTriple = options.llvmTargetTriple;
  translate.targetCPUFeatures = options.llvmTargetCPUFeatures;
  translate.vmvxMicrokernels = options.vmvxMicrokernels;
  translate.vulkanTarget = options.vulkanTarget;
  translate.vulkanMatmulTile = options.vulkanMatmulTile;
  translate.vulkanCooperativeMatmulTile = options.vulkanCooperativeMatmulTile;
  translate.vulkanConvolutionTile = options.vulkanConvolutionTile;
  translate.llvmOptLevel = options.llvmOptLevel;
  translate.dataTiling = options.dataTiling;
  translate.dumpSourcesTo = options.dumpSourcesTo;
  translate.dumpBinariesTo = options.dumpBinariesTo;
  pm.addPass(createTranslateExecutablesPass(translate));
}

void addStreamPasses(OpPassManager &pm) {
  pm.addPass(Stream::createConvertToStreamPass());
  pm.addPass(Stream::createCoarseFencesPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(Stream::createScheduleExecutionPass());
  pm.addPass(Stream::createScheduleConcurrencyPass());
  pm.addPass(Stream::createScheduleAllocationPass());
  pm.addPass(Stream::createAlternateLoopBuffersPass());
  pm.addPass(Stream::createScheduleDeallocationPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

static void addStreamToHALPasses(OpPassManager &pm,
                                 const ConvertStreamToHALPassOptions &convert,
                                 bool resolvesBindingSlots) {
  pm.addPass(createConvertStreamToHALPass(convert));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createBatchLoopSubmissionsPass());
  if (resolvesBindingSlots) pm.addPass(createReuseLoopCommandBuffersPass());
}

void addHostLoweringPasses(OpPassManager &pm,
                           const ConvertStreamToHALPassOptions &convert) {
  addStreamPasses(pm);
  addStreamToHALPasses(pm, convert, /*resolvesBindingSlots=*/false);
}

void buildStreamPassPipeline(OpPassManager &pm,
                             const HALPipelineOptions &options) {
  MaterializeExecutablesPassOptions materialize;
  materialize.targetBackends = options.targetBackends;
  pm.addPass(createMaterializeExecutablesPass(materialize));
  addTranslateExecutablesPass(pm, options);
  if (!options.dumpBenchmarksTo.empty()) {
    DumpExecutableBenchmarksPassOptions dump;
    dump.dumpTo = options.dumpBenchmarksTo;
    pm.addPass(createDumpExecutableBenchmarksPass(dump));
  }
  addStreamPasses(pm);
}

void buildHALPassPipeline(OpPassManager &pm, const HALPipelineOptions &options) {
  ConvertStreamToHALPassOptions convert;
  convert.exportParameters = options.exportParameters;
  convert.exportParameterMinimumSize = options.exportParameterMinimumSize;
  addStreamToHALPasses(
      pm, convert,
      llvm::all_of(options.targetBackends, targetBackendResolvesBindingSlots));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void registerHALPasses() {
  registerHALTransformsPasses();
  PassPipelineRegistration<>(
      "iree-hal-pipeline", "flow → hal with the llvm-cpu backend",
      [](OpPassManager &pm) {
        buildStreamPassPipeline(pm, HALPipelineOptions());
        buildHALPassPipeline(pm, HALPipelineOptions());
      });
  PassPipelineRegistration<>(
      "iree-hal-host-lowering",
      "host code of translated executables → HAL calls through the stream "
      "phase (docs/scheduling.md)",
      [](OpPassManager &pm) { addHostLoweringPasses(pm); });
}

} // namespace mlir::iree_compiler::IREE::HAL
