//===- StableHLOOps.td - stablehlo operations ---------------*- tablegen -*-===//
//
// The subset of StableHLO that JAX exports of dense models use. Pretty forms
// match upstream's printer; the generic `"stablehlo.op"(...)` form works for
// every op.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOOPS_TD_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOOPS_TD_

include "compiler/Dialect/StableHLO/IR/StableHLOBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def HLO_Tensor : RankedTensorOf<[AnyFloat, AnyInteger, AnyComplex]>;
def HLO_FpTensor : RankedTensorOf<[AnyFloat, AnyComplex]>;
def HLO_IntOrPredTensor : RankedTensorOf<[AnyInteger]>;
def HLO_PredTensor : RankedTensorOf<[I1]>;

//===----------------------------------------------------------------------===//
// Elementwise ops
//===----------------------------------------------------------------------===//

class HLO_UnaryElementwiseOp<string mnemonic, Type T, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, !listconcat(traits, [Pure, Elementwise,
          SameOperandsAndResultShape])> {
  let arguments = (ins T:$operand);
  let results = (outs T:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand),
                                                             type($result))
  }];
}

class HLO_UnarySameTypeOp<string mnemonic, Type T>
    : HLO_UnaryElementwiseOp<mnemonic, T, [SameOperandsAndResultElementType]>;

def HLO_AbsOp : HLO_UnarySameTypeOp<"abs", HLO_Tensor>;
def HLO_CeilOp : HLO_UnarySameTypeOp<"ceil", HLO_FpTensor>;
def HLO_ExpOp : HLO_UnarySameTypeOp<"exponential", HLO_FpTensor>;
def HLO_Expm1Op : HLO_UnarySameTypeOp<"exponential_minus_one", HLO_FpTensor>;
def HLO_FloorOp : HLO_UnarySameTypeOp<"floor", HLO_FpTensor>;
def HLO_LogOp : HLO_UnarySameTypeOp<"log", HLO_FpTensor>;
def HLO_Log1pOp : HLO_UnarySameTypeOp<"log_plus_one", HLO_FpTensor>;
def HLO_LogisticOp : HLO_UnarySameTypeOp<"logistic", HLO_FpTensor>;
def HLO_NegOp : HLO_UnarySameTypeOp<"negate", HLO_Tensor>;
def HLO_NotOp : HLO_UnarySameTypeOp<"not", HLO_IntOrPredTensor>;
def HLO_RoundOp : HLO_UnarySameTypeOp<"round_nearest_afz", HLO_FpTensor>;
def HLO_RoundNearestEvenOp
    : HLO_UnarySameTypeOp<"round_nearest_even", HLO_FpTensor>;
def HLO_RsqrtOp : HLO_UnarySameTypeOp<"rsqrt", HLO_FpTensor>;
def HLO_SignOp : HLO_UnarySameTypeOp<"sign", HLO_Tensor>;
def HLO_SqrtOp : HLO_UnarySameTypeOp<"sqrt", HLO_FpTensor>;
def HLO_TanhOp : HLO_UnarySameTypeOp<"tanh", HLO_FpTensor>;

def HLO_ConvertOp : HLO_UnaryElementwiseOp<"convert", HLO_Tensor>;

class HLO_BinaryElementwiseOp<string mnemonic, Type T>
    : StableHLO_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape,
                              SameOperandsAndResultElementType]> {
  let arguments = (ins T:$lhs, T:$rhs);
  let results = (outs T:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<SameOperandsAndResultType>(type($lhs),
                                                type($rhs), type($result))
  }];
}

def HLO_AddOp : HLO_BinaryElementwiseOp<"add", HLO_Tensor>;
def HLO_AndOp : HLO_BinaryElementwiseOp<"and", HLO_IntOrPredTensor>;
def HLO_DivOp : HLO_BinaryElementwiseOp<"divide", HLO_Tensor>;
def HLO_MaxOp : HLO_BinaryElementwiseOp<"maximum", HLO_Tensor>;
def HLO_MinOp : HLO_BinaryElementwiseOp<"minimum", HLO_Tensor>;
def HLO_MulOp : HLO_BinaryElementwiseOp<"multiply", HLO_Tensor>;
def HLO_OrOp : HLO_BinaryElementwiseOp<"or", HLO_IntOrPredTensor>;
def HLO_PowOp : HLO_BinaryElementwiseOp<"power", HLO_Tensor>;
def HLO_RemOp : HLO_BinaryElementwiseOp<"remainder", HLO_Tensor>;
def HLO_SubtractOp : HLO_BinaryElementwiseOp<"subtract", HLO_Tensor>;
def HLO_XorOp : HLO_BinaryElementwiseOp<"xor", HLO_IntOrPredTensor>;

def HLO_CompareOp : StableHLO_Op<"compare", [Pure, Elementwise,
    SameOperandsAndResultShape, AllTypesMatch<["lhs", "rhs"]>]> {
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   StableHLO_ComparisonDirectionAttr:$comparison_direction,
                   OptionalAttr<StableHLO_ComparisonTypeAttr>:$compare_type);
  let results = (outs HLO_PredTensor:$result);
  let assemblyFormat = [{
    `` $comparison_direction `,` $lhs `,` $rhs (`,` `` $compare_type^)? attr-dict
    `:` functional-type(operands, results)
  }];
}

def HLO_SelectOp : StableHLO_Op<"select", [Pure,
    AllTypesMatch<["on_true", "on_false", "result"]>]> {
  let summary = "elementwise choice; the predicate may be a 0-d tensor";
  let arguments = (ins HLO_PredTensor:$pred, HLO_Tensor:$on_true,
                   HLO_Tensor:$on_false);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict `:`
    custom<SelectOpType>(type($pred), type($on_true), type($on_false),
                         type($result))
  }];
  let hasVerifier = 1;
}

