//===- StreamOps.td - stream dialect operations ------------*- tablegen -*-===//
//
// Tensor ops mark where tensors become bytes and back (the module boundary,
// constants, host element access); async ops are device work with value
// semantics, ordered only by their operands, grouped into execution regions
// that the host submits and awaits through timepoints (docs/scheduling.md).
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STREAM_IR_STREAMOPS_TD_
#define IREE_COMPILER_DIALECT_STREAM_IR_STREAMOPS_TD_

include "compiler/Dialect/HAL/IR/HALBase.td"
include "compiler/Dialect/Stream/IR/StreamBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Stream_SizeAwareOp : OpInterface<"SizeAwareOpInterface"> {
  let cppNamespace = "::mlir::iree_compiler::IREE::Stream";
  let description = [{
    An op whose resource operands and results come with their byte sizes.
  }];
  let methods = [
    InterfaceMethod<"The byte size of resource result |idx| (null if the "
                    "result is not a resource).",
                    "::mlir::Value", "getResultSize", (ins "unsigned":$idx)>,
    InterfaceMethod<"The byte size of resource operand |idx| (null if the "
                    "operand is not a resource).",
                    "::mlir::Value", "getOperandSize", (ins "unsigned":$idx)>,
  ];
}

class Stream_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stream_Dialect, mnemonic, traits>;

def Stream_Resource : Type<CPred<"::llvm::isa<::mlir::iree_compiler::IREE::Stream::ResourceType>($_self)">,
                           "resource">;
def Stream_Timepoint : Type<CPred<"::llvm::isa<::mlir::iree_compiler::IREE::Stream::TimepointType>($_self)">,
                            "timepoint">,
    BuildableType<"::mlir::iree_compiler::IREE::Stream::TimepointType::get($_builder.getContext())">;

//===----------------------------------------------------------------------===//
// Tensor ops
//===----------------------------------------------------------------------===//

def Stream_TensorImportOp : Stream_Op<"tensor.import", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "takes a caller's buffer view as a resource";
  let description = [{
    `%r = stream.tensor.import %view message("input 0") : !hal.buffer_view ->
    tensor<4xf32> in !stream.resource<external>{%size}` checks the view's
    element type and shape against the tensor type (the message names what
    is wrong) and takes its buffer. With `await(%tp)` the bytes are the
    caller's only once `%tp` is reached (an asynchronous call's wait fence):
    work reading them waits for it. A dynamically shaped tensor takes its
    dimensions, read from the view, as `dims(%n)` after its type; the check
    then accepts any size there.
  }];
  let arguments = (ins HAL_BufferViewType:$source, StrAttr:$message,
                       TypeAttrOf<AnyRankedTensor>:$encoding,
                       Variadic<Index>:$encoding_dims,
                       Index:$result_size,
                       Optional<Stream_Timepoint>:$await_timepoint);
  let results = (outs Stream_Resource:$result);
  let assemblyFormat = [{
    $source (`await` `(` $await_timepoint^ `)`)? `message` `(` $message `)`
    attr-dict `:` type($source) `->` $encoding (`dims` `(` $encoding_dims^
    `)`)? `in` type($result) `{` $result_size `}`
  }];
  let hasVerifier = 1;
}

