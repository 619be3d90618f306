//===- TranslateExecutables.cpp - Run target backends on executables ------===//

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/Target/TargetBackend.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_TRANSLATEEXECUTABLESPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

LogicalResult writeDumpFile(Operation *op, StringRef directory,
                            const Twine &fileName,
                            llvm::function_ref<void(raw_ostream &)> write) {
  llvm::SmallString<256> path(directory);
  llvm::sys::path::append(path, fileName);
  std::error_code error = llvm::sys::fs::create_directories(directory);
  if (!error) {
    llvm::raw_fd_ostream os(path, error);
    if (!error) write(os);
  }
  if (error)
    return op->emitError("cannot write '") << path << "': " << error.message();
  return success();
}

namespace {

/// Writes |variant|'s serialized bytes to |directory| as
/// `<executable>.<target>.so` (CPU shared objects, which tools such as
/// objdump read) or `.fb` (the vmvx and vulkan FlatBuffers).
LogicalResult dumpBinary(ExecutableVariantOp variant, StringRef directory) {
  auto data = dyn_cast_or_null<DenseElementsAttr>(variant.getDataAttr());
  if (!data) return success();
  auto executable = variant->getParentOfType<ExecutableOp>();
  bool sharedObject =
      variant.getFormat().value_or("").starts_with("system-elf-");
  return writeDumpFile(variant, directory,
                       executable.getSymName() + "." + variant.getTarget() +
                           (sharedObject ? ".so" : ".fb"),
                       [&](raw_ostream &os) {
                         ArrayRef<char> bytes = data.getRawData();
                         os.write(bytes.data(), bytes.size());
                       });
}

/// Writes |executable| to |directory| before translation, one file per
/// variant that iree-compile turns into that variant's binary:
/// `<executable>.mlir`, or `<executable>.<target>.mlir` (holding only that
/// variant) when there are several.
LogicalResult dumpSources(ExecutableOp executable, StringRef directory) {
  auto variants =
      llvm::to_vector(executable.getBody().getOps<ExecutableVariantOp>());
  auto print = [](Operation *op) {
    return [op](raw_ostream &os) {
      op->print(os);
      os << "\n";
    };
  };
  if (variants.size() == 1)
    return writeDumpFile(executable, directory,
                         executable.getSymName() + ".mlir", print(executable));
  for (ExecutableVariantOp variant : variants) {
    OwningOpRef<ExecutableOp> alone = executable.clone();
    for (auto other : llvm::make_early_inc_range(
             alone->getBody().getOps<ExecutableVariantOp>()))
      if (other.getSymName() != variant.getSymName()) other.erase();
    if (failed(writeDumpFile(executable, directory,
                             executable.getSymName() + "." +
                                 variant.getTarget() + ".mlir",
                             print(alone.get()))))
      return failure();
  }
  return success();
}

struct TranslateExecutablesPass
    : impl::TranslateExecutablesPassBase<TranslateExecutablesPass> {
  using Base::Base;

  void runOnOperation() override {
    TargetOptions options;
    options.llvmTargetCPU = targetCPU;
    options.llvmTargetTriple = targetTriple;
    options.llvmTargetCPUFeatures = targetCPUFeatures;
    options.vmvxMicrokernels = vmvxMicrokernels;
    options.vulkanTarget = vulkanTarget;
    options.vulkanMatmulTile.assign(vulkanMatmulTile.begin(),
                                    vulkanMatmulTile.end());
    options.vulkanCooperativeMatmulTile.assign(
        vulkanCooperativeMatmulTile.begin(), vulkanCooperativeMatmulTile.end());
    options.vulkanConvolutionTile.assign(vulkanConvolutionTile.begin(),
                                         vulkanConvolutionTile.end());
    options.llvmOptLevel = llvmOptLevel;
    options.dataTiling = dataTiling;
    llvm::StringMap<std::unique_ptr<TargetBackend>> backends;
    if (!dumpSourcesTo.empty())
      for (auto executable : getOperation().getOps<ExecutableOp>())
        if (failed(dumpSources(executable, dumpSourcesTo)))
          return signalPassFailure();
    SmallVector<ExecutableVariantOp> variants;
    getOperation().walk([&](ExecutableVariantOp v) { variants.push_back(v); });
    for (ExecutableVariantOp variant : variants) {
      if (!variant.getInnerModule()) continue;  // already serialized
      std::unique_ptr<TargetBackend> &backend = backends[variant.getTarget()];
      if (!backend) backend = createTargetBackend(variant.getTarget(), options);
      if (!backend) {
        variant.emitError("unknown target backend '")
            << variant.getTarget() << "'; available: "
            << llvm::join(getTargetBackendNames(), ", ");
        return signalPassFailure();
      }
      if (failed(backend->configure(variant)) ||
          failed(backend->translate(variant)) ||
          failed(backend->serialize(variant)) ||
          (!dumpBinariesTo.empty() &&
           failed(dumpBinary(variant, dumpBinariesTo))))
        return signalPassFailure();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
