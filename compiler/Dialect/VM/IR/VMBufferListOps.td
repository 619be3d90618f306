//===- VMBufferListOps.td - !vm.buffer and !vm.list ops ----*- tablegen -*-===//
//
// Included from VMOps.td. Buffer offsets and lengths are i64; list indices
// and sizes are i32 (op_table.h).
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_VM_IR_VMBUFFERLISTOPS_TD_
#define IREE_COMPILER_DIALECT_VM_IR_VMBUFFERLISTOPS_TD_

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

def VM_BufferAllocOp : VM_Op<"buffer.alloc", [MemoryEffects<[MemAlloc]>]> {
  let summary = "allocates a zero-filled buffer of `length` bytes";
  let arguments = (ins I64:$length);
  let results = (outs VM_Buffer:$result);
  let assemblyFormat = "$length attr-dict `:` type($result)";
}

def VM_BufferCloneOp : VM_Op<"buffer.clone", [
    MemoryEffects<[MemAlloc, MemRead]>]> {
  let summary = "copies a byte range of a buffer into a new buffer";
  let arguments = (ins VM_Buffer:$source_buffer, I64:$source_offset,
                       I64:$length);
  let results = (outs VM_Buffer:$result);
  let assemblyFormat = [{
    $source_buffer `,` $source_offset `,` $length attr-dict `:`
    type($source_buffer) `->` type($result)
  }];
}

def VM_BufferLengthOp : VM_Op<"buffer.length", [Pure]> {
  let summary = "the byte length of a buffer (fixed at allocation)";
  let arguments = (ins VM_Buffer:$buffer);
  let results = (outs I64:$result);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer) `->` type($result)";
}

def VM_BufferCopyOp : VM_Op<"buffer.copy", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "copies `length` bytes between buffers";
  let arguments = (ins VM_Buffer:$source_buffer, I64:$source_offset,
                       VM_Buffer:$target_buffer, I64:$target_offset,
                       I64:$length);
  let assemblyFormat = [{
    $source_buffer `,` $source_offset `,` $target_buffer `,` $target_offset `,`
    $length attr-dict `:` type($source_buffer) `->` type($target_buffer)
  }];
}

def VM_BufferCompareOp : VM_Op<"buffer.compare", [MemoryEffects<[MemRead]>]> {
  let summary = "1 if two byte ranges are equal, else 0";
  let arguments = (ins VM_Buffer:$lhs_buffer, I64:$lhs_offset,
                       VM_Buffer:$rhs_buffer, I64:$rhs_offset, I64:$length);
  let results = (outs I32:$result);
  let assemblyFormat = [{
    $lhs_buffer `,` $lhs_offset `,` $rhs_buffer `,` $rhs_offset `,` $length
    attr-dict `:` type($lhs_buffer) `,` type($rhs_buffer)
  }];
}

// `vm.buffer.fill.<suffix> %buffer, %offset, %length, %value : type -> !vm.buffer`;
// offset and length count elements of the op's width.
class VM_BufferFillOp<string suffix, Type type>
    : VM_Op<"buffer.fill." # suffix, [MemoryEffects<[MemWrite]>]> {
  let summary = "fills a range of a buffer with a value";
  let arguments = (ins VM_Buffer:$target_buffer, I64:$target_offset,
                       I64:$length, type:$value);
  let assemblyFormat = [{
    $target_buffer `,` $target_offset `,` $length `,` $value attr-dict `:`
    type($value) `->` type($target_buffer)
  }];
}

// `%v = vm.buffer.load.<suffix> %buffer[%offset] : !vm.buffer -> type`.
class VM_BufferLoadOp<string suffix, Type type>
    : VM_Op<"buffer.load." # suffix, [MemoryEffects<[MemRead]>]> {
  let summary = "loads an element of a buffer";
  let arguments = (ins VM_Buffer:$source_buffer, I64:$source_offset);
  let results = (outs type:$result);
  let assemblyFormat = [{
    $source_buffer `[` $source_offset `]` attr-dict `:` type($source_buffer)
    `->` type($result)
  }];
}

// `vm.buffer.store.<suffix> %value, %buffer[%offset] : type -> !vm.buffer`.
class VM_BufferStoreOp<string suffix, Type type>
    : VM_Op<"buffer.store." # suffix, [MemoryEffects<[MemWrite]>]> {
  let summary = "stores an element into a buffer";
  let arguments = (ins VM_Buffer:$target_buffer, I64:$target_offset,
                       type:$value);
  let assemblyFormat = [{
    $value `,` $target_buffer `[` $target_offset `]` attr-dict `:`
    type($value) `->` type($target_buffer)
  }];
}

def VM_BufferFillI8Op : VM_BufferFillOp<"i8", I32>;
def VM_BufferFillI16Op : VM_BufferFillOp<"i16", I32>;
def VM_BufferFillI32Op : VM_BufferFillOp<"i32", I32>;
def VM_BufferFillI64Op : VM_BufferFillOp<"i64", I64>;
def VM_BufferFillF32Op : VM_BufferFillOp<"f32", F32>;
def VM_BufferFillF64Op : VM_BufferFillOp<"f64", F64>;

