//===- StableHLOIndexingOps.td - indexing and sorting ops ---*- tablegen -*-===//
//
// dynamic_slice, dynamic_update_slice, gather, scatter, sort and
// select_and_scatter, with the dimension-number attributes of gather and
// scatter. Included by StableHLOOps.td; all but the dynamic slices print in
// the generic form, as upstream does.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOINDEXINGOPS_TD_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOINDEXINGOPS_TD_

def HLO_ScalarIntTensor : 0DTensorOf<[AnyInteger]>;

def StableHLO_GatherDimensionNumbersAttr
    : AttrDef<StableHLO_Dialect, "GatherDimensionNumbers"> {
  let mnemonic = "gather";
  let summary = "how gather's result, operand and start indices relate";
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t">:$offsetDims,
    OptionalArrayRefParameter<"int64_t">:$collapsedSliceDims,
    OptionalArrayRefParameter<"int64_t">:$operandBatchingDims,
    OptionalArrayRefParameter<"int64_t">:$startIndicesBatchingDims,
    OptionalArrayRefParameter<"int64_t">:$startIndexMap,
    "int64_t":$indexVectorDim
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ScatterDimensionNumbersAttr
    : AttrDef<StableHLO_Dialect, "ScatterDimensionNumbers"> {
  let mnemonic = "scatter";
  let summary = "how scatter's operand, updates and indices relate";
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t">:$updateWindowDims,
    OptionalArrayRefParameter<"int64_t">:$insertedWindowDims,
    OptionalArrayRefParameter<"int64_t">:$inputBatchingDims,
    OptionalArrayRefParameter<"int64_t">:$scatterIndicesBatchingDims,
    OptionalArrayRefParameter<"int64_t">:$scatterDimsToOperandDims,
    "int64_t":$indexVectorDim
  );
  let hasCustomAssemblyFormat = 1;
}

def HLO_DynamicSliceOp : StableHLO_Op<"dynamic_slice", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "slice of static sizes at run-time start indices, clamped";
  let arguments = (ins HLO_Tensor:$operand,
                   Variadic<HLO_ScalarIntTensor>:$start_indices,
                   DenseI64ArrayAttr:$slice_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
    `sizes` `=` $slice_sizes attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def HLO_DynamicUpdateSliceOp : StableHLO_Op<"dynamic_update_slice", [Pure,
    AllTypesMatch<["operand", "result"]>]> {
  let summary = "operand with update written at run-time indices, clamped";
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$update,
                   Variadic<HLO_ScalarIntTensor>:$start_indices);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def HLO_GatherOp : StableHLO_Op<"gather", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins HLO_Tensor:$operand,
                   RankedTensorOf<[AnyInteger]>:$start_indices,
                   StableHLO_GatherDimensionNumbersAttr:$dimension_numbers,
                   DenseI64ArrayAttr:$slice_sizes,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def HLO_ScatterOp : StableHLO_Op<"scatter", [RecursiveMemoryEffects,
    SameVariadicOperandSize]> {
  let summary = "operands with updates combined in at indexed windows";
  let description = [{
    The update computation takes the current values (one 0-d tensor per
    operand) followed by the updates and returns the new values.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   RankedTensorOf<[AnyInteger]>:$scatter_indices,
                   Variadic<HLO_Tensor>:$updates,
                   StableHLO_ScatterDimensionNumbersAttr:$scatter_dimension_numbers,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$update_computation);
  let hasVerifier = 1;
}

def HLO_SortOp : StableHLO_Op<"sort", [RecursiveMemoryEffects]> {
  let summary = "sorts operands of one shape along a dimension together";
  let description = [{
    The comparator takes (lhs, rhs) pairs of 0-d tensors, one pair per
    operand, and returns whether lhs goes before rhs.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   DefaultValuedAttr<I64Attr, "-1">:$dimension,
                   DefaultValuedAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$comparator);
  let hasVerifier = 1;
}

def HLO_SelectAndScatterOp : StableHLO_Op<"select_and_scatter",
    [RecursiveMemoryEffects]> {
  let summary = "scatters source values to the element each window selects";
  let description = [{
    `select(a, b)` says whether the window's current choice `a` stays over
    `b`; `scatter(acc, x)` combines the source values that land on one
    element into the init value. Max-pooling gradients use it.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$source,
                   HLO_Tensor:$init_value,
                   OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs HLO_Tensor);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let hasVerifier = 1;
}

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOINDEXINGOPS_TD_
