//===- ParseInput.cpp - Parsing a program without crashing ----------------===//

#include "compiler/Tools/ParseInput.h"

#include "compiler/Dialect/VHLO/IR/VHLODialect.h"
#include "compiler/InputConversion/StableHLO/Passes.h"
#include "compiler/Tools/JaxExported.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/SourceMgr.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler {

OwningOpRef<ModuleOp> parseInputSafely(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context) {
  OwningOpRef<ModuleOp> module;
  // A jax.export artifact parses as the portable artifact it wraps.
  const llvm::SourceMgr *source = &sourceMgr;
  llvm::SourceMgr embeddedSource;
  const llvm::MemoryBuffer *mainBuffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  if (auto embedded = findModuleInJaxExported(mainBuffer->getBuffer())) {
    embeddedSource.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(
            *embedded, mainBuffer->getBufferIdentifier(),
            /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    source = &embeddedSource;
  } else if (mainBuffer->getBuffer().take_front(64).contains('\0') &&
             !mainBuffer->getBuffer().starts_with("ML\xefR")) {
    // MLIR text has no NUL bytes: this is some other binary file, or a
    // jax.export artifact cut short.
    emitError(FileLineColLoc::get(context, mainBuffer->getBufferIdentifier(),
                                  0, 0))
        << "not MLIR text or bytecode, nor a jax.export artifact holding a "
           "module (a truncated or corrupted file?)";
    return nullptr;
  }
  // Only the parse runs recovered (text, or bytecode with the vhlo
  // decoding, which checks what it decodes rather than relying on this):
  // the verifiers (ours among them) and the vhlo conversion run after it, and a crash there or in a pass stays a crash with its stack
  // trace, the report a compiler bug needs. Nothing else enables recovery
  // in these tools, so disabling it afterwards restores the default.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext recovery;
  bool completed = recovery.RunSafely([&] {
    module = parseSourceFile<ModuleOp>(
        *source, ParserConfig(context, /*verifyAfterParse=*/false));
  });
  llvm::CrashRecoveryContext::Disable();
  if (!completed) {
    // What the crashed parser built is abandoned: its destructors cannot run.
    emitError(FileLineColLoc::get(context, mainBuffer->getBufferIdentifier(),
                                  0, 0))
        << "the MLIR parser crashed on this input after the errors above (a "
           "defect of an op's parser); fix the errors it reported";
    return nullptr;
  }
  if (!module) return nullptr;
  // A portable artifact's vhlo ops become stablehlo before anything checks
  // them: vhlo ops have no verifiers (nor terminator traits) of their own.
  bool hasVHLO = false;
  module->walk([&](Operation *op) {
    if (isa_and_nonnull<IREE::VHLO::VHLODialect>(op->getDialect())) {
      hasVHLO = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (hasVHLO) {
    PassManager pm(context);
    pm.addPass(InputConversion::createVHLOToStableHLOPass());
    if (failed(pm.run(*module))) return nullptr;
    return module;  // verified after the pass
  }
  if (failed(verify(*module))) return nullptr;
  return module;
}

}  // namespace mlir::iree_compiler
