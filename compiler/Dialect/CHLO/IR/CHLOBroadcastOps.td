//===- CHLOBroadcastOps.td - chlo ops with implicit broadcasts -*- tablegen -*-===//
//
// The rest of the chlo dialect: XLA builder-style binary ops that broadcast
// their operands (numpy-style, or by `broadcast_dimensions` for the operand
// of lower rank), conj, constant and constant_like. Older JAX, TensorFlow
// and XLA client exports use them; the input conversion rewrites each into
// stablehlo.broadcast_in_dim and the stablehlo (or chlo) op without the
// prefix (CHLODecomposition.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_CHLO_IR_CHLOBROADCASTOPS_TD_
#define IREE_COMPILER_DIALECT_CHLO_IR_CHLOBROADCASTOPS_TD_

/// `%0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>}
///     : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>`
class CHLO_BroadcastBinaryOp<string mnemonic, Type operandType = CHLO_Tensor,
                             Type resultType = CHLO_Tensor,
                             dag extraArguments = (ins)>
    : CHLO_Op<mnemonic, [Pure]> {
  let arguments = !con((ins operandType:$lhs, operandType:$rhs,
                            OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions),
                       extraArguments);
  let results = (outs resultType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def CHLO_IntOrPredTensor : RankedTensorOf<[AnyInteger]>;
def CHLO_ComplexTensor : RankedTensorOf<[AnyComplex]>;

def CHLO_BroadcastAddOp : CHLO_BroadcastBinaryOp<"broadcast_add">;
def CHLO_BroadcastAtan2Op : CHLO_BroadcastBinaryOp<"broadcast_atan2">;
def CHLO_BroadcastDivOp : CHLO_BroadcastBinaryOp<"broadcast_divide">;
def CHLO_BroadcastMaxOp : CHLO_BroadcastBinaryOp<"broadcast_maximum">;
def CHLO_BroadcastMinOp : CHLO_BroadcastBinaryOp<"broadcast_minimum">;
def CHLO_BroadcastMulOp : CHLO_BroadcastBinaryOp<"broadcast_multiply">;
def CHLO_BroadcastPowOp : CHLO_BroadcastBinaryOp<"broadcast_power">;
def CHLO_BroadcastRemOp : CHLO_BroadcastBinaryOp<"broadcast_remainder">;
def CHLO_BroadcastSubOp : CHLO_BroadcastBinaryOp<"broadcast_subtract">;
def CHLO_BroadcastShiftLeftOp
    : CHLO_BroadcastBinaryOp<"broadcast_shift_left", CHLO_IntOrPredTensor,
                             CHLO_IntOrPredTensor>;
def CHLO_BroadcastShiftRightArithmeticOp
    : CHLO_BroadcastBinaryOp<"broadcast_shift_right_arithmetic",
                             CHLO_IntOrPredTensor, CHLO_IntOrPredTensor>;
def CHLO_BroadcastShiftRightLogicalOp
    : CHLO_BroadcastBinaryOp<"broadcast_shift_right_logical",
                             CHLO_IntOrPredTensor, CHLO_IntOrPredTensor>;
def CHLO_BroadcastAndOp
    : CHLO_BroadcastBinaryOp<"broadcast_and", CHLO_IntOrPredTensor,
                             CHLO_IntOrPredTensor>;
def CHLO_BroadcastOrOp
    : CHLO_BroadcastBinaryOp<"broadcast_or", CHLO_IntOrPredTensor,
                             CHLO_IntOrPredTensor>;
def CHLO_BroadcastXorOp
    : CHLO_BroadcastBinaryOp<"broadcast_xor", CHLO_IntOrPredTensor,
                             CHLO_IntOrPredTensor>;
def CHLO_BroadcastNextAfterOp
    : CHLO_BroadcastBinaryOp<"broadcast_next_after", CHLO_FpTensor,
                             CHLO_FpTensor>;
def CHLO_BroadcastPolygammaOp
    : CHLO_BroadcastBinaryOp<"broadcast_polygamma", CHLO_FpTensor,
                             CHLO_FpTensor>;
def CHLO_BroadcastZetaOp
    : CHLO_BroadcastBinaryOp<"broadcast_zeta", CHLO_FpTensor, CHLO_FpTensor>;
def CHLO_BroadcastComplexOp
    : CHLO_BroadcastBinaryOp<"broadcast_complex", CHLO_FpTensor,
                             CHLO_ComplexTensor>;

// `#chlo<comparison_direction LT>` and `#chlo<comparison_type FLOAT>`.
def CHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::CHLO";
}
def CHLO_ComparisonDirectionAttr
    : EnumAttr<CHLO_Dialect, CHLO_ComparisonDirection, "comparison_direction"> {
  let assemblyFormat = "$value";
}
def CHLO_ComparisonType : I32EnumAttr<"ComparisonType", "comparison type", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::CHLO";
}
def CHLO_ComparisonTypeAttr
    : EnumAttr<CHLO_Dialect, CHLO_ComparisonType, "comparison_type"> {
  let assemblyFormat = "$value";
}

def CHLO_BroadcastCompareOp
    : CHLO_BroadcastBinaryOp<"broadcast_compare", CHLO_Tensor, CHLO_PredTensor,
                             (ins CHLO_ComparisonDirectionAttr:$comparison_direction,
                                  OptionalAttr<CHLO_ComparisonTypeAttr>:$compare_type)>;

/// `chlo.broadcast_select %pred, %a, %b : (tensor<i1>, tensor<4xf32>,
/// tensor<4xf32>) -> tensor<4xf32>`: numpy-style broadcasting of all three.
def CHLO_BroadcastSelectOp : CHLO_Op<"broadcast_select", [Pure]> {
  let arguments = (ins CHLO_PredTensor:$pred, CHLO_Tensor:$on_true,
                       CHLO_Tensor:$on_false);
  let results = (outs CHLO_Tensor:$result);
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict `:`
    `(` type($pred) `,` type($on_true) `,` type($on_false) `)` `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def CHLO_ConjOp : CHLO_UnaryElementwiseOp<"conj",
    RankedTensorOf<[AnyFloat, AnyComplex]>,
    RankedTensorOf<[AnyFloat, AnyComplex]>, [SameOperandsAndResultType]>;

/// `%0 = chlo.constant dense<1.0> : tensor<4xf32>`
def CHLO_ConstantOp : CHLO_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyStaticShapeTensor:$output);
  let assemblyFormat = "attr-dict $value";
}

/// A splat of `value` in the shape of `operand` (generic syntax only, as
/// upstream): `"chlo.constant_like"(%x) {value = 1.0 : f32}`.
def CHLO_ConstantLikeOp : CHLO_Op<"constant_like", [Pure]> {
  let arguments = (ins TypedAttrInterface:$value, CHLO_Tensor:$operand);
  let results = (outs CHLO_Tensor:$result);
  let hasVerifier = 1;
}

/// Reshapes of the shapes of dynamically shaped broadcasts: parsed so that
/// programs using it get the "dynamic shapes" error at the op.
def CHLO_MinimumBroadcastShapesOp : CHLO_Op<"minimum_broadcast_shapes", [Pure]> {
  let arguments = (ins Variadic<1DTensorOf<[Index]>>:$shapes);
  let results = (outs Variadic<1DTensorOf<[Index]>>:$results);
  let assemblyFormat =
      "$shapes attr-dict `:` type($shapes) `->` type($results)";
}

#endif  // IREE_COMPILER_DIALECT_CHLO_IR_CHLOBROADCASTOPS_TD_
