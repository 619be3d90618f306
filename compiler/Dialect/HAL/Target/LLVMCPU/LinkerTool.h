//===- LinkerTool.h - LLVM IR to a shared object ----------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LINKERTOOL_H_
#define IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LINKERTOOL_H_

#include <string>
#include <vector>

#include "mlir/Support/LLVM.h"
#include "llvm/IR/Module.h"

namespace mlir::iree_compiler::IREE::HAL {

/// What the code is compiled for.
struct CPUTarget {
  std::string triple;
  std::string cpu;
  std::string features;
  /// The runtime's executable format string, e.g. `system-elf-x86_64`.
  std::string format;
  /// Width of the widest vector registers the CPU has.
  int64_t vectorBits = 128;
  /// Whether the CPU multiplies and adds pairs of i16 at |vectorBits| (x86
  /// pmaddwd).
  bool x86PairDot = false;
  /// Whether it multiplies and adds pairs of bf16 into f32 at 512 bits
  /// (AVX-512 BF16).
  bool x86BF16PairDot = false;
  /// Whether it multiplies and adds quads of bytes into i32 at 512 bits
  /// (AVX-512 VNNI).
  bool x86QuadDot = false;
};

/// `host` (this machine's CPU and its features), `generic` (the portable
/// baseline of the host's architecture) or an LLVM CPU name.
FailureOr<CPUTarget> resolveCPUTarget(StringRef targetCPU,
                                      StringRef targetTriple = "",
                                      StringRef extraFeatures = "");

/// Optimizes |module| at LLVM's |optLevel| (0-3), emits an object and links
/// it with in-process lld into an ELF shared object, returned as bytes. On
/// failure sets |error|.
FailureOr<std::vector<char>> compileAndLink(llvm::Module &module, int optLevel,
                                            const CPUTarget &target,
                                            std::string &error);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TARGET_LLVMCPU_LINKERTOOL_H_
