//===- Passes.h - SPIR-V code generation ------------------------*- C++ -*-===//
//
// Bufferized dispatch functions (after workgroup distribution) to SPIR-V
// compute kernels for Vulkan (docs/vulkan.md).
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_CODEGEN_SPIRV_PASSES_H_
#define IREE_COMPILER_CODEGEN_SPIRV_PASSES_H_

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/Transforms/SPIRVConversion.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DECL
#include "compiler/Codegen/SPIRV/Passes.h.inc"

/// Function attribute: invocations per workgroup when a kernel strategy
/// chose them (the target's default otherwise).
constexpr StringLiteral kWorkgroupSizeAttr = "iree.spirv.workgroup_size";
/// Function attribute: [TM, TN, TK] of the workgroup-memory matmul kernel
/// (TileMatmulPass) for the function's matmul.
constexpr StringLiteral kMatmulTileAttr = "iree.spirv.matmul_tile";
/// Function attribute: [TM, TN, FM, FN, TK] of the cooperative-matrix matmul
/// kernel (CooperativeMatmulPass) for the function's f16 matmul (TK = 0: no
/// staged operand slices).
constexpr StringLiteral kCooperativeMatmulTileAttr =
    "iree.spirv.cooperative_matmul_tile";
/// Function attribute: [TH, TW, TF, TC] of the workgroup-memory convolution
/// kernel (TileConvolutionPass) for the function's convolution.
constexpr StringLiteral kConvolutionTileAttr = "iree.spirv.convolution_tile";
/// Op attribute: a top-level write every invocation does for its own part
/// (DistributeToInvocationsPass leaves it unguarded).
constexpr StringLiteral kPerInvocationAttr = "iree.spirv.per_invocation";
/// The memory space Vulkan's storage class map sends to Workgroup.
constexpr unsigned kWorkgroupMemorySpace = 3;

/// The invocations per workgroup of |func|: its kWorkgroupSizeAttr, else
/// |fallback|.
int64_t getWorkgroupSize(Operation *func, int64_t fallback);

/// A Vulkan target: the SPIR-V version, capabilities and extensions kernels
/// may use, and the limits the configuration respects.
struct VulkanTarget {
  std::string name;
  /// `#spirv.target_env<...>` text.
  std::string targetEnv;
  /// Invocations per workgroup (x).
  int64_t workgroupSize = 64;
  /// Bytes of workgroup (shared) memory a workgroup may use.
  int64_t sharedMemoryBytes = 16384;
  /// The most invocations a workgroup may have.
  int64_t maxWorkgroupInvocations = 128;
  /// Whether targetEnv declares AtomicFloat32AddEXT (f32 atomic addition
  /// on storage buffers, which scatters use).
  bool atomicFloat32Add = false;
  /// Whether the device runs cooperative matrices of 16 x 16 x 16 f16 with
  /// f32 accumulators and 16 x 16 x 32 i8 with i32 ones, in subgroups of
  /// subgroupSize invocations (kernels using them add the capabilities they
  /// need to their module).
  bool cooperativeMatrix = false;
  int64_t subgroupSize = 0;
};

/// The target named by --iree-vulkan-target (`baseline`, `lavapipe`,
/// `hopper`), or failure.
FailureOr<VulkanTarget> getVulkanTarget(StringRef name);

/// Names accepted by getVulkanTarget.
ArrayRef<StringRef> getVulkanTargetNames();

/// f64 values need the Float64 capability: without it the conversion would
/// only fail on the enclosing function (or i64 emulation on the bits of an
/// f64). Names the first op that has one.
LogicalResult verifyFloat64Support(ModuleOp module,
                                   spirv::TargetEnvAttr targetEnv);

/// The target environment of |module| on |target|: the preset's, plus what
/// the kernels its strategies chose need (cooperative matrices: SPIR-V 1.6,
/// Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR, and Int8 for i8
/// ones), or null when the preset's text does not parse.
spirv::TargetEnvAttr getModuleTargetEnv(ModuleOp module,
                                        const VulkanTarget &target);

/// Bufferization, invocation distribution and the conversion to a
/// spirv.module for |target|. With |nativeFloat16| (the module's target
/// environment has Float16 and 16-bit storage) f16 conversions stay
/// instructions and f16 bindings arrays of f16.
void buildSPIRVLoweringPipeline(OpPassManager &pm, const VulkanTarget &target,
                                bool nativeFloat16 = false);

/// Conversions that upstream's SPIR-V patterns get wrong (sign extension and
/// index casts of emulated i8/i16, f16 constants, barriers blind to storage
/// buffers) or lack (i8/i16 math.ctpop, memref.atomic_rmw xori); they take
/// precedence.
void populateConversionPatterns(const SPIRVTypeConverter &converter,
                                RewritePatternSet &patterns);

void registerSPIRVPasses();

} // namespace mlir::iree_compiler::SPIRV

#endif // IREE_COMPILER_CODEGEN_SPIRV_PASSES_H_
