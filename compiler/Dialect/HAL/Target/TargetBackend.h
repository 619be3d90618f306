//===- TargetBackend.h - Code generators for executables --------*- C++ -*-===//
//
// A target backend turns the device code of a `hal.executable.variant` into
// the bytes a runtime executable loader accepts. The hal phase drives every
// backend through the same four steps.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_TARGET_TARGETBACKEND_H_
#define IREE_COMPILER_DIALECT_HAL_TARGET_TARGETBACKEND_H_

#include <memory>
#include <string>

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler::IREE::HAL {

/// Options of every backend, set from iree-compile flags.
struct TargetOptions {
  /// llvm-cpu: `host` (this machine's CPU and features), `generic`
  /// (portable x86-64) or an LLVM CPU name.
  std::string llvmTargetCPU = "generic";
  /// llvm-cpu: the target triple (empty: this machine's), e.g.
  /// `aarch64-linux-gnu` to cross-compile.
  std::string llvmTargetTriple;
  /// llvm-cpu: features added to the CPU's (`+avx512f,-fma`).
  std::string llvmTargetCPUFeatures;
  /// vmvx: call native microkernels (false: everything runs as bytecode).
  bool vmvxMicrokernels = true;
  /// vulkan-spirv: the device preset (`baseline`, `lavapipe`, `hopper`).
  std::string vulkanTarget = "baseline";
  /// vulkan-spirv: kernel tiles forced for tuning (empty: chosen per
  /// dispatch), as SPIRV::SelectKernelStrategiesPass's options: [TM, TN, TK]
  /// of the matmul kernel, [TM, TN] of the cooperative-matrix matmul kernel,
  /// [TH, TW, TF, TC] of the convolution kernel.
  SmallVector<int64_t> vulkanMatmulTile;
  SmallVector<int64_t> vulkanCooperativeMatmulTile;
  SmallVector<int64_t> vulkanConvolutionTile;
  /// llvm-cpu: LLVM's optimization level for the kernels (0-3).
  int llvmOptLevel = 3;
  /// llvm-cpu: matmul tiles copy B into contiguous panels (data tiling).
  bool dataTiling = true;
};

class TargetBackend {
public:
  virtual ~TargetBackend() = default;

  /// The `--iree-hal-target-backends` name, such as `llvm-cpu`.
  virtual StringRef getName() const = 0;

  /// Chooses how each export runs: sets the workgroup count of every
  /// `hal.executable.export` of the variant.
  virtual LogicalResult configure(ExecutableVariantOp variant) = 0;

  /// Lowers the variant's module in place to the target's IR.
  virtual LogicalResult translate(ExecutableVariantOp variant) = 0;

  /// Produces the bytes the runtime loads: sets the variant's `format` and
  /// `data` and erases its module.
  virtual LogicalResult serialize(ExecutableVariantOp variant) = 0;
};

/// Runs a backend's pass pipeline on |module| with the tool's pass manager
/// options (`--mlir-print-ir-*`, `--mlir-timing`, ...) where it has them, so
/// executables' codegen is as visible as the host's.
LogicalResult runBackendPipeline(PassManager &pm, ModuleOp module);

/// The `configure` step of the backends: tiles each dispatch function of the
/// variant over at most |maxWorkgroups| workgroups of at least
/// |minWorkPerWorkgroup| scalar operations and sets the grid on its export;
/// |versionFullTiles| gives full tiles of dynamically sized dispatches a
/// static copy of their code, whose dynamic loops are tiled by
/// |dynamicLoopTile| rows. The defaults suit CPUs.
LogicalResult configureWorkgroups(ExecutableVariantOp variant,
                                  int64_t maxWorkgroups = 64,
                                  int64_t minWorkPerWorkgroup = 16384,
                                  bool versionFullTiles = true,
                                  int64_t dynamicLoopTile = 8);

/// The backend called |name|, or null if there is none.
std::unique_ptr<TargetBackend> createTargetBackend(StringRef name,
                                                   const TargetOptions &options);

/// Names accepted by createTargetBackend, for diagnostics and --help.
ArrayRef<StringRef> getTargetBackendNames();

/// Whether the runtime devices that run backend |name|'s executables resolve
/// binding table slots at submission (CPU devices do; Vulkan records its
/// descriptor sets with the commands).
bool targetBackendResolvesBindingSlots(StringRef name);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TARGET_TARGETBACKEND_H_
