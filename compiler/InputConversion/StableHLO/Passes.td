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

def DemoteTypesPass : Pass<"iree-input-demote-types", "ModuleOp"> {
  let summary = "Rewrites f64 to f32 and/or i64 to i32 throughout the program";
  let description = [{
    For targets and programs where 64-bit precision is not needed (JAX
    exports with x64 enabled): every value, block argument, function
    signature and constant of the wide type (alone, in a tensor or complex
    number) takes the narrow type. Constants are rounded or truncated;
    attributes that are not data (dimensions, padding) keep their types.
  }];
  let options = [
    Option<"demoteF64ToF32", "f64-to-f32", "bool", "false",
           "Demote f64 to f32">,
    Option<"demoteI64ToI32", "i64-to-i32", "bool", "false",
           "Demote i64 (and ui64) to i32 (ui32)">,
  ];
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
    "::mlir::tensor::TensorDialect",
    "::mlir::iree_compiler::IREE::Util::UtilDialect",
  ];
}

#endif  // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PASSES_TD_