def VM_BufferLoadI8SOp : VM_BufferLoadOp<"i8.s", I32>;
def VM_BufferLoadI8UOp : VM_BufferLoadOp<"i8.u", I32>;
def VM_BufferLoadI16SOp : VM_BufferLoadOp<"i16.s", I32>;
def VM_BufferLoadI16UOp : VM_BufferLoadOp<"i16.u", I32>;
def VM_BufferLoadI32Op : VM_BufferLoadOp<"i32", I32>;
def VM_BufferLoadI64Op : VM_BufferLoadOp<"i64", I64>;
def VM_BufferLoadF32Op : VM_BufferLoadOp<"f32", F32>;
def VM_BufferLoadF64Op : VM_BufferLoadOp<"f64", F64>;

def VM_BufferStoreI8Op : VM_BufferStoreOp<"i8", I32>;
def VM_BufferStoreI16Op : VM_BufferStoreOp<"i16", I32>;
def VM_BufferStoreI32Op : VM_BufferStoreOp<"i32", I32>;
def VM_BufferStoreI64Op : VM_BufferStoreOp<"i64", I64>;
def VM_BufferStoreF32Op : VM_BufferStoreOp<"f32", F32>;
def VM_BufferStoreF64Op : VM_BufferStoreOp<"f64", F64>;

//===----------------------------------------------------------------------===//
// Lists
//===----------------------------------------------------------------------===//

def VM_ListAllocOp : VM_Op<"list.alloc", [MemoryEffects<[MemAlloc]>]> {
  let summary = "allocates an empty list; the element type is the result's";
  let arguments = (ins I32:$initial_capacity);
  let results = (outs VM_AnyList:$result);
  let assemblyFormat = [{
    $initial_capacity attr-dict `:` `(` type($initial_capacity) `)` `->`
    type($result)
  }];
}

def VM_ListReserveOp : VM_Op<"list.reserve", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "grows the capacity of a list to at least `minimum_capacity`";
  let arguments = (ins VM_AnyList:$list, I32:$minimum_capacity);
  let assemblyFormat = [{
    $list `,` $minimum_capacity attr-dict `:` `(` type($list) `,`
    type($minimum_capacity) `)`
  }];
}

def VM_ListSizeOp : VM_Op<"list.size", [MemoryEffects<[MemRead]>]> {
  let summary = "the number of elements of a list";
  let arguments = (ins VM_AnyList:$list);
  let results = (outs I32:$result);
  let assemblyFormat = "$list attr-dict `:` `(` type($list) `)` `->` type($result)";
}

def VM_ListResizeOp : VM_Op<"list.resize", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "sets the size of a list; new elements are zero/null";
  let arguments = (ins VM_AnyList:$list, I32:$new_size);
  let assemblyFormat = [{
    $list `,` $new_size attr-dict `:` `(` type($list) `,` type($new_size) `)`
  }];
}

// The list's element type must hold the accessed value: the same type, `?`,
// or for refs any ref type when either side is `!vm.ref<?>`.
class VM_ListGetOp<string suffix, Type type>
    : VM_Op<"list.get." # suffix, [MemoryEffects<[MemRead]>]> {
  let summary = "reads an element of a list";
  let arguments = (ins VM_AnyList:$list, I32:$index);
  let results = (outs type:$result);
  let assemblyFormat = [{
    $list `,` $index attr-dict `:` `(` type($list) `,` type($index) `)` `->`
    type($result)
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return verifyListElementAccess(*this, getList().getType(),
                                     getResult().getType());
    }
  }];
}

class VM_ListSetOp<string suffix, Type type>
    : VM_Op<"list.set." # suffix, [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "writes an element of a list";
  let arguments = (ins VM_AnyList:$list, I32:$index, type:$value);
  let assemblyFormat = [{
    $list `,` $index `,` $value attr-dict `:` `(` type($list) `,`
    type($index) `,` type($value) `)`
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return verifyListElementAccess(*this, getList().getType(),
                                     getValue().getType());
    }
  }];
}

def VM_ListGetI32Op : VM_ListGetOp<"i32", I32>;
def VM_ListGetI64Op : VM_ListGetOp<"i64", I64>;
def VM_ListGetF32Op : VM_ListGetOp<"f32", F32>;
def VM_ListGetF64Op : VM_ListGetOp<"f64", F64>;
def VM_ListGetRefOp : VM_ListGetOp<"ref", VM_AnyRef>;
def VM_ListSetI32Op : VM_ListSetOp<"i32", I32>;
def VM_ListSetI64Op : VM_ListSetOp<"i64", I64>;
def VM_ListSetF32Op : VM_ListSetOp<"f32", F32>;
def VM_ListSetF64Op : VM_ListSetOp<"f64", F64>;
def VM_ListSetRefOp : VM_ListSetOp<"ref", VM_AnyRef>;

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMBUFFERLISTOPS_TD_
