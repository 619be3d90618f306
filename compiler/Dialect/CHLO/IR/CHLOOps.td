//===- CHLOOps.td - chlo dialect and operations ------------*- tablegen -*-===//
//
// The `chlo` ("client HLO") ops JAX emits next to StableHLO for functions
// StableHLO lacks (erf, lgamma, top_k, ...), and the broadcasting ops of the
// rest of the dialect (CHLOBroadcastOps.td). Names and pretty syntax follow
// upstream so that exported programs parse unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_CHLO_IR_CHLOOPS_TD_
#define IREE_COMPILER_DIALECT_CHLO_IR_CHLOOPS_TD_

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def CHLO_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::mlir::iree_compiler::IREE::CHLO";
  let summary = "client HLO ops of JAX programs";
  let useDefaultAttributePrinterParser = 1;
}

class CHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<CHLO_Dialect, mnemonic, traits>;

def CHLO_Tensor : RankedTensorOf<[AnyFloat, AnyInteger, AnyComplex]>;
def CHLO_FpTensor : RankedTensorOf<[AnyFloat]>;
def CHLO_PredTensor : RankedTensorOf<[I1]>;

/// `%0 = chlo.erf %arg0 : tensor<4xf32> -> tensor<4xf32>`
class CHLO_UnaryElementwiseOp<string mnemonic, Type operandType,
                              Type resultType, list<Trait> traits = []>
    : CHLO_Op<mnemonic, !listconcat(traits, [Pure, Elementwise,
                                             SameOperandsAndResultShape])> {
  let arguments = (ins operandType:$operand);
  let results = (outs resultType:$result);
  let assemblyFormat =
      "$operand attr-dict `:` type($operand) `->` type($result)";
}

class CHLO_UnaryFpOp<string mnemonic>
    : CHLO_UnaryElementwiseOp<mnemonic, CHLO_FpTensor, CHLO_FpTensor,
                              [SameOperandsAndResultType]>;

def CHLO_AcosOp : CHLO_UnaryFpOp<"acos">;
def CHLO_AcoshOp : CHLO_UnaryFpOp<"acosh">;
def CHLO_AsinOp : CHLO_UnaryFpOp<"asin">;
def CHLO_AsinhOp : CHLO_UnaryFpOp<"asinh">;
def CHLO_AtanOp : CHLO_UnaryFpOp<"atan">;
def CHLO_AtanhOp : CHLO_UnaryFpOp<"atanh">;
def CHLO_CoshOp : CHLO_UnaryFpOp<"cosh">;
def CHLO_DigammaOp : CHLO_UnaryFpOp<"digamma">;
def CHLO_ErfOp : CHLO_UnaryFpOp<"erf">;
def CHLO_ErfcOp : CHLO_UnaryFpOp<"erfc">;
def CHLO_ErfInvOp : CHLO_UnaryFpOp<"erf_inv">;
def CHLO_LgammaOp : CHLO_UnaryFpOp<"lgamma">;
def CHLO_SinhOp : CHLO_UnaryFpOp<"sinh">;
def CHLO_TanOp : CHLO_UnaryFpOp<"tan">;

def CHLO_BesselI1eOp : CHLO_UnaryFpOp<"bessel_i1e">;

