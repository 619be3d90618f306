//===- LowerToLLVM.cpp - Bufferized dispatches to the LLVM dialect --------===//

#include "compiler/Codegen/LLVMCPU/Passes.h"

#include "compiler/Dialect/LinalgExt/Transforms/Passes.h"
#include "compiler/Codegen/Common/HoistAccumulators.h"
#include "compiler/Codegen/Common/Passes.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::iree_compiler::LLVMCPU {

#define GEN_PASS_DEF_LOWERTOLLVMPASS
#include "compiler/Codegen/LLVMCPU/Passes.h.inc"

namespace {

/// Accumulators read and written around a K loop stay in registers (after
/// CSE made the views of the read and the write one value). Upstream's
/// hoistRedundantVectorTransfers refuses any transfer of a subview, which is
/// every register block of a tile.
struct HoistAccumulatorsPass
    : PassWrapper<HoistAccumulatorsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(HoistAccumulatorsPass)
  void runOnOperation() override {
    Codegen::hoistAccumulators(getOperation(),
                               [](scf::ForOp) { return true; });
  }
};

/// Vector ops of any rank become what vector-to-llvm handles well:
/// contractions broadcast-FMA outer products, transfers plain loads and
/// stores, reductions horizontal reductions.
struct LowerVectorsPass
    : PassWrapper<LowerVectorsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowerVectorsPass)
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vector::VectorDialect, scf::SCFDialect>();
  }
  void runOnOperation() override {
    // Unit batch dimensions of tiled batch matmuls go first, leaving the 2-D
    // contractions the outer product lowering handles. (A separate run: mixed
    // with the lowerings below the two rewrite each other forever.)
    RewritePatternSet unitDims(&getContext());
    vector::populateCastAwayVectorLeadingOneDimPatterns(unitDims);
    if (failed(applyPatternsGreedily(getOperation(), std::move(unitDims))))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    vector::populateVectorContractLoweringPatterns(
        patterns, vector::VectorContractLowering::OuterProduct);
    vector::populateVectorOuterProductLoweringPatterns(patterns);
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    vector::populateVectorMultiReductionLoweringPatterns(
        patterns, vector::VectorMultiReductionLowering::InnerReduction);
    vector::populateVectorBroadcastLoweringPatterns(patterns);
    vector::populateVectorShapeCastLoweringPatterns(patterns);
    vector::populateVectorTransposeLoweringPatterns(
        patterns, vector::VectorTransposeLowering::EltWise);
    vector::populateVectorTransferLoweringPatterns(patterns,
                                                   /*maxTransferRank=*/1);
    vector::populateVectorStepLoweringPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

/// The upstream lowering steps, run as one dynamic pipeline.
OpPassManager buildLoweringSteps() {
    OpPassManager pm(ModuleOp::getOperationName());
    pm.addPass(std::make_unique<HoistAccumulatorsPass>());
    IREE::LinalgExt::LowerToLoopsPassOptions scatterLoops;
    scatterLoops.vectorize = true;
    pm.addPass(IREE::LinalgExt::createLowerToLoopsPass(scatterLoops));
    pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
    pm.addPass(std::make_unique<LowerVectorsPass>());
    VectorTransferToSCFOptions transferOptions;
    transferOptions.enableFullUnroll();
    pm.addPass(createConvertVectorToSCFPass(transferOptions));
    pm.addPass(std::make_unique<LowerVectorsPass>());
    // Arithmetic on f16/bf16 runs in f32.
    arith::ArithEmulateUnsupportedFloatsOptions emulation;
    emulation.sourceTypeStrs = {"f16", "bf16"};
    pm.addPass(arith::createArithEmulateUnsupportedFloats(emulation));
    // Likewise math ops, whose expansions would otherwise emit f16 divisions
    // and square roots that LLVM lowers to compiler-rt calls.
    pm.addPass(math::createMathExtendToSupportedTypes());
    pm.addPass(Codegen::createExpandMathWithoutLibmPass());
    pm.addPass(createLowerAffinePass());
    pm.addPass(createSCFToControlFlowPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(memref::createExpandStridedMetadataPass());
    pm.addPass(createLowerAffinePass());
    pm.addPass(createFinalizeMemRefToLLVMConversionPass());
    ConvertFuncToLLVMPassOptions funcOptions;
    funcOptions.useBarePtrCallConv = true;
    pm.addPass(createConvertFuncToLLVMPass(funcOptions));
    // Vector lowering may still create arith ops, so it goes first.
    pm.addPass(createConvertVectorToLLVMPass());
    pm.addPass(createArithToLLVMConversionPass());
    pm.addPass(createConvertControlFlowToLLVMPass());
    pm.addPass(createConvertMathToLLVMPass());
    pm.addPass(createConvertIndexToLLVMPass());
    pm.addPass(createUBToLLVMConversionPass());
    pm.addPass(createReconcileUnrealizedCastsPass());
    return pm;
}

struct LowerToLLVMPass : impl::LowerToLLVMPassBase<LowerToLLVMPass> {
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<LLVM::LLVMDialect, math::MathDialect>();
    buildLoweringSteps().getDependentDialects(registry);
  }

  void runOnOperation() override {
    OpPassManager pm = buildLoweringSteps();
    if (failed(runPipeline(pm, getOperation()))) signalPassFailure();
  }
};

} // namespace

void buildLLVMCPULoweringPipeline(
    OpPassManager &pm, const TileAndVectorizePassOptions &vectorize) {
  pm.addPass(createTileAndVectorizePass(vectorize));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(Codegen::createBufferizeDispatchPass());
  // CSE makes the views of a copy-to-itself identical so canonicalization
  // erases the copy.
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createLowerToLLVMPass());
}

namespace {
#define GEN_PASS_REGISTRATION
#include "compiler/Codegen/LLVMCPU/Passes.h.inc"
} // namespace

void registerLLVMCPUPasses() { registerLLVMCPUCodegenPasses(); }

} // namespace mlir::iree_compiler::LLVMCPU
