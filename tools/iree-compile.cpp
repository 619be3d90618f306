//===- iree-compile.cpp - Compiles programs to .vmfb modules --------------===//
//
// Reads MLIR (StableHLO, TOSA, linalg on tensors, or a vm.module), runs the
// phases input → global-opt → flow → hal → vm and writes a VM bytecode module
// (`.vmfb`); --output-format=vm-asm prints the final VM IR and
// --compile-to=<phase> prints the IR after that phase.
//
//===----------------------------------------------------------------------===//

#include <string>
#include <vector>

#include "compiler/Dialect/VM/Target/Bytecode/BytecodeModuleTarget.h"
#include "compiler/Dialect/HAL/Target/LLVMCPU/LinkerTool.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/Target/TargetBackend.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "compiler/Pipelines/Pipelines.h"
#include "llvm/Config/abi-breaking.h"
#include "llvm/ADT/StringExtras.h"
#include "compiler/Tools/ParseInput.h"
#include "compiler/Tools/Registration.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
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

using iree_compiler::InputType;
using iree_compiler::Phase;

llvm::cl::opt<InputType> inputType(
    "iree-input-type", llvm::cl::desc("The input program's dialects"),
    llvm::cl::init(InputType::Auto),
    llvm::cl::values(
        clEnumValN(InputType::Auto, "auto", "Detected from the ops (default)"),
        clEnumValN(InputType::StableHLO, "stablehlo", "StableHLO (JAX)"),
        clEnumValN(InputType::TOSA, "tosa", "TOSA"),
        clEnumValN(InputType::None, "none",
                   "linalg/tensor/arith on tensors")));

llvm::cl::opt<Phase> compileTo(
    "compile-to", llvm::cl::desc("Stop after a phase and print its IR"),
    llvm::cl::init(Phase::End),
    llvm::cl::values(
        clEnumValN(Phase::Input, "input", "linalg on tensors"),
        clEnumValN(Phase::GlobalOpt, "global-opt", "fused linalg"),
        clEnumValN(Phase::GlobalOpt, "global-optimization",
                   "the same, by IREE's name"),
        clEnumValN(Phase::Flow, "flow", "dispatches and flow.executables"),
        clEnumValN(Phase::Stream, "stream",
                   "serialized hal.executables and host code scheduled over "
                   "stream resources and timepoints"),
        clEnumValN(Phase::HAL, "hal", "host HAL calls and serialized "
                                      "hal.executables"),
        clEnumValN(Phase::VM, "vm", "the vm.module"),
        clEnumValN(Phase::End, "end", "the .vmfb (default)")));

llvm::cl::opt<Phase> compileFrom(
    "compile-from",
    llvm::cl::desc("Start after a phase: the input is that phase's "
                   "--compile-to output"),
    llvm::cl::values(
        clEnumValN(Phase::Input, "input", "linalg on tensors"),
        clEnumValN(Phase::GlobalOpt, "global-opt", "fused linalg"),
        clEnumValN(Phase::GlobalOpt, "global-optimization",
                   "the same, by IREE's name"),
        clEnumValN(Phase::Flow, "flow", "dispatches and flow.executables"),
        clEnumValN(Phase::Stream, "stream",
                   "serialized hal.executables and host code scheduled over "
                   "stream resources and timepoints"),
        clEnumValN(Phase::HAL, "hal", "host HAL calls and serialized "
                                      "hal.executables")));

llvm::cl::opt<std::string> dumpPhasesTo(
    "dump-compilation-phases-to",
    llvm::cl::desc("Write the IR after each phase into this directory, as "
                   "<input name>.<n>.<phase>.mlir"));

llvm::cl::opt<std::string> dumpSourcesTo(
    "iree-hal-dump-executable-sources-to",
    llvm::cl::desc("Write each executable into this directory before "
                   "translation, as <executable>.mlir (<executable>.<target>"
                   ".mlir per variant with several targets); iree-compile "
                   "turns such a file into its binary"));

llvm::cl::opt<std::string> dumpBinariesTo(
    "iree-hal-dump-executable-binaries-to",
    llvm::cl::desc("Write each executable's serialized binary into this "
                   "directory, as <executable>.<target>.so (llvm-cpu) or "
                   ".fb (vmvx, vulkan-spirv)"));

llvm::cl::opt<std::string> dumpBenchmarksTo(
    "iree-hal-dump-executable-benchmarks-to",
    llvm::cl::desc("Write, per executable, <executable>.benchmark.mlir: a "
                   "program dispatching each export once as the model does, "
                   "for iree-compile --compile-from=hal and "
                   "iree-benchmark-module --function=<export>"));

