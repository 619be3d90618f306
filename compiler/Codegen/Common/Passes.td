//===- Passes.td - Code generation shared by backends ------*- tablegen -*-===//
//
// Passes more than one backend runs: every HAL target distributes dispatches
// over workgroups the same way, and llvm-cpu, vmvx and vulkan-spirv bufferize
// them and expand math the same way.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_CODEGEN_COMMON_PASSES_TD_
#define IREE_COMPILER_CODEGEN_COMMON_PASSES_TD_

include "mlir/Pass/PassBase.td"

def DistributeToWorkgroupsPass
    : Pass<"iree-codegen-distribute-to-workgroups", "mlir::ModuleOp"> {
  let summary = "tiles each dispatch function's root op over workgroups";
  let description = [{
    Picks the root (the op producing the stored result), tiles its outer
    parallel loops with `scf.forall` into up to `max-workgroups` equal tiles
    (or the tile sizes a backend set in `iree.workgroup_tile_sizes` on the
    root) and fuses its producers into the tile; a scatter whose updates the
    dispatch computes then loops over chunks of its scatter positions, the
    producer fused into each. The grid is recorded on the function as
    `iree.workgroup_count = [x, y, z]`: forall dimension `i` runs on
    workgroup id `i` (x first). A root of dynamic size is tiled instead by
    8 along its dynamic loops (DynamicTiles.h) and its grid recorded as
    `iree.workgroup_count_map`, an affine map of the push constants. The
    defaults suit CPUs; GPU targets ask for many more, smaller workgroups.
  }];
  let options = [
    Option<"maxWorkgroups", "max-workgroups", "int64_t", "64",
           "most workgroups per dispatch (CPU: enough to balance the cores, "
           "few enough that per-workgroup overhead stays negligible)">,
    Option<"minWorkPerWorkgroup", "min-work-per-workgroup", "int64_t",
           "16384", "scalar operations one workgroup should do at least">,
    Option<"minInnermostTileBytes", "min-innermost-tile-bytes", "int64_t",
           "64", "least bytes of the result a tile of the innermost loop "
           "spans (a cache line: narrower tiles share lines between "
           "workgroups)">,
    Option<"maxProducerTileBytes", "max-producer-tile-bytes", "int64_t",
           "131072",
           "most bytes of a fused producer's tile (a temporary on the stack: "
           "an exp before a matmul with K = 1000 computes tile rows x 1000); "
           "larger tiles are split further">,
    Option<"scatterChunkBytes", "scatter-chunk-bytes", "int64_t", "16384",
           "bytes of updates per chunk of scatter positions when the "
           "dispatch computes a scatter's updates (the producer's temporary)">,
    Option<"versionFullTiles", "version-full-tiles", "bool", "true",
           "give each tile of a dynamically sized dispatch a static copy of "
           "its code for full tiles (vectorizes like a static program; a "
           "backend whose kernels take sizes gains nothing from it)">,
    Option<"dynamicLoopTile", "dynamic-loop-tile", "int64_t", "8",
           "rows of a dynamically sized loop a workgroup computes (an MLP at "
           "batch 32 on a 2-core CPU: 16 rows 1.26x the static program's "
           "time, 8 rows 0.93-1.01x, 4 rows 1.02-1.03x)">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def BufferizeDispatchPass
    : Pass<"iree-codegen-bufferize-dispatch", "mlir::ModuleOp"> {
  let summary = "bufferizes dispatch functions and binds workgroup ids";
  let description = [{
    One-shot bufferization writes results in place into the output
    bindings; remaining temporaries go on the stack (`memref.alloca`, which
    vmvx makes heap buffers and SPIR-V workgroup memory), or past
    `max-stack-bytes` into the workgroup's local memory (per-worker scratch
    the CPU runtime provides; docs/executable_abi.md). Temporaries nobody
    reads (a window reduction's window) take no memory. The workgroup
    `scf.forall` becomes straight-line code over three trailing `index`
    arguments (the workgroup id x, y, z).
  }];
  let options = [
    Option<"maxStackBytes", "max-stack-bytes", "int64_t", "262144",
           "largest temporary a workgroup keeps on the stack; larger ones "
           "come from local memory">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::bufferization::BufferizationDialect"];
}

def ExpandMathPass : Pass<"iree-codegen-expand-math", "mlir::ModuleOp"> {
  let summary = "math and arith ops without a VM or GPU instruction as ones "
                "with one";
  let description = [{
    Tan, the hyperbolic and inverse hyperbolic functions, asin, acos and
    erfc through the functions that remain; exact floor/ceil/round/trunc,
    f32 `remf` and `powf` with C's results; atan2, cbrt and asinh with C's
    special values; `ipowi` as a square-and-multiply loop; ctlz, fpowi and
    clampf through simpler ops; copysign and popcount as integer operations;
    NaN-propagating min/max, floor and ceil divisions; index dialect
    arithmetic as arith. The common libm functions
    (exp, log, sqrt, tanh, sin, cos, ...) stay: the VM and GPUs have
    instructions for them.
  }];
  let options = [
    Option<"expandHalfConversions", "expand-half-conversions", "bool", "true",
           "f16 conversions as integer operations (false for GPU targets "
           "with native f16)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def ExpandMathWithoutLibmPass
    : Pass<"iree-codegen-expand-math-without-libm", "mlir::ModuleOp"> {
  let summary = "math ops as code that needs no libm or compiler-rt";
  let description = [{
    Kernels link without libm: transcendental functions become polynomial
    approximations (f64 ones computed in f32), rounding functions exact
    arithmetic, f32 remainders long division in integers, f16/bf16
    conversions integer operations, `ipowi` a square-and-multiply loop; atan2,
    cbrt and asinh keep C's results for signed zeros and infinities. No
    libcall remains.
  }];
  let options = [
    Option<"expandHalfConversions", "expand-half-conversions", "bool", "true",
           "f16 conversions as integer operations (false for GPU targets "
           "with native f16)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def WidenNarrowIntegersPass
    : Pass<"iree-codegen-widen-narrow-integers", "mlir::ModuleOp"> {
  let summary = "computes i8/i16 arithmetic in i32";
  let description = [{
    For targets whose registers hold narrow integers zero-extended in 32
    bits (the VM; SPIR-V kernels as this compiler lowers them). Arithmetic
    on i8 and i16 values becomes the i32 operation on operands extended as
    the op's signedness requires, truncated back, so wrap-around and signed
    comparisons keep their narrow meaning.
  }];
}

#endif  // IREE_COMPILER_CODEGEN_COMMON_PASSES_TD_
