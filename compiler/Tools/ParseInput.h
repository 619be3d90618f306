//===- ParseInput.h - Parsing a program without crashing ------------------===//
//
// Upstream MLIR's op parsers can crash on malformed text: in LLVM 22,
// `linalg.reduce ... dimensions = [x1]` reports "expected integer value" and
// then stores the null attribute it got, which the next access dereferences.
// The compiler cannot fix libMLIR, so it parses under a crash recovery
// context: a crash inside the parser becomes one more error, after the
// located ones the parser reported, and the tool exits with a failure.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_TOOLS_PARSEINPUT_H_
#define IREE_COMPILER_TOOLS_PARSEINPUT_H_

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
}  // namespace llvm

namespace mlir::iree_compiler {

/// Parses the main buffer of |sourceMgr| into a module (top-level ops other
/// than builtin.module are wrapped in one) and verifies it. Null after
/// errors, reported through |context|'s diagnostics, including a crash of the
/// parser (verification runs outside the recovery).
OwningOpRef<ModuleOp> parseInputSafely(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context);

}  // namespace mlir::iree_compiler

#endif  // IREE_COMPILER_TOOLS_PARSEINPUT_H_
