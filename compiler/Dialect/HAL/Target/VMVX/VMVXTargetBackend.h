//===- VMVXTargetBackend.h - Executables as VM bytecode ---------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_HAL_TARGET_VMVX_VMVXTARGETBACKEND_H_
#define IREE_COMPILER_DIALECT_HAL_TARGET_VMVX_VMVXTARGETBACKEND_H_

#include <memory>

#include "compiler/Dialect/HAL/Target/TargetBackend.h"

namespace mlir::iree_compiler::IREE::HAL {

std::unique_ptr<TargetBackend>
createVMVXTargetBackend(const TargetOptions &options);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TARGET_VMVX_VMVXTARGETBACKEND_H_
