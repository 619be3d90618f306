//===- Passes.td - linalg_ext passes -----------------------*- tablegen -*-===//

#ifndef IREE_COMPILER_DIALECT_LINALGEXT_TRANSFORMS_PASSES_TD_
#define IREE_COMPILER_DIALECT_LINALGEXT_TRANSFORMS_PASSES_TD_

include "mlir/Pass/PassBase.td"

def LowerToLoopsPass : Pass<"iree-linalg-ext-lower-to-loops"> {
  let summary = "linalg_ext ops on buffers become loops";
  let description = [{
    A scatter becomes a loop nest over its scatter positions (in order, so
    duplicate positions combine one after another), then the window dims
    that indices move (each guarded by a bounds check), then the window dims
    that no index moves, innermost so a CPU walks contiguous elements (with
    `vectorize`, the innermost as vectors where its size is static and the
    combiner elementwise arithmetic). With
    `parallel-outer` those last dims become an outermost scf.parallel
    instead, which GPU backends share among a workgroup's invocations; and
    where the combiner is one operation of the original and the update that
    `atomic-integer` or `atomic-float-add` allows, the scatter positions join
    that scf.parallel and each update combines as a `memref.atomic_rmw`
    (duplicate positions then combine in no particular order, as
    StableHLO allows without `unique_indices`).
  }];
  let options = [
    Option<"parallelOuter", "parallel-outer", "bool", "false",
           "put the window dims no index moves outermost, as scf.parallel">,
    Option<"vectorize", "vectorize", "bool", "false",
           "combine the innermost window dim as vectors">,
    Option<"atomicInteger", "atomic-integer", "bool", "false",
           "with parallel-outer, combine 32-bit integer add/min/max/and/or/"
           "xor updates atomically, scatter positions in parallel">,
    Option<"atomicFloatAdd", "atomic-float-add", "bool", "false",
           "with parallel-outer, likewise f32 additions">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::ub::UBDialect",
                           "::mlir::vector::VectorDialect"];
}

#endif // IREE_COMPILER_DIALECT_LINALGEXT_TRANSFORMS_PASSES_TD_
