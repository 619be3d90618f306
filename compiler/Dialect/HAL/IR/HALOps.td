//===- HALOps.td - hal dialect operations ------------------*- tablegen -*-===//
//
// Host-side ops mirror the runtime HAL module's functions one to one
// (docs/hal_module.md): operands appear in the import's argument order, and
// values fixed at compile time (memory types, element types, ordinals) are
// attributes that the VM conversion materializes as constants. Executable ops
// hold the device code of one dispatch target until it is serialized.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_HAL_IR_HALOPS_TD_
#define IREE_COMPILER_DIALECT_HAL_IR_HALOPS_TD_

include "compiler/Dialect/HAL/IR/HALBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class HAL_Op<string mnemonic, list<Trait> traits = []>
    : Op<HAL_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Devices and allocation
//===----------------------------------------------------------------------===//

def HAL_DevicesGetOp : HAL_Op<"devices.get", [Pure]> {
  let summary = "the device at an index of the module's device list";
  let arguments = (ins I32:$index);
  let results = (outs HAL_DeviceType:$result);
  let assemblyFormat = "$index attr-dict `:` type($result)";
}

def HAL_DeviceAllocatorOp : HAL_Op<"device.allocator", [Pure]> {
  let summary = "the allocator of a device";
  let arguments = (ins HAL_DeviceType:$device);
  let results = (outs HAL_AllocatorType:$result);
  let assemblyFormat = "$device attr-dict `:` type($result)";
}

def HAL_DeviceQueryOp : HAL_Op<"device.query"> {
  let summary = "asks the device a question, such as whether it loads a format";
  let description = [{
    `ok` is false when the device has no answer to `category, key`; `value`
    is then 0. `"hal.executable.format", "<format>"` answers 1 when the
    device can load executables of that format.
  }];
  let arguments = (ins HAL_DeviceType:$device, StrAttr:$category,
                       StrAttr:$key);
  let results = (outs I1:$ok, I64:$value);
  let assemblyFormat = [{
    `device` `(` $device `)` `key` `(` $category `,` $key `)` attr-dict `:`
    type($ok) `,` type($value)
  }];
}

def HAL_ParameterLoadOp : HAL_Op<"parameter.load"> {
  let summary = "a parameter's bytes as a read-only buffer for the device";
  let description = [{
    `%w = hal.parameter.load device(%device) key("model", "constant_0")
    length(4096) : !hal.buffer`: the parameter `key` of `scope`, from the
    parameter files the runtime was given (the `io_parameters` module,
    docs/parameters.md), which must hold exactly `length` bytes.
  }];
  let arguments = (ins HAL_DeviceType:$device, StrAttr:$scope, StrAttr:$key,
                       I64Attr:$length);
  let results = (outs HAL_BufferType:$result);
  let assemblyFormat = [{
    `device` `(` $device `)` `key` `(` $scope `,` $key `)`
    `length` `(` $length `)` attr-dict `:` type($result)
  }];
}

