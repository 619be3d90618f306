//===- VMVXTargetBackend.cpp - Executables as VM bytecode -----------------===//
//
// configure: tile each dispatch over workgroups like llvm-cpu; translate:
// bufferize, select microkernels, lower the rest to scalar vm code;
// serialize: the kernels' vm.module as a bytecode module (docs/vmvx.md).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/HAL/Target/VMVX/VMVXTargetBackend.h"

#include "compiler/Codegen/VMVX/Passes.h"
#include "compiler/Dialect/VM/Target/Bytecode/BytecodeModuleTarget.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::iree_compiler::IREE::HAL {

namespace {

class VMVXTargetBackend final : public TargetBackend {
public:
  explicit VMVXTargetBackend(const TargetOptions &options)
      : options(options) {}

  StringRef getName() const override { return "vmvx"; }

  LogicalResult configure(ExecutableVariantOp variant) override {
    // The microkernels take sizes; a tile's buffer chosen by a branch would
    // be a view the VM lowering cannot resolve statically.
    return configureWorkgroups(variant, /*maxWorkgroups=*/64,
                               /*minWorkPerWorkgroup=*/16384,
                               /*versionFullTiles=*/false);
  }

  LogicalResult translate(ExecutableVariantOp variant) override {
    PassManager pm(variant.getContext());
    ::mlir::iree_compiler::VMVX::buildVMVXLoweringPipeline(pm, options.vmvxMicrokernels);
    return runBackendPipeline(pm, variant.getInnerModule());
  }

  LogicalResult serialize(ExecutableVariantOp variant) override {
    ModuleOp module = variant.getInnerModule();
    auto vmModules = llvm::to_vector(module.getOps<VM::ModuleOp>());
    if (vmModules.size() != 1)
      return variant.emitError("vmvx: translation produced no vm.module");
    VM::ModuleOp vmModule = vmModules.front();
    vmModule.setSymName(variant->getParentOfType<ExecutableOp>().getSymName());
    // Export ordinals are the HAL export ordinals.
    llvm::StringMap<VM::ExportOp> exports;
    for (auto exportOp : vmModule.getOps<VM::ExportOp>())
      exports[exportOp.getExportName()] = exportOp;
    Block &body = vmModule.getBody().front();
    for (auto exportOp : variant.getBody().getOps<ExecutableExportOp>()) {
      VM::ExportOp vmExport = exports.lookup(exportOp.getSymName());
      if (!vmExport)
        return exportOp.emitError("vmvx: no kernel for this export");
      vmExport->moveBefore(&body, body.end());
    }

    std::string bytes;
    llvm::raw_string_ostream os(bytes);
    if (failed(VM::translateModuleToBytecode(vmModule, {}, os)))
      return variant.emitError("vmvx: failed to serialize the kernels");
    Builder builder(variant.getContext());
    auto bytesType = VectorType::get({static_cast<int64_t>(bytes.size())},
                                     builder.getI8Type());
    variant.setFormatAttr(builder.getStringAttr("vmvx-bytecode-fb"));
    variant.setDataAttr(DenseElementsAttr::getFromRawBuffer(
        bytesType, ArrayRef<char>(bytes.data(), bytes.size())));
    module.erase();
    return success();
  }

private:
  TargetOptions options;
};

} // namespace

std::unique_ptr<TargetBackend>
createVMVXTargetBackend(const TargetOptions &options) {
  return std::make_unique<VMVXTargetBackend>(options);
}

} // namespace mlir::iree_compiler::IREE::HAL
