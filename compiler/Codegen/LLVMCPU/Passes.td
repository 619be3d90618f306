//===- Passes.td - llvm-cpu code generation ----------------*- tablegen -*-===//

#ifndef IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_TD_
#define IREE_COMPILER_CODEGEN_LLVMCPU_PASSES_TD_

include "mlir/Pass/PassBase.td"

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
    of output channels, each tap and input channel one 1-D convolution step.
    With `x86-pair-dot`, contractions of 8-bit and signed 16-bit integers
    into i32 step K two at a time with `pmaddwd` (`PairDotContraction.h`); with
    `x86-bf16-pair-dot`, bf16 ones into f32 with `vdpbf16ps`; with
    `x86-quad-dot`, byte ones four K steps at a time with `vpdpbusd`. Tiles
    divide the loops evenly, so every vector has a static shape and needs no
    mask.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", "256",
           "width of the target's vector registers in bits">,
    Option<"matmulPanelBytes", "matmul-panel-bytes", "int64_t", "32768",
           "bytes of B a matmul tile copies into a contiguous panel at a "
           "time (0: no panels); the panel should stay in L1">,
    Option<"x86PairDot", "x86-pair-dot", "bool", "false",
           "the target multiplies and adds pairs of i16 at the vector width "
           "(x86 pmaddwd: SSE2 at 128 bits, AVX2 at 256, AVX-512BW at 512)">,
    Option<"x86BF16PairDot", "x86-bf16-pair-dot", "bool", "false",
           "the target multiplies and adds pairs of bf16 into f32 at 512 "
           "bits (AVX-512 BF16's vdpbf16ps)">,
    Option<"x86QuadDot", "x86-quad-dot", "bool", "false",
           "the target multiplies and adds quads of unsigned by signed bytes "
           "into i32 at 512 bits (AVX-512 VNNI's vpdpbusd)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
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