def Stream_TensorExportOp : Stream_Op<"tensor.export", [
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "a resource as a buffer view of a tensor type";
  let description = [{
    `%view = stream.tensor.export %r : tensor<4xf32> in
    !stream.resource<external>{%size} -> !hal.buffer_view`: how results
    leave the module and how host ops that take buffer views (`check.*`)
    see tensors. The resource must be ready (awaited). `dims(%n)` gives
    a dynamically shaped tensor's dimensions.
  }];
  let arguments = (ins Stream_Resource:$source,
                       TypeAttrOf<AnyRankedTensor>:$encoding,
                       Variadic<Index>:$encoding_dims,
                       Index:$source_size);
  let results = (outs HAL_BufferViewType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` $encoding (`dims` `(` $encoding_dims^ `)`)? `in`
    type($source) `{` $source_size `}` `->` type($result)
  }];
  let hasVerifier = 1;
}

def Stream_TensorConstantOp : Stream_Op<"tensor.constant", [
    Pure, DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "a constant tensor's bytes";
  let description = [{
    `%r = stream.tensor.constant dense<[1.0, 2.0]> : tensor<2xf32> in
    !stream.resource<constant>{%size}`
  }];
  let arguments = (ins ElementsAttr:$value, Index:$result_size);
  let results = (outs Stream_Resource:$result);
  let assemblyFormat = [{
    $value `in` type($result) `{` $result_size `}` attr-dict
  }];
}

def Stream_TensorParameterOp : Stream_Op<"tensor.parameter", [
    Pure, DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "a tensor's bytes loaded by name from the parameter files";
  let description = [{
    `%r = stream.tensor.parameter key("model", "w") : tensor<2xf32> in
    !stream.resource<constant>{%size}` (docs/parameters.md)
  }];
  let arguments = (ins StrAttr:$scope, StrAttr:$key, TypeAttr:$tensor_type,
                       Index:$result_size);
  let results = (outs Stream_Resource:$result);
  let assemblyFormat = [{
    `key` `(` $scope `,` $key `)` `:` $tensor_type `in` type($result)
    `{` $result_size `}` attr-dict
  }];
}

def Stream_TensorLoadOp : Stream_Op<"tensor.load", [
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "the host reads one element";
  let description = [{
    `%e = stream.tensor.load %r[%i, %j] : tensor<2x3xf32> in
    !stream.resource<staging>{%size} -> f32`. The resource must be ready.
  }];
  let arguments = (ins Stream_Resource:$source,
                       TypeAttrOf<AnyRankedTensor>:$encoding,
                       Index:$source_size, Variadic<Index>:$indices);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` $encoding `in` type($source)
    `{` $source_size `}` `->` type($result)
  }];
  let hasVerifier = 1;
}

def Stream_TensorFromElementsOp : Stream_Op<"tensor.from_elements", [
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "a tensor the host writes element by element";
  let description = [{
    `%r = stream.tensor.from_elements %a, %b : i32, i32 -> tensor<2xi32> in
    !stream.resource<staging>{%size}`, in row-major order.
  }];
  let arguments = (ins Variadic<AnyType>:$elements,
                       TypeAttrOf<AnyRankedTensor>:$encoding,
                       Index:$result_size);
  let results = (outs Stream_Resource:$result);
  let assemblyFormat = [{
    $elements attr-dict `:` type($elements) `->` $encoding `in` type($result)
    `{` $result_size `}`
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Async ops
//===----------------------------------------------------------------------===//

def Stream_AsyncDispatchOp : Stream_Op<"async.dispatch", [
    AttrSizedOperandSegments, DeclareOpInterfaceMethods<Stream_SizeAwareOp>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "launches a dispatch function on resources";
  let description = [{
    `%r = stream.async.dispatch @ex::@fn[%c](%a, %b) :
    (!stream.resource<*>{%sa}, !stream.resource<*>{%sb}) ->
    (!stream.resource<*>{%sr})`: reads the operands whole, produces new
    resources; `[%c]` are the i32 constants of `flow.dispatch`.
    `{inplace_operands = array<i64: 1>}` (from the flow export): result i
    may be written over operand inplace_operands[i] (-1: none), of the same
    size; allocation does so where that operand dies here.
  }];
  let arguments = (ins SymbolRefAttr:$entry_point,
                       Variadic<I32>:$constants,
                       Variadic<Stream_Resource>:$resource_operands,
                       Variadic<Index>:$resource_operand_sizes,
                       Variadic<Index>:$result_sizes,
                       OptionalAttr<DenseI64ArrayAttr>:$inplace_operands);
  let results = (outs Variadic<Stream_Resource>:$results);
  let assemblyFormat = [{
    $entry_point (`[` $constants^ `]`)? `` `(` $resource_operands `)` attr-dict
    `:` custom<SizedTypeList>(type($resource_operands), $resource_operand_sizes)
    `->` custom<SizedTypeList>(type($results), $result_sizes)
  }];
  let hasVerifier = 1;
}

def Stream_AsyncTransferOp : Stream_Op<"async.transfer", [
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "the same bytes with another lifetime";
  let description = [{
    `%s = stream.async.transfer %r : !stream.resource<transient>{%size} ->
    !stream.resource<staging>`: e.g. into memory the host can read; a no-op
    where the device's memory serves both.
  }];
  let arguments = (ins Stream_Resource:$source, Index:$source_size);
  let results = (outs Stream_Resource:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `{` $source_size `}` `->` type($result)
  }];
}

def Stream_AsyncExecuteOp : Stream_Op<"async.execute", [
    AttrSizedOperandSegments, DeclareOpInterfaceMethods<Stream_SizeAwareOp>,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "an execution region: device work submitted together";
  let description = [{
    ```
    %r, %tp = stream.async.execute await(%t0)
        with(%a as %arg0: !stream.resource<external>{%sa})
        -> (!stream.resource<transient>{%sr}) {
      %0 = stream.async.dispatch ...(%arg0) ...
      stream.yield %0 : (!stream.resource<transient>{%sr})
    } => !stream.timepoint
    ```
    Starts once `await` (if any) is reached; the resources it uses are
    captured as block arguments (other values, such as sizes and constants,
    come from above). Later regions may use its results at once (they await
    `%tp`); the host reads them after `stream.timepoint.await`.
  }];
  let arguments = (ins Optional<Stream_Timepoint>:$await_timepoint,
                       Variadic<Stream_Resource>:$resource_operands,
                       Variadic<Index>:$resource_operand_sizes,
                       Variadic<Index>:$result_sizes);
  let results = (outs Variadic<Stream_Resource>:$results,
                      Stream_Timepoint:$result_timepoint);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
                   "::mlir::ValueRange":$resultSizes,
                   "::mlir::Value":$awaitTimepoint,
                   "::mlir::ValueRange":$resourceOperands,
                   "::mlir::ValueRange":$resourceOperandSizes)>,
  ];
}

