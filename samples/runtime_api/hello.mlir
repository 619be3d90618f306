// The program samples/runtime_api/hello.c runs: @hello.mix takes a 4xf32
// tensor and returns a new 4xf32 tensor holding the input's first two
// elements followed by two 10.0s. The device does the work: a command buffer
// copies the input and fills the rest, and the host waits on a fence.
//
// HAL objects are `!vm.ref<?>` here: the compiler has no hal dialect yet, and
// the hal module checks each ref's type when it is called.
vm.module @hello {
  vm.import private @hal.devices.get(%index : i32) -> !vm.ref<?>
  vm.import private @hal.device.allocator(%device : !vm.ref<?>) -> !vm.ref<?>
  vm.import private @hal.allocator.allocate(%allocator : !vm.ref<?>, %memory_types : i32, %buffer_usage : i32, %size : i64) -> !vm.ref<?>
  vm.import private @hal.buffer_view.assert(%view : !vm.ref<?>, %message : !vm.buffer, %element_type : i32, %encoding_type : i32, %shape : i64 ...)
  vm.import private @hal.buffer_view.buffer(%view : !vm.ref<?>) -> !vm.ref<?>
  vm.import private @hal.buffer_view.create(%buffer : !vm.ref<?>, %offset : i64, %length : i64, %element_type : i32, %encoding_type : i32, %shape : i64 ...) -> !vm.ref<?>
  vm.import private @hal.command_buffer.create(%device : !vm.ref<?>, %modes : i32, %categories : i32, %binding_capacity : i32) -> !vm.ref<?>
  vm.import private @hal.command_buffer.copy_buffer(%cb : !vm.ref<?>, %source : !vm.ref<?>, %source_offset : i64, %target : !vm.ref<?>, %target_offset : i64, %length : i64)
  vm.import private @hal.command_buffer.fill_buffer(%cb : !vm.ref<?>, %target : !vm.ref<?>, %offset : i64, %length : i64, %pattern : i32, %pattern_length : i32)
  vm.import private @hal.command_buffer.finalize(%cb : !vm.ref<?>)
  vm.import private @hal.device.queue.execute(%device : !vm.ref<?>, %affinity : i64, %wait : !vm.ref<?>, %signal : !vm.ref<?>, %cb : !vm.ref<?>)
  vm.import private @hal.fence.create(%device : !vm.ref<?>, %flags : i32) -> !vm.ref<?>
  vm.import private @hal.fence.await(%timeout_millis : i32, %fences : !vm.ref<?> ...) -> i32

  vm.rodata private @input_message "input 0"

  vm.func @mix(%input : !vm.ref<?>) -> !vm.ref<?> {
    // f32 (IREE_HAL_ELEMENT_TYPE_FLOAT_32) in dense row-major layout.
    %f32 = vm.const.i32 553648160
    %dense = vm.const.i32 1
    %four = vm.const.i64 4
    %message = vm.const.ref.rodata @input_message : !vm.buffer
    vm.call.variadic @hal.buffer_view.assert(%input, %message, %f32, %dense, %four) {segment_sizes = array<i16: -1, -1, -1, -1, 1>} : (!vm.ref<?>, !vm.buffer, i32, i32, i64) -> ()

    %zero = vm.const.i32 0
    %device = vm.call @hal.devices.get(%zero) : (i32) -> !vm.ref<?>
    %allocator = vm.call @hal.device.allocator(%device) : (!vm.ref<?>) -> !vm.ref<?>
    // DEVICE_LOCAL | HOST_VISIBLE memory usable for transfers, dispatches
    // and mapping.
    %memory = vm.const.i32 5
    %usage = vm.const.i32 15
    %bytes = vm.const.i64 16
    %result = vm.call @hal.allocator.allocate(%allocator, %memory, %usage, %bytes) : (!vm.ref<?>, i32, i32, i64) -> !vm.ref<?>

    // One-shot transfer command buffer: copy 8 bytes, fill 8 bytes.
    %one_shot = vm.const.i32 1
    %transfer = vm.const.i32 1
    %no_slots = vm.const.i32 0
    %cb = vm.call @hal.command_buffer.create(%device, %one_shot, %transfer, %no_slots) : (!vm.ref<?>, i32, i32, i32) -> !vm.ref<?>
    %source = vm.call @hal.buffer_view.buffer(%input) : (!vm.ref<?>) -> !vm.ref<?>
    %offset0 = vm.const.i64 0
    %half = vm.const.i64 8
    vm.call @hal.command_buffer.copy_buffer(%cb, %source, %offset0, %result, %offset0, %half) : (!vm.ref<?>, !vm.ref<?>, i64, !vm.ref<?>, i64, i64) -> ()
    %ten = vm.const.f32 10.0
    %ten_bits = vm.bitcast.f32.i32 %ten : f32 -> i32
    %pattern_length = vm.const.i32 4
    vm.call @hal.command_buffer.fill_buffer(%cb, %result, %half, %half, %ten_bits, %pattern_length) : (!vm.ref<?>, !vm.ref<?>, i64, i64, i32, i32) -> ()
    vm.call @hal.command_buffer.finalize(%cb) : (!vm.ref<?>) -> ()

    // Submit and wait for the fence the submission signals.
    %flags = vm.const.i32 0
    %fence = vm.call @hal.fence.create(%device, %flags) : (!vm.ref<?>, i32) -> !vm.ref<?>
    %any_queue = vm.const.i64 -1
    %no_wait = vm.const.ref.zero : !vm.ref<?>
    vm.call @hal.device.queue.execute(%device, %any_queue, %no_wait, %fence, %cb) : (!vm.ref<?>, i64, !vm.ref<?>, !vm.ref<?>, !vm.ref<?>) -> ()
    %forever = vm.const.i32 -1
    %wait_status = vm.call.variadic @hal.fence.await(%forever, %fence) {segment_sizes = array<i16: -1, 1>} : (i32, !vm.ref<?>) -> i32
    vm.cond_fail %wait_status, %wait_status, "waiting for the device failed"

    %view = vm.call.variadic @hal.buffer_view.create(%result, %offset0, %bytes, %f32, %dense, %four) {segment_sizes = array<i16: -1, -1, -1, -1, -1, 1>} : (!vm.ref<?>, i64, i64, i32, i32, i64) -> !vm.ref<?>
    vm.return %view : !vm.ref<?>
  }
  vm.export @mix
}
