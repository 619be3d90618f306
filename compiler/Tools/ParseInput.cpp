//===- ParseInput.cpp - Parsing a program without crashing ----------------===//

#include "compiler/Tools/ParseInput.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/SourceMgr.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

namespace mlir::iree_compiler {

OwningOpRef<ModuleOp> parseInputSafely(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context) {
  OwningOpRef<ModuleOp> module;
  // Only the text parse runs recovered: the verifiers (ours among them) run
  // after it, and a crash there or in a pass stays a crash with its stack
  // trace, the report a compiler bug needs. Nothing else enables recovery
  // in these tools, so disabling it afterwards restores the default.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext recovery;
  bool completed = recovery.RunSafely([&] {
    module = parseSourceFile<ModuleOp>(
        sourceMgr, ParserConfig(context, /*verifyAfterParse=*/false));
  });
  llvm::CrashRecoveryContext::Disable();
  if (!completed) {
    // What the crashed parser built is abandoned: its destructors cannot run.
    const llvm::MemoryBuffer *buffer =
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
    emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(), 0, 0))
        << "the MLIR parser crashed on this input after the errors above (a "
           "defect of an op's parser); fix the errors it reported";
    return nullptr;
  }
  if (module && failed(verify(*module))) return nullptr;
  return module;
}

}  // namespace mlir::iree_compiler
