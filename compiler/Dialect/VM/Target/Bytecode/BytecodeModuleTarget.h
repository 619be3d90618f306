//===- BytecodeModuleTarget.h - vm.module to .vmfb ------------------------===//
#ifndef IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_BYTECODEMODULETARGET_H_
#define IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_BYTECODEMODULETARGET_H_

#include <string>
#include <vector>

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir::iree_compiler::IREE::VM {

struct BytecodeTargetOptions {
  /// Recorded in the module for iree-dump-module and bug reports.
  std::string compilerVersion;
  std::vector<std::string> compilerFlags;
  /// Appends the integrity footer (iree/schemas/bytecode_module_footer.h)
  /// the loader checks.
  bool checksum = true;
};

/// Serializes |moduleOp| (a vm.module) as a FlatBuffer .vmfb to |output|.
/// Global initial values and vm.initializer bodies are gathered into an
/// exported `__init` function the runtime calls when the module is loaded.
LogicalResult translateModuleToBytecode(Operation *moduleOp,
                                        const BytecodeTargetOptions &options,
                                        llvm::raw_ostream &output);

} // namespace mlir::iree_compiler::IREE::VM

#endif // IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_BYTECODEMODULETARGET_H_
