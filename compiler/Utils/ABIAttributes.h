//===- ABIAttributes.h - Attributes of the module's calling convention ---===//
//
// Names of the `iree.abi.*` attributes that passes of several phases read
// and write on public functions.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_UTILS_ABIATTRIBUTES_H_
#define IREE_COMPILER_UTILS_ABIATTRIBUTES_H_

#include "llvm/ADT/StringRef.h"

namespace mlir::iree_compiler {

/// On a public function: its calling convention (`coarse-fences` for the
/// asynchronous form).
constexpr llvm::StringLiteral kAbiModelAttr = "iree.abi.model";

/// On an argument or result of a public function: the element type callers
/// see (a TypeAttr, `ui8`), where the program computes on the signless type
/// of the same width. Buffer views crossing the boundary carry it, so an
/// unsigned result reads back as unsigned.
constexpr llvm::StringLiteral kAbiElementTypeAttr = "iree.abi.element_type";

} // namespace mlir::iree_compiler

#endif // IREE_COMPILER_UTILS_ABIATTRIBUTES_H_
