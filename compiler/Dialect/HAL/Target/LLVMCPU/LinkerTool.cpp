//===- LinkerTool.cpp - LLVM IR to a shared object ------------------------===//

#include "compiler/Dialect/HAL/Target/LLVMCPU/LinkerTool.h"

#include "lld/Common/Driver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>

LLD_HAS_DRIVER(elf)

namespace mlir::iree_compiler::IREE::HAL {

namespace {

/// Deletes a temporary file when it goes out of scope.
struct TempFile {
  SmallString<128> path;
  ~TempFile() {
    if (!path.empty()) llvm::sys::fs::remove(path);
  }
};

std::string getFormat(const llvm::Triple &triple) {
  switch (triple.getArch()) {
  case llvm::Triple::x86_64: return "system-elf-x86_64";
  case llvm::Triple::aarch64: return "system-elf-arm_64";
  case llvm::Triple::riscv64: return "system-elf-riscv_64";
  default: return "";
  }
}

/// Links |objectPath| into the shared object |outputPath| with lld, in a
/// forked child: lld resets every LLVM command line option of its process
/// when it finishes, which would silently drop the compiler's own flags
/// (iree-opt's pass pipeline for the next input, for one).
LogicalResult linkSharedObject(StringRef objectPath, StringRef outputPath,
                               std::string &error) {
  TempFile messages;
  int messagesFd;
  if (llvm::sys::fs::createTemporaryFile("iree-lld", "txt", messagesFd,
                                         messages.path)) {
    error = "cannot create temporary files";
    return failure();
  }
  std::string object = objectPath.str(), output = outputPath.str();
  pid_t child = fork();
  if (child == 0) {
    llvm::raw_fd_ostream stream(messagesFd, /*shouldClose=*/true);
    const char *args[] = {"ld.lld", "-shared", "-nostdlib", "--no-undefined",
                          "-z", "noexecstack", "--gc-sections",
                          "--threads=1", "-o", output.c_str(), object.c_str()};
    lld::Result result =
        lld::lldMain(args, stream, stream, {{lld::Gnu, &lld::elf::link}});
    stream.flush();
    _exit(result.retCode == 0 ? 0 : 1);
  }
  ::close(messagesFd);
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) != child) {
    error = "cannot start the linker";
    return failure();
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return success();
  auto text = llvm::MemoryBuffer::getFile(messages.path);
  error = "lld failed: " + (text ? (*text)->getBuffer().trim().str()
                                 : std::string("no message"));
  return failure();
}

} // namespace

FailureOr<CPUTarget> resolveCPUTarget(StringRef targetCPU,
                                      StringRef targetTriple,
                                      StringRef extraFeatures) {
  // Every target LLVM was built with: a triple may name another machine.
  llvm::InitializeAllTargetInfos();
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  CPUTarget target;
  llvm::Triple triple(targetTriple.empty() ? llvm::sys::getDefaultTargetTriple()
                                           : targetTriple.str());
  bool isNative = triple.getArch() ==
                  llvm::Triple(llvm::sys::getDefaultTargetTriple()).getArch();
  if (targetCPU == "host" && !isNative) return failure();
  target.triple = triple.str();
  target.format = getFormat(triple);
  if (target.format.empty()) return failure();
  if (targetCPU == "host") {
    target.cpu = llvm::sys::getHostCPUName().str();
    SmallVector<std::string> features;
    for (auto &feature : llvm::sys::getHostCPUFeatures())
      features.push_back((feature.second ? "+" : "-") + feature.first().str());
    target.features = llvm::join(features, ",");
  } else if (targetCPU == "generic") {
    target.cpu = triple.getArch() == llvm::Triple::x86_64 ? "x86-64" : "generic";
  } else {
    target.cpu = targetCPU.str();
  }
  if (!extraFeatures.empty())
    target.features = target.features.empty()
                          ? extraFeatures.str()
                          : target.features + "," + extraFeatures.str();
  std::string error;
  const llvm::Target *llvmTarget =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!llvmTarget) return failure();
  // Validate the name first: creating subtarget info for an unknown CPU
  // prints LLVM's own warning.
  std::unique_ptr<llvm::MCSubtargetInfo> baseline(
      llvmTarget->createMCSubtargetInfo(triple, "", ""));
  if (!baseline || !baseline->isCPUStringValid(target.cpu)) return failure();
  // Unknown feature names would make LLVM warn and drop them: refuse them.
  for (StringRef feature : llvm::split(extraFeatures, ',')) {
    if (feature.empty()) continue;
    if (!feature.consume_front("+") && !feature.consume_front("-"))
      return failure();
    if (!llvm::any_of(baseline->getAllProcessorFeatures(),
                      [&](const llvm::SubtargetFeatureKV &known) {
                        return feature == known.Key;
                      }))
      return failure();
  }
  std::unique_ptr<llvm::MCSubtargetInfo> info(
      llvmTarget->createMCSubtargetInfo(triple, target.cpu, target.features));
  if (!info) return failure();
  if (triple.getArch() == llvm::Triple::x86_64) {
    if (info->checkFeatures("+avx512f"))
      target.vectorBits = 512;
    else if (info->checkFeatures("+avx"))
      target.vectorBits = 256;
    // pmaddwd is SSE2's at 128 bits, AVX2's at 256 and AVX-512BW's at 512.
    target.x86PairDot =
        target.vectorBits == 512   ? info->checkFeatures("+avx512bw")
        : target.vectorBits == 256 ? info->checkFeatures("+avx2")
                                   : info->checkFeatures("+sse2");
    target.x86BF16PairDot =
        target.vectorBits == 512 && info->checkFeatures("+avx512bf16");
    target.x86QuadDot =
        target.vectorBits == 512 && info->checkFeatures("+avx512vnni");
  }
  return target;
}

