//===- Pipeline.cpp - The SPIR-V lowering pipeline and Vulkan targets -----===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "compiler/Dialect/LinalgExt/Transforms/Passes.h"
#include "compiler/Codegen/Common/Passes.h"
#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
#include <limits>
#include "mlir/Transforms/Passes.h"

namespace mlir::iree_compiler::SPIRV {

namespace {

/// The entry points list every interface variable, as SPIR-V 1.4 and later
/// require, so the module declares the target's version (update-vce deduces
/// the minimum its instructions need, which may be older).
struct SetTargetVersionPass
    : PassWrapper<SetTargetVersionPass, OperationPass<spirv::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SetTargetVersionPass)
  void runOnOperation() override {
    spirv::ModuleOp module = getOperation();
    spirv::TargetEnvAttr env = spirv::lookupTargetEnvOrDefault(module);
    std::optional<spirv::VerCapExtAttr> vce = module.getVceTriple();
    if (!vce) return;
    module.setVceTripleAttr(spirv::VerCapExtAttr::get(
        IntegerAttr::get(IntegerType::get(&getContext(), 32),
                         static_cast<uint32_t>(env.getVersion())),
        vce->getCapabilitiesAttr(), vce->getExtensionsAttr()));
  }
};

/// Where the target can promise it (`SignedZeroInfNanPreserve`), every
/// entry point asks for IEEE NaN, infinity and signed-zero behaviour in
/// f32: without it a driver may assume none occur (NVIDIA's folds a NaN
/// through min/max and exp), and programs check for them.
struct PreserveSpecialFloatsPass
    : PassWrapper<PreserveSpecialFloatsPass, OperationPass<spirv::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PreserveSpecialFloatsPass)
  void runOnOperation() override {
    spirv::ModuleOp module = getOperation();
    spirv::TargetEnv env(spirv::lookupTargetEnvOrDefault(module));
    if (!env.allows(spirv::Capability::SignedZeroInfNanPreserve)) return;
    OpBuilder b(module.getBody(), module.getBody()->end());
    for (auto entry :
         llvm::to_vector(module.getBody()->getOps<spirv::EntryPointOp>())) {
      auto function = module.lookupSymbol<spirv::FuncOp>(entry.getFn());
      spirv::ExecutionModeOp::create(
          b, entry.getLoc(), function,
          spirv::ExecutionMode::SignedZeroInfNanPreserve, {32});
    }
  }
};

/// Core Vulkan 1.2 guarantees SPIR-V 1.5 with the Shader capability; the
/// presets differ in what the configuration may assume of the device.
const VulkanTarget kTargets[] = {
    {"baseline",
     "#spirv.target_env<#spirv.vce<v1.5, [Shader], "
     "[SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, "
     "#spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], "
     "max_compute_shared_memory_size = 16384>>",
     64, 16384, 128},
    {"lavapipe",
     "#spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Float64, "
     "GroupNonUniform, GroupNonUniformArithmetic, SignedZeroInfNanPreserve, "
     "AtomicFloat32AddEXT], [SPV_KHR_storage_buffer_storage_class, "
     "SPV_EXT_shader_atomic_float_add]>, "
     "api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [1024, "
     "1024, 1024], max_compute_shared_memory_size = 32768, subgroup_size = "
     "8>>",
     64, 32768, 1024, /*atomicFloat32Add=*/true},
    {"hopper",
     "#spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Float64, "
     "GroupNonUniform, GroupNonUniformArithmetic, SignedZeroInfNanPreserve, "
     "AtomicFloat32AddEXT], [SPV_KHR_storage_buffer_storage_class, "
     "SPV_EXT_shader_atomic_float_add]>, "
     "api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<"
     "max_compute_workgroup_size = [1024, 1024, 64], "
     "max_compute_shared_memory_size = 49152, subgroup_size = 32>>",
     128, 49152, 1024, /*atomicFloat32Add=*/true, /*cooperativeMatrix=*/true,
     /*subgroupSize=*/32},
};

} // namespace

FailureOr<VulkanTarget> getVulkanTarget(StringRef name) {
  for (const VulkanTarget &target : kTargets)
    if (target.name == name) return target;
  return failure();
}

ArrayRef<StringRef> getVulkanTargetNames() {
  static const StringRef names[] = {"baseline", "lavapipe", "hopper"};
  return names;
}

