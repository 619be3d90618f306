//===- Passes.td - StableHLO input conversion passes -------*- tablegen -*-===//

#ifndef IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_TD_
#define IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_TD_

include "mlir/Pass/PassBase.td"

def StripShardingPass : Pass<"iree-stablehlo-strip-sharding", "ModuleOp"> {
  let summary = "Drops sdy ops and sdy/mhlo/jax attributes";
  let description = [{
    Programs run on one device: Shardy meshes and shardings, and the mhlo/jax
    bookkeeping attributes JAX attaches to modules, functions, arguments and
    results carry nothing the compiler needs.
  }];
}

def StableHLOToLinalgPass
    : Pass<"iree-stablehlo-to-linalg", "ModuleOp"> {
  let summary = "Converts stablehlo ops to linalg, tensor, arith and math";
  let description = [{
    Elementwise ops become linalg.generic, contractions named linalg ops or
    generic contractions, reductions linalg.reduce/generic, shape ops tensor
    ops. `ui` element types become signless with unsigned semantics. Each op
    that cannot be converted gets one error at its location and the pass
    fails.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif  // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_TD_
