//===- VMVXOps.td - vmvx dialect ---------------------------*- tablegen -*-===//
//
// Calls of the runtime's `vmvx` microkernels (docs/vmvx.md), between
// microkernel selection and the lowering to the vm dialect. Operands are what
// the call passes: a buffer (the 0-d base memref of a view before the vm
// conversion), an element offset, element strides and sizes — no shapes.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_VMVX_IR_VMVXOPS_TD_
#define IREE_COMPILER_DIALECT_VMVX_IR_VMVXOPS_TD_

include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributes.td"

def VMVX_Dialect : Dialect {
  let name = "vmvx";
  let cppNamespace = "::mlir::iree_compiler::IREE::VMVX";
  let summary = "Microkernel calls of the VMVX backend";
}

class VMVX_Op<string mnemonic, list<Trait> traits = []>
    : Op<VMVX_Dialect, mnemonic, traits>;

// A 0-d memref before the vm conversion (its element type is the kernel's).
def VMVX_Buffer : MemRefRankOf<[AnyType], [0]>;

def VMVX_CopyOp : VMVX_Op<"copy"> {
  let summary = "out[i, j] = in[i, j] over size0 x size1 elements";
  let arguments = (ins
    VMVX_Buffer:$in_buffer, Index:$in_offset, Index:$in_stride0,
    Index:$in_stride1,
    VMVX_Buffer:$out_buffer, Index:$out_offset, Index:$out_stride0,
    Index:$out_stride1,
    Index:$size0, Index:$size1);
  let assemblyFormat = [{
    `in` `(` $in_buffer `[` $in_offset `]` `,` `[` $in_stride0 `,` $in_stride1 `]` `)`
    `out` `(` $out_buffer `[` $out_offset `]` `,` `[` $out_stride0 `,` $out_stride1 `]` `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict `:` type($in_buffer) `,` type($out_buffer)
  }];
  let hasVerifier = 1;
}

def VMVX_FillOp : VMVX_Op<"fill"> {
  let summary = "out[i, j] = value over size0 x size1 elements";
  let arguments = (ins
    AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$value,
    VMVX_Buffer:$out_buffer, Index:$out_offset, Index:$out_stride0,
    Index:$out_stride1,
    Index:$size0, Index:$size1);
  let assemblyFormat = [{
    $value
    `out` `(` $out_buffer `[` $out_offset `]` `,` `[` $out_stride0 `,` $out_stride1 `]` `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict `:` type($value) `,` type($out_buffer)
  }];
  let hasVerifier = 1;
}

def VMVX_UnaryOp : VMVX_Op<"unary"> {
  let summary = "out[i, j] = opcode(in[i, j])";
  let arguments = (ins
    StrAttr:$opcode,
    VMVX_Buffer:$in_buffer, Index:$in_offset, Index:$in_stride0,
    Index:$in_stride1,
    VMVX_Buffer:$out_buffer, Index:$out_offset, Index:$out_stride0,
    Index:$out_stride1,
    Index:$size0, Index:$size1);
  let assemblyFormat = [{
    $opcode
    `in` `(` $in_buffer `[` $in_offset `]` `,` `[` $in_stride0 `,` $in_stride1 `]` `)`
    `out` `(` $out_buffer `[` $out_offset `]` `,` `[` $out_stride0 `,` $out_stride1 `]` `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict `:` type($in_buffer) `,` type($out_buffer)
  }];
  let hasVerifier = 1;
}

def VMVX_BinaryOp : VMVX_Op<"binary"> {
  let summary = "out[i, j] = opcode(lhs[i, j], rhs[i, j])";
  let arguments = (ins
    StrAttr:$opcode,
    VMVX_Buffer:$lhs_buffer, Index:$lhs_offset, Index:$lhs_stride0,
    Index:$lhs_stride1,
    VMVX_Buffer:$rhs_buffer, Index:$rhs_offset, Index:$rhs_stride0,
    Index:$rhs_stride1,
    VMVX_Buffer:$out_buffer, Index:$out_offset, Index:$out_stride0,
    Index:$out_stride1,
    Index:$size0, Index:$size1);
  let assemblyFormat = [{
    $opcode
    `lhs` `(` $lhs_buffer `[` $lhs_offset `]` `,` `[` $lhs_stride0 `,` $lhs_stride1 `]` `)`
    `rhs` `(` $rhs_buffer `[` $rhs_offset `]` `,` `[` $rhs_stride0 `,` $rhs_stride1 `]` `)`
    `out` `(` $out_buffer `[` $out_offset `]` `,` `[` $out_stride0 `,` $out_stride1 `]` `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict `:` type($lhs_buffer) `,`
    type($rhs_buffer) `,` type($out_buffer)
  }];
  let hasVerifier = 1;
}

def VMVX_MatmulOp : VMVX_Op<"matmul"> {
  let summary = "row-major out[m x n] (+)= lhs[m x k] * rhs[k x n]";
  let description = [{
    Inner strides are 1. With `accumulate` the product is added to `out`,
    otherwise it replaces it. f32 x f32 -> f32 or i8 x i8 -> i32 (signed).
  }];
  let arguments = (ins
    VMVX_Buffer:$lhs_buffer, Index:$lhs_offset, Index:$lhs_stride0,
    VMVX_Buffer:$rhs_buffer, Index:$rhs_offset, Index:$rhs_stride0,
    VMVX_Buffer:$out_buffer, Index:$out_offset, Index:$out_stride0,
    Index:$m, Index:$n, Index:$k, UnitAttr:$accumulate);
  let assemblyFormat = [{
    `lhs` `(` $lhs_buffer `[` $lhs_offset `]` `,` `[` $lhs_stride0 `]` `)`
    `rhs` `(` $rhs_buffer `[` $rhs_offset `]` `,` `[` $rhs_stride0 `]` `)`
    `out` `(` $out_buffer `[` $out_offset `]` `,` `[` $out_stride0 `]` `)`
    `mnk` `(` $m `,` $n `,` $k `)` attr-dict `:` type($lhs_buffer) `,`
    type($rhs_buffer) `,` type($out_buffer)
  }];
  let hasVerifier = 1;
}

def VMVX_ReduceOp : VMVX_Op<"reduce"> {
  let summary = "out[i] = opcode(out[i], in[i, 0], ..., in[i, size1 - 1])";
  let arguments = (ins
    StrAttr:$opcode,
    VMVX_Buffer:$in_buffer, Index:$in_offset, Index:$in_stride0,
    Index:$in_stride1,
    VMVX_Buffer:$out_buffer, Index:$out_offset, Index:$out_stride0,
    Index:$size0, Index:$size1);
  let assemblyFormat = [{
    $opcode
    `in` `(` $in_buffer `[` $in_offset `]` `,` `[` $in_stride0 `,` $in_stride1 `]` `)`
    `out` `(` $out_buffer `[` $out_offset `]` `,` `[` $out_stride0 `]` `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict `:` type($in_buffer) `,` type($out_buffer)
  }];
  let hasVerifier = 1;
}

#endif  // IREE_COMPILER_DIALECT_VMVX_IR_VMVXOPS_TD_
