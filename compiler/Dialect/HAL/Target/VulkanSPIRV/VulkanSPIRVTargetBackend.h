//===- VulkanSPIRVTargetBackend.h - Executables as SPIR-V -------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_HAL_TARGET_VULKANSPIRV_VULKANSPIRVTARGETBACKEND_H_
#define IREE_COMPILER_DIALECT_HAL_TARGET_VULKANSPIRV_VULKANSPIRVTARGETBACKEND_H_

#include <memory>

#include "compiler/Dialect/HAL/Target/TargetBackend.h"

namespace mlir::iree_compiler::IREE::HAL {

std::unique_ptr<TargetBackend>
createVulkanSPIRVTargetBackend(const TargetOptions &options);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TARGET_VULKANSPIRV_VULKANSPIRVTARGETBACKEND_H_
