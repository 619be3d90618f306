//===- Pipelines.cpp - The phases of iree-compile -------------------------===//

#include "compiler/Pipelines/Pipelines.h"

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "compiler/Dialect/VM/Conversion/Passes.h"
#include "compiler/InputConversion/StableHLO/Passes.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Conversion/TosaToSCF/TosaToSCF.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <functional>

namespace mlir::iree_compiler {

InputType detectInputType(ModuleOp module) {
  InputType found = InputType::None;
  module.walk([&](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    if (dialect == "stablehlo" || dialect == "chlo" || dialect == "sdy") {
      found = InputType::StableHLO;
      return WalkResult::interrupt();
    }
    if (dialect == "tosa") found = InputType::TOSA;
    return WalkResult::advance();
  });
  return found;
}

namespace {

/// Reports every TOSA op MLIR 22 has no lowering for (variables, custom ops,
/// block-scaled and shape-extension ops) with one error each, instead of
/// tosa-to-linalg's single "failed to legalize" for the first of them.
struct CheckTosaLowerablePass
    : PassWrapper<CheckTosaLowerablePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckTosaLowerablePass)
  StringRef getArgument() const override {
    return "iree-tosa-check-lowerable";
  }
  void runOnOperation() override {
    bool failed = false;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!isa<tosa::VariableOp, tosa::VariableReadOp, tosa::VariableWriteOp,
               tosa::CustomOp, tosa::CastFromBlockScaledOp,
               tosa::CastToBlockScaledOp, tosa::MatmulTBlockScaledOp,
               tosa::AddShapeOp, tosa::SubShapeOp, tosa::MulShapeOp,
               tosa::DivCeilShapeOp, tosa::DivFloorShapeOp, tosa::ModShapeOp,
               tosa::MaxShapeOp, tosa::MinShapeOp, tosa::Exp2ShapeOp,
               tosa::Log2CeilShapeOp, tosa::Log2FloorShapeOp,
               tosa::ConcatShapeOp, tosa::SliceShapeOp, tosa::DimOp>(op))
        return WalkResult::advance();
      failed = true;
      op->emitError() << "'" << op->getName()
                      << "' is not supported: MLIR 22 does not lower it to "
                         "linalg (docs/ops.md lists the TOSA ops that compile)";
      return WalkResult::skip();
    });
    if (failed)
      signalPassFailure();
  }
};

} // namespace

static void buildInputPipeline(OpPassManager &pm, InputType inputType) {
  switch (inputType) {
  case InputType::StableHLO:
    InputConversion::buildStableHLOInputPipeline(pm);
    break;
  case InputType::TOSA: {
    pm.addPass(std::make_unique<CheckTosaLowerablePass>());
    // cond_if/while_loop become host scf first; their regions are then
    // lowered like the rest of the program.
    tosa::addTosaToSCFPasses(pm);
    // No profile validation: programs from other frontends use types the
    // base profiles leave out (i32 clamp), which linalg handles fine.
    tosa::addTosaToLinalgPasses(pm, TosaToLinalgOptions(),
                                TosaToLinalgNamedOptions(),
                                /*validationOptions=*/std::nullopt);
    TosaToArithPassOptions arithOptions;
    arithOptions.includeApplyRescale = true;
    pm.addNestedPass<func::FuncOp>(createTosaToArithPass(arithOptions));
    pm.addNestedPass<func::FuncOp>(createTosaToTensorPass());
    break;
  }
  case InputType::Auto:
  case InputType::None:
    break;
  }
  // Private helpers (JAX's `call @f`) are inlined: dispatch formation sees
  // one program per exported function.
  pm.addPass(createInlinerPass());
  pm.addPass(createSymbolDCEPass());
  // Tensor globals become their values (constants, or named parameters).
  pm.addPass(IREE::Flow::createInlineTensorGlobalsPass());
  // Loops written as back edges become scf.while, which the host runs.
  pm.addPass(InputConversion::createLiftControlFlowPass());
  // arith/math ops applied to whole tensors become linalg.generics.
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  pm.addPass(createCanonicalizerPass());
}

static void buildDemotePasses(OpPassManager &pm, const PipelineOptions &options) {
  if (!options.demoteF64ToF32 && !options.demoteI64ToI32) return;
  InputConversion::DemoteTypesPassOptions demote;
  demote.f64ToF32 = options.demoteF64ToF32;
  demote.i64ToI32 = options.demoteI64ToI32;
  pm.addPass(InputConversion::createDemoteTypesPass(demote));
}