llvm::cl::opt<std::string> exportParameters(
    "iree-opt-export-parameters",
    llvm::cl::desc("Write constants of at least "
                   "--iree-opt-export-parameter-minimum-size bytes to a "
                   "parameter archive, [scope=]path.irpa, instead of the "
                   "module; run with --parameters=[scope=]path.irpa"));

llvm::cl::opt<int64_t> exportParameterMinimumSize(
    "iree-opt-export-parameter-minimum-size",
    llvm::cl::desc("Smallest constant, in bytes, that "
                   "--iree-opt-export-parameters moves out of the module"),
    llvm::cl::init(4096));

llvm::cl::opt<std::string> dumpFilesTo(
    "iree-hal-dump-executable-files-to",
    llvm::cl::desc("Write every executable file into this directory: the "
                   "sources, binaries and benchmarks of the three "
                   "--iree-hal-dump-executable-*-to flags"));

llvm::cl::list<std::string> targetBackends(
    "iree-hal-target-backends",
    llvm::cl::desc("Target backends for executables (llvm-cpu, vmvx, "
                   "vulkan-spirv); with several, each executable has a "
                   "variant per backend and the runtime loads the first, in "
                   "this order, that its device can run"),
    llvm::cl::CommaSeparated);

llvm::cl::opt<std::string> targetDevice(
    "iree-hal-target-device",
    llvm::cl::desc("Target device: `local` (CPU; its backends come from "
                   "--iree-hal-local-target-device-backends), `vulkan` (the "
                   "vulkan-spirv backend), or a backend name (llvm-cpu, "
                   "vmvx, vulkan-spirv) standing for its device"));

llvm::cl::list<std::string> localTargetDeviceBackends(
    "iree-hal-local-target-device-backends",
    llvm::cl::desc("Backends of the `local` target device (llvm-cpu, vmvx)"),
    llvm::cl::CommaSeparated);

llvm::cl::opt<std::string> llvmTargetCPU(
    "iree-llvmcpu-target-cpu",
    llvm::cl::desc("CPU the llvm-cpu backend compiles for: `host` (this "
                   "machine's CPU and features), `generic` (portable x86-64) "
                   "or an LLVM CPU name"),
    llvm::cl::init("generic"));

llvm::cl::opt<std::string> llvmTargetTriple(
    "iree-llvmcpu-target-triple",
    llvm::cl::desc("Target triple of the llvm-cpu backend (default: this "
                   "machine's), e.g. aarch64-linux-gnu to cross-compile"),
    llvm::cl::init(""));

llvm::cl::opt<std::string> llvmTargetCPUFeatures(
    "iree-llvmcpu-target-cpu-features",
    llvm::cl::desc("Features added to the llvm-cpu target CPU's, as "
                   "`+avx512f,-fma`"),
    llvm::cl::init(""));

llvm::cl::opt<bool> vmvxMicrokernels(
    "iree-vmvx-enable-microkernels",
    llvm::cl::desc("vmvx: call the runtime's native microkernels for "
                   "elementwise ops, copies, fills, matmuls and reductions "
                   "(false: everything runs as VM bytecode)"),
    llvm::cl::init(true));

llvm::cl::opt<std::string> vulkanTarget(
    "iree-vulkan-target",
    llvm::cl::desc("vulkan-spirv: the device the SPIR-V is for: `baseline` "
                   "(any Vulkan 1.2 device), `lavapipe`, `hopper`"),
    llvm::cl::init("baseline"));

// Kernel tiles for tuning: the tool's flags fill the options of
// SPIRV::SelectKernelStrategiesPass through the HAL pipeline's options.
llvm::cl::list<int64_t> vulkanMatmulTile(
    "iree-vulkan-matmul-tile",
    llvm::cl::desc("vulkan-spirv: the [TM,TN,TK] tile of the workgroup-memory "
                   "matmul kernel, for tuning; matmuls it does not fit get "
                   "the tile chosen by default"),
    llvm::cl::CommaSeparated);

llvm::cl::list<int64_t> vulkanCooperativeMatmulTile(
    "iree-vulkan-cooperative-matmul-tile",
    llvm::cl::desc("vulkan-spirv: the [TM,TN] workgroup tile of the "
                   "cooperative-matrix matmul kernel (128,128, 64,128, "
                   "64,64 or 32,32), optionally with the depth of its "
                   "staged operand slices in elements and their buffers "
                   "[TM,TN,TK,STAGES] (TK two or four fragments deep: f16 "
                   "32 or 64, i8 64 or 128; f16 also 0: none; 1 or 2 "
                   "buffers), for tuning; matmuls it does not fit get the "
                   "tile chosen by default"),
    llvm::cl::CommaSeparated);