/// `%0 = chlo.zeta %x, %q : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>`
class CHLO_BinaryFpOp<string mnemonic>
    : CHLO_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultType]> {
  let arguments = (ins CHLO_FpTensor:$lhs, CHLO_FpTensor:$rhs);
  let results = (outs CHLO_FpTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

// Hurwitz zeta ζ(x, q) = Σₖ (q + k)^-x of (x, q).
def CHLO_ZetaOp : CHLO_BinaryFpOp<"zeta">;
// ψ⁽ⁿ⁾(x) of (n, x), n a non-negative integer.
def CHLO_PolygammaOp : CHLO_BinaryFpOp<"polygamma">;
// The representable value after x toward y, of (x, y).
def CHLO_NextAfterOp : CHLO_BinaryFpOp<"next_after">;

def CHLO_SquareOp : CHLO_UnaryElementwiseOp<"square", CHLO_Tensor,
    CHLO_Tensor, [SameOperandsAndResultType]>;

def CHLO_IsInfOp : CHLO_UnaryElementwiseOp<"is_inf", CHLO_FpTensor,
                                           CHLO_PredTensor>;
def CHLO_IsNegInfOp : CHLO_UnaryElementwiseOp<"is_neg_inf", CHLO_FpTensor,
                                              CHLO_PredTensor>;
def CHLO_IsPosInfOp : CHLO_UnaryElementwiseOp<"is_pos_inf", CHLO_FpTensor,
                                              CHLO_PredTensor>;

def CHLO_TopKOp : CHLO_Op<"top_k", [Pure]> {
  let summary = "the k largest values along the last dimension, and indices";
  let description = [{
    `%values, %indices = chlo.top_k(%x, k = 2) : tensor<4x8xf32> ->
    (tensor<4x2xf32>, tensor<4x2xi32>)`. Values come in descending order;
    equal values keep the order of their indices.
  }];
  let arguments = (ins CHLO_Tensor:$operand, I64Attr:$k,
                   DefaultValuedOptionalAttr<BoolAttr, "true">:$largest);
  let results = (outs CHLO_Tensor:$values, RankedTensorOf<[I32]>:$indices);
  let assemblyFormat = [{
    `(` $operand `,` `k` `=` $k `)` attr-dict `:` type($operand) `->`
    `(` type($values) `,` type($indices) `)`
  }];
  let hasVerifier = 1;
}

// `#chlo<precision DEFAULT>`: accepted and ignored (f32 computes in f32).
def CHLO_Precision : I32EnumAttr<"Precision", "operand precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::CHLO";
}
def CHLO_PrecisionAttr : EnumAttr<CHLO_Dialect, CHLO_Precision, "precision"> {
  let assemblyFormat = "$value";
}

// `[0, 1]` or `[]`, the dimension lists of the structured attributes.
def CHLO_DimListParameter : OptionalArrayRefParameter<"int64_t"> {
  let parser = "::mlir::iree_compiler::IREE::CHLO::parseDimList($_parser)";
  let printer = "::mlir::iree_compiler::IREE::CHLO::printDimList($_printer, $_self)";
}

def CHLO_RaggedDotDimensionNumbersAttr
    : AttrDef<CHLO_Dialect, "RaggedDotDimensionNumbers"> {
  let mnemonic = "ragged_dot";
  let summary = "the dot_general dimensions of a ragged_dot and its groups";
  let parameters = (ins
    CHLO_DimListParameter:$lhs_batching_dimensions,
    CHLO_DimListParameter:$rhs_batching_dimensions,
    CHLO_DimListParameter:$lhs_contracting_dimensions,
    CHLO_DimListParameter:$rhs_contracting_dimensions,
    CHLO_DimListParameter:$lhs_ragged_dimensions,
    CHLO_DimListParameter:$rhs_group_dimensions
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def CHLO_RaggedDotOp : CHLO_Op<"ragged_dot", [Pure]> {
  let summary = "a dot_general whose lhs rows (or contraction) come in groups";
  let description = [{
    `group_sizes` (G elements) splits the lhs ragged dimension into G
    consecutive groups. Ragged along a non-contracting dimension, row m of
    group g multiplies group g of the rhs (the rhs group dimension, absent
    from the result); rows past the last group give 0. Ragged along a
    contracting dimension, the result gains a leading dimension of G: entry
    g contracts only the positions of group g. Ragged along a batch
    dimension, it is the plain dot_general. Group sizes are taken clamped to
    [0, the ragged dimension's size]. Written in generic form by
    JAX: `"chlo.ragged_dot"(%lhs, %rhs, %group_sizes)
    {ragged_dot_dimension_numbers = #chlo.ragged_dot<...>, precision_config =
    [...]}`.
  }];
  let arguments = (ins CHLO_Tensor:$lhs, CHLO_Tensor:$rhs,
                   RankedTensorOf<[I32, I64]>:$group_sizes,
                   CHLO_RaggedDotDimensionNumbersAttr:$ragged_dot_dimension_numbers,
                   OptionalAttr<TypedArrayAttrBase<CHLO_PrecisionAttr,
                                                   "precision config">>:$precision_config);
  let results = (outs CHLO_Tensor:$result);
  let hasVerifier = 1;
}

include "compiler/Dialect/CHLO/IR/CHLOBroadcastOps.td"

#endif  // IREE_COMPILER_DIALECT_CHLO_IR_CHLOOPS_TD_
