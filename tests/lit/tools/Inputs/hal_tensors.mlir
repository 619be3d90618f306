// Programs for the tool tests that take and return tensors, written directly
// in the vm dialect against the hal module's imports (docs/hal_module.md).
// HAL objects are written `!vm.ref<?>` here; `!vm.ref<!hal.buffer_view>` and
// the other hal types parse too (compiler/Dialect/HAL/test/types.mlir).
vm.module @tensors {
  vm.import private @hal.devices.get(%index : i32) -> !vm.ref<?>
  vm.import private @hal.device.allocator(%device : !vm.ref<?>) -> !vm.ref<?>
  vm.import private @hal.allocator.allocate(%allocator : !vm.ref<?>, %memory_types : i32, %buffer_usage : i32, %size : i64) -> !vm.ref<?>
  vm.import private @hal.buffer.load(%buffer : !vm.ref<?>, %offset : i64, %length : i32) -> i32
  vm.import private @hal.buffer.store(%value : i32, %buffer : !vm.ref<?>, %offset : i64, %length : i32)
  vm.import private @hal.buffer_view.assert(%view : !vm.ref<?>, %message : !vm.buffer, %element_type : i32, %encoding_type : i32, %shape : i64 ...)
  vm.import private @hal.buffer_view.buffer(%view : !vm.ref<?>) -> !vm.ref<?>
  vm.import private @hal.buffer_view.create(%buffer : !vm.ref<?>, %offset : i64, %length : i64, %element_type : i32, %encoding_type : i32, %shape : i64 ...) -> !vm.ref<?>

  vm.rodata private @input0 "input 0"
  vm.rodata private @input1 "input 1"

  // Returns its argument: prints whatever tensor it is given.
  vm.func @identity(%view : !vm.ref<?>) -> !vm.ref<?> {
    vm.return %view : !vm.ref<?>
  }
  vm.export @identity

  vm.func @swap(%a : !vm.ref<?>, %b : !vm.ref<?>) -> (!vm.ref<?>, !vm.ref<?>) {
    vm.return %b, %a : !vm.ref<?>, !vm.ref<?>
  }
  vm.export @swap

  // Allocates |bytes| of mappable device memory.
  vm.func private @alloc(%bytes : i64) -> !vm.ref<?> {
    %zero = vm.const.i32 0
    %device = vm.call @hal.devices.get(%zero) : (i32) -> !vm.ref<?>
    %allocator = vm.call @hal.device.allocator(%device) : (!vm.ref<?>) -> !vm.ref<?>
    %memory = vm.const.i32 5
    %usage = vm.const.i32 15
    %buffer = vm.call @hal.allocator.allocate(%allocator, %memory, %usage, %bytes) : (!vm.ref<?>, i32, i32, i64) -> !vm.ref<?>
    vm.return %buffer : !vm.ref<?>
  }

  // 4xi32 -> 4xi32 with every element plus one.
  vm.func @add_one(%input : !vm.ref<?>) -> !vm.ref<?> {
    %i32 = vm.const.i32 268435488
    %dense = vm.const.i32 1
    %count = vm.const.i64 4
    %message = vm.const.ref.rodata @input0 : !vm.buffer
    vm.call.variadic @hal.buffer_view.assert(%input, %message, %i32, %dense, %count) {segment_sizes = array<i16: -1, -1, -1, -1, 1>} : (!vm.ref<?>, !vm.buffer, i32, i32, i64) -> ()
    %source = vm.call @hal.buffer_view.buffer(%input) : (!vm.ref<?>) -> !vm.ref<?>
    %bytes = vm.const.i64 16
    %result = vm.call @alloc(%bytes) : (i64) -> !vm.ref<?>
    %zero = vm.const.i64 0
    %four = vm.const.i64 4
    %width = vm.const.i32 4
    %one = vm.const.i32 1
    vm.br ^loop(%zero : i64)
  ^loop(%offset : i64):
    %more = vm.cmp.lt.i64.s %offset, %bytes : i64
    vm.cond_br %more, ^body, ^exit
  ^body:
    %value = vm.call @hal.buffer.load(%source, %offset, %width) : (!vm.ref<?>, i64, i32) -> i32
    %plus_one = vm.add.i32 %value, %one : i32
    vm.call @hal.buffer.store(%plus_one, %result, %offset, %width) : (i32, !vm.ref<?>, i64, i32) -> ()
    %next = vm.add.i64 %offset, %four : i64
    vm.br ^loop(%next : i64)
  ^exit:
    %view = vm.call.variadic @hal.buffer_view.create(%result, %zero, %bytes, %i32, %dense, %count) {segment_sizes = array<i16: -1, -1, -1, -1, -1, 1>} : (!vm.ref<?>, i64, i64, i32, i32, i64) -> !vm.ref<?>
    vm.return %view : !vm.ref<?>
  }
  vm.export @add_one

  // (f32 s, 2x2xf32 v) -> (v * s, sum of v * s): scalars and tensors mixed.
  vm.func @scale(%s : f32, %input : !vm.ref<?>) -> (!vm.ref<?>, f32) {
    %f32 = vm.const.i32 553648160
    %dense = vm.const.i32 1
    %two = vm.const.i64 2
    %message = vm.const.ref.rodata @input1 : !vm.buffer
    vm.call.variadic @hal.buffer_view.assert(%input, %message, %f32, %dense, %two, %two) {segment_sizes = array<i16: -1, -1, -1, -1, 2>} : (!vm.ref<?>, !vm.buffer, i32, i32, i64, i64) -> ()
    %source = vm.call @hal.buffer_view.buffer(%input) : (!vm.ref<?>) -> !vm.ref<?>
    %bytes = vm.const.i64 16
    %result = vm.call @alloc(%bytes) : (i64) -> !vm.ref<?>
    %zero = vm.const.i64 0
    %four = vm.const.i64 4
    %width = vm.const.i32 4
    %sum0 = vm.const.f32 0.0
    vm.br ^loop(%zero, %sum0 : i64, f32)
  ^loop(%offset : i64, %sum : f32):
    %more = vm.cmp.lt.i64.s %offset, %bytes : i64
    vm.cond_br %more, ^body, ^exit
  ^body:
    %bits = vm.call @hal.buffer.load(%source, %offset, %width) : (!vm.ref<?>, i64, i32) -> i32
    %value = vm.bitcast.i32.f32 %bits : i32 -> f32
    %scaled = vm.mul.f32 %value, %s : f32
    %scaled_bits = vm.bitcast.f32.i32 %scaled : f32 -> i32
    vm.call @hal.buffer.store(%scaled_bits, %result, %offset, %width) : (i32, !vm.ref<?>, i64, i32) -> ()
    %next_sum = vm.add.f32 %sum, %scaled : f32
    %next = vm.add.i64 %offset, %four : i64
    vm.br ^loop(%next, %next_sum : i64, f32)
  ^exit:
    %view = vm.call.variadic @hal.buffer_view.create(%result, %zero, %bytes, %f32, %dense, %two, %two) {segment_sizes = array<i16: -1, -1, -1, -1, -1, 2>} : (!vm.ref<?>, i64, i64, i32, i32, i64, i64) -> !vm.ref<?>
    vm.return %view, %sum : !vm.ref<?>, f32
  }
  vm.export @scale
}
