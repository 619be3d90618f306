//===- Passes.td - flow phase passes -----------------------*- tablegen -*-===//

#ifndef IREE_COMPILER_DIALECT_FLOW_TRANSFORMS_PASSES_TD_
#define IREE_COMPILER_DIALECT_FLOW_TRANSFORMS_PASSES_TD_

include "mlir/Pass/PassBase.td"

def ConvertToFlowTensorOpsPass
    : Pass<"iree-flow-convert-to-flow-tensor-ops", "mlir::ModuleOp"> {
  let summary = "host-side reshapes become flow.tensor.reshape views";
  let description = [{
    `tensor.expand_shape`, `tensor.collapse_shape` and `tensor.reshape` with
    static shapes keep the bytes of their operand, so they stay on the host
    as free views instead of becoming dispatches.
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::Flow::FlowDialect"];
}

def SplatConstantsToFillsPass
    : Pass<"iree-flow-splat-constants-to-fills", "mlir::ModuleOp"> {
  let summary = "large splat tensor constants become fills of their scalar";
  let description = [{
    A host splat constant (`arith.constant` or `util.unfoldable_constant`)
    of more than `min-bytes` becomes a `linalg.fill` of its scalar into a
    `tensor.empty`, so the module never embeds its elements (a 16384 x 16384
    splat would be a 1 GiB blob). An unfoldable constant's scalar stays
    unfoldable.
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"16384",
           "splats of at most this many bytes stay constants">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def FoldEmptyTensorsPass
    : Pass<"iree-flow-fold-empty-tensors", "mlir::ModuleOp"> {
  let summary = "computations over zero elements fold away";
  let description = [{
    Linalg ops with a loop of size 0 become their inits; other pure ops whose
    results have no elements become tensor.empty. No dispatch then runs over
    zero-sized loops, and the host gives empty results buffers of their own.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def FuseElementwiseOpsPass
    : Pass<"iree-flow-fuse-elementwise-ops", "mlir::ModuleOp"> {
  let summary = "elementwise producers fuse into their consumers' bodies";
  let description = [{
    Upstream's elementwise fusion (with reshape propagation and constant
    folding), except that a producer never fuses into a contraction or
    convolution (their multiply-add bodies are what the backends' kernels
    recognize) nor into a reduction that reads it through a broadcast,
    where its value would be recomputed once per iteration of the loops the
    map leaves out (a softmax normalization fused into the attention
    weights times V ran its exp once per column of V).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CollapseDimsPass : Pass<"iree-flow-collapse-dims", "mlir::ModuleOp"> {
  let summary = "consecutive loops of one kind contiguous in every operand "
                "become one";
  let description = [{
    In a linalg.generic reduction, each run of consecutive reduction loops
    that every indexing map keeps contiguous (a dense layer over a 7x7x64
    feature map, attention's output projection over 4 heads x 64) is
    collapsed into one loop, its operands reshaped to match (upstream's
    `collapseOpIterationDims`); in a contraction, runs of parallel loops too
    (attention's 1 x 4 batch loops). A contraction that then is a plain
    matmul or batch matmul becomes `linalg.matmul` / `linalg.batch_matmul`:
    the backends' matmul and reduction kernels take it. A generic reading an
    op's result through an expand_shape that only adds unit dimensions, at
    index 0, reads the result itself (a row mean broadcast over its row), so
    no reshape separates the ops of a row group.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def SplitReductionPass : Pass<"iree-flow-split-reduction", "mlir::ModuleOp"> {
  let summary = "long reductions into few outputs run in parts";
  let description = [{
    A linalg op with one reduction loop of at least `min-reduction-size`
    elements and at most `max-outputs` outputs (a classifier's 8 x 10 outputs
    over K = 3136, a large sum) becomes a partial op over S parts of the
    reduction, S the largest divisor of its size up to `max-parts` leaving
    `min-part-size` elements per part, as a new outer parallel loop, and an
    op combining the S partial results (upstream's `linalg::splitReduction`):
    the parts run in parallel on every backend, and summing in parts is more
    accurate than one running sum. A partial op whose parts still have
    `min-reduction-size` elements is split again. With `contraction-max-outputs` (set for
    GPU targets), contractions with few output tiles and a long reduction
    are split too (split-K), into parts the matmul kernels take; a dynamic
    output dimension counts as `contraction-dynamic-size`.
  }];
  let options = [
    Option<"maxOutputs", "max-outputs", "int64_t", "1024",
           "split only reductions with at most this many outputs">,
    Option<"minReductionSize", "min-reduction-size", "int64_t", "2048",
           "split only reductions of at least this many elements">,
    Option<"minPartSize", "min-part-size", "int64_t", "128",
           "elements each part reduces, at least">,
    Option<"maxParts", "max-parts", "int64_t", "256",
           "parts, at most">,
    Option<"contractionMaxOutputs", "contraction-max-outputs", "int64_t", "0",
           "split contractions (matmuls) with at most this many outputs "
           "(0: only by the rule above)">,
    Option<"contractionMinReductionSize", "contraction-min-reduction-size",
           "int64_t", "512",
           "split only contractions of at least this many reduced elements">,
    Option<"contractionMinPartSize", "contraction-min-part-size", "int64_t",
           "64", "elements each part of a contraction reduces, at least">,
    Option<"contractionPartMultiple", "contraction-part-multiple", "int64_t",
           "16", "elements each part of a contraction reduces, a multiple of">,
    Option<"contractionTargetOutputs", "contraction-target-outputs", "int64_t",
           "262144",
           "partial results a split contraction aims for (its parts' outputs)">,
    Option<"contractionMaxParts", "contraction-max-parts", "int64_t", "16",
           "parts of a contraction, at most (its partial results cost this "
           "many times the output's memory traffic)">,
    Option<"contractionDynamicSize", "contraction-dynamic-size", "int64_t",
           "32",
           "what a dynamic output dimension of a contraction (a batch) "
           "counts as when choosing its parts">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ConvertTensorToPrimitivePass
    : Pass<"iree-flow-convert-tensor-to-primitive", "mlir::ModuleOp"> {
  let summary = "0-d loop and branch state becomes host scalars";
  let description = [{
    HLO writes loop counters and predicates as tiny tensors (`tensor<i32>`,
    `tensor<i1>`). 0-d tensors carried by host `scf.while`/`scf.if` become
    scalars, and 0-d elementwise ops whose inputs the host already has
    (scalars, constants, arguments) are computed on the host, so a counted
    loop runs in the VM with no dispatch and no read-back per iteration.
    Conditions computed from large tensors stay dispatches whose 0-d result
    the host reads back.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def RotateWhileLoopsPass
    : Pass<"iree-flow-rotate-while-loops", "mlir::ModuleOp"> {
  let summary = "a while loop's condition moves after its body";
  let description = [{
    The condition region of each host `scf.while` that computes something
    (and has no side effects) is computed once before the loop and again at
    the end of each iteration, so an iteration's body and condition
    dispatches become one submission with one wait instead of two. See
    RotateWhileLoops.cpp.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def FormDispatchRegionsPass
    : Pass<"iree-flow-form-dispatch-regions", "mlir::ModuleOp"> {
  let summary = "groups tensor ops into flow.dispatch.regions";
  let description = [{
    Every op computing a tensor lands in exactly one region; constants and
    flow.tensor.reshape stay on the host. See FormDispatchRegions.cpp for
    the fusion rules.
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::Flow::FlowDialect"];
}

def CheckDynamicDimsPass
    : Pass<"iree-flow-check-dynamic-dims", "mlir::func::FuncOp"> {
  let summary = "host checks that dynamic sizes a linalg op equates agree";
  let description = [{
    A linalg op reading two operands along one loop requires their sizes
    there to be equal; with dynamic sizes only the call's arguments say
    whether they are. Before each such op the host asserts it
    (`cf.assert`, which fails the call with a message naming the op and
    the operands), so mismatched inputs give an error instead of reads out
    of bounds in a dispatch.
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
}

def OutlineDispatchRegionsPass
    : Pass<"iree-flow-outline-dispatch-regions", "mlir::ModuleOp"> {
  let summary = "turns each dispatch region into a flow.executable";
  let description = [{
    Region `N` of host function `f` becomes executable `@f_dispatch_N` whose
    function reads each captured tensor from a readonly binding and writes
    each result to a writeonly binding; the host launches it with
    `flow.dispatch`. Cheap producers (splat and scalar constants,
    `tensor.empty`, fills of constants) are cloned in, not passed.
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::Flow::FlowDialect",
                           "::mlir::func::FuncDialect"];
}

def DeduplicateExecutablesPass
    : Pass<"iree-flow-deduplicate-executables", "mlir::ModuleOp"> {
  let summary = "merges structurally equal executables";
  let description = [{
    Dispatches of executables equal to an earlier one (same function types
    and bodies) are redirected to it and the duplicates erased, so each
    distinct kernel is compiled once.
  }];
}

def MarkInPlaceResultsPass
    : Pass<"iree-flow-mark-inplace-results", "mlir::ModuleOp"> {
  let summary = "exports say which outputs may overwrite which inputs";
  let description = [{
    Sets `inplace_operands` on the exports of elementwise dispatch functions
    (one all-parallel `linalg.generic` reading an input and writing an
    output of the same type through identity maps): such an output may be
    bound to the input's bytes, which the stream phase's allocation does
    where the input dies at the dispatch. The rules are in
    MarkInPlaceResults.cpp.
  }];
}

def InlineTensorGlobalsPass
    : Pass<"iree-flow-inline-tensor-globals", "mlir::ModuleOp"> {
  let summary = "loads of immutable tensor globals become their values";
  let description = [{
    A load of a dense tensor global becomes an `arith.constant`; one of a
    global whose initial value is `#flow.parameter.named<"scope"::"key">`
    becomes a `flow.tensor.parameter`. Mutable tensor globals and those
    without an initial value are errors at the global.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::iree_compiler::IREE::Flow::FlowDialect"];
}

#endif  // IREE_COMPILER_DIALECT_FLOW_TRANSFORMS_PASSES_TD_