llvm::cl::list<int64_t> vulkanConvolutionTile(
    "iree-vulkan-convolution-tile",
    llvm::cl::desc("vulkan-spirv: the [TH,TW,TF,TC] tile of the "
                   "workgroup-memory convolution kernel, for tuning; "
                   "convolutions it does not divide get the default"),
    llvm::cl::CommaSeparated);

enum class OptLevel { O0, O1, O2, O3 };
llvm::cl::opt<OptLevel> optLevel(
    "iree-opt-level",
    llvm::cl::desc("Optimization level: O0 compiles fastest (no compile-time "
                   "evaluation, llvm-cpu kernels at LLVM -O0), O1/O2 set "
                   "LLVM's level, O3 optimizes fully (default)"),
    llvm::cl::init(OptLevel::O3),
    llvm::cl::values(clEnumValN(OptLevel::O0, "O0", "fastest compile"),
                     clEnumValN(OptLevel::O1, "O1", "LLVM -O1 kernels"),
                     clEnumValN(OptLevel::O2, "O2", "LLVM -O2 kernels"),
                     clEnumValN(OptLevel::O3, "O3", "full optimization")));

llvm::cl::opt<bool> dataTiling(
    "iree-opt-data-tiling",
    llvm::cl::desc("llvm-cpu: matmul tiles copy the blocks of B they use "
                   "into contiguous panels that stay in L1 (false: they read "
                   "B in place)"),
    llvm::cl::init(true));

llvm::cl::opt<bool> moduleChecksum(
    "iree-vm-module-checksum",
    llvm::cl::desc("Append the integrity footer (a 64-bit FNV-1a hash of the "
                   "module) that the runtime checks when loading, so a "
                   "corrupted .vmfb is rejected instead of run"),
    llvm::cl::init(true));

llvm::cl::opt<bool> constEval(
    "iree-opt-const-eval",
    llvm::cl::desc("Evaluate constant tensor expressions (weights transposed, "
                   "reshaped, cast...) at compile time with the vmvx backend "
                   "and store their values"),
    llvm::cl::init(true));

llvm::cl::opt<bool> demoteF64ToF32(
    "iree-input-demote-f64-to-f32",
    llvm::cl::desc("Compute in f32 wherever the program uses f64 (arguments "
                   "and results become f32 too)"),
    llvm::cl::init(false));

llvm::cl::opt<bool> demoteI64ToI32(
    "iree-input-demote-i64-to-i32",
    llvm::cl::desc("Compute in i32 wherever the program uses i64 (arguments "
                   "and results become i32 too)"),
    llvm::cl::init(false));

/// Finds the vm.module directly inside the top-level builtin.module, if any.
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

/// Translates the one executable variant of |module| (a file written by
/// --iree-hal-dump-executable-sources-to) and writes its binary to
/// |outputPath|.
int compileExecutable(PassManager &pm, ModuleOp module,
                      const iree_compiler::IREE::HAL::HALPipelineOptions &hal,
                      StringRef outputPath) {
  namespace HAL = iree_compiler::IREE::HAL;
  SmallVector<HAL::ExecutableVariantOp> variants;
  module.walk([&](HAL::ExecutableVariantOp v) { variants.push_back(v); });
  if (variants.size() != 1) {
    module.emitError("an executable input must hold one executable variant, "
                     "not ")
        << variants.size();
    return 1;
  }
  HAL::addTranslateExecutablesPass(pm, hal);
  if (failed(pm.run(module))) return 1;
  auto data = cast<DenseElementsAttr>(variants.front().getDataAttr());
  std::string errorMessage;
  auto output = openOutputFile(outputPath, &errorMessage);
  if (!output) {
    llvm::errs() << "iree-compile: error: " << errorMessage << "\n";
    return 1;
  }
  ArrayRef<char> bytes = data.getRawData();
  output->os().write(bytes.data(), bytes.size());
  output->keep();
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  // Pass names are what --mlir-print-ir-{before,after}=<pass> match (their
  // parser lists the passes registered when it is made), so every pass the
  // pipelines run is known by its name, the backends' included.
  iree_compiler::registerAllPasses();
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
  std::vector<std::string> flags = getRecordedFlags(argc, argv);
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "iree-compile 0.1.0 (commit " IREE_COMPILER_COMMIT ")\n";
  });
  llvm::cl::ParseCommandLineOptions(argc, argv, "IREE compiler\n");
