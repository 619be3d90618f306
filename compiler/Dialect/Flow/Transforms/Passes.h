//===- Passes.h - flow phase passes -----------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_FLOW_TRANSFORMS_PASSES_H_
#define IREE_COMPILER_DIALECT_FLOW_TRANSFORMS_PASSES_H_

#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DECL
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

/// Ops cheaper to recompute in every dispatch that uses them than to pass
/// in: tensor.empty, scalar and splat constants, fills of a constant into an
/// empty tensor.
bool isClonableIntoDispatch(Operation *op);

/// Replaces the `tensor.dim`s under |root| of values whose producers know
/// their shapes (tensor.empty, linalg ops, dispatches and their regions) by
/// those shapes, without folding anything else (folding would turn host
/// scalars made tensors into constants the dispatches then hold).
void resolveDims(Operation *root);

/// linalg on tensors → flow.executables launched by host flow.dispatches.
void buildFlowPassPipeline(OpPassManager &pm);

void registerFlowPasses();

} // namespace mlir::iree_compiler::IREE::Flow

#endif // IREE_COMPILER_DIALECT_FLOW_TRANSFORMS_PASSES_H_
