//===- LowerToSPIRV.cpp - Dispatch functions to a spirv.module ------------===//
//
// Each dispatch function becomes a kernel `gpu.func` (the form upstream's
// GPU-to-SPIR-V patterns take), then everything converts in one go for the
// module's `spirv.target_env`.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Conversion/ArithToSPIRV/ArithToSPIRV.h"
#include "mlir/Conversion/ControlFlowToSPIRV/ControlFlowToSPIRV.h"
#include "mlir/Conversion/FuncToSPIRV/FuncToSPIRV.h"
#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRV.h"
#include "mlir/Conversion/IndexToSPIRV/IndexToSPIRV.h"
#include "mlir/Conversion/MathToSPIRV/MathToSPIRV.h"
#include "mlir/Conversion/MemRefToSPIRV/MemRefToSPIRV.h"
#include "mlir/Conversion/SCFToSPIRV/SCFToSPIRV.h"
#include "mlir/Conversion/UBToSPIRV/UBToSPIRV.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/SPIRV/Transforms/SPIRVConversion.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_LOWERTOSPIRVPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// The memory space Vulkan's storage class map sends to Workgroup.
constexpr unsigned kWorkgroupMemorySpace = 3;

/// Moves |func| (bindings..., workgroup id x/y/z) into |gpuModule| as a
/// kernel taking only its bindings.
LogicalResult convertToKernel(func::FuncOp func, gpu::GPUModuleOp gpuModule,
                              int64_t workgroupSize) {
  Block &entry = func.front();
  unsigned numArgs = entry.getNumArguments();
  if (numArgs < 3 ||
      !llvm::all_of(entry.getArguments().take_back(3), [](BlockArgument arg) {
        return isa<IndexType>(arg.getType());
      }))
    return func.emitError("dispatch function must end with the workgroup id "
                          "(three index arguments)");
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  Location loc = func.getLoc();
  const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                 gpu::Dimension::z};
  for (unsigned i = 0; i < 3; ++i)
    entry.getArgument(numArgs - 3 + i)
        .replaceAllUsesWith(gpu::BlockIdOp::create(b, loc, dims[i]));
  entry.eraseArguments(numArgs - 3, 3);

  // Temporaries are shared by the workgroup's invocations.
  SmallVector<memref::AllocaOp> allocas;
  func.walk([&](memref::AllocaOp op) { allocas.push_back(op); });
  for (memref::AllocaOp alloca : allocas) {
    MemRefType type = alloca.getType();
    auto shared = MemRefType::get(
        type.getShape(), type.getElementType(), type.getLayout(),
        b.getI64IntegerAttr(kWorkgroupMemorySpace));
    for (Operation *user : alloca->getUsers())
      if (!isa<memref::LoadOp, memref::StoreOp>(user))
        return user->emitError("temporaries may only be loaded and stored "
                               "in SPIR-V kernels");
    b.setInsertionPoint(alloca);
    auto alloc = memref::AllocOp::create(b, alloca.getLoc(), shared);
    alloca.replaceAllUsesWith(alloc.getResult());
    alloca.erase();
  }

  b.setInsertionPointToEnd(gpuModule.getBody());
  auto kernel = gpu::GPUFuncOp::create(
      b, loc, func.getName(),
      b.getFunctionType(entry.getArgumentTypes(), {}));
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  kernel->setAttr(spirv::getEntryPointABIAttrName(),
                  spirv::getEntryPointABIAttr(
                      func.getContext(),
                      {static_cast<int32_t>(workgroupSize), 1, 1}));
  kernel.getBody().takeBody(func.getBody());
  Operation *terminator = kernel.getBody().back().getTerminator();
  b.setInsertionPoint(terminator);
  gpu::ReturnOp::create(b, terminator->getLoc());
  terminator->erase();
  func.erase();
  return success();
}

struct LowerToSPIRVPass : impl::LowerToSPIRVPassBase<LowerToSPIRVPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    spirv::TargetEnvAttr targetEnv = spirv::lookupTargetEnvOrDefault(module);

    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    auto gpuModule = gpu::GPUModuleOp::create(b, module.getLoc(), "kernels");
    for (auto func :
         llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (func.isExternal() ||
          failed(convertToKernel(func, gpuModule, workgroupSize)))
        return signalPassFailure();
    }
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());

    spirv::MemorySpaceToStorageClassConverter storageClasses(
        spirv::mapMemorySpaceToVulkanStorageClass);
    spirv::convertMemRefTypesAndAttrs(gpuModule, storageClasses);

    std::unique_ptr<ConversionTarget> target =
        SPIRVConversionTarget::get(targetEnv);
    SPIRVConversionOptions options;
    // i8/i16 data lives in 32-bit words unless the target has the storage
    // capabilities.
    options.emulateLT32BitScalarTypes = true;
    SPIRVTypeConverter typeConverter(targetEnv, options);
    ScfToSPIRVContext scfContext;
    RewritePatternSet patterns(context);
    populateGPUToSPIRVPatterns(typeConverter, patterns);
    populateSCFToSPIRVPatterns(typeConverter, scfContext, patterns);
    arith::populateArithToSPIRVPatterns(typeConverter, patterns);
    populateMathToSPIRVPatterns(typeConverter, patterns);
    populateMemRefToSPIRVPatterns(typeConverter, patterns);
    populateFuncToSPIRVPatterns(typeConverter, patterns);
    cf::populateControlFlowToSPIRVPatterns(typeConverter, patterns);
    index::populateIndexToSPIRVPatterns(typeConverter, patterns);
    ub::populateUBToSPIRVConversionPatterns(typeConverter, patterns);
    if (failed(applyFullConversion(gpuModule.getOperation(), *target,
                                   std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