#if !LLVM_FORCE_ENABLE_STATS && !LLVM_ENABLE_ABI_BREAKING_CHECKS
  // MLIR's pass statistics are llvm::Statistic, which LLVM builds without
  // assertions (Debian's; ABI-breaking checks follow assertions) compile to
  // nothing: say so rather than print empty reports.
  if (llvm::cl::Option *statistics =
          llvm::cl::getRegisteredOptions().lookup("mlir-pass-statistics");
      statistics && statistics->getNumOccurrences())
    llvm::errs() << "iree-compile: note: --mlir-pass-statistics reports "
                    "nothing: pass statistics are compiled out of this "
                    "release build of LLVM and MLIR; --mlir-timing shows "
                    "the time of each pass\n";
#endif
  // Options are read once, here: the pipeline must not depend on global
  // option state that linked-in libraries might touch.
  const std::string outputPath = outputFilename;
  const OutputFormat format = outputFormat;
  const Phase stopAfter = compileTo;

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
      iree_compiler::parseInputSafely(sourceMgr, &context);
  if (!topLevel) return 1;

  // A vm.module input skips straight to serialization, an executable
  // (--iree-hal-dump-executable-sources-to) is translated into its binary;
  // anything else runs the phases.
  bool isVMInput = false, isExecutableInput = true;
  for (Operation &op : topLevel->getBody()->getOperations()) {
    isVMInput |= op.getName().getStringRef() == "vm.module";
    isExecutableInput &= isa<iree_compiler::IREE::HAL::ExecutableOp>(op);
  }
  isExecutableInput &= !topLevel->getBody()->empty();

  iree_compiler::PipelineOptions options;
  options.compileTo = stopAfter;
  if (compileFrom.getNumOccurrences()) {
    if (isVMInput || compileFrom >= stopAfter) {
      llvm::errs() << "iree-compile: error: --compile-from names a phase "
                      "at or after where compilation stops "
                      "(--compile-to, or a vm.module input)\n";
      return 1;
    }
    options.compileFrom = compileFrom;
  }
  options.dumpPhasesTo = dumpPhasesTo;
  if (inputFilename != "-")
    options.dumpPhasesName = llvm::sys::path::stem(inputFilename).str();
  // Each dump goes where its own flag says, else with all the files.
  auto dumpDirectory = [](const std::string &own) {
    return own.empty() ? dumpFilesTo.getValue() : own;
  };
  options.hal.dumpSourcesTo = dumpDirectory(dumpSourcesTo);
  options.hal.dumpBinariesTo = dumpDirectory(dumpBinariesTo);
  options.hal.dumpBenchmarksTo = dumpDirectory(dumpBenchmarksTo);
  options.hal.exportParameters = exportParameters;
  options.hal.exportParameterMinimumSize = exportParameterMinimumSize;
  options.demoteF64ToF32 = demoteF64ToF32;
  options.demoteI64ToI32 = demoteI64ToI32;
  if (!targetBackends.empty()) {
    options.hal.targetBackends.assign(targetBackends.begin(),
                                      targetBackends.end());
  } else if (!localTargetDeviceBackends.empty()) {
    options.hal.targetBackends.assign(localTargetDeviceBackends.begin(),
                                      localTargetDeviceBackends.end());
  }
  bool deviceIsBackend = llvm::is_contained(
      iree_compiler::IREE::HAL::getTargetBackendNames(), targetDevice);
  if (targetDevice == "vulkan" && targetBackends.empty()) {
    options.hal.targetBackends = {"vulkan-spirv"};
  } else if (deviceIsBackend && targetBackends.empty()) {
    options.hal.targetBackends = {targetDevice};
  } else if (!targetDevice.empty() && targetDevice != "local" &&
             targetDevice != "vulkan" && !deviceIsBackend) {
    llvm::errs() << "iree-compile: error: unknown --iree-hal-target-device '"
                 << targetDevice << "'; supported: local, vulkan, "
                 << llvm::join(iree_compiler::IREE::HAL::getTargetBackendNames(),
                               ", ")
                 << "\n";
    return 1;
  }
  options.hal.llvmTargetCPU = llvmTargetCPU;
  options.hal.llvmTargetTriple = llvmTargetTriple;
  options.hal.llvmTargetCPUFeatures = llvmTargetCPUFeatures;
  options.hal.vmvxMicrokernels = vmvxMicrokernels;
  options.hal.vulkanTarget = vulkanTarget;
  options.hal.vulkanMatmulTile.assign(vulkanMatmulTile.begin(),
                                      vulkanMatmulTile.end());
  options.hal.vulkanCooperativeMatmulTile.assign(
      vulkanCooperativeMatmulTile.begin(), vulkanCooperativeMatmulTile.end());
  options.hal.vulkanConvolutionTile.assign(vulkanConvolutionTile.begin(),
                                           vulkanConvolutionTile.end());
  // The level sets defaults; --iree-opt-const-eval given explicitly wins.
  options.hal.llvmOptLevel = static_cast<int>(optLevel.getValue());
  options.hal.dataTiling = dataTiling;
  options.constEval = constEval.getNumOccurrences()
                          ? constEval.getValue()
                          : optLevel != OptLevel::O0;
  // Flag mistakes are reported as such, before anything is compiled.
  if (deviceIsBackend && !targetBackends.empty() &&
      !llvm::is_contained(targetBackends, targetDevice.getValue())) {
    llvm::errs() << "iree-compile: error: --iree-hal-target-device="
                 << targetDevice << " and --iree-hal-target-backends="
                 << llvm::join(targetBackends, ",")
                 << " name different targets; give one of them\n";
    return 1;
  }
  for (auto [i, backend] : llvm::enumerate(options.hal.targetBackends)) {
    if (llvm::is_contained(
            ArrayRef(options.hal.targetBackends).take_front(i), backend)) {
      llvm::errs() << "iree-compile: error: target backend '" << backend
                   << "' is named twice\n";
      return 1;
    }
  }
  for (const std::string &backend : options.hal.targetBackends) {
    if (llvm::is_contained(iree_compiler::IREE::HAL::getTargetBackendNames(),
                           backend))
      continue;
    llvm::errs() << "iree-compile: error: unknown target backend '" << backend
                 << "'; available: "
                 << llvm::join(iree_compiler::IREE::HAL::getTargetBackendNames(),
                               ", ")
                 << "\n";
    return 1;
  }
  if (failed(iree_compiler::IREE::HAL::resolveCPUTarget(
          llvmTargetCPU, llvmTargetTriple, llvmTargetCPUFeatures))) {
    llvm::errs() << "iree-compile: error: unknown llvm-cpu target: "
                    "--iree-llvmcpu-target-cpu '"
                 << llvmTargetCPU << "' (host, generic or an LLVM CPU name "
                 << "such as x86-64-v3 or neoverse-v1), "
                    "--iree-llvmcpu-target-triple '"
                 << llvmTargetTriple
                 << "', --iree-llvmcpu-target-cpu-features '"
                 << llvmTargetCPUFeatures << "' (+name or -name, comma "
                 << "separated, names the CPU's target knows)\n";
    return 1;
  }

  PassManager pm(&context);
  if (failed(applyPassManagerCLOptions(pm))) return 1;
  DefaultTimingManager timing;
  applyDefaultTimingManagerCLOptions(timing);
  TimingScope timingScope = timing.getRootScope();
  pm.enableTiming(timingScope);
  if (isExecutableInput) {
    return compileExecutable(pm, *topLevel, options.hal, outputPath);
  } else if (isVMInput) {
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  } else {
    InputType detected = inputType == InputType::Auto
                             ? iree_compiler::detectInputType(*topLevel)
                             : inputType.getValue();
    iree_compiler::buildCompilerPipeline(pm, detected, options);
  }
  if (failed(pm.run(*topLevel))) return 1;

  if (!isVMInput && stopAfter != Phase::End) {
    auto output = openOutputFile(outputPath, &errorMessage);
    if (!output) {
      llvm::errs() << "iree-compile: error: " << errorMessage << "\n";
      return 1;
    }
    topLevel->print(output->os());
    output->os() << "\n";
    output->keep();
    return 0;
  }

  Operation *vmModule = findVMModule(topLevel->getOperation());
  if (!vmModule) {
    if (isVMInput) return 1;
    topLevel->emitError("the pipeline produced no vm.module");
    return 1;
  }

  auto output = openOutputFile(outputPath, &errorMessage);
  if (!output) {
    llvm::errs() << "iree-compile: error: " << errorMessage << "\n";
    return 1;
  }
  if (format == OutputFormat::VMAsm) {
    vmModule->print(output->os());
    output->os() << "\n";
  } else {
    iree_compiler::IREE::VM::BytecodeTargetOptions options;
    options.compilerVersion =
        "iree-compile 0.1.0 (LLVM " LLVM_VERSION_STRING ")";
    options.compilerFlags = std::move(flags);
    options.checksum = moduleChecksum;
    if (failed(iree_compiler::IREE::VM::translateModuleToBytecode(
            vmModule, options, output->os())))
      return 1;
  }
  output->keep();
  return 0;
}
