//===- LLVMCPUTargetBackend.h - The llvm-cpu target backend -----*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LLVMCPUTARGETBACKEND_H_
#define IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LLVMCPUTARGETBACKEND_H_

#include <memory>

#include "compiler/Dialect/HAL/Target/TargetBackend.h"

namespace mlir::iree_compiler::IREE::HAL {

/// Compiles executables to ELF shared objects for the host's CPU family
/// (docs/executable_abi.md).
std::unique_ptr<TargetBackend>
createLLVMCPUTargetBackend(const TargetOptions &options);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LLVMCPUTARGETBACKEND_H_
