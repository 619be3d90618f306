//===- FlowOps.td - flow dialect ---------------------------*- tablegen -*-===//
//
// The flow phase partitions a tensor program into dispatches (device work)
// and host code that launches them. `flow.dispatch.region` marks what will
// become one dispatch; outlining turns each region into a
// `flow.executable` whose function reads and writes whole tensors through
// `!flow.dispatch.tensor` bindings, launched by `flow.dispatch`.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_FLOW_IR_FLOWOPS_TD_
#define IREE_COMPILER_DIALECT_FLOW_IR_FLOWOPS_TD_

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Flow_Dialect : Dialect {
  let name = "flow";
  let cppNamespace = "::mlir::iree_compiler::IREE::Flow";
  let summary = "Dispatches of tensor work and the host code launching them";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

class Flow_Op<string mnemonic, list<Trait> traits = []>
    : Op<Flow_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

def Flow_TensorAccess : I32EnumAttr<"TensorAccess", "binding access", [
    I32EnumAttrCase<"ReadOnly", 0, "readonly">,
    I32EnumAttrCase<"WriteOnly", 1, "writeonly">,
    I32EnumAttrCase<"ReadWrite", 2, "readwrite">]> {
  let cppNamespace = "::mlir::iree_compiler::IREE::Flow";
  let genSpecializedAttr = 0;
}

def Flow_DispatchTensorType : TypeDef<Flow_Dialect, "DispatchTensor"> {
  let mnemonic = "dispatch.tensor";
  let summary = "a tensor bound to a dispatch, read or written whole";
  let description = [{
    `!flow.dispatch.tensor<readonly:tensor<4x8xf32>>`: the binding of a
    dispatch function through which it loads an input or stores a result.
  }];
  let parameters = (ins "TensorAccess":$access,
                        "::mlir::RankedTensorType":$boundType);
  let hasCustomAssemblyFormat = 1;
}

def Flow_ParameterNamedAttr : AttrDef<Flow_Dialect, "ParameterNamed",
                                      [TypedAttrInterface]> {
  let mnemonic = "parameter.named";
  let summary = "a parameter (weights outside the module) by scope and key";
  let description = [{
    `#flow.parameter.named<"model"::"dense/kernel"> : tensor<64x64xf32>`
    (or `<"key">` in the empty scope): the initial value of an immutable
    tensor `util.global` whose bytes the runtime loads by that name from its
    parameter files (docs/parameters.md).
  }];
  let parameters = (ins "::mlir::StringAttr":$scope, "::mlir::StringAttr":$key,
                        AttributeSelfTypeParameter<"">:$type);
  let hasCustomAssemblyFormat = 1;
}

def Flow_TensorParameterOp : Flow_Op<"tensor.parameter", [Pure]> {
  let summary = "a tensor whose bytes are a named parameter";
  let description = [{
    `%w = flow.tensor.parameter key("model", "w") : tensor<64x64xf32>`: like a
    constant, but loaded at run time from the parameter files by scope and
    key (docs/parameters.md). Stays on the host: dispatches take it as an
    input.
  }];
  let arguments = (ins StrAttr:$scope, StrAttr:$key);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    `key` `(` $scope `,` $key `)` attr-dict `:` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Dispatch regions (before outlining)
//===----------------------------------------------------------------------===//

def Flow_DispatchRegionOp : Flow_Op<"dispatch.region", [
    SingleBlockImplicitTerminator<"ReturnOp">,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>]> {
  let summary = "ops that will run as one dispatch";
  let description = [{
    `%r:2 = flow.dispatch.region -> (tensor<4xf32>, tensor<?x8xi32>)
    dims(%n) { ... flow.return %a, %b : tensor<4xf32>, tensor<?x8xi32> }`

    The body may use values defined above; outlining turns the tensors it
    uses into input bindings, its results into output bindings and the host
    scalars it uses into 32-bit constants. `dims` holds the dynamic
    dimensions of the results in order, computed on the host before the
    region (docs/dynamic_shapes.md).
  }];
  let arguments = (ins Variadic<Index>:$result_dims);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    (`->` `(` type($results)^ `)`)? (`dims` `(` $result_dims^ `)`)? $body
    attr-dict
  }];
  let hasVerifier = 1;
}

