//===- TestPasses.h - Test-only passes of the bytecode target -------------===//
#ifndef IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_TESTPASSES_H_
#define IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_TESTPASSES_H_

namespace mlir::iree_compiler::IREE::VM {

/// Registers --test-vm-register-allocation with the global pass registry.
void registerTestRegisterAllocationPass();

} // namespace mlir::iree_compiler::IREE::VM

#endif // IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_TESTPASSES_H_
