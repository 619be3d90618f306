//===- VulkanSPIRVTargetBackend.cpp - Executables as SPIR-V ---------------===//
//
// configure: tile each dispatch over many small workgroups; translate:
// bufferize, spread each workgroup's loops over its invocations, convert to
// a spirv.module for the chosen Vulkan target; serialize: the SPIR-V words
// and the export table as a `vulkan-spirv-fb` FlatBuffer (docs/vulkan.md).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/HAL/Target/VulkanSPIRV/VulkanSPIRVTargetBackend.h"

#include "compiler/Codegen/SPIRV/Passes.h"
#include "iree/schemas/vulkan_executable_def_generated.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Target/SPIRV/Serialization.h"

namespace mlir::iree_compiler::IREE::HAL {

namespace {

/// Scalar operations each invocation should do at least before another
/// workgroup is worth launching.
constexpr int64_t kMinWorkPerInvocation = 4;
/// The most workgroups of a dispatch (the x count limit every Vulkan device
/// supports).
constexpr int64_t kMaxWorkgroups = 65535;
/// Rows of a dynamically sized loop a workgroup computes where no kernel
/// strategy chooses: two, since a GPU has multiprocessors to spare but
/// tiny workgroups waste them on large batches (the dynamic MLP on an H200:
/// its 32 x 10 classifier 4.5 us with 1 row, 6.0 with 2, 8.0 with 4, 11.9
/// with 8, the static program's 5.6; the whole MLP at batch 1024 0.30 ms
/// with 1 row, 0.21 with 2, 0.19 with 4).
constexpr int64_t kDynamicLoopTile = 2;

/// SPIR-V may assume distinct storage buffers never alias; where the host
/// may bind an output to an input's bytes, the buffers say they may.
/// Outlining gives an executable one export, so the module's buffers are
/// that export's.
void declareAliasedBindings(ExecutableVariantOp variant) {
  if (llvm::none_of(variant.getBody().getOps<ExecutableExportOp>(),
                    [](ExecutableExportOp op) {
                      return op.getInplaceOperands().has_value();
                    }))
    return;
  UnitAttr unit = UnitAttr::get(variant.getContext());
  variant.getInnerModule().walk([&](spirv::GlobalVariableOp variable) {
    if (cast<spirv::PointerType>(variable.getType()).getStorageClass() ==
        spirv::StorageClass::StorageBuffer)
      variable->setAttr("aliased", unit);
  });
}

class VulkanSPIRVTargetBackend final : public TargetBackend {
public:
  explicit VulkanSPIRVTargetBackend(const TargetOptions &options)
      : options(options) {}

  StringRef getName() const override { return "vulkan-spirv"; }

  LogicalResult configure(ExecutableVariantOp variant) override {
    FailureOr<SPIRV::VulkanTarget> resolved =
        SPIRV::getVulkanTarget(options.vulkanTarget);
    if (failed(resolved))
      return variant.emitError("unknown --iree-vulkan-target '")
             << options.vulkanTarget << "'; available: "
             << llvm::join(SPIRV::getVulkanTargetNames(), ", ");
    target = *resolved;
    PassManager pm(variant.getContext());
    SPIRV::SelectKernelStrategiesPassOptions select;
    select.target = options.vulkanTarget;
    select.matmulTile = options.vulkanMatmulTile;
    select.cooperativeMatmulTile = options.vulkanCooperativeMatmulTile;
    select.convolutionTile = options.vulkanConvolutionTile;
    pm.addPass(SPIRV::createSelectKernelStrategiesPass(select));
    if (failed(runBackendPipeline(pm, variant.getInnerModule())))
      return failure();
    return configureWorkgroups(variant, kMaxWorkgroups,
                               target.workgroupSize * kMinWorkPerInvocation,
                               /*versionFullTiles=*/true,
                               kDynamicLoopTile);
  }

  LogicalResult translate(ExecutableVariantOp variant) override {
    ModuleOp module = variant.getInnerModule();
    spirv::TargetEnvAttr env = SPIRV::getModuleTargetEnv(module, target);
    if (!env) return variant.emitError("invalid Vulkan target environment");
    module->setAttr(spirv::getTargetEnvAttrName(), env);
    // Before codegen: i64 emulation would otherwise trip on f64 bits first.
    if (failed(SPIRV::verifyFloat64Support(module, env))) return failure();
    spirv::TargetEnv allowed(env);
    PassManager pm(variant.getContext());
    SPIRV::buildSPIRVLoweringPipeline(
        pm, target,
        /*nativeFloat16=*/allowed.allows(spirv::Capability::Float16) &&
            allowed.allows(spirv::Capability::StorageBuffer16BitAccess));
    if (failed(runBackendPipeline(pm, module))) return failure();
    declareAliasedBindings(variant);
    return success();
  }

  LogicalResult serialize(ExecutableVariantOp variant) override {
    ModuleOp module = variant.getInnerModule();
    auto spirvModules = llvm::to_vector(module.getOps<spirv::ModuleOp>());
    if (spirvModules.size() != 1)
      return variant.emitError("vulkan-spirv: translation produced no "
                               "spirv.module");
    spirv::ModuleOp spirvModule = spirvModules.front();
    SmallVector<uint32_t> words;
    if (failed(spirv::serialize(spirvModule, words)))
      return variant.emitError("vulkan-spirv: SPIR-V serialization failed");

    llvm::StringMap<int64_t> workgroupSizes;
    spirvModule.walk([&](spirv::ExecutionModeOp mode) {
      if (mode.getExecutionMode() == spirv::ExecutionMode::LocalSize)
        workgroupSizes[mode.getFn()] =
            cast<IntegerAttr>(mode.getValues()[0]).getInt();
    });

    flatbuffers::FlatBufferBuilder fbb;
    std::vector<flatbuffers::Offset<iree::hal::vulkan::VulkanExportDef>>
        exports;
    for (auto exportOp : variant.getBody().getOps<ExecutableExportOp>()) {
      auto name = fbb.CreateString(exportOp.getSymName().str());
      exports.push_back(iree::hal::vulkan::CreateVulkanExportDef(
          fbb, name,
          workgroupSizes.contains(exportOp.getSymName())
              ? workgroupSizes.lookup(exportOp.getSymName())
              : target.workgroupSize,
          1, 1, exportOp.getBindingCount(), exportOp.getConstantCount()));
    }
    auto spirv = fbb.CreateVector(words.data(), words.size());
    auto exportsVector = fbb.CreateVector(exports);
    fbb.Finish(iree::hal::vulkan::CreateVulkanExecutableDef(fbb, spirv,
                                                             exportsVector),
               "VKSP");

    Builder builder(variant.getContext());
    auto bytesType = VectorType::get({static_cast<int64_t>(fbb.GetSize())},
                                     builder.getI8Type());
    variant.setFormatAttr(builder.getStringAttr("vulkan-spirv-fb"));
    variant.setDataAttr(DenseElementsAttr::getFromRawBuffer(
        bytesType, ArrayRef<char>(reinterpret_cast<const char *>(
                                      fbb.GetBufferPointer()),
                                  fbb.GetSize())));
    module.erase();
    return success();
  }

private:
  TargetOptions options;
  SPIRV::VulkanTarget target;
};

} // namespace

std::unique_ptr<TargetBackend>
createVulkanSPIRVTargetBackend(const TargetOptions &options) {
  return std::make_unique<VulkanSPIRVTargetBackend>(options);
}

} // namespace mlir::iree_compiler::IREE::HAL
