//===- LLVMCPUTargetBackend.cpp - Executables as ELF shared objects -------===//
//
// configure: tile each dispatch over workgroups (the grid goes on the
// exports); translate: bufferize and lower to the LLVM dialect; serialize:
// LLVM IR with the executable ABI, optimized, emitted as an object and
// linked by lld into a shared object.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/HAL/Target/LLVMCPU/LLVMCPUTargetBackend.h"

#include "compiler/Codegen/Common/Passes.h"
#include "compiler/Codegen/LLVMCPU/Passes.h"
#include "compiler/Dialect/HAL/Target/LLVMCPU/LibraryBuilder.h"
#include "compiler/Dialect/HAL/Target/LLVMCPU/LinkerTool.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

namespace mlir::iree_compiler::IREE::HAL {

namespace {

class LLVMCPUTargetBackend final : public TargetBackend {
public:
  explicit LLVMCPUTargetBackend(const TargetOptions &options)
      : options(options) {}

  StringRef getName() const override { return "llvm-cpu"; }

  LogicalResult configure(ExecutableVariantOp variant) override {
    if (!target)
      target = resolveCPUTarget(options.llvmTargetCPU, options.llvmTargetTriple,
                                options.llvmTargetCPUFeatures);
    if (failed(*target))
      return variant.emitError("unknown llvm-cpu target: cpu '")
             << options.llvmTargetCPU << "', triple '"
             << options.llvmTargetTriple << "', features '"
             << options.llvmTargetCPUFeatures << "'";
    if (failed(configureWorkgroups(variant))) return failure();
    // Order of the functions is the export order after translation.
    for (auto exportOp : variant.getBody().getOps<ExecutableExportOp>())
      impls.push_back({exportOp.getSymName().str(), nullptr,
                       exportOp.getBindingCount(), exportOp.getConstantCount()});
    return success();
  }

  LogicalResult translate(ExecutableVariantOp variant) override {
    PassManager pm(variant.getContext());
    LLVMCPU::TileAndVectorizePassOptions vectorize;
    vectorize.vectorBits = (*target)->vectorBits;
    vectorize.x86PairDot = (*target)->x86PairDot;
    vectorize.x86BF16PairDot = (*target)->x86BF16PairDot;
    vectorize.x86QuadDot = (*target)->x86QuadDot;
    if (!options.dataTiling) vectorize.matmulPanelBytes = 0;
    LLVMCPU::buildLLVMCPULoweringPipeline(pm, vectorize);
    return runBackendPipeline(pm, variant.getInnerModule());
  }

  LogicalResult serialize(ExecutableVariantOp variant) override {
    ModuleOp module = variant.getInnerModule();
    auto executable = variant->getParentOfType<ExecutableOp>();
    llvm::LLVMContext llvmContext;
    DialectRegistry registry;
    registerBuiltinDialectTranslation(registry);
    registerLLVMDialectTranslation(registry);
    module.getContext()->appendDialectRegistry(registry);
    std::unique_ptr<llvm::Module> llvmModule =
        translateModuleToLLVMIR(module, llvmContext, executable.getSymName());
    if (!llvmModule)
      return variant.emitError("failed to translate the executable to LLVM IR");

    SmallVector<LibraryExport> exports;
    for (const LibraryExport &e : impls) {
      llvm::Function *impl = llvmModule->getFunction(e.name);
      if (!impl) return variant.emitError("lost dispatch function ") << e.name;
      impl->setName(e.name + "_impl");
      uint32_t localMemoryBytes = 0;
      if (auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(e.name))
        if (auto bytes = func->getAttrOfType<IntegerAttr>(
                Codegen::kLocalMemoryBytesAttr))
          localMemoryBytes = bytes.getInt();
      exports.push_back(
          {e.name, impl, e.bindingCount, e.constantCount, localMemoryBytes});
    }
    impls.clear();
    buildExecutableLibrary(*llvmModule, executable.getSymName(), exports);

    std::string error;
    FailureOr<std::vector<char>> sharedObject =
        compileAndLink(*llvmModule, options.llvmOptLevel, **target, error);
    if (failed(sharedObject))
      return variant.emitError("llvm-cpu: ") << error;

    Builder builder(variant.getContext());
    auto bytesType = VectorType::get(
        {static_cast<int64_t>(sharedObject->size())}, builder.getI8Type());
    variant.setFormatAttr(builder.getStringAttr((*target)->format));
    variant.setDataAttr(
        DenseElementsAttr::getFromRawBuffer(bytesType, *sharedObject));
    module.erase();
    return success();
  }

private:
  TargetOptions options;
  // Resolved on first use: the CPU, its features and vector width.
  std::optional<FailureOr<CPUTarget>> target;
  // Exports of the variant being compiled, in ordinal order.
  SmallVector<LibraryExport> impls;
};

} // namespace

std::unique_ptr<TargetBackend>
createLLVMCPUTargetBackend(const TargetOptions &options) {
  return std::make_unique<LLVMCPUTargetBackend>(options);
}

} // namespace mlir::iree_compiler::IREE::HAL
