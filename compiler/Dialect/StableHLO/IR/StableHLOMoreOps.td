//===- StableHLOMoreOps.td - more StableHLO ops ----------*- tablegen -*-===//
//
// Elementwise math and bit ops beyond the core set, conversions, complex
// parts, batch_norm_inference, and the program-structure ops JAX emits
// (optimization_barrier, custom_call). Included by StableHLOOps.td, whose
// op classes these reuse; kept apart so that op families grow in their own
// files.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOMOREOPS_TD_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOMOREOPS_TD_

def HLO_IntTensor : RankedTensorOf<[AnyInteger]>;
def HLO_RealFpTensor : RankedTensorOf<[AnyFloat]>;
def HLO_ComplexTensor : RankedTensorOf<[AnyComplex]>;

def HLO_CbrtOp : HLO_UnarySameTypeOp<"cbrt", HLO_FpTensor>;
def HLO_CosineOp : HLO_UnarySameTypeOp<"cosine", HLO_FpTensor>;
def HLO_SineOp : HLO_UnarySameTypeOp<"sine", HLO_FpTensor>;
def HLO_TanOp : HLO_UnarySameTypeOp<"tan", HLO_FpTensor>;
def HLO_PopulationCountOp : HLO_UnarySameTypeOp<"popcnt", HLO_IntTensor>;
def HLO_ClzOp : HLO_UnarySameTypeOp<"count_leading_zeros", HLO_IntTensor>;

def HLO_Atan2Op : HLO_BinaryElementwiseOp<"atan2", HLO_FpTensor>;
def HLO_ShiftLeftOp : HLO_BinaryElementwiseOp<"shift_left", HLO_IntTensor>;
def HLO_ShiftRightArithmeticOp
    : HLO_BinaryElementwiseOp<"shift_right_arithmetic", HLO_IntTensor>;
def HLO_ShiftRightLogicalOp
    : HLO_BinaryElementwiseOp<"shift_right_logical", HLO_IntTensor>;

def HLO_IsFiniteOp : StableHLO_Op<"is_finite", [Pure, Elementwise,
    SameOperandsAndResultShape]> {
  let arguments = (ins HLO_RealFpTensor:$x);
  let results = (outs HLO_PredTensor:$y);
  let assemblyFormat = "$x attr-dict `:` functional-type(operands, results)";
}

// `: tensor<2xf32>` when the operand is real already, else functional.
def HLO_RealOp : HLO_UnaryElementwiseOp<"real", HLO_FpTensor>;
def HLO_ImagOp : HLO_UnaryElementwiseOp<"imag", HLO_FpTensor>;

def HLO_ComplexOp : StableHLO_Op<"complex", [Pure, Elementwise,
    SameOperandsAndResultShape, AllTypesMatch<["lhs", "rhs"]>]> {
  let arguments = (ins HLO_RealFpTensor:$lhs, HLO_RealFpTensor:$rhs);
  let results = (outs HLO_ComplexTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:`
    custom<ComplexOpType>(type($lhs), type($rhs), type($result))
  }];
  let hasVerifier = 1;
}

def HLO_BitcastConvertOp : StableHLO_Op<"bitcast_convert", [Pure]> {
  let summary = "reinterprets bits; a width change adds or drops a last dim";
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat =
      "$operand attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def HLO_ReducePrecisionOp : StableHLO_Op<"reduce_precision", [Pure,
    Elementwise, SameOperandsAndResultShape,
    SameOperandsAndResultElementType]> {
  let summary = "rounds floats to a narrower exponent and mantissa";
  let arguments = (ins HLO_RealFpTensor:$operand, I32Attr:$exponent_bits,
                   I32Attr:$mantissa_bits);
  let results = (outs HLO_RealFpTensor:$output);
  let assemblyFormat = [{
    $operand `,` `format` `=`
    custom<ExponentMantissa>($exponent_bits, $mantissa_bits) attr-dict `:`
    custom<SameOperandsAndResultType>(type($operand), type($output))
  }];
  let hasVerifier = 1;
}

def HLO_BatchNormInferenceOp : StableHLO_Op<"batch_norm_inference", [Pure,
    AllTypesMatch<["operand", "result"]>]> {
  let summary = "(x - mean) / sqrt(variance + epsilon) * scale + offset";
  let description = [{
    scale, offset, mean and variance are 1-D, indexed by `feature_index`.
    JAX prints it in the generic form only.
  }];
  let arguments = (ins HLO_RealFpTensor:$operand, HLO_RealFpTensor:$scale,
                   HLO_RealFpTensor:$offset, HLO_RealFpTensor:$mean,
                   HLO_RealFpTensor:$variance, F32Attr:$epsilon,
                   I64Attr:$feature_index);
  let results = (outs HLO_RealFpTensor:$result);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Program structure
//===----------------------------------------------------------------------===//

def HLO_OptimizationBarrierOp : StableHLO_Op<"optimization_barrier", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "returns its operands; nothing moves across it";
  let arguments = (ins Variadic<AnyType>:$operand);
  let results = (outs Variadic<AnyType>:$result);
  let assemblyFormat = "attr-dict ($operand^ `:` type($operand))?";
}

def HLO_CustomCallOp : StableHLO_Op<"custom_call", []> {
  let summary = "a call into a backend-specific function";
  let description = [{
    `stablehlo.custom_call @target(%a, %b) {has_side_effect = true, ...}
    : (tensor<...>, ...) -> ...`. Other attributes (backend_config,
    api_version, layouts) are kept as they are.
  }];
  let arguments = (ins Variadic<AnyType>:$inputs, StrAttr:$call_target_name);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)` attr-dict
    `:` functional-type(operands, results)
  }];
}

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOMOREOPS_TD_