void buildSPIRVLoweringPipeline(OpPassManager &pm, const VulkanTarget &target,
                                bool nativeFloat16) {
  // Distribution leaves the untiled ops behind, dead.
  pm.addPass(createCanonicalizerPass());
  // Temporaries are workgroup memory: producers too large for it are
  // recomputed where they are read instead.
  InlineLargeProducersPassOptions inlineLarge;
  inlineLarge.maxProducerBytes = target.sharedMemoryBytes;
  pm.addPass(createInlineLargeProducersPass(inlineLarge));
  Codegen::BufferizeDispatchPassOptions bufferize;
  // Kernel strategies remove some (a matmul's result feeding its epilogue):
  // what remains is checked against the target's workgroup memory when it
  // becomes workgroup memory.
  bufferize.maxStackBytes = std::numeric_limits<int64_t>::max();
  pm.addPass(Codegen::createBufferizeDispatchPass(bufferize));
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCooperativeMatmulPass());
  pm.addPass(createTileMatmulPass());
  pm.addPass(createTileConvolutionPass());
  pm.addPass(createSubgroupReducePass());
  // The kernels' index math does not change across their K loops.
  pm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createVectorizeElementwisePass());
  // A scatter's window dims that no index moves are what invocations share,
  // and its positions too where it combines atomically (32-bit integer
  // atomics are core Vulkan).
  IREE::LinalgExt::LowerToLoopsPassOptions scatterLoops;
  scatterLoops.parallelOuter = true;
  scatterLoops.atomicInteger = true;
  scatterLoops.atomicFloatAdd = target.atomicFloat32Add;
  pm.addPass(IREE::LinalgExt::createLowerToLoopsPass(scatterLoops));
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  DistributeToInvocationsPassOptions distribute;
  distribute.workgroupSize = target.workgroupSize;
  pm.addPass(createDistributeToInvocationsPass(distribute));
  pm.addPass(createParallelForToNestedForsPass());
  pm.addPass(createHoistAccumulatorsPass());
  // f16/bf16 arithmetic in f32; math without libm.
  arith::ArithEmulateUnsupportedFloatsOptions emulation;
  emulation.sourceTypeStrs = {"f16", "bf16"};
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulation));
  // Likewise math ops: without the Float16 capability an f16 value is its
  // bits in a 32-bit register, which a GLSL instruction would misread.
  pm.addPass(math::createMathExtendToSupportedTypes());
  Codegen::ExpandMathPassOptions expandMath;
  expandMath.expandHalfConversions = !nativeFloat16;
  pm.addPass(Codegen::createExpandMathPass(expandMath));
  Codegen::ExpandMathWithoutLibmPassOptions withoutLibm;
  withoutLibm.expandHalfConversions = !nativeFloat16;
  pm.addPass(Codegen::createExpandMathWithoutLibmPass(withoutLibm));
  // i8/i16 values live zero-extended in 32-bit registers: signed operations
  // see them sign-extended.
  pm.addPass(Codegen::createWidenNarrowIntegersPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  // Views fold into the accesses through them: only bindings and
  // temporaries are indexed.
  pm.addPass(memref::createFoldMemRefAliasOpsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // The floor divisions affine lowering makes have no SPIR-V instruction.
  pm.addPass(arith::createArithExpandOpsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createEmulateI64Pass());
  LowerToSPIRVPassOptions lower;
  lower.workgroupSize = target.workgroupSize;
  pm.addPass(createLowerToSPIRVPass(lower));
  // Entry points and interface variables from the ABI attributes; the
  // module's version, capabilities and extensions from what it uses.
  OpPassManager &spirvModule = pm.nest<spirv::ModuleOp>();
  spirvModule.addPass(spirv::createSPIRVLowerABIAttributesPass());
  spirvModule.addPass(std::make_unique<PreserveSpecialFloatsPass>());
  spirvModule.addPass(spirv::createSPIRVUpdateVCEPass());
  spirvModule.addPass(std::make_unique<SetTargetVersionPass>());
}

namespace {
#define GEN_PASS_REGISTRATION
#include "compiler/Codegen/SPIRV/Passes.h.inc"
} // namespace

struct LoweringPipelineOptions
    : public PassPipelineOptions<LoweringPipelineOptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("the Vulkan target preset (baseline, lavapipe, hopper)"),
      llvm::cl::init("baseline")};
  Option<bool> nativeFloat16{
      *this, "native-f16",
      llvm::cl::desc("the module's target environment has Float16 and "
                     "StorageBuffer16BitAccess (as modules with "
                     "cooperative-matrix kernels do)"),
      llvm::cl::init(false)};
};

void registerSPIRVPasses() {
  registerSPIRVCodegenPasses();
  registerPassPipeline(
      "iree-spirv-lowering-pipeline",
      "workgroup-distributed dispatch functions to a spirv.module, with a "
      "Vulkan target preset's choices (the module's spirv.target_env says "
      "what the SPIR-V may use)",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        LoweringPipelineOptions options;
        if (failed(options.parseFromString(optionsText))) return failure();
        FailureOr<VulkanTarget> target = getVulkanTarget(options.target);
        if (failed(target))
          return errorHandler("unknown Vulkan target '" + options.target +
                              "'; available: " +
                              llvm::join(getVulkanTargetNames(), ", "));
        buildSPIRVLoweringPipeline(pm, *target, options.nativeFloat16);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> handler) {
        handler(LoweringPipelineOptions());
      });
}

} // namespace mlir::iree_compiler::SPIRV
