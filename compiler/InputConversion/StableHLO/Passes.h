//===- Passes.h - StableHLO input conversion --------------------*- C++ -*-===//
//
// The `input` phase for StableHLO programs: strip sharding annotations,
// inline helper functions, convert to linalg on tensors.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_H_
#define IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_H_

#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/Dialect/Util/IR/UtilDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::iree_compiler::InputConversion {

#define GEN_PASS_DECL
#include "compiler/InputConversion/StableHLO/Passes.h.inc"

/// strip-sharding, inline, symbol-dce, stablehlo-to-linalg, canonicalize.
void buildStableHLOInputPipeline(OpPassManager &pm);

/// Registers the passes and the `iree-stablehlo-input-pipeline` pipeline.
void registerStableHLOInputPasses();

} // namespace mlir::iree_compiler::InputConversion

#endif // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_H_
