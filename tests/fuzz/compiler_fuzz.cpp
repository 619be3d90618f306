// libFuzzer target: MLIR text through the whole compiler to a bytecode
// module in memory, as iree-compile would take it, for the vmvx and
// vulkan-spirv backends at once (each executable gets a variant per backend,
// so one compile covers both code generators). An input may fail with
// diagnostics; it must never crash, hang or exhaust memory (fuzz.sh caps
// both).
#include <cstddef>
#include <cstdint>
#include <string>

#include "compiler/Dialect/VM/Target/Bytecode/BytecodeModuleTarget.h"
#include "compiler/Pipelines/Pipelines.h"
#include "compiler/Tools/ParseInput.h"
#include "compiler/Tools/Registration.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;

namespace {

const DialectRegistry &getRegistry() {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    iree_compiler::registerAllDialects(*r);
    return r;
  }();
  return *registry;
}

void compile(llvm::StringRef text) {
  // One thread: the fuzzer's coverage and timing stay per input.
  MLIRContext context(getRegistry(), MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  ScopedDiagnosticHandler silence(&context, [](Diagnostic &) {
    return success();
  });
  // Parsed as iree-compile parses files (a crash of upstream MLIR's parser
  // is an error there too).
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(text, "input", true), llvm::SMLoc());
  OwningOpRef<ModuleOp> module =
      iree_compiler::parseInputSafely(sourceMgr, &context);
  if (!module) return;

  iree_compiler::PipelineOptions options;
  options.hal.targetBackends = {"vmvx", "vulkan-spirv"};
  PassManager pm(&context);
  iree_compiler::buildCompilerPipeline(
      pm, iree_compiler::detectInputType(*module), options);
  if (failed(pm.run(*module))) return;

  for (Operation &op : module->getBody()->getOperations()) {
    if (op.getName().getStringRef() != "vm.module") continue;
    std::string bytes;
    llvm::raw_string_ostream os(bytes);
    (void)iree_compiler::IREE::VM::translateModuleToBytecode(
        &op, iree_compiler::IREE::VM::BytecodeTargetOptions(), os);
    return;
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // MLIR's lexer reads up to a terminating NUL, as files opened by
  // iree-compile have; the fuzzer's bytes have none (std::string adds it).
  std::string text(reinterpret_cast<const char *>(data), size);
  compile(text);
  return 0;
}
