//===- Pipeline.cpp - The vmvx lowering pipeline --------------------------===//

#include "compiler/Codegen/VMVX/Passes.h"

#include "compiler/Dialect/LinalgExt/Transforms/Passes.h"
#include "compiler/Codegen/Common/Passes.h"
#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

#include <limits>

namespace mlir::iree_compiler::VMVX {

void buildVMVXLoweringPipeline(OpPassManager &pm, bool useMicrokernels) {
  // Distribution leaves the untiled ops behind, dead: they must go before
  // bufferization gives them buffers to write.
  pm.addPass(createCanonicalizerPass());
  // Temporaries are heap buffers (vm.buffer.alloc), not stack memory.
  Codegen::BufferizeDispatchPassOptions bufferize;
  bufferize.maxStackBytes = std::numeric_limits<int64_t>::max();
  pm.addPass(Codegen::createBufferizeDispatchPass(bufferize));
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  SelectMicrokernelsPassOptions select;
  select.enableMicrokernels = useMicrokernels;
  pm.addPass(createSelectMicrokernelsPass(select));
  pm.addPass(IREE::LinalgExt::createLowerToLoopsPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Arithmetic on f16/bf16 runs in f32.
  arith::ArithEmulateUnsupportedFloatsOptions emulation;
  emulation.sourceTypeStrs = {"f16", "bf16"};
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulation));
  pm.addPass(math::createMathExtendToSupportedTypes());
  pm.addPass(Codegen::createExpandMathPass());
  pm.addPass(Codegen::createWidenNarrowIntegersPass());
  pm.addPass(Codegen::createExpandMathPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  // Views fold into the accesses through them, and the metadata of views
  // into arithmetic on their sources': only base buffers remain.
  pm.addPass(memref::createFoldMemRefAliasOpsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Index arithmetic of dynamically sized views (floordivsi, ceildivsi)
  // as the ops the VM has.
  pm.addPass(arith::createArithExpandOpsPass());
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
  PassPipelineRegistration<>(
      "iree-vmvx-lowering-pipeline",
      "bufferized dispatch functions to a vm.module of kernels",
      [](OpPassManager &pm) { buildVMVXLoweringPipeline(pm, true); });
}

} // namespace mlir::iree_compiler::VMVX
