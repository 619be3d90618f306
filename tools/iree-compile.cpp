//===- iree-compile.cpp - Compiles programs to .vmfb modules --------------===//
//
// Reads MLIR, runs the compiler pipeline and writes a VM bytecode module
// (`.vmfb`), or with --output-format=vm-asm prints the final VM IR.
//
//===----------------------------------------------------------------------===//

#include <string>
#include <vector>

#include "compiler/Dialect/VM/Target/Bytecode/BytecodeModuleTarget.h"
#include "compiler/Tools/Registration.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {

enum class OutputFormat { VMBytecode, VMAsm };

llvm::cl::opt<std::string> inputFilename(llvm::cl::Positional,
                                         llvm::cl::desc("<input file>"),
                                         llvm::cl::init("-"));
llvm::cl::opt<std::string> outputFilename("o",
                                          llvm::cl::desc("Output filename"),
                                          llvm::cl::value_desc("filename"),
                                          llvm::cl::init("-"));
llvm::cl::opt<OutputFormat> outputFormat(
    "output-format", llvm::cl::desc("Format of the output"),
    llvm::cl::init(OutputFormat::VMBytecode),
    llvm::cl::values(
        clEnumValN(OutputFormat::VMBytecode, "vm-bytecode",
                   "A .vmfb FlatBuffer module (default)"),
        clEnumValN(OutputFormat::VMAsm, "vm-asm", "The VM IR as text")));

/// Finds the one vm.module directly inside the top-level builtin.module.
Operation *findVMModule(Operation *topLevel) {
  Operation *found = nullptr;
  for (Operation &op : topLevel->getRegion(0).front()) {
    if (op.getName().getStringRef() != "vm.module") continue;
    if (found) {
      op.emitError("only one vm.module per compilation is supported; first "
                   "one is here")
              .attachNote(found->getLoc())
          << "first vm.module";
      return nullptr;
    }
    found = &op;
  }
  if (!found) {
    Block &body = topLevel->getRegion(0).front();
    Operation *anchor = body.empty() ? topLevel : &body.front();
    anchor->emitError(
        "input has no vm.module: iree-compile currently compiles VM modules; "
        "the tensor (StableHLO/TOSA/linalg) pipeline is not available yet");
  }
  return found;
}

/// The options that shaped the output, recorded in the module for
/// iree-dump-module: every flag except the input and output paths.
std::vector<std::string> getRecordedFlags(int argc, char **argv) {
  std::vector<std::string> flags;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "-o") {
      ++i;
      continue;
    }
    if (!arg.starts_with("-") || arg.starts_with("-o")) continue;
    flags.push_back(arg.str());
  }
  return flags;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
  std::vector<std::string> flags = getRecordedFlags(argc, argv);
  llvm::cl::ParseCommandLineOptions(argc, argv, "IREE compiler\n");

  DialectRegistry registry;
  iree_compiler::registerAllDialects(registry);
  MLIRContext context(registry);
  context.allowUnregisteredDialects(false);
  // Diagnostics name the problem and its location; users never see IR dumps.
  context.printOpOnDiagnostic(false);

  std::string errorMessage;
  auto input = openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << "iree-compile: error: " << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnosticHandler(sourceMgr, &context);

  // Top-level ops other than builtin.module are wrapped in an implicit one.
  OwningOpRef<ModuleOp> topLevel =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!topLevel) return 1;

  PassManager pm(&context);
  if (failed(applyPassManagerCLOptions(pm))) return 1;
  DefaultTimingManager timing;
  applyDefaultTimingManagerCLOptions(timing);
  TimingScope timingScope = timing.getRootScope();
  pm.enableTiming(timingScope);
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  if (failed(pm.run(*topLevel))) return 1;

  Operation *vmModule = findVMModule(topLevel->getOperation());
  if (!vmModule) return 1;

  auto output = openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << "iree-compile: error: " << errorMessage << "\n";
    return 1;
  }
  if (outputFormat == OutputFormat::VMAsm) {
    vmModule->print(output->os());
    output->os() << "\n";
  } else {
    iree_compiler::IREE::VM::BytecodeTargetOptions options;
    options.compilerVersion =
        "iree-compile 0.1.0 (LLVM " LLVM_VERSION_STRING ")";
    options.compilerFlags = std::move(flags);
    if (failed(iree_compiler::IREE::VM::translateModuleToBytecode(
            vmModule, options, output->os())))
      return 1;
  }
  output->keep();
  return 0;
}
