//===- Passes.h - hal phase passes ------------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_HAL_TRANSFORMS_PASSES_H_
#define IREE_COMPILER_DIALECT_HAL_TRANSFORMS_PASSES_H_

#include <string>

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/Util/IR/UtilDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DECL
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

struct HALPipelineOptions {
  SmallVector<std::string> targetBackends = {"llvm-cpu"};
  std::string llvmTargetCPU = "generic";
  std::string llvmTargetTriple;
  std::string llvmTargetCPUFeatures;
  bool vmvxMicrokernels = true;
  std::string vulkanTarget = "baseline";
  // vulkan-spirv: kernel tiles forced for tuning (TargetOptions).
  SmallVector<int64_t> vulkanMatmulTile;
  SmallVector<int64_t> vulkanCooperativeMatmulTile;
  SmallVector<int64_t> vulkanConvolutionTile;
  // llvm-cpu: LLVM's optimization level for the kernels (0-3).
  int llvmOptLevel = 3;
  // llvm-cpu: matmul tiles copy B into contiguous panels (data tiling).
  bool dataTiling = true;
  // Where to write each executable before translation and each serialized
  // variant after (empty: nowhere).
  std::string dumpSourcesTo;
  std::string dumpBinariesTo;
  // Where to write a program per executable that dispatches it alone.
  std::string dumpBenchmarksTo;
  // Large constants go to this parameter archive ([scope=]path; empty:
  // none are exported), those of at least the minimum size.
  std::string exportParameters;
  int64_t exportParameterMinimumSize = 4096;
};

/// flow → stream (the `stream` phase): executables materialized and
/// serialized per target, host code scheduled into stream execution
/// regions over resources and timepoints (docs/scheduling.md).
void buildStreamPassPipeline(OpPassManager &pm,
                             const HALPipelineOptions &options);

/// stream → hal (the `hal` phase): host code over buffers, command buffers
/// and fences, with large constants exported as |options| asks.
void buildHALPassPipeline(OpPassManager &pm, const HALPipelineOptions &options);

/// The host code's scheduling passes, as buildStreamPassPipeline ends.
void addStreamPasses(OpPassManager &pm);

/// Host code, once its executables are translated, to HAL calls: the
/// stream phase and its HAL lowering (with |convert|'s parameter export).
void addHostLoweringPasses(OpPassManager &pm,
                           const ConvertStreamToHALPassOptions &convert = {});

/// Writes |directory|/|fileName| (making the directory) with |write|, or
/// emits an error naming the path on |op|.
LogicalResult writeDumpFile(Operation *op, StringRef directory,
                            const Twine &fileName,
                            llvm::function_ref<void(raw_ostream &)> write);

/// The executable translation of that pipeline alone, with |options|' target
/// choices and dumps.
void addTranslateExecutablesPass(OpPassManager &pm,
                                 const HALPipelineOptions &options);

void registerHALPasses();

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TRANSFORMS_PASSES_H_