def Stream_AsyncConcurrentOp : Stream_Op<"async.concurrent", [
    AttrSizedOperandSegments, DeclareOpInterfaceMethods<Stream_SizeAwareOp>,
    HasParent<"AsyncExecuteOp">, SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "work of an execution region that may run at the same time";
  let description = [{
    ```
    %r:2 = stream.async.concurrent with(%a as %arg0: !stream.resource<*>{%s},
                                        %b as %arg1: !stream.resource<*>{%s})
        -> (!stream.resource<*>{%s}, !stream.resource<*>{%s}) {
      %0 = stream.async.dispatch @ex::@fn(%arg0) ...
      %1 = stream.async.dispatch @ex::@fn(%arg1) ...
      stream.yield %0, %1 : (...)
    }
    ```
    No op of the region uses another's result, so none waits for another:
    they are one wave. Captures and results work as in `async.execute`.
  }];
  let arguments = (ins Variadic<Stream_Resource>:$resource_operands,
                       Variadic<Index>:$resource_operand_sizes,
                       Variadic<Index>:$result_sizes);
  let results = (outs Variadic<Stream_Resource>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
                   "::mlir::ValueRange":$resultSizes,
                   "::mlir::ValueRange":$resourceOperands,
                   "::mlir::ValueRange":$resourceOperandSizes)>,
  ];
}

def Stream_YieldOp : Stream_Op<"yield", [
    Pure, AttrSizedOperandSegments, ReturnLike, Terminator,
    ParentOneOf<["AsyncExecuteOp", "AsyncConcurrentOp"]>,
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "the results of an execution region";
  let arguments = (ins Variadic<Stream_Resource>:$resource_operands,
                       Variadic<Index>:$resource_operand_sizes);
  let assemblyFormat = [{
    attr-dict ($resource_operands^ `:`
    custom<SizedTypeList>(type($resource_operands), $resource_operand_sizes))?
  }];
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange(), ::mlir::ValueRange());
  }]>];
}

//===----------------------------------------------------------------------===//
// Command ops (explicit memory, after allocation)
//===----------------------------------------------------------------------===//

def Stream_ResourceAllocOp : Stream_Op<"resource.alloc", [
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>]> {
  let summary = "allocates a resource";
  let description = [{
    `%r = stream.resource.alloc : !stream.resource<transient>{%size}`: bytes
    whose contents are undefined until a command writes them.
  }];
  let arguments = (ins Index:$result_size);
  let results = (outs Stream_Resource:$result);
  let assemblyFormat = "attr-dict `:` type($result) `{` $result_size `}`";
}

