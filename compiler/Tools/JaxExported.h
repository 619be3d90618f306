//===- JaxExported.h - The module inside a jax.export artifact ------------===//
//
// `jax.export`'s `exported.serialize()` writes a FlatBuffer (JAX's Exported
// table: calling convention, avals, shardings, ...) around the program, a
// StableHLO portable artifact (MLIR bytecode of the vhlo dialect). The
// compiler only needs the program, so it finds the byte vector of the root
// table that holds MLIR bytecode instead of depending on JAX's schema, whose
// field numbering changes between JAX versions.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_TOOLS_JAXEXPORTED_H_
#define IREE_COMPILER_TOOLS_JAXEXPORTED_H_

#include <optional>

#include "llvm/ADT/StringRef.h"

namespace mlir::iree_compiler {

/// The MLIR bytecode held by a byte vector of the root table when |buffer| is
/// a FlatBuffer; nullopt when it is not one or no field holds bytecode.
/// Every offset is bounds-checked: a hostile file yields nullopt.
std::optional<llvm::StringRef> findModuleInJaxExported(llvm::StringRef buffer);

} // namespace mlir::iree_compiler

#endif // IREE_COMPILER_TOOLS_JAXEXPORTED_H_
