//===- Passes.h - llvm-cpu code generation ----------------------*- C++ -*-===//
//
// Dispatch functions (linalg on tensors over memref bindings) to LLVM
// dialect functions that compute one workgroup's tile.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_H_
#define IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_H_

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler::LLVMCPU {

#define GEN_PASS_DECL
#include "compiler/Codegen/LLVMCPU/Passes.h.inc"

/// The attribute DistributeToWorkgroupsPass sets on each function.
constexpr StringLiteral kWorkgroupCountAttr = "iree.workgroup_count";

/// Tile sizes (one per loop, 0 = untiled) a backend sets on a dispatch's
/// root op so that DistributeToWorkgroupsPass uses them instead of its own.
constexpr StringLiteral kWorkgroupTileSizesAttr = "iree.workgroup_tile_sizes";

/// Bytes of local memory a dispatch function takes (as a `memref<Nxi8>`
/// argument just before the workgroup id) for temporaries too large for the
/// stack; the runtime gives each worker that much (executable_library.h).
constexpr StringLiteral kLocalMemoryBytesAttr = "iree.local_memory_bytes";
/// Alignment of each temporary within local memory (the runtime aligns the
/// base to as much).
constexpr int64_t kLocalMemoryAlignment = 64;

/// The op whose result |func| stores, when it has exactly one store.
TilingInterface findDispatchRoot(func::FuncOp func);

/// Register tiling and vectorization for |vectorBits|-wide registers (with
/// |dataTiling|, matmul tiles copy B into contiguous panels), bufferization
/// and lowering to the LLVM dialect (after distribution).
void buildLLVMCPULoweringPipeline(OpPassManager &pm, int64_t vectorBits,
                                  bool dataTiling);

/// Checks that |func| ends with the three index workgroup id arguments
/// BufferizeDispatchPass gives dispatch functions; emits an error if not.
LogicalResult verifyWorkgroupIdArguments(func::FuncOp func);

/// Math ops as what needs no libm or compiler-rt: polynomial approximations
/// of transcendental functions, exact rounding, f16/bf16 conversions as
/// integer operations (f16 ones only if |expandHalfConversions|, which GPU
/// targets with native f16 turn off; GPU targets use this pass too).
std::unique_ptr<Pass> createExpandMathPass(bool expandHalfConversions = true);

void registerLLVMCPUPasses();

} // namespace mlir::iree_compiler::LLVMCPU

#endif // IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_H_
