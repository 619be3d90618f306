//===- Pipeline.cpp - The vmvx lowering pipeline --------------------------===//

#include "compiler/Codegen/VMVX/Passes.h"

#include "compiler/Codegen/LLVMCPU/FloatExpansions.h"
#include "compiler/Codegen/LLVMCPU/Passes.h"
#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::iree_compiler::VMVX {

namespace {

/// Math and arith ops the VM has no instruction for become ones it has:
/// expansions of hyperbolic and inverse functions, exact rounding, half
/// conversions as integer operations, NaN-propagating min/max as selects.
struct ExpandMathPass : PassWrapper<ExpandMathPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ExpandMathPass)
  StringRef getArgument() const override { return "iree-vmvx-expand-math"; }
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    math::populateExpansionPatterns(
        patterns, {"tan", "sinh", "cosh", "asinh", "acosh", "atanh", "ctlz",
                   "fpowi", "ipowi", "trunc", "clampf"});
    populateMathPolynomialApproximationPatterns(
        patterns, [](StringRef name) {
          return name == "asin" || name == "acos" || name == "cbrt";
        });
    LLVMCPU::populateExpandRoundingPatterns(patterns, /*benefit=*/2);
    LLVMCPU::populateExpandSpecialValuePatterns(patterns, /*benefit=*/2);
    LLVMCPU::populateExpandHalfConversionPatterns(patterns);
    arith::populateExpandBFloat16Patterns(patterns);
    arith::populateArithExpandOpsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace

void buildVMVXLoweringPipeline(OpPassManager &pm, bool useMicrokernels) {
  pm.addPass(LLVMCPU::createBufferizeDispatchPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  SelectMicrokernelsPassOptions select;
  select.enableMicrokernels = useMicrokernels;
  pm.addPass(createSelectMicrokernelsPass(select));
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Arithmetic on f16/bf16 runs in f32.
  arith::ArithEmulateUnsupportedFloatsOptions emulation;
  emulation.sourceTypeStrs = {"f16", "bf16"};
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulation));
  pm.addPass(math::createMathExtendToSupportedTypes());
  pm.addPass(std::make_unique<ExpandMathPass>());
  pm.addPass(createWidenNarrowIntegersPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  // Views fold into the accesses through them, and the metadata of views
  // into arithmetic on their sources': only base buffers remain.
  pm.addPass(memref::createFoldMemRefAliasOpsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createLowerToVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

namespace {
#define GEN_PASS_REGISTRATION
#include "compiler/Codegen/VMVX/Passes.h.inc"
} // namespace

void registerVMVXPasses() {
  registerVMVXCodegenPasses();
  PassRegistration<ExpandMathPass>();
  PassPipelineRegistration<>(
      "iree-vmvx-lowering-pipeline",
      "bufferized dispatch functions to a vm.module of kernels",
      [](OpPassManager &pm) { buildVMVXLoweringPipeline(pm, true); });
}

} // namespace mlir::iree_compiler::VMVX
