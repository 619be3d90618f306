//===- Registration.cpp - Dialects and passes the compiler knows ----------===//

#include "compiler/Tools/Registration.h"

#include "compiler/Dialect/Check/IR/CheckOps.h"
#include "compiler/Dialect/HAL/IR/HALDialect.h"
#include "compiler/Dialect/Util/IR/UtilDialect.h"
#include "compiler/Dialect/VM/IR/VMDialect.h"
#include "compiler/Dialect/VM/Target/Bytecode/TestPasses.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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
                  IREE::Check::CheckDialect, IREE::HAL::HALDialect,
                  IREE::Util::UtilDialect,
                  IREE::VM::VMDialect>();
}

void registerAllPasses() {
  // Generic transforms (canonicalize, cse, inline, ...) and the upstream
  // linalg passes our pipelines are built from.
  registerTransformsPasses();
  registerLinalgPasses();
  IREE::VM::registerTestRegisterAllocationPass();
}

}  // namespace mlir::iree_compiler