def Stream_ResourceDeallocaOp : Stream_Op<"resource.dealloca"> {
  let summary = "returns a resource's memory once a timepoint is reached";
  let description = [{
    `stream.resource.dealloca %r await(%tp) : !stream.resource<transient>`:
    nothing uses the bytes of `%r` after `%tp` (the last region using them),
    so its memory may serve later allocations from then on, in queue order,
    even while the host still holds the resource.
  }];
  let arguments = (ins Stream_Resource:$resource,
                       Stream_Timepoint:$await_timepoint);
  let assemblyFormat = [{
    $resource `await` `(` $await_timepoint `)` attr-dict `:` type($resource)
  }];
}

def Stream_CmdExecuteOp : Stream_Op<"cmd.execute", [
    AttrSizedOperandSegments, DeclareOpInterfaceMethods<Stream_SizeAwareOp>,
    SingleBlockImplicitTerminator<"CmdYieldOp">]> {
  let summary = "commands on byte ranges of resources, submitted together";
  let description = [{
    ```
    %tp = stream.cmd.execute await(%t0)
        with(%a as %arg0: !stream.resource<external>{%sa},
             %t as %arg1: !stream.resource<transient>{%st}) {
      stream.cmd.dispatch @ex::@fn(ro %arg0[%c0 for %c16] : ...,
                                   wo %arg1[%c64 for %c16] : ...)
    } => !stream.timepoint
    ```
    What `stream.async.execute` becomes once every value has a range: the
    commands run in order, each after the ones whose ranges it depends on.
  }];
  let arguments = (ins Optional<Stream_Timepoint>:$await_timepoint,
                       Variadic<Stream_Resource>:$resource_operands,
                       Variadic<Index>:$resource_operand_sizes);
  let results = (outs Stream_Timepoint:$result_timepoint);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$awaitTimepoint,
                   "::mlir::ValueRange":$resourceOperands,
                   "::mlir::ValueRange":$resourceOperandSizes)>,
  ];
}

def Stream_CmdYieldOp : Stream_Op<"cmd.yield", [
    Pure, ReturnLike, Terminator, HasParent<"CmdExecuteOp">]> {
  let summary = "ends the commands of an execution region";
  let assemblyFormat = "attr-dict";
}

def Stream_CmdDispatchOp : Stream_Op<"cmd.dispatch", [
    AttrSizedOperandSegments, HasParent<"CmdExecuteOp">,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a dispatch over byte ranges";
  let description = [{
    `stream.cmd.dispatch @ex::@fn[%c](ro %a[%o for %l] :
    !stream.resource<external>{%sa}, wo %b[%o2 for %l2] :
    !stream.resource<transient>{%sb})`: one binding per range, in the order
    of the dispatch function's arguments; `ro`/`wo`/`rw` say how it is used.
  }];
  let arguments = (ins SymbolRefAttr:$entry_point,
                       Variadic<I32>:$constants,
                       Variadic<Stream_Resource>:$resources,
                       Variadic<Index>:$resource_sizes,
                       Variadic<Index>:$resource_offsets,
                       Variadic<Index>:$resource_lengths,
                       DenseI32ArrayAttr:$resource_accesses);
  let assemblyFormat = [{
    $entry_point (`[` $constants^ `]`)? `` `(`
    custom<DispatchRanges>($resources, type($resources), $resource_sizes,
                           $resource_offsets, $resource_lengths,
                           $resource_accesses) `)` attr-dict
  }];
  let hasVerifier = 1;
}