def Flow_ReturnOp : Flow_Op<"return", [
    Pure, ReturnLike, Terminator, HasParent<"DispatchRegionOp">]> {
  let summary = "yields the results of a dispatch region";
  let arguments = (ins Variadic<AnyRankedTensor>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
}

//===----------------------------------------------------------------------===//
// Executables (after outlining)
//===----------------------------------------------------------------------===//

def Flow_ExecutableOp : Flow_Op<"executable", [
    IsolatedFromAbove, Symbol, SymbolTable, SingleBlock, NoTerminator]> {
  let summary = "the device code of one or more dispatch functions";
  let description = [{
    Holds `flow.executable.export`s and one `builtin.module` with their
    functions.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    (custom<SymbolVisibility>($sym_visibility)^)? $sym_name
    attr-dict-with-keyword $body
  }];
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let extraClassDeclaration = [{
    ::mlir::ModuleOp getInnerModule();
  }];
}

def Flow_ExecutableExportOp : Flow_Op<"executable.export", [
    Symbol, HasParent<"ExecutableOp">,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "makes a function of the executable dispatchable";
  let description = [{
    `inplace_operands`, when present, has one entry per output binding: the
    input binding whose bytes that output may be written over (the host may
    bind both to the same range when the input is not needed afterwards),
    or -1. `iree-flow-mark-inplace-results` sets it.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DenseI64ArrayAttr>:$inplace_operands);
  let assemblyFormat = [{
    (custom<SymbolVisibility>($sym_visibility)^)? $sym_name attr-dict
  }];
  let extraClassDeclaration = [{
    // The exported function: the inner module's function of the same name.
    ::mlir::func::FuncOp getFunction();
  }];
}

def Flow_DispatchTensorLoadOp : Flow_Op<"dispatch.tensor.load", [
    MemoryEffects<[MemRead]>]> {
  let summary = "reads a whole input binding";
  let description = [{
    `flow.dispatch.tensor.load %b dims(%n) : !flow.dispatch.tensor<
    readonly:tensor<?x4xf32>> -> tensor<?x4xf32>`: `dims` gives the
    binding's dynamic dimensions in order.
  }];
  let arguments = (ins Flow_DispatchTensorType:$source,
                       Variadic<Index>:$dims);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source (`dims` `(` $dims^ `)`)? attr-dict `:` type($source) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Flow_DispatchTensorStoreOp : Flow_Op<"dispatch.tensor.store", [
    MemoryEffects<[MemWrite]>]> {
  let summary = "writes a whole output binding";
  let arguments = (ins AnyRankedTensor:$value,
                       Flow_DispatchTensorType:$target,
                       Variadic<Index>:$dims);
  let assemblyFormat = [{
    $value `,` $target (`dims` `(` $dims^ `)`)? attr-dict `:` type($value)
    `->` type($target)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Host ops
//===----------------------------------------------------------------------===//

def Flow_DispatchOp : Flow_Op<"dispatch", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>]> {
  let summary = "launches a dispatch function on tensors";
  let description = [{
    `%r = flow.dispatch @ex::@fn(%a, %b) constants(%c) : (tensor<4xf32>,
    tensor<4xf32>) -> tensor<4xf32>`: the function takes one readonly binding
    per tensor operand, then one writeonly binding per result, of the same
    tensor types, then one i32 per constant. Constants are host scalars in
    32-bit words; they become push constants, so a loop counter reaches a
    dispatch without a buffer. `dims` holds the dynamic dimensions of the
    results in order (the dispatch receives them among its constants).
  }];
  let arguments = (ins SymbolRefAttr:$entry_point,
                       Variadic<AnyRankedTensor>:$arguments,
                       Variadic<I32>:$constants,
                       Variadic<Index>:$result_dims);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = [{
    $entry_point `(` $arguments `)` (`constants` `(` $constants^ `)`)?
    (`dims` `(` $result_dims^ `)`)? attr-dict `:`
    functional-type($arguments, $results)
  }];
  let hasVerifier = 1;
}

def Flow_TensorReshapeOp : Flow_Op<"tensor.reshape", [Pure,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>]> {
  let summary = "the same elements under another shape";
  let description = [{
    A host-side view: no data moves, so it costs nothing at run time. A
    complex tensor of shape S may also be viewed as its interleaved real and
    imaginary parts (S x 2 of the part type) and back. `result_dims` holds
    the result's dynamic dimensions in order, computed on the host
    (`tensor<?x784xf32> -> tensor<?x7x112xf32>{%n}`).
  }];
  let arguments = (ins AnyRankedTensor:$source, Variadic<Index>:$result_dims);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `->` type($result)
    (`{` $result_dims^ `}`)?
  }];
  let builders = [
    OpBuilder<(ins "Type":$result, "Value":$source), [{
      build($_builder, $_state, result, source, ValueRange{});
    }]>,
  ];
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif  // IREE_COMPILER_DIALECT_FLOW_IR_FLOWOPS_TD_
