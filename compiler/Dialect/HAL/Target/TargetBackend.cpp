//===- TargetBackend.cpp - The registry of target backends ----------------===//

#include "compiler/Dialect/HAL/Target/TargetBackend.h"

#include "compiler/Dialect/HAL/Target/LLVMCPU/LLVMCPUTargetBackend.h"
#include "compiler/Dialect/HAL/Target/VMVX/VMVXTargetBackend.h"
#include "compiler/Dialect/HAL/Target/VulkanSPIRV/VulkanSPIRVTargetBackend.h"

namespace mlir::iree_compiler::IREE::HAL {

std::unique_ptr<TargetBackend> createTargetBackend(StringRef name,
                                                   const TargetOptions &options) {
  if (name == "llvm-cpu") return createLLVMCPUTargetBackend(options);
  if (name == "vmvx") return createVMVXTargetBackend(options);
  if (name == "vulkan-spirv") return createVulkanSPIRVTargetBackend(options);
  return nullptr;
}

bool targetBackendResolvesBindingSlots(StringRef name) {
  return name == "llvm-cpu" || name == "vmvx";
}

ArrayRef<StringRef> getTargetBackendNames() {
  static const StringRef names[] = {"llvm-cpu", "vmvx", "vulkan-spirv"};
  return names;
}

} // namespace mlir::iree_compiler::IREE::HAL