def HAL_DeviceQueueExecuteOp : HAL_Op<"device.queue.execute", [
    AttrSizedOperandSegments]> {
  let summary = "submits a command buffer between two fences";
  let description = [{
    Waits for `wait` (when given), runs `commands` (when given) and signals
    `signal` when they are done. `bindings` fills slot `i` of the command
    buffer's binding table with (all of) buffer `i`: a command buffer
    recorded once with slots runs with different buffers each submission.

    A barrier (no commands) that only waits for a fresh fence one earlier
    submission signals, and which everything else only waits for, folds into
    that submission: it signals the barrier's fence itself and the waiters
    wait for that (one queue operation and one fence fewer per call of an
    asynchronous function).
  }];
  let arguments = (ins HAL_DeviceType:$device,
                       Optional<HAL_FenceType>:$wait_fence,
                       Optional<HAL_FenceType>:$signal_fence,
                       Optional<HAL_CommandBufferType>:$command_buffer,
                       Variadic<HAL_BufferType>:$binding_table);
  let assemblyFormat = [{
    $device (`wait` `(` $wait_fence^ `)`)? (`signal` `(` $signal_fence^ `)`)?
    (`commands` `(` $command_buffer^ `)`)?
    (`bindings` `(` `[` $binding_table^ `]` `)`)? attr-dict
  }];
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def HAL_DeviceQueueAllocaOp : HAL_Op<"device.queue.alloca", [
    AttrSizedOperandSegments]> {
  let summary = "a buffer of the device's transient pool, in queue order";
  let description = [{
    The memory is usable by work after `signal` (when given), which is
    reached once `wait` is. It comes from a block an earlier dealloca or
    release returned when one fits, so calls in steady state allocate
    nothing; its contents are undefined.
  }];
  let arguments = (ins HAL_DeviceType:$device,
                       Optional<HAL_FenceType>:$wait_fence,
                       Optional<HAL_FenceType>:$signal_fence,
                       I32Attr:$memory_types, I32Attr:$buffer_usage, I64:$size);
  let results = (outs HAL_BufferType:$result);
  let assemblyFormat = [{
    $device (`wait` `(` $wait_fence^ `)`)? (`signal` `(` $signal_fence^ `)`)?
    `type` `(` $memory_types `)` `usage` `(` $buffer_usage `)`
    `size` `(` $size `)` attr-dict `:` type($result)
  }];
}

def HAL_DeviceQueueDeallocaOp : HAL_Op<"device.queue.dealloca", [
    AttrSizedOperandSegments]> {
  let summary = "returns a queue-allocated buffer's memory once work is done";
  let description = [{
    The memory of `buffer` goes back to the device's transient pool once
    `wait` is reached; `signal` (when given) is reached then too. No work may
    use the buffer after `wait`.
  }];
  let arguments = (ins HAL_DeviceType:$device,
                       Optional<HAL_FenceType>:$wait_fence,
                       Optional<HAL_FenceType>:$signal_fence,
                       HAL_BufferType:$buffer);
  let assemblyFormat = [{
    $device (`wait` `(` $wait_fence^ `)`)? (`signal` `(` $signal_fence^ `)`)?
    `buffer` `(` $buffer `)` attr-dict
  }];
}

def HAL_AllocatorAllocateOp : HAL_Op<"allocator.allocate"> {
  let summary = "allocates a device buffer of a byte size";
  let arguments = (ins HAL_AllocatorType:$allocator, I32Attr:$memory_types,
                       I32Attr:$buffer_usage, I64:$size);
  let results = (outs HAL_BufferType:$result);
  let assemblyFormat = [{
    $allocator `type` `(` $memory_types `)` `usage` `(` $buffer_usage `)`
    `size` `(` $size `)` attr-dict `:` type($result)
  }];
}

def HAL_AllocatorAllocateInitializedOp
    : HAL_Op<"allocator.allocate.initialized"> {
  let summary = "a device buffer holding constant bytes";
  let description = [{
    The data (raw little-endian bytes of the elements attribute) becomes a
    read-only segment of the module; local devices use it in place.
  }];
  let arguments = (ins HAL_AllocatorType:$allocator, I32Attr:$memory_types,
                       I32Attr:$buffer_usage, ElementsAttr:$data);
  let results = (outs HAL_BufferType:$result);
  let assemblyFormat = [{
    $allocator `type` `(` $memory_types `)` `usage` `(` $buffer_usage `)`
    `data` `(` $data `)` attr-dict `:` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

def HAL_BufferSubspanOp : HAL_Op<"buffer.subspan", [Pure]> {
  let summary = "a buffer aliasing a byte range of another";
  let description = [{
    Host control flow passes tensors between regions as whole buffers; a
    tensor that lives inside a larger buffer crosses as a subspan.
  }];
  let arguments = (ins HAL_BufferType:$source, I64:$offset, I64:$length);
  let results = (outs HAL_BufferType:$result);
  let assemblyFormat = [{
    $source `[` $offset `,` $length `]` attr-dict `:` type($result)
  }];
}

def HAL_BufferLoadOp : HAL_Op<"buffer.load"> {
  let summary = "reads 1, 2 or 4 little-endian bytes, zero-extended";
  let description = [{
    How the host reads a scalar a dispatch computed (a loop condition that
    depends on a large tensor).
  }];
  let arguments = (ins HAL_BufferType:$buffer, I64:$offset,
                       ConfinedAttr<I32Attr, [IntIsOneOf<[1, 2, 4]>]>:$length);
  let results = (outs I32:$result);
  let assemblyFormat = [{
    $buffer `[` $offset `]` `length` `(` $length `)` attr-dict `:` type($result)
  }];
}

def HAL_BufferStoreOp : HAL_Op<"buffer.store"> {
  let summary = "writes the low 1, 2 or 4 bytes of a value";
  let description = [{
    How the host hands a scalar it computed (a loop counter) to a dispatch.
  }];
  let arguments = (ins I32:$value, HAL_BufferType:$buffer, I64:$offset,
                       ConfinedAttr<I32Attr, [IntIsOneOf<[1, 2, 4]>]>:$length);
  let assemblyFormat = [{
    $value `,` $buffer `[` $offset `]` `length` `(` $length `)` attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Buffer views
//===----------------------------------------------------------------------===//

def HAL_BufferViewCreateOp : HAL_Op<"buffer_view.create", [Pure]> {
  let summary = "a shaped, typed view of a buffer range";
  let arguments = (ins HAL_BufferType:$buffer, I64:$offset, I64:$length,
                       I32Attr:$element_type, I32Attr:$encoding_type,
                       Variadic<I64>:$shape);
  let results = (outs HAL_BufferViewType:$result);
  let assemblyFormat = [{
    $buffer `[` $offset `,` $length `]` `element_type` `(` $element_type `)`
    `encoding` `(` $encoding_type `)` `shape` `(` `[` $shape `]` `)`
    attr-dict `:` type($result)
  }];
}

def HAL_BufferViewAssertOp : HAL_Op<"buffer_view.assert"> {
  let summary = "fails unless a view has the expected type and shape";
  let description = [{
    The message names the value (`input 0`) in the runtime error a wrong
    argument produces. A shape entry of -1 accepts any size (a dynamic
    dimension).
  }];
  let arguments = (ins HAL_BufferViewType:$buffer_view, StrAttr:$message,
                       I32Attr:$element_type, I32Attr:$encoding_type,
                       Variadic<I64>:$shape);
  let assemblyFormat = [{
    $buffer_view `message` `(` $message `)` `element_type` `(` $element_type
    `)` `encoding` `(` $encoding_type `)` `shape` `(` `[` $shape `]` `)`
    attr-dict
  }];
}

def HAL_BufferViewDimOp : HAL_Op<"buffer_view.dim", [Pure]> {
  let summary = "one dimension of a view's shape";
  let description = [{
    `%n = hal.buffer_view.dim %view[0] : i64`: how a dynamically shaped
    argument's sizes reach the host code (after `hal.buffer_view.assert`
    has checked the rank).
  }];
  let arguments = (ins HAL_BufferViewType:$buffer_view, I32Attr:$index);
  let results = (outs I64:$result);
  let assemblyFormat = [{
    $buffer_view `[` $index `]` attr-dict `:` type($result)
  }];
}

def HAL_BufferViewBufferOp : HAL_Op<"buffer_view.buffer", [Pure]> {
  let summary = "the buffer a view windows";
  let arguments = (ins HAL_BufferViewType:$buffer_view);
  let results = (outs HAL_BufferType:$result);
  let assemblyFormat = "$buffer_view attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Command buffers
//===----------------------------------------------------------------------===//

def HAL_CommandBufferCreateOp : HAL_Op<"command_buffer.create"> {
  let summary = "a command buffer in the recording state";
  let description = [{
    With a `binding_capacity`, dispatches may bind slots of the binding table
    each submission gives (`hal.device.queue.execute ... bindings`).
  }];
  let arguments = (ins HAL_DeviceType:$device, I32Attr:$modes,
                       I32Attr:$command_categories,
                       DefaultValuedAttr<I32Attr, "0">:$binding_capacity);
  let results = (outs HAL_CommandBufferType:$result);
  let assemblyFormat = [{
    `device` `(` $device `)` `mode` `(` $modes `)` `categories` `(`
    $command_categories `)` (`slots` `(` $binding_capacity^ `)`)? attr-dict
    `:` type($result)
  }];
}

def HAL_CommandBufferFinalizeOp : HAL_Op<"command_buffer.finalize"> {
  let summary = "ends recording";
  let arguments = (ins HAL_CommandBufferType:$command_buffer);
  let assemblyFormat = "$command_buffer attr-dict";
}

def HAL_CommandBufferExecutionBarrierOp
    : HAL_Op<"command_buffer.execution_barrier"> {
  let summary = "orders the commands before it before those after it";
  let arguments = (ins HAL_CommandBufferType:$command_buffer,
                       I32Attr:$source_stage_mask, I32Attr:$target_stage_mask);
  let assemblyFormat = [{
    $command_buffer `source` `(` $source_stage_mask `)` `target` `(`
    $target_stage_mask `)` attr-dict
  }];
}

def HAL_CommandBufferFillBufferOp : HAL_Op<"command_buffer.fill_buffer"> {
  let summary = "fills a buffer range with a repeated 1, 2 or 4 byte pattern";
  let arguments = (ins HAL_CommandBufferType:$command_buffer,
                       HAL_BufferType:$target_buffer, I64:$target_offset,
                       I64:$length, I32:$pattern, I32Attr:$pattern_length);
  let assemblyFormat = [{
    $command_buffer `target` `(` $target_buffer `[` $target_offset `,` $length
    `]` `)` `pattern` `(` $pattern `)` `pattern_length` `(` $pattern_length `)`
    attr-dict
  }];
}

def HAL_CommandBufferCopyBufferOp : HAL_Op<"command_buffer.copy_buffer"> {
  let summary = "copies bytes between buffer ranges";
  let arguments = (ins HAL_CommandBufferType:$command_buffer,
                       HAL_BufferType:$source_buffer, I64:$source_offset,
                       HAL_BufferType:$target_buffer, I64:$target_offset,
                       I64:$length);
  let assemblyFormat = [{
    $command_buffer `source` `(` $source_buffer `[` $source_offset `]` `)`
    `target` `(` $target_buffer `[` $target_offset `]` `)` `length` `(`
    $length `)` attr-dict
  }];
}

def HAL_CommandBufferDispatchOp : HAL_Op<"command_buffer.dispatch", [
    AttrSizedOperandSegments]> {
  let summary = "records a dispatch of an executable export";
  let description = [{
    Binding `i` is the range `[binding_offsets[i], +binding_lengths[i])` of
    `binding_buffers[i]`; the three lists have one entry per binding. With
    `slots`, a binding whose slot is not -1 takes that slot of the binding
    table given at submission instead (its buffer operand is a null buffer
    and its range is relative to the table entry). With `barrier`, a full
    execution barrier (all stages) precedes the dispatch, recorded by the same
    runtime call (the VM conversion folds an `execution_barrier` into the
    dispatch that follows it).
  }];
  let arguments = (ins HAL_CommandBufferType:$command_buffer,
                       HAL_ExecutableType:$executable, I32Attr:$ordinal,
                       UnitAttr:$barrier,
                       I32:$workgroup_x, I32:$workgroup_y, I32:$workgroup_z,
                       Variadic<I32>:$constants,
                       Variadic<HAL_BufferType>:$binding_buffers,
                       Variadic<I64>:$binding_offsets,
                       Variadic<I64>:$binding_lengths,
                       OptionalAttr<DenseI32ArrayAttr>:$binding_slots);
  let assemblyFormat = [{
    $command_buffer `,` $executable `[` $ordinal `]` (`barrier` $barrier^)?
    `workgroups` `(` `[`
    $workgroup_x `,` $workgroup_y `,` $workgroup_z `]` `)`
    (`constants` `(` `[` $constants^ `]` `)`)?
    `bindings` `(` `[` $binding_buffers `]` `)`
    (`slots` `(` $binding_slots^ `)`)?
    `offsets` `(` `[` $binding_offsets `]` `)`
    `lengths` `(` `[` $binding_lengths `]` `)` attr-dict
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Fences
//===----------------------------------------------------------------------===//

def HAL_FenceCreateOp : HAL_Op<"fence.create"> {
  let summary = "a new fence on a device, not yet reached";
  let arguments = (ins HAL_DeviceType:$device);
  let results = (outs HAL_FenceType:$result);
  let assemblyFormat = "`device` `(` $device `)` attr-dict `:` type($result)";
}

def HAL_FenceJoinOp : HAL_Op<"fence.join"> {
  let summary = "a fence reached when all of its operands are";
  let arguments = (ins Variadic<HAL_FenceType>:$fences);
  let results = (outs HAL_FenceType:$result);
  let assemblyFormat = "`at` `(` `[` $fences `]` `)` attr-dict `:` type($result)";
}

def HAL_FenceAwaitOp : HAL_Op<"fence.await"> {
  let summary = "blocks until every fence is reached or the timeout passes";
  let description = [{
    Returns 0 when all fences are reached, or the status code (4,
    DEADLINE_EXCEEDED) on timeout; a failed fence fails the call.
  }];
  let arguments = (ins I32:$timeout_millis, Variadic<HAL_FenceType>:$fences);
  let results = (outs I32:$status);
  let assemblyFormat = [{
    `until` `(` `[` $fences `]` `)` `timeout_millis` `(` $timeout_millis `)`
    attr-dict `:` type($status)
  }];
}

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

def HAL_ExecutableCreateOp : HAL_Op<"executable.create", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "loads a serialized hal.executable on a device";
  let description = [{
    `@executable` loads the executable's only variant; `@executable::@variant`
    names one of several (the host picks it with `hal.device.query`).
  }];
  let arguments = (ins HAL_DeviceType:$device,
                       SymbolRefAttr:$executable);
  let results = (outs HAL_ExecutableType:$result);
  let assemblyFormat = [{
    `device` `(` $device `)` `executable` `(` $executable `)` attr-dict `:`
    type($result)
  }];
}

def HAL_ExecutableOp : HAL_Op<"executable", [
    IsolatedFromAbove, Symbol, SymbolTable, SingleBlock, NoTerminator]> {
  let summary = "the device code of a group of dispatch functions";
  let description = [{
    Holds one `hal.executable.variant` per target backend.
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
}

def HAL_ExecutableVariantOp : HAL_Op<"executable.variant", [
    IsolatedFromAbove, Symbol, SymbolTable, SingleBlock, NoTerminator,
    HasParent<"ExecutableOp">]> {
  let summary = "the code of an executable for one target backend";
  let description = [{
    Before serialization the body holds the `hal.executable.export`s and a
    `builtin.module` with one function per export. Serialization replaces the
    module with the binary (`format`, such as `system-elf-x86_64`, and the
    bytes in `data`) the runtime's `hal.executable.create` loads.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$target,
                       OptionalAttr<StrAttr>:$format,
                       OptionalAttr<ElementsAttr>:$data);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $sym_name `target` `(` $target `)` attr-dict-with-keyword $body
  }];
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::llvm::StringRef":$target)>];
  let extraClassDeclaration = [{
    // The device code before serialization; null afterwards.
    ::mlir::ModuleOp getInnerModule();
  }];
}

def HAL_ExecutableExportOp : HAL_Op<"executable.export", [
    Symbol, HasParent<"ExecutableVariantOp">]> {
  let summary = "a dispatchable function of an executable";
  let description = [{
    `ordinal` is the export's index in the runtime's export table;
    `binding_count` buffers and `constant_count` 32-bit push constants are
    what every dispatch of it passes; `workgroup_count` is the grid the host
    dispatches, set by the target backend when it configures the code; for
    a dispatch of dynamic size, `workgroup_count_map` instead: three
    results of the push constants (symbol `i` is constant `i`,
    zero-extended), which the host evaluates at each dispatch.
    `inplace_operands` (the flow export's): per output binding, the input
    binding whose range the host may bind it to, or -1; code with it must
    not assume its bindings are distinct memory.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, I32Attr:$ordinal,
                       I32Attr:$binding_count,
                       DefaultValuedAttr<I32Attr, "0">:$constant_count,
                       OptionalAttr<DenseI64ArrayAttr>:$workgroup_count,
                       OptionalAttr<AffineMapAttr>:$workgroup_count_map,
                       OptionalAttr<DenseI64ArrayAttr>:$inplace_operands);
  let assemblyFormat = [{
    $sym_name `ordinal` `(` $ordinal `)` `bindings` `(` $binding_count `)`
    (`constants` `(` $constant_count^ `)`)?
    (`workgroups` `(` $workgroup_count^ `)`)? attr-dict
  }];
  let hasVerifier = 1;
}

#endif  // IREE_COMPILER_DIALECT_HAL_IR_HALOPS_TD_