def HLO_ClampOp : StableHLO_Op<"clamp", [Pure,
    AllTypesMatch<["operand", "result"]>]> {
  let summary = "elementwise clamp; the bounds may be 0-d tensors";
  let arguments = (ins HLO_Tensor:$min, HLO_Tensor:$operand, HLO_Tensor:$max);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict `:`
    custom<SameOperandsAndResultType>(type($min), type($operand), type($max),
                                      type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Constants and generators
//===----------------------------------------------------------------------===//

def HLO_ConstantOp : StableHLO_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

def HLO_IotaOp : StableHLO_Op<"iota", [Pure]> {
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$output);
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

def HLO_BroadcastInDimOp : StableHLO_Op<"broadcast_in_dim", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand,
                   DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $broadcast_dimensions attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_ReshapeOp : StableHLO_Op<"reshape", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def HLO_TransposeOp : StableHLO_Op<"transpose", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $permutation attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_SliceOp : StableHLO_Op<"slice", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand,
                   DenseI64ArrayAttr:$start_indices,
                   DenseI64ArrayAttr:$limit_indices,
                   DenseI64ArrayAttr:$strides);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_ConcatenateOp : StableHLO_Op<"concatenate", [Pure]> {
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, I64Attr:$dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_PadOp : StableHLO_Op<"pad", [Pure,
    AllElementTypesMatch<["operand", "padding_value", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$padding_value,
                   DenseI64ArrayAttr:$edge_padding_low,
                   DenseI64ArrayAttr:$edge_padding_high,
                   DenseI64ArrayAttr:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $padding_value `,` `low` `=` $edge_padding_low `,`
    `high` `=` $edge_padding_high `,` `interior` `=` $interior_padding
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_ReverseOp : StableHLO_Op<"reverse", [Pure,
    AllTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $dimensions attr-dict `:`
    custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

def HLO_DotOp : StableHLO_Op<"dot", [Pure]> {
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_DotGeneralOp : StableHLO_Op<"dot_general", [Pure]> {
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   StableHLO_DotDimensionNumbersAttr:$dot_dimension_numbers,
                   OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers)
    `` custom<PrecisionConfig>($precision_config) attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_ConvolutionOp : StableHLO_Op<"convolution", [Pure]> {
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<I64ElementsAttr>:$padding,
                   OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                   OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                   OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                   StableHLO_ConvDimensionNumbersAttr:$dimension_numbers,
                   I64Attr:$feature_group_count,
                   I64Attr:$batch_group_count,
                   OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    `(` $lhs `,` $rhs `)` `dim_numbers` `=`
    custom<ConvDimensions>($dimension_numbers) `,` `window` `=`
    custom<WindowAttributes>($window_strides, $padding, $lhs_dilation,
                             $rhs_dilation, $window_reversal)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Ops with regions
//===----------------------------------------------------------------------===//

def HLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator, ReturnLike]> {
  let arguments = (ins Variadic<HLO_Tensor>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

def HLO_ReduceOp : StableHLO_Op<"reduce", [RecursiveMemoryEffects,
    SameVariadicOperandSize]> {
  let summary = "reduction of dimensions with a reducer region";
  let description = [{
    The reducer's block takes the accumulators (one 0-d tensor per input)
    followed by the values being combined, and returns the new accumulators.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   Variadic<HLO_Tensor>:$init_values,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def HLO_ReduceWindowOp : StableHLO_Op<"reduce_window", [RecursiveMemoryEffects,
    SameVariadicOperandSize]> {
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   Variadic<HLO_Tensor>:$init_values,
                   DenseI64ArrayAttr:$window_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                   OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                   OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def HLO_WhileOp : StableHLO_Op<"while", [RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>]> {
  let arguments = (ins Variadic<HLO_Tensor>:$operand);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// `if` and `case` print in the generic form, as upstream StableHLO does.
def HLO_IfOp : StableHLO_Op<"if", [RecursiveMemoryEffects]> {
  let summary = "runs one of two regions on a tensor<i1> predicate";
  let arguments = (ins HLO_PredTensor:$pred);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
  let hasVerifier = 1;
}

def HLO_CaseOp : StableHLO_Op<"case", [RecursiveMemoryEffects]> {
  let summary = "runs the region an i32 index selects";
  let description = [{
    An index outside [0, N) runs the last branch, as the spec says.
  }];
  let arguments = (ins RankedTensorOf<[I32]>:$index);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let hasVerifier = 1;
}

def HLO_RngBitGeneratorOp : StableHLO_Op<"rng_bit_generator", [Pure]> {
  let summary = "random bits from a counter-based generator state";
  let description = [{
    Returns the advanced state and `output` filled with random bits. The
    state is `tensor<2xui64>` (key, counter) or, for PHILOX,
    `tensor<3xui64>` (key, counter low, counter high).
  }];
  let arguments = (ins RankedTensorOf<[AnyInteger]>:$initial_state,
                       StableHLO_RngAlgorithmAttr:$rng_algorithm);
  let results = (outs RankedTensorOf<[AnyInteger]>:$output_state,
                      RankedTensorOf<[AnyInteger]>:$output);
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` $rng_algorithm attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

include "compiler/Dialect/StableHLO/IR/StableHLOIndexingOps.td"
include "compiler/Dialect/StableHLO/IR/StableHLOMoreOps.td"
include "compiler/Dialect/StableHLO/IR/StableHLOCompoundOps.td"
include "compiler/Dialect/StableHLO/IR/StableHLOUnsupportedOps.td"
include "compiler/Dialect/StableHLO/IR/StableHLODynamicOps.td"

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOOPS_TD_
