//===- Registration.cpp - Dialects and passes the compiler knows ----------===//

#include "compiler/Tools/Registration.h"

#include "compiler/Dialect/CHLO/IR/CHLODialect.h"
#include "compiler/Dialect/Check/IR/CheckOps.h"
#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "compiler/Dialect/HAL/IR/HALDialect.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "compiler/Dialect/LinalgExt/Transforms/Passes.h"
#include "compiler/Dialect/Sdy/IR/SdyDialect.h"
#include "compiler/Dialect/StableHLO/IR/StableHLODialect.h"
#include "compiler/Dialect/Stream/IR/StreamDialect.h"
#include "compiler/Dialect/VHLO/IR/VHLODialect.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"
#include "compiler/Dialect/Util/IR/UtilDialect.h"
#include "compiler/InputConversion/StableHLO/Passes.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "compiler/Dialect/VM/Conversion/Passes.h"
#include "compiler/Dialect/VM/IR/VMDialect.h"
#include "compiler/Pipelines/Pipelines.h"
#include "compiler/Dialect/VM/Target/Bytecode/TestPasses.h"
#include "compiler/Codegen/Common/Passes.h"
#include "compiler/Codegen/LLVMCPU/Passes.h"
#include "compiler/Codegen/SPIRV/Passes.h"
#include "compiler/Codegen/VMVX/Passes.h"
#include "compiler/Dialect/VMVX/IR/VMVXOps.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Linalg/Transforms/SubsetInsertionOpInterfaceImpl.h"
#include "mlir/Dialect/Linalg/Transforms/TilingInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/TensorInferTypeOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/TensorTilingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/SubsetInsertionOpInterfaceImpl.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Vector/Transforms/SubsetOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::iree_compiler {

void registerAllDialects(DialectRegistry &registry) {
  registry.insert<affine::AffineDialect, arith::ArithDialect,
                  bufferization::BufferizationDialect, cf::ControlFlowDialect,
                  func::FuncDialect, linalg::LinalgDialect, math::MathDialect,
                  memref::MemRefDialect, scf::SCFDialect, tensor::TensorDialect,
                  tosa::TosaDialect, vector::VectorDialect,
                  IREE::CHLO::CHLODialect, IREE::Check::CheckDialect, IREE::Flow::FlowDialect,
                  IREE::HAL::HALDialect, IREE::LinalgExt::LinalgExtDialect,
                  IREE::Sdy::SdyDialect,
                  IREE::StableHLO::StableHLODialect,
                  IREE::Stream::StreamDialect,
                  IREE::Util::UtilDialect, IREE::VHLO::VHLODialect,
                  IREE::VM::VMDialect, IREE::VMVX::VMVXDialect,
                  LLVM::LLVMDialect, gpu::GPUDialect, spirv::SPIRVDialect, index::IndexDialect,
                  ub::UBDialect, quant::QuantDialect>();
  // The input pipelines inline JAX's private helper functions.
  func::registerInlinerExtension(registry);
  // Interfaces code generation relies on: tiling, bufferization, subsets
  // (empty tensor elimination) and value bounds.
  affine::registerValueBoundsOpInterfaceExternalModels(registry);
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  arith::registerValueBoundsOpInterfaceExternalModels(registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  linalg::registerSubsetOpInterfaceExternalModels(registry);
  linalg::registerTilingInterfaceExternalModels(registry);
  linalg::registerValueBoundsOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerInferTypeOpInterfaceExternalModels(registry);
  tensor::registerSubsetOpInterfaceExternalModels(registry);
  tensor::registerTilingInterfaceExternalModels(registry);
  tensor::registerValueBoundsOpInterfaceExternalModels(registry);
  vector::registerBufferizableOpInterfaceExternalModels(registry);
  vector::registerSubsetOpInterfaceExternalModels(registry);
}

void registerAllPasses() {
  // Generic transforms (canonicalize, cse, inline, ...) and the upstream
  // linalg passes our pipelines are built from.
  registerTransformsPasses();
  registerLinalgPasses();
  registerConversionPasses();
  memref::registerMemRefPasses();
  IREE::VM::registerVMConversionPasses();
  IREE::VM::registerTestRegisterAllocationPass();
  InputConversion::registerStableHLOInputPasses();
  registerCompilerPipelines();
  IREE::Flow::registerFlowPasses();
  IREE::HAL::registerHALPasses();
  IREE::Stream::registerStreamTransformsPasses();
  IREE::LinalgExt::registerLinalgExtTransformsPasses();
  Codegen::registerCommonPasses();
  LLVMCPU::registerLLVMCPUPasses();
  VMVX::registerVMVXPasses();
  SPIRV::registerSPIRVPasses();
}

}  // namespace mlir::iree_compiler