FailureOr<std::vector<char>> compileAndLink(llvm::Module &module, int optLevel,
                                            const CPUTarget &target,
                                            std::string &error) {
  llvm::Triple triple(target.triple);
  const llvm::Target *llvmTarget =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!llvmTarget) return failure();
  llvm::TargetOptions targetOptions;
  std::unique_ptr<llvm::TargetMachine> machine(llvmTarget->createTargetMachine(
      triple, target.cpu, target.features, targetOptions, llvm::Reloc::PIC_,
      std::nullopt,
      llvm::CodeGenOpt::getLevel(optLevel).value_or(
          llvm::CodeGenOptLevel::Aggressive)));
  if (!machine) {
    error = "cannot create a target machine for " + target.triple;
    return failure();
  }
  module.setTargetTriple(triple);
  module.setDataLayout(machine->createDataLayout());
  for (llvm::Function &func : module) {
    if (func.isDeclaration()) continue;
    func.addFnAttr("target-cpu", target.cpu);
    if (!target.features.empty())
      func.addFnAttr("target-features", target.features);
  }

  llvm::LoopAnalysisManager loopAnalyses;
  llvm::FunctionAnalysisManager functionAnalyses;
  llvm::CGSCCAnalysisManager cgsccAnalyses;
  llvm::ModuleAnalysisManager moduleAnalyses;
  llvm::PassBuilder passBuilder(machine.get());
  passBuilder.registerModuleAnalyses(moduleAnalyses);
  passBuilder.registerCGSCCAnalyses(cgsccAnalyses);
  passBuilder.registerFunctionAnalyses(functionAnalyses);
  passBuilder.registerLoopAnalyses(loopAnalyses);
  passBuilder.crossRegisterProxies(loopAnalyses, functionAnalyses,
                                   cgsccAnalyses, moduleAnalyses);
  const llvm::OptimizationLevel levels[] = {
      llvm::OptimizationLevel::O0, llvm::OptimizationLevel::O1,
      llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
  llvm::OptimizationLevel level = levels[std::clamp(optLevel, 0, 3)];
  if (level == llvm::OptimizationLevel::O0)
    passBuilder.buildO0DefaultPipeline(level).run(module, moduleAnalyses);
  else
    passBuilder.buildPerModuleDefaultPipeline(level).run(module,
                                                         moduleAnalyses);

  TempFile object, sharedObject;
  int objectFd;
  if (llvm::sys::fs::createTemporaryFile("iree-llvmcpu", "o", objectFd,
                                         object.path) ||
      llvm::sys::fs::createTemporaryFile("iree-llvmcpu", "so",
                                         sharedObject.path)) {
    error = "cannot create temporary files";
    return failure();
  }
  {
    llvm::raw_fd_ostream objectStream(objectFd, /*shouldClose=*/true);
    llvm::legacy::PassManager codegen;
    if (machine->addPassesToEmitFile(codegen, objectStream, nullptr,
                                     llvm::CodeGenFileType::ObjectFile)) {
      error = "the target cannot emit object files";
      return failure();
    }
    codegen.run(module);
  }

  if (failed(linkSharedObject(object.path, sharedObject.path, error)))
    return failure();
  auto buffer = llvm::MemoryBuffer::getFile(sharedObject.path);
  if (!buffer) {
    error = "cannot read the linked shared object";
    return failure();
  }
  return std::vector<char>((*buffer)->getBufferStart(),
                           (*buffer)->getBufferEnd());
}

} // namespace mlir::iree_compiler::IREE::HAL
