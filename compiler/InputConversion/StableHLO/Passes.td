//===- Passes.td - StableHLO input conversion passes -------*- tablegen -*-===//

#ifndef IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_TD_
#define IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_TD_

include "mlir/Pass/PassBase.td"

def VHLOToStableHLOPass : Pass<"iree-vhlo-to-stablehlo", "ModuleOp"> {
  let summary = "Rewrites the vhlo ops of a StableHLO portable artifact into stablehlo";
  let description = [{
    A portable artifact (what `jax.export` serializes) reads as versioned
    `vhlo.*_vN` ops whose attributes are already builtin and stablehlo
    values (compiler/Dialect/VHLO). Each op becomes its stablehlo
    counterpart: `func_v1`, `call_v1` and a function's `return_v1` become
    func ops; dimension numbers that VHLO stores as separate attributes
    (dot_general, convolution, gather, scatter) are gathered into their
    stablehlo attributes; 1-D integer and boolean tensors become arrays;
    absent values VHLO writes as defaults (none types, NOTYPE comparisons,
    default accuracies) are dropped. Every op without a counterpart is
    reported at its location, all of them in one run. Programs without vhlo
    ops are left alone.
  }];
  let dependentDialects = [
    "::mlir::func::FuncDialect",
    "::mlir::iree_compiler::IREE::StableHLO::StableHLODialect",
  ];
}

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
    ops. `ui` element types become signless with unsigned semantics. Sizes
    of symbolic dimensions (JAX's shape tensors) become host index
    arithmetic on `tensor.dim` and shape assertions `util.assert`
    (DynamicShapes.cpp). Each op
    that cannot be converted gets one error at its location and the pass
    fails.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::iree_compiler::IREE::Flow::FlowDialect",
    "::mlir::iree_compiler::IREE::LinalgExt::LinalgExtDialect",
    "::mlir::iree_compiler::IREE::Util::UtilDialect",
    // chlo.ragged_dot decomposes into stablehlo ops, in programs that may
    // have none.
    "::mlir::iree_compiler::IREE::StableHLO::StableHLODialect",
  ];
}

def DemoteTypesPass : Pass<"iree-input-demote-types", "ModuleOp"> {
  let summary = "Rewrites f64 to f32 and/or i64 to i32 throughout a program";
  let description = [{
    For targets and users that do not want 64-bit arithmetic
    (`--iree-input-demote-f64-to-f32`, `--iree-input-demote-i64-to-i32`):
    every op, signature and constant of the linalg-level program takes the
    narrower type; constants are rounded to nearest even or truncated.
  }];
  let options = [
    Option<"f64ToF32", "f64-to-f32", "bool", /*default=*/"false",
           "Demote f64 to f32">,
    Option<"i64ToI32", "i64-to-i32", "bool", /*default=*/"false",
           "Demote i64 to i32">,
  ];
}

def LiftControlFlowPass : Pass<"iree-input-lift-control-flow", "ModuleOp"> {
  let summary = "Turns functions written as blocks and branches into scf";
  let description = [{
    Older exporters and hand-written tests write loops as `cf.br` back edges
    and conditionals as `cf.cond_br` carrying tensors; the host lowering runs
    structured `scf.while`/`scf.if`. Upstream's CFG-to-SCF lifting does the
    restructuring; the poison it carries for values a path leaves undefined
    is folded away, or else becomes zero.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::ub::UBDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif  // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_TD_
