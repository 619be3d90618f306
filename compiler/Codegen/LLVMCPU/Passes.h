//===- Passes.h - llvm-cpu code generation ----------------------*- C++ -*-===//
//
// Dispatch functions (linalg on tensors over memref bindings) to LLVM
// dialect functions that compute one workgroup's tile.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_H_
#define IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_H_

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler::LLVMCPU {

#define GEN_PASS_DECL
#include "compiler/Codegen/LLVMCPU/Passes.h.inc"

/// Register tiling and vectorization as |vectorize| says (the target's
/// vector width and instructions, B panels), bufferization and lowering to
/// the LLVM dialect (after distribution).
void buildLLVMCPULoweringPipeline(OpPassManager &pm,
                                  const TileAndVectorizePassOptions &vectorize);

void registerLLVMCPUPasses();

} // namespace mlir::iree_compiler::LLVMCPU

#endif // IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_H_
