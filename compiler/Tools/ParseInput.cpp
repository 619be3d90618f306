//===- ParseInput.cpp - Parsing a program without crashing ----------------===//

#include "compiler/Tools/ParseInput.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/SourceMgr.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

namespace mlir::iree_compiler {

OwningOpRef<ModuleOp> parseInputSafely(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context) {
  OwningOpRef<ModuleOp> module;
  // Only the parse runs recovered: a crash in a pass stays a crash with its
  // stack trace, the report a compiler bug needs.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext recovery;
  bool completed = recovery.RunSafely([&] {
    module = parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
  });
  llvm::CrashRecoveryContext::Disable();
  // What a crashed parser built is abandoned: its destructors cannot run.
  if (completed) return module;
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(), 0, 0))
      << "the MLIR parser crashed on this input after the errors above (a "
         "defect of upstream MLIR's parser for one of its ops); fix the "
         "errors it reported";
  return nullptr;
}

}  // namespace mlir::iree_compiler
