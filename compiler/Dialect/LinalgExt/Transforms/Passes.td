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
    instead, which GPU backends share among a workgroup's invocations.
  }];
  let options = [
    Option<"parallelOuter", "parallel-outer", "bool", "false",
           "put the window dims no index moves outermost, as scf.parallel">,
    Option<"vectorize", "vectorize", "bool", "false",
           "combine the innermost window dim as vectors">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::ub::UBDialect",
                           "::mlir::vector::VectorDialect"];
}

#endif // IREE_COMPILER_DIALECT_LINALGEXT_TRANSFORMS_PASSES_TD_