static void buildGlobalOptPipeline(OpPassManager &pm,
                                   const PipelineOptions &options) {
  pm.addPass(IREE::Flow::createFuseElementwiseOpsPass());
  // After fusion, whose reshape propagation would expand the loops again.
  pm.addPass(IREE::Flow::createCollapseDimsPass());
  // After the collapse, which makes a classifier's loops one reduction. A
  // GPU (132 multiprocessors on an H100) also wants matmuls with few output
  // tiles split along K; a CPU's cores are busy without. Up to 64 tiles of
  // 64 x 64 (an MLP's 256 x 1024 over K = 4096) leave half the
  // multiprocessors idle: such matmuls are split into parts giving about
  // four waves of tiles (2M partial results; 0.30 -> 0.20 ms for that MLP on
  // an H200, docs/performance.md). Fewer outputs take more, shorter parts,
  // at most 16 (the encoder's 128 x 256 over K = 1024: 16 of 64, as fast as
  // 8 of 128); other shapes are not measured yet.
  IREE::Flow::SplitReductionPassOptions split;
  if (llvm::is_contained(options.hal.targetBackends, "vulkan-spirv")) {
    split.contractionMaxOutputs = 262144;
    split.contractionTargetOutputs = 2097152;
  }
  pm.addPass(IREE::Flow::createSplitReductionPass(split));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

static void buildVMPipeline(OpPassManager &pm) {
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(IREE::VM::createConvertToVMPass());
  // Aggressive region simplification also drops block arguments every
  // predecessor passes the same value for (loops lowered from scf.while
  // pass all their values on each branch): each one left is a register copy
  // (a retain and a release for refs) per trip.
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Aggressive);
  pm.addPass(createCanonicalizerPass(config));
  pm.addPass(createCSEPass());
}

namespace {

/// Writes the module as it is after a phase to
/// <directory>/<name>.<ordinal>.<phase>.mlir (--dump-compilation-phases-to).
struct DumpPhasePass : PassWrapper<DumpPhasePass, OperationPass<ModuleOp>> {
  DumpPhasePass(std::string directory, std::string fileName)
      : directory(std::move(directory)), fileName(std::move(fileName)) {}
  StringRef getArgument() const override { return "iree-dump-phase"; }
  void runOnOperation() override {
    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, fileName);
    std::error_code error = llvm::sys::fs::create_directories(directory);
    if (!error) {
      llvm::raw_fd_ostream os(path, error);
      if (!error) getOperation()->print(os);
    }
    if (error) {
      getOperation().emitError("cannot write the phase's IR to '")
          << path << "': " << error.message();
      signalPassFailure();
    }
  }
  std::string directory, fileName;
};

} // namespace

void buildCompilerPipeline(OpPassManager &pm, InputType inputType,
                           const PipelineOptions &options) {
  struct PhaseInfo {
    Phase phase;
    const char *name;
    std::function<void()> build;
  };
  PhaseInfo phases[] = {
      {Phase::Input, "input",
       [&] {
         buildInputPipeline(pm, inputType);
         buildDemotePasses(pm, options);
       }},
      {Phase::GlobalOpt, "global-opt",
       [&] {
         buildGlobalOptPipeline(pm, options);
         if (options.constEval) {
           pm.addPass(createConstEvalPass());
           pm.addPass(createCanonicalizerPass());
         }
       }},
      {Phase::Flow, "flow", [&] { IREE::Flow::buildFlowPassPipeline(pm); }},
      {Phase::Stream, "stream",
       [&] { IREE::HAL::buildStreamPassPipeline(pm, options.hal); }},
      {Phase::HAL, "hal",
       [&] { IREE::HAL::buildHALPassPipeline(pm, options.hal); }},
      {Phase::VM, "vm", [&] { buildVMPipeline(pm); }},
  };
  for (auto [ordinal, info] : llvm::enumerate(phases)) {
    // Phases are ordered: the input has been through those up to
    // compileFrom.
    if (options.compileFrom && info.phase <= *options.compileFrom) continue;
    info.build();
    if (!options.dumpPhasesTo.empty())
      pm.addPass(std::make_unique<DumpPhasePass>(
          options.dumpPhasesTo, options.dumpPhasesName + "." +
                                    std::to_string(ordinal + 1) + "." +
                                    info.name + ".mlir"));
    if (options.compileTo == info.phase) return;
  }
}

void registerCompilerPipelines() {
  PassPipelineRegistration<>(
      "iree-input-pipeline", "input conversion of the detected input type",
      [](OpPassManager &pm) { buildInputPipeline(pm, InputType::Auto); });
  PassPipelineRegistration<>(
      "iree-global-opt-pipeline", "fusion and cleanup on linalg (CPU targets)",
      [](OpPassManager &pm) { buildGlobalOptPipeline(pm, PipelineOptions()); });
  registerPass(createConstEvalPass);
  PassPipelineRegistration<>("iree-vm-pipeline", "host code → vm.module",
                             buildVMPipeline);
}

} // namespace mlir::iree_compiler
