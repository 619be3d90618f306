//===- Registration.h - Dialects and passes the compiler knows ------------===//
//
// One place lists what iree-opt and iree-compile can parse and run, so that
// both tools accept exactly the same IR.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_TOOLS_REGISTRATION_H_
#define IREE_COMPILER_TOOLS_REGISTRATION_H_

namespace mlir {
class DialectRegistry;
}  // namespace mlir

namespace mlir::iree_compiler {

/// Adds every dialect (and its external interface models) the compiler
/// accepts or produces to |registry|.
void registerAllDialects(DialectRegistry &registry);

/// Registers every pass the compiler provides with the global pass registry,
/// so they are reachable from iree-opt's command line.
void registerAllPasses();

}  // namespace mlir::iree_compiler

#endif  // IREE_COMPILER_TOOLS_REGISTRATION_H_
