//===- StableHLOCompoundOps.td - ops lowered through others -*- tablegen -*-===//
//
// Ops of the specification (some deprecated, still written by older
// exporters) that the input conversion expresses through the core ops or a
// direct linalg form: broadcast, einsum, unary_einsum, torch_index_select,
// get_dimension_size, replica_id, partition_id, tuple, get_tuple_element,
// composite, map, rng, batch_norm_training, batch_norm_grad, cholesky and
// triangular_solve. Included by StableHLOOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOCOMPOUNDOPS_TD_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOCOMPOUNDOPS_TD_

def StableHLO_RngDistribution : I32EnumAttr<"RngDistribution",
    "distribution of stablehlo.rng", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
}
def StableHLO_RngDistributionAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_RngDistribution,
               "rng_distribution"> {
  let assemblyFormat = "$value";
}

def HLO_BroadcastOp : StableHLO_Op<"broadcast", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "deprecated: the operand under new leading dimensions";
  let arguments = (ins HLO_Tensor:$operand,
                   DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `sizes` `=` $broadcast_sizes attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_EinsumOp : StableHLO_Op<"einsum", [Pure]> {
  let summary = "deprecated: a contraction written as `ab,bc->ac`";
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   StrAttr:$einsum_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` `config` `=` $einsum_config attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_UnaryEinsumOp : StableHLO_Op<"unary_einsum", [Pure]> {
  let summary = "deprecated: a sum or transpose written as `ab->ba`";
  let arguments = (ins HLO_Tensor:$operand, StrAttr:$einsum_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `config` `=` $einsum_config attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_TorchIndexSelectOp : StableHLO_Op<"torch_index_select", [Pure]> {
  let summary = "deprecated: slices of `operand` along `dim` at `index`";
  let description = [{
    The first `batch_dims` dimensions of operand and index are shared; the
    result is `operand.shape[:dim] + index.shape[batch_dims:] +
    operand.shape[dim + 1:]`. Printed in the generic form only.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntOrPredTensor:$index,
                   I64Attr:$dim, I64Attr:$batch_dims);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def HLO_GetDimensionSizeOp : StableHLO_Op<"get_dimension_size", [Pure]> {
  let summary = "the size of one dimension as a 0-d i32 tensor";
  let arguments = (ins HLO_Tensor:$operand, I64Attr:$dimension);
  let results = (outs 0DTensorOf<[I32]>:$result);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_ReplicaIdOp : StableHLO_Op<"replica_id", [Pure]> {
  let summary = "the replica this process is (0: programs run on one device)";
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def HLO_PartitionIdOp : StableHLO_Op<"partition_id", [Pure]> {
  let summary = "the partition this process is (0: programs run on one device)";
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def HLO_TupleOp : StableHLO_Op<"tuple", [Pure]> {
  let summary = "groups values; get_tuple_element takes them apart";
  let arguments = (ins Variadic<AnyType>:$val);
  let results = (outs AnyTuple:$result);
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
  let hasVerifier = 1;
}

def HLO_GetTupleElementOp : StableHLO_Op<"get_tuple_element", [Pure]> {
  let summary = "element `index` of a tuple";
  let arguments = (ins AnyTuple:$operand, I32Attr:$index);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_CompositeOp : StableHLO_Op<"composite", []> {
  let summary = "a named op whose meaning is a call of `decomposition`";
  let arguments = (ins Variadic<AnyType>:$inputs, StrAttr:$name,
                   DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
                   FlatSymbolRefAttr:$decomposition,
                   DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    $name $inputs attr-dict `:` functional-type(operands, results)
  }];
}

def HLO_MapOp : StableHLO_Op<"map", [RecursiveMemoryEffects,
    SameOperandsAndResultShape]> {
  let summary = "applies a scalar computation to elements of its inputs";
  let description = [{
    The body takes one 0-d tensor per input and returns one; `dimensions`
    must be all of them, in order. Printed in the generic form only.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def HLO_RngOp : StableHLO_Op<"rng", []> {
  let summary = "random numbers, uniform in [a, b) or normal N(a, b)";
  let description = [{
    The generator is implementation-defined: a counter-based hash of each
    element's position, so the same program gives the same numbers.
  }];
  let arguments = (ins 0DTensorOf<[AnyFloat, AnyInteger]>:$a,
                   0DTensorOf<[AnyFloat, AnyInteger]>:$b,
                   1DTensorOf<[AnyInteger]>:$shape,
                   StableHLO_RngDistributionAttr:$rng_distribution);
  let results = (outs RankedTensorOf<[AnyFloat, AnyInteger]>:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` `` $rng_distribution attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_BatchNormTrainingOp : StableHLO_Op<"batch_norm_training", [Pure]> {
  let summary = "normalizes with the batch's own mean and variance";
  let description = [{
    Returns the normalized operand and the per-feature mean and (biased)
    variance over every dimension but `feature_index`. Generic form only.
  }];
  let arguments = (ins HLO_RealFpTensor:$operand, HLO_RealFpTensor:$scale,
                   HLO_RealFpTensor:$offset, F32Attr:$epsilon,
                   I64Attr:$feature_index);
  let results = (outs HLO_RealFpTensor:$output, HLO_RealFpTensor:$batch_mean,
                 HLO_RealFpTensor:$batch_var);
  let hasVerifier = 1;
}

def HLO_BatchNormGradOp : StableHLO_Op<"batch_norm_grad", [Pure]> {
  let summary = "gradients of batch_norm_training";
  let arguments = (ins HLO_RealFpTensor:$operand, HLO_RealFpTensor:$scale,
                   HLO_RealFpTensor:$mean, HLO_RealFpTensor:$variance,
                   HLO_RealFpTensor:$grad_output, F32Attr:$epsilon,
                   I64Attr:$feature_index);
  let results = (outs HLO_RealFpTensor:$grad_operand,
                 HLO_RealFpTensor:$grad_scale, HLO_RealFpTensor:$grad_offset);
  let hasVerifier = 1;
}

def StableHLO_Transpose : I32EnumAttr<"Transpose",
    "how triangular_solve applies its matrix", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
}
def StableHLO_TransposeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_Transpose, "transpose"> {
  let assemblyFormat = "$value";
}

def HLO_CholeskyOp : StableHLO_Op<"cholesky", [Pure,
    AllTypesMatch<["a", "result"]>]> {
  let summary = "Cholesky factor of each matrix in the last two dimensions";
  let description = [{
    Reads only the lower (or, with `lower = false`, upper) triangle; the other
    triangle of the result is zero.
  }];
  let arguments = (ins HLO_RealFpTensor:$a,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs HLO_RealFpTensor:$result);
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict `:`
    custom<SameOperandsAndResultType>(type($a), type($result))
  }];
  let hasVerifier = 1;
}

