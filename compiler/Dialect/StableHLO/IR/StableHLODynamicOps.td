//===- StableHLODynamicOps.td - ops with shapes as operands -*- tablegen -*-===//
//
// The dynamic forms of broadcast_in_dim, reshape, iota, pad, slice, gather
// and convolution take their sizes and paddings as tensor operands. When
// those are constants and the result is static, the input conversion
// rewrites each into its static op; broadcast, reshape, iota, pad and slice
// also take sizes the host computes (docs/dynamic_shapes.md). Included by
// StableHLOOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLODYNAMICOPS_TD_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLODYNAMICOPS_TD_

def HLO_DimensionTensor : 1DTensorOf<[AnyInteger, Index]>;

def HLO_DynamicBroadcastInDimOp : StableHLO_Op<"dynamic_broadcast_in_dim",
    [Pure, AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand,
                   HLO_DimensionTensor:$output_dimensions,
                   DenseI64ArrayAttr:$broadcast_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` $broadcast_dimensions
    (`,` `known_expanding_dimensions` `=` $known_expanding_dimensions^)?
    (`,` `known_nonexpanding_dimensions` `=`
     $known_nonexpanding_dimensions^)?
    attr-dict `:` functional-type(operands, results)
  }];
}

def HLO_DynamicReshapeOp : StableHLO_Op<"dynamic_reshape", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand, HLO_DimensionTensor:$output_shape);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def HLO_DynamicIotaOp : StableHLO_Op<"dynamic_iota", [Pure]> {
  let arguments = (ins HLO_DimensionTensor:$output_shape,
                   I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict
    `:` functional-type(operands, results)
  }];
}

def HLO_DynamicPadOp : StableHLO_Op<"dynamic_pad", [Pure,
    AllElementTypesMatch<["operand", "padding_value", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$padding_value,
                   HLO_DimensionTensor:$edge_padding_low,
                   HLO_DimensionTensor:$edge_padding_high,
                   HLO_DimensionTensor:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def HLO_RealDynamicSliceOp : StableHLO_Op<"real_dynamic_slice", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "slice whose start, limit and strides are tensor operands";
  let arguments = (ins HLO_Tensor:$operand,
                   HLO_DimensionTensor:$start_indices,
                   HLO_DimensionTensor:$limit_indices,
                   HLO_DimensionTensor:$strides);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def HLO_DynamicGatherOp : StableHLO_Op<"dynamic_gather", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand,
                   RankedTensorOf<[AnyInteger]>:$start_indices,
                   HLO_DimensionTensor:$slice_sizes,
                   StableHLO_GatherDimensionNumbersAttr:$dimension_numbers,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
}

def HLO_DynamicConvOp : StableHLO_Op<"dynamic_conv", [Pure]> {
  let summary = "convolution whose padding is an [N, 2] tensor operand";
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   RankedTensorOf<[AnyInteger]>:$padding,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                   OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                   OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                   StableHLO_ConvDimensionNumbersAttr:$dimension_numbers,
                   I64Attr:$feature_group_count,
                   I64Attr:$batch_group_count,
                   OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
}

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLODYNAMICOPS_TD_
