//===- StableHLOBase.td - stablehlo dialect, enums, attributes -*- tablegen -*-===//
//
// The `stablehlo` input dialect: op names, attributes and pretty syntax follow
// upstream StableHLO so that programs exported by JAX parse unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOBASE_TD_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOBASE_TD_

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"

def StableHLO_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
  let summary = "StableHLO tensor programs as exported by JAX";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    /// Defined next to the attribute storage classes it needs.
    void registerAttributes();
    void registerTypes();
  }];
}

class StableHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<StableHLO_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Enums. Their attributes print as `#stablehlo<name VALUE>` and as the bare
// `VALUE` inside op syntax.
//===----------------------------------------------------------------------===//

def StableHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
}
def StableHLO_ComparisonDirectionAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ComparisonDirection,
               "comparison_direction"> {
  let assemblyFormat = "$value";
}

def StableHLO_RngAlgorithm : I32EnumAttr<"RngAlgorithm",
    "random bit generator algorithm", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
}
def StableHLO_RngAlgorithmAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_RngAlgorithm, "rng_algorithm"> {
  let assemblyFormat = "$value";
}

def StableHLO_ComparisonType : I32EnumAttr<"ComparisonType",
    "comparison type", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
}
def StableHLO_ComparisonTypeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ComparisonType, "comparison_type"> {
  let assemblyFormat = "$value";
}

def StableHLO_Precision : I32EnumAttr<"Precision", "operand precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
}
def StableHLO_PrecisionAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_Precision, "precision"> {
  let assemblyFormat = "$value";
}
def StableHLO_PrecisionConfigAttr
    : TypedArrayAttrBase<StableHLO_PrecisionAttr, "precision config">;

//===----------------------------------------------------------------------===//
// Structured attributes
//===----------------------------------------------------------------------===//

def StableHLO_DotDimensionNumbersAttr
    : AttrDef<StableHLO_Dialect, "DotDimensionNumbers"> {
  let mnemonic = "dot";
  let summary = "batching and contracting dimensions of dot_general";
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
    OptionalArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
    OptionalArrayRefParameter<"int64_t">:$lhsContractingDimensions,
    OptionalArrayRefParameter<"int64_t">:$rhsContractingDimensions
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ConvDimensionNumbersAttr
    : AttrDef<StableHLO_Dialect, "ConvDimensionNumbers"> {
  let mnemonic = "conv";
  let summary = "layout of the input, kernel and output of a convolution";
  let parameters = (ins
    "int64_t":$inputBatchDimension,
    "int64_t":$inputFeatureDimension,
    ArrayRefParameter<"int64_t">:$inputSpatialDimensions,
    "int64_t":$kernelInputFeatureDimension,
    "int64_t":$kernelOutputFeatureDimension,
    ArrayRefParameter<"int64_t">:$kernelSpatialDimensions,
    "int64_t":$outputBatchDimension,
    "int64_t":$outputFeatureDimension,
    ArrayRefParameter<"int64_t">:$outputSpatialDimensions
  );
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// Parses and prints the `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` body
    /// used both inside `#stablehlo.conv<...>` and in the op syntax.
    static ::mlir::Attribute parseBody(::mlir::AsmParser &parser);
    void printBody(::mlir::AsmPrinter &printer) const;
  }];
}

// Attributes producers attach that change nothing here: the precision a
// dot_general may use, the accuracy a transcendental op must meet (this
// compiler meets DEFAULT accuracy always) and custom_call aliasing. Written as
// `#stablehlo.name<key = value, ...>`, in any order.

def StableHLO_DotAlgorithmAttr : AttrDef<StableHLO_Dialect, "DotAlgorithm"> {
  let mnemonic = "dot_algorithm";
  let summary = "precisions and accumulation of a dot_general";
  let parameters = (ins
    "Type":$lhs_precision_type,
    "Type":$rhs_precision_type,
    "Type":$accumulation_type,
    "int64_t":$lhs_component_count,
    "int64_t":$rhs_component_count,
    "int64_t":$num_primitive_operations,
    "bool":$allow_imprecise_accumulation
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_ResultAccuracyMode : I32EnumAttr<"ResultAccuracyMode",
    "accuracy a transcendental op must meet", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::iree_compiler::IREE::StableHLO";
}
def StableHLO_ResultAccuracyModeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ResultAccuracyMode,
               "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

def StableHLO_ResultAccuracyAttr : AttrDef<StableHLO_Dialect, "ResultAccuracy"> {
  let mnemonic = "result_accuracy";
  let summary = "tolerances of a transcendental op's result";
  let parameters = (ins
    "::mlir::FloatAttr":$atol,
    "::mlir::FloatAttr":$rtol,
    "int64_t":$ulps,
    "::mlir::iree_compiler::IREE::StableHLO::ResultAccuracyModeAttr":$mode
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_OutputOperandAliasAttr
    : AttrDef<StableHLO_Dialect, "OutputOperandAlias"> {
  let mnemonic = "output_operand_alias";
  let summary = "a custom_call result that may share an operand's buffer";
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t">:$output_tuple_indices,
    "int64_t":$operand_index,
    OptionalArrayRefParameter<"int64_t">:$operand_tuple_indices
  );
  let assemblyFormat = [{
    `<` `output_tuple_indices` `=` custom<IntList>($output_tuple_indices) `,`
    `operand_index` `=` $operand_index `,`
    `operand_tuple_indices` `=` custom<IntList>($operand_tuple_indices) `>`
  }];
}

// Ordering of side effects between infeed/outfeed/send/recv, which programs
// on one device without a host channel do not have.
def StableHLO_Token : TypeDef<StableHLO_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "orders side-effecting communication ops";
}

def StableHLO_ChannelHandleAttr
    : AttrDef<StableHLO_Dialect, "ChannelHandle"> {
  let mnemonic = "channel_handle";
  let summary = "the channel of a collective or send/recv";
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOBASE_TD_
