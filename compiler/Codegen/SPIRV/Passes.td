//===- Passes.td - SPIR-V code generation ------------------*- tablegen -*-===//

#ifndef IREE_COMPILER_CODEGEN_SPIRV_PASSES_TD_
#define IREE_COMPILER_CODEGEN_SPIRV_PASSES_TD_

include "mlir/Pass/PassBase.td"

def SelectKernelStrategiesPass
    : Pass<"iree-spirv-select-kernel-strategies", "mlir::ModuleOp"> {
  let summary = "chooses the workgroup-memory kernels before distribution";
  let description = [{
    Runs on dispatch functions on tensors, before workgroup distribution. A
    dispatch whose root is an f32 matmul or a 2-D NHWC f32 convolution of
    suitable shape (or an elementwise epilogue of one) gets the workgroup
    tile (`iree.workgroup_tile_sizes` on the root) and invocation count
    (`iree.spirv.workgroup_size`) of the workgroup-memory kernel and that
    kernel's tile (`iree.spirv.matmul_tile`, `iree.spirv.convolution_tile`);
    an f16 matmul those of the cooperative-matrix kernel
    (`iree.spirv.cooperative_matmul_tile`) where `target` has one; a scatter
    the most invocations `target` allows. The tile options force a tile, for
    tuning: dispatches it does not fit get the one chosen by default.
  }];
  let options = [
    Option<"target", "target", "std::string", "\"baseline\"",
           "the Vulkan target preset (baseline, lavapipe, hopper)">,
    ListOption<"matmulTile", "matmul-tile", "int64_t",
               "[TM,TN,TK] of the workgroup-memory matmul kernel">,
    ListOption<"cooperativeMatmulTile", "cooperative-matmul-tile", "int64_t",
               "[TM,TN], [TM,TN,TK] or [TM,TN,TK,STAGES] of the "
               "cooperative-matrix matmul kernel (128,128, 64,128, 64,64 or "
               "32,32; operand slices TK elements deep, two or four "
               "fragments (f16 32 or 64, i8 64 or 128; f16 also 0: none), in "
               "1 or 2 buffers)">,
    ListOption<"convolutionTile", "convolution-tile", "int64_t",
               "[TH,TW,TF,TC] of the workgroup-memory convolution kernel">,
  ];
}

