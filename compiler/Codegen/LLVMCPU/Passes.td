//===- Passes.td - llvm-cpu code generation ----------------*- tablegen -*-===//

#ifndef IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_TD_
#define IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_TD_

include "mlir/Pass/PassBase.td"

def DistributeToWorkgroupsPass
    : Pass<"iree-llvmcpu-distribute-to-workgroups", "mlir::ModuleOp"> {
  let summary = "tiles each dispatch function's root op over workgroups";
  let description = [{
    Picks the root (the op producing the stored result), tiles its outer
    parallel loops with `scf.forall` into up to 64 equal tiles and fuses its
    producers into the tile; a scatter whose updates the dispatch computes
    then loops over chunks of its scatter positions, the producer fused into
    each. The grid is recorded on the function as
    `iree.workgroup_count = [x, y, z]`: forall dimension `i` runs on
    workgroup id `i` (x first).
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
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def TileAndVectorizePass
    : Pass<"iree-llvmcpu-tile-and-vectorize", "mlir::ModuleOp"> {
  let summary = "tiles each op of a workgroup to registers and vectorizes it";
  let description = [{
    Contractions are tiled to an `M x N` register block (N two native
    vectors wide) with K stepped by one, so the vectorized `vector.contract`
    lowers to broadcast-FMA outer products; other ops are tiled to one
    vector along their innermost loop. A matmul tile with several row
    blocks first copies B, one panel of register-block width and one block of
    K at a time, into a contiguous buffer its row blocks then stream from.
    2-D NHWC convolutions are tiled to a row of output pixels by two vectors
    of output channels, each tap and input channel one 1-D convolution step. Tiles divide the loops evenly, so
    every vector has a static shape and needs no mask.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", "256",
           "width of the target's vector registers in bits">,
    Option<"matmulPanelBytes", "matmul-panel-bytes", "int64_t", "32768",
           "bytes of B a matmul tile copies into a contiguous panel at a "
           "time (0: no panels); the panel should stay in L1">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def BufferizeDispatchPass
    : Pass<"iree-llvmcpu-bufferize", "mlir::ModuleOp"> {
  let summary = "bufferizes dispatch functions and binds workgroup ids";
  let description = [{
    One-shot bufferization writes results in place into the output
    bindings; remaining temporaries go on the stack, or past
    `max-stack-bytes` into the workgroup's local memory (per-worker scratch
    the runtime provides; docs/executable_abi.md). Temporaries nobody reads
    (a window reduction's window) take no memory. The workgroup
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

def LowerToLLVMPass : Pass<"iree-llvmcpu-lower-to-llvm", "mlir::ModuleOp"> {
  let summary = "lowers bufferized dispatch functions to the LLVM dialect";
  let description = [{
    linalg becomes loops; math functions are approximated with polynomials
    (the kernels link without libm); memrefs use the bare-pointer calling
    convention, so each function takes one pointer per binding.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif  // IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_TD_