def HLO_TriangularSolveOp : StableHLO_Op<"triangular_solve", [Pure,
    AllTypesMatch<["b", "result"]>]> {
  let summary = "solves op(a) x = b (left side) or x op(a) = b";
  let description = [{
    `a` is triangular in its last two dimensions (only that triangle is
    read); `unit_diagonal` takes its diagonal as ones. Generic form only.
  }];
  let arguments = (ins HLO_RealFpTensor:$a, HLO_RealFpTensor:$b,
                   BoolAttr:$left_side, BoolAttr:$lower,
                   BoolAttr:$unit_diagonal,
                   StableHLO_TransposeAttr:$transpose_a);
  let results = (outs HLO_RealFpTensor:$result);
  let hasVerifier = 1;
}

def StableHLO_FftType : I32EnumAttr<"FftType", "kind of fft", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
}
def StableHLO_FftTypeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_FftType, "fft_type"> {
  let assemblyFormat = "$value";
}

def HLO_FftOp : StableHLO_Op<"fft", [Pure]> {
  let summary = "discrete Fourier transform over the last 1 to 3 dimensions";
  let description = [{
    FFT and IFFT map complex to complex; RFFT maps real to the n/2 + 1
    non-redundant complex outputs of the last dimension, IRFFT back.
  }];
  let arguments = (ins HLO_Tensor:$operand, StableHLO_FftTypeAttr:$fft_type,
                   DenseI64ArrayAttr:$fft_length);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `type` `=` `` $fft_type `,` `length` `=` $fft_length
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

// Quantized values are tensors of `!quant.uniform<storage:expressed, ...>`
// (per tensor or per axis); the input conversion gives them their storage
// type.
def HLO_UniformQuantizeOp : StableHLO_Op<"uniform_quantize", [Pure,
    SameOperandsAndResultShape]> {
  let summary = "floats (or quantized values) to quantized values";
  let arguments = (ins AnyRankedTensor:$operand);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$operand attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def HLO_UniformDequantizeOp : StableHLO_Op<"uniform_dequantize", [Pure,
    SameOperandsAndResultShape]> {
  let summary = "quantized values to their expressed float type";
  let arguments = (ins AnyRankedTensor:$operand);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$operand attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOCOMPOUNDOPS_TD_