def Stream_CmdCopyOp : Stream_Op<"cmd.copy", [HasParent<"CmdExecuteOp">]> {
  let summary = "copies a byte range";
  let description = [{
    `stream.cmd.copy %a[%o], %b[%o2], %len : !stream.resource<external>{%sa}
    -> !stream.resource<staging>{%sb}`
  }];
  let arguments = (ins Stream_Resource:$source, Index:$source_size,
                       Index:$source_offset, Stream_Resource:$target,
                       Index:$target_size, Index:$target_offset,
                       Index:$length);
  let assemblyFormat = [{
    $source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,`
    $length attr-dict `:` type($source) `{` $source_size `}` `->`
    type($target) `{` $target_size `}`
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Timepoints
//===----------------------------------------------------------------------===//

def Stream_TimepointImmediateOp : Stream_Op<"timepoint.immediate", [Pure]> {
  let summary = "a timepoint already reached";
  let results = (outs Stream_Timepoint:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Stream_TimepointJoinOp : Stream_Op<"timepoint.join", [Pure]> {
  let summary = "reached when all of its operands are";
  let arguments = (ins Variadic<Stream_Timepoint>:$await_timepoints);
  let results = (outs Stream_Timepoint:$result);
  let assemblyFormat = [{
    `max` `(` $await_timepoints `)` attr-dict `:` type($result)
  }];
  // Duplicates and immediate timepoints add nothing, joins of joins are
  // one join, and a join of one timepoint is that timepoint.
  let hasCanonicalizer = 1;
}

def Stream_TimepointImportOp : Stream_Op<"timepoint.import", [Pure]> {
  let summary = "a caller's fence as a timepoint";
  let description = [{
    `%tp = stream.timepoint.import %fence : !hal.fence -> !stream.timepoint`:
    reached when the fence is (a null fence is already reached).
  }];
  let arguments = (ins HAL_FenceType:$fence);
  let results = (outs Stream_Timepoint:$result);
  let assemblyFormat = [{
    $fence attr-dict `:` type($fence) `->` type($result)
  }];
}

def Stream_TimepointChainExternalOp
    : Stream_Op<"timepoint.chain_external"> {
  let summary = "signals a caller's fence once a timepoint is reached";
  let description = [{
    `stream.timepoint.chain_external %tp signal(%fence : !hal.fence)`: the
    device signals `%fence` after `%tp`, without the host waiting (how an
    asynchronous call reports that its results are ready).
  }];
  let arguments = (ins Stream_Timepoint:$await_timepoint,
                       HAL_FenceType:$fence);
  let assemblyFormat = [{
    $await_timepoint `signal` `(` $fence `:` type($fence) `)` attr-dict
  }];
}

def Stream_TimepointBarrierOp : Stream_Op<"timepoint.barrier", [
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>,
    AllTypesMatch<["resource", "result"]>]> {
  let summary = "a resource and the timepoint it is ready at";
  let description = [{
    `%r2, %tp = stream.timepoint.barrier %r : !stream.resource<*>{%s} ->
    !stream.timepoint`: `%r2` is `%r`, which the host may hand on (only
    `stream.tensor.export` takes it) but not read before `%tp`. Execution
    scheduling replaces the uses of `%tp` by the timepoint of the region
    producing `%r`; the HAL lowering passes the buffer through.
  }];
  let hasVerifier = 1;
  let arguments = (ins Stream_Resource:$resource, Index:$resource_size);
  let results = (outs Stream_Resource:$result, Stream_Timepoint:$result_timepoint);
  let assemblyFormat = [{
    $resource `:` type($resource) `{` $resource_size `}` `->`
    type($result_timepoint) attr-dict
  }];
}

def Stream_TimepointAwaitOp : Stream_Op<"timepoint.await", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<Stream_SizeAwareOp>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "the host waits for a timepoint";
  let description = [{
    `%r:2 = stream.timepoint.await %tp with(%a, %b) :
    (!stream.resource<transient>{%sa}, !stream.resource<staging>{%sb})`:
    the results are the operands, ready for the host to read.
  }];
  let arguments = (ins Stream_Timepoint:$await_timepoint,
                       Variadic<Stream_Resource>:$resource_operands,
                       Variadic<Index>:$resource_operand_sizes);
  let results = (outs Variadic<Stream_Resource>:$results);
  let assemblyFormat = [{
    $await_timepoint (`with` `(` $resource_operands^ `)` `:`
    custom<SizedTypeList>(type($resource_operands), $resource_operand_sizes))?
    attr-dict
  }];
  let hasVerifier = 1;
}

#endif  // IREE_COMPILER_DIALECT_STREAM_IR_STREAMOPS_TD_
