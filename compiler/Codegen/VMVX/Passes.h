//===- Passes.h - vmvx code generation --------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_CODEGEN_VMVX_PASSES_H_
#define IREE_COMPILER_CODEGEN_VMVX_PASSES_H_

#include "compiler/Dialect/VM/IR/VMOps.h"
#include "compiler/Dialect/VMVX/IR/VMVXOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler::VMVX {

#define GEN_PASS_DECL
#include "compiler/Codegen/VMVX/Passes.h.inc"

/// Bufferized dispatch functions (after workgroup distribution) to one
/// vm.module of kernels; microkernels are selected when |useMicrokernels|.
void buildVMVXLoweringPipeline(OpPassManager &pm, bool useMicrokernels);

void registerVMVXPasses();

} // namespace mlir::iree_compiler::VMVX

#endif // IREE_COMPILER_CODEGEN_VMVX_PASSES_H_
