//===- LibraryBuilder.h - The executable ABI in LLVM IR ---------*- C++ -*-===//
//
// Wraps compiled kernels in the entry points and the library table of
// runtime/src/iree/hal/local/executable_library.h (docs/executable_abi.md).
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LIBRARYBUILDER_H_
#define IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LIBRARYBUILDER_H_

#include <array>
#include <string>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/Module.h"

namespace mlir::iree_compiler::IREE::HAL {

/// One kernel: `void impl(ptr binding0, ..., i32 constant0, ...,
/// [ptr local_memory,] i64 wg_x, i64 wg_y, i64 wg_z)`, the local memory
/// pointer only when |localMemoryBytes| is not zero.
struct LibraryExport {
  std::string name;
  llvm::Function *impl;
  unsigned bindingCount;
  unsigned constantCount;
  uint32_t localMemoryBytes = 0;
};

/// Adds `iree_hal_executable_library_query` returning a v1 library whose
/// export table calls |exports| in order, and makes everything else
/// internal.
void buildExecutableLibrary(llvm::Module &module, llvm::StringRef libraryName,
                            llvm::ArrayRef<LibraryExport> exports);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LIBRARYBUILDER_H_
