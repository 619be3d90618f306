//===- HostVerification.cpp - What host code may do with tensors ----------===//

#include "compiler/Dialect/Stream/Transforms/HostVerification.h"

#include "compiler/Dialect/Check/IR/CheckOps.h"
#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::IREE::Stream {

static bool isTensorConstant(Operation *op) {
  return isa<arith::ConstantOp, Util::UnfoldableConstantOp>(op) &&
         isa<RankedTensorType>(op->getResult(0).getType());
}

LogicalResult verifyHostFunction(func::FuncOp func) {
  if (!func.getBody().hasOneBlock())
    return func.emitError("host functions must have one block (structured "
                          "control flow: scf.while, scf.if)");
  bool isPublic = func.isPublic();
  for (Type type : func.getFunctionType().getInputs()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor && isa<TensorType>(type))
      return func.emitError("unranked tensor arguments are not supported");
    if (tensor && !isPublic)
      return func.emitError("private functions taking tensors must be "
                            "inlined before the hal phase");
    if (tensor && !HAL::getElementTypeValue(tensor.getElementType()))
      return func.emitError("element type ")
             << tensor.getElementType() << " cannot cross the module boundary";
  }
  WalkResult result = func.walk([&](Operation *op) -> WalkResult {
    bool usesTensors =
        llvm::any_of(op->getOperandTypes(), llvm::IsaPred<TensorType>) ||
        llvm::any_of(op->getResultTypes(), llvm::IsaPred<TensorType>);
    if (!usesTensors) return WalkResult::advance();
    if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
      if (!empty.getType().hasStaticShape() ||
          empty.getType().getNumElements() != 0)
        return op->emitError("uninitialized tensors cannot live on the host");
    } else if (isa<tensor::ExtractOp, tensor::FromElementsOp>(op)) {
      auto tensor = cast<RankedTensorType>(
          isa<tensor::ExtractOp>(op) ? op->getOperand(0).getType()
                                     : op->getResult(0).getType());
      if (!tensor.hasStaticShape())
        return op->emitError("the host cannot read elements of a dynamically "
                             "shaped tensor yet");
      if (!HAL::isHostAccessibleElementType(tensor.getElementType()))
        return op->emitError("the host cannot read or write elements of type ")
               << tensor.getElementType();
    } else if (!isa<Flow::DispatchOp, Flow::TensorReshapeOp, tensor::DimOp,
                    Flow::TensorParameterOp, Util::OptimizationBarrierOp,
                    Check::ExpectEqOp,
                    Check::ExpectAlmostEqOp, func::ReturnOp, scf::WhileOp,
                    scf::IfOp, scf::ConditionOp, scf::YieldOp>(op) &&
               !isTensorConstant(op)) {
      return op->emitError("'")
             << op->getName()
             << "' on tensors cannot run on the host: host code may only "
                "dispatch, reshape, branch on, loop over, check, measure and "
                "return tensors";
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

} // namespace mlir::iree_compiler::IREE::Stream