def DistributeToInvocationsPass
    : Pass<"iree-spirv-distribute-to-invocations", "mlir::ModuleOp"> {
  let summary = "spreads each workgroup's loops over its invocations";
  let description = [{
    Runs on bufferized dispatch functions whose linalg ops are parallel
    loops. Each top-level `scf.parallel` becomes a loop over its linearized
    iteration space starting at the invocation's id and stepping by the
    workgroup size; other top-level ops that write memory run on invocation
    0 only. A workgroup barrier follows each, so an op sees everything the
    ones before it wrote. A top-level `scf.for` whose body holds such
    nests (a scatter's chunks of positions) runs on every invocation, its
    body distributed the same way. Nested `scf.parallel`s become sequential
    loops.
  }];
  let options = [
    Option<"workgroupSize", "workgroup-size", "int64_t", "64",
           "invocations per workgroup (x only)">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect"];
}

def InlineLargeProducersPass
    : Pass<"iree-spirv-inline-large-producers", "mlir::ModuleOp"> {
  let summary = "recomputes producers too large for workgroup memory";
  let description = [{
    Before bufferization: an elementwise `linalg.generic` whose result
    tensor (a workgroup's tile) has more than `max-producer-bytes` and that
    an input of a consumer `linalg.generic` reads is fused into that
    consumer (upstream elementwise fusion), so that no temporary holds it.
  }];
  let options = [
    Option<"maxProducerBytes", "max-producer-bytes", "int64_t", "16384",
           "largest producer tile kept as a workgroup-memory temporary">,
  ];
}

def CooperativeMatmulPass
    : Pass<"iree-spirv-cooperative-matmul", "mlir::ModuleOp"> {
  let summary = "f16 and i8 matmuls on cooperative matrices (tensor cores)";
  let description = [{
    In functions with an `iree.spirv.cooperative_matmul_tile = [TM, TN, FM,
    FN, TK, STAGES]` attribute, a bufferized f16 `linalg.matmul` (into f16
    or f32) or signed i8 one (into i32) writing a TM x TN view of a binding,
    with a constant fill of C just before, becomes the workgroup's share of
    a cooperative-matrix kernel: 2 x 2 subgroups each accumulate FM x FN
    fragments of 16 x 16 in f32 (i32) over K steps of 16 (32), loading
    their fragments of A and B from TK-deep slices every invocation copies
    into STAGES buffers of workgroup memory as 16-byte quads (or, with TK
    0, f16 only, from the bindings one step ahead); the accumulators then
    pass through workgroup memory, where every invocation converts a quad
    of them to C's type and applies an elementwise epilogue on the way to
    the output. Modules whose target environment lacks the
    CooperativeMatrixKHR capability are left alone.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def TileConvolutionPass : Pass<"iree-spirv-tile-convolution", "mlir::ModuleOp"> {
  let summary = "2-D convolutions through workgroup memory";
  let description = [{
    In functions with an `iree.spirv.convolution_tile = [TH, TW, TF, TC]`
    attribute, a bufferized f32 NHWC/HWCF convolution writing a
    1 x TH x TW x TF view becomes the workgroup's share of a tiled kernel:
    for each chunk of TC input channels all invocations stage the input patch
    and the filter slice the tile reads in workgroup memory, then each
    invocation accumulates one output pixel's TF channels in registers. A
    constant fill of the output just before is folded into the accumulators,
    an elementwise consumer (bias, activation) into the stores.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def TileMatmulPass : Pass<"iree-spirv-tile-matmul", "mlir::ModuleOp"> {
  let summary = "matmuls through workgroup memory, register blocks per invocation";
  let description = [{
    In functions with an `iree.spirv.matmul_tile = [TM, TN, TK, R, Q]`
    attribute, a bufferized f32 `linalg.matmul` writing a TM x TN view of a
    binding becomes the workgroup's share of a tiled kernel: each K step
    stages a TM x TK slice of A and a TK x TN slice of B in workgroup memory
    (vec4 loads by all invocations, the next slices fetched while the
    current ones are used), and each invocation accumulates an R x 4Q block
    of C in registers (8 x 8 for 64- and 128-wide tiles; 4 x 4 and 2 x 4 for
    the 32 x 32 and 16 x 32 tiles that give small matmuls enough
    workgroups). A zero (or any constant) fill of C just before is folded into
    the accumulators. Matmuls whose views are not vec4-aligned are left to
    the generic path.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def VectorizeElementwisePass
    : Pass<"iree-spirv-vectorize-elementwise", "mlir::ModuleOp"> {
  let summary = "elementwise generics on 32-bit bindings move vec4s";
  let description = [{
    A bufferized, all-parallel linalg.generic whose innermost loop has a
    static extent that is a multiple of 4, whose operands are 32-bit views
    of bindings that are vec4-aligned (rows and origin column) and read
    either contiguously along that loop or not at all (broadcasts), and
    whose body is plain arithmetic becomes a parallel loop over vec4s: one
    aligned vector load per contiguous operand, scalar loads splatted for
    broadcasts, the body on vector<4xT>, one aligned vector store per
    output. The SPIR-V lowering then makes those bindings arrays of vec4.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def SubgroupReducePass : Pass<"iree-spirv-subgroup-reduce", "mlir::ModuleOp"> {
  let summary = "innermost reductions, one row per subgroup";
  let description = [{
    For targets with subgroup arithmetic (`GroupNonUniformArithmetic` in the
    module's `spirv.target_env`): a bufferized reduction over its
    innermost dimension (one 32-bit input read through the identity map,
    one combining op with a neutral value, its output filled just before)
    becomes a loop of the workgroup's subgroups over the rows: each lane
    folds every subgroup-size-th element, `gpu.subgroup_reduce` combines
    the lanes, lane 0 updates the output.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect"];
}

def HoistAccumulatorsPass
    : Pass<"iree-spirv-hoist-accumulators", "mlir::ModuleOp"> {
  let summary = "reduction outputs carried through their loops in registers";
  let description = [{
    An `scf.for` that runs at least once (constant bounds) and has no
    barrier, whose body loads an element and later stores to the same
    element (indices fixed across iterations) with no other access to that
    buffer in the loop (through any view of it), carries the element as an
    iteration argument: one load before the loop, one store after it.
  }];
}

def EmulateI64Pass : Pass<"iree-spirv-emulate-i64", "mlir::ModuleOp"> {
  let summary = "computes and stores i64 values as two i32 halves";
  let description = [{
    For targets without the Int64 capability (the module's
    `spirv.target_env`): i64 values, memref elements and loop-carried values
    become vector<2xi32> (low half first), their arithmetic emulated with
    32-bit operations; i64 divisions and remainders become long-division
    loops first. An i64 operation that cannot be emulated is an error.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def LowerToSPIRVPass : Pass<"iree-spirv-lower-to-spirv", "mlir::ModuleOp"> {
  let summary = "turns dispatch functions into one spirv.module of kernels";
  let description = [{
    Each dispatch function becomes a GLCompute entry point: its bindings
    storage buffers at set 0, binding i; its workgroup id the WorkgroupId
    builtin; its temporaries workgroup memory. arith, math, scf, cf and
    memref ops convert with upstream's SPIR-V patterns for the capabilities
    of the `spirv.target_env` on the module.
  }];
  let options = [
    Option<"workgroupSize", "workgroup-size", "int64_t", "64",
           "invocations per workgroup (x only)">,
  ];
  let dependentDialects = ["::mlir::spirv::SPIRVDialect",
                           "::mlir::gpu::GPUDialect"];
}

#endif  // IREE_COMPILER_CODEGEN_SPIRV_PASSES_TD_
