// RUN: iree-opt --split-input-file --iree-vm-conversion %s | FileCheck %s

// Each import is declared once, with the signature of docs/hal_module.md.
// CHECK-LABEL: vm.module @module
// CHECK: vm.import private @hal.devices.get(i32) -> !vm.ref<!hal.device>
// CHECK-NEXT: vm.import private @hal.device.allocator(!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
// CHECK-NEXT: vm.import private @hal.allocator.allocate(!vm.ref<!hal.allocator>, i32, i32, i64) -> !vm.ref<!hal.buffer>
// CHECK-NEXT: vm.import private @hal.fence.create(!vm.ref<!hal.device>, i32) -> !vm.ref<!hal.fence>
// CHECK-NEXT: vm.import private @hal.device.queue.execute(!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>)
// CHECK-NEXT: vm.import private @hal.fence.await(i32, !vm.ref<!hal.fence> ...) -> i32
// CHECK-NOT: vm.import
// CHECK: vm.func @device_and_fences
func.func @device_and_fences(%index: i32, %size: i64) -> (!hal.buffer, i32) {
  // CHECK: %[[DEVICE:.+]] = vm.call @hal.devices.get(%arg0) : (i32) -> !vm.ref<!hal.device>
  %device = hal.devices.get %index : !hal.device
  // CHECK: %[[ALLOCATOR:.+]] = vm.call @hal.device.allocator(%[[DEVICE]])
  %allocator = hal.device.allocator %device : !hal.allocator
  // CHECK: %[[TYPES:.+]] = vm.const.i32 6
  // CHECK: %[[USAGE:.+]] = vm.const.i32 11
  // CHECK: %[[BUFFER:.+]] = vm.call @hal.allocator.allocate(%[[ALLOCATOR]], %[[TYPES]], %[[USAGE]], %arg1) : (!vm.ref<!hal.allocator>, i32, i32, i64) -> !vm.ref<!hal.buffer>
  %buffer = hal.allocator.allocate %allocator type(6) usage(11) size(%size) : !hal.buffer
  // CHECK: %[[FLAGS:.+]] = vm.const.i32 0
  // CHECK: %[[WAIT:.+]] = vm.call @hal.fence.create(%[[DEVICE]], %[[FLAGS]])
  %wait = hal.fence.create device(%device) : !hal.fence
  %signal = hal.fence.create device(%device) : !hal.fence
  // Absent optional operands are null refs.
  // CHECK: %[[AFFINITY:.+]] = vm.const.i64 -1
  // CHECK: %[[NULL_CB:.+]] = vm.const.ref.zero : !vm.ref<!hal.command_buffer>
  // CHECK: vm.call @hal.device.queue.execute(%[[DEVICE]], %[[AFFINITY]], %[[WAIT]], %[[SIGNAL:.+]], %[[NULL_CB]])
  hal.device.queue.execute %device wait(%wait) signal(%signal)
  // CHECK: %[[NULL_FENCE:.+]] = vm.const.ref.zero : !vm.ref<!hal.fence>
  // CHECK: vm.call @hal.device.queue.execute(%[[DEVICE]], %{{.+}}, %[[NULL_FENCE]], %[[NULL_FENCE2:.+]], %{{.+}})
  hal.device.queue.execute %device
  // CHECK: %[[TIMEOUT:.+]] = vm.const.i32 -1
  %timeout = arith.constant -1 : i32
  // CHECK: %[[STATUS:.+]] = vm.call.variadic @hal.fence.await(%[[TIMEOUT]], %[[WAIT]], %[[SIGNAL]]) {segment_sizes = array<i16: -1, 2>} : (i32, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>) -> i32
  %status = hal.fence.await until([%wait, %signal]) timeout_millis(%timeout) : i32
  // CHECK: vm.return %[[BUFFER]], %[[STATUS]]
  return %buffer, %status : !hal.buffer, i32
}

// -----

// Queue-ordered memory: the queue operations' leading arguments, then the
// allocation's or the buffer.
// CHECK-LABEL: vm.module @module
// CHECK: vm.import private @hal.device.queue.alloca(!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i32, i32, i64) -> !vm.ref<!hal.buffer>
// CHECK: vm.import private @hal.device.queue.dealloca(!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>)
// CHECK: vm.func @queue_memory
func.func @queue_memory(%device: !hal.device, %wait: !hal.fence, %size: i64) -> !hal.buffer {
  // CHECK: %[[AFFINITY:.+]] = vm.const.i64 -1
  // CHECK: %[[NULL:.+]] = vm.const.ref.zero : !vm.ref<!hal.fence>
  // CHECK: %[[TYPES:.+]] = vm.const.i32 6
  // CHECK: %[[USAGE:.+]] = vm.const.i32 3
  // CHECK: %[[BUFFER:.+]] = vm.call @hal.device.queue.alloca(%arg0, %[[AFFINITY]], %{{.+}}, %{{.+}}, %[[TYPES]], %[[USAGE]], %arg2)
  %buffer = hal.device.queue.alloca %device type(6) usage(3) size(%size) : !hal.buffer
  // CHECK: vm.call @hal.device.queue.dealloca(%arg0, %{{.+}}, %arg1, %{{.+}}, %[[BUFFER]])
  hal.device.queue.dealloca %device wait(%wait) buffer(%buffer)
  return %buffer : !hal.buffer
}

// -----

// CHECK-LABEL: vm.module @module
// CHECK: vm.import private @hal.command_buffer.create(!vm.ref<!hal.device>, i32, i32, i32) -> !vm.ref<!hal.command_buffer>
// CHECK-NEXT: vm.import private @hal.command_buffer.fill_buffer(!vm.ref<!hal.command_buffer>, !vm.ref<!hal.buffer>, i64, i64, i32, i32)
// CHECK-NEXT: vm.import private @hal.command_buffer.execution_barrier(!vm.ref<!hal.command_buffer>, i32, i32, i32)
// CHECK-NEXT: vm.import private @hal.command_buffer.copy_buffer(!vm.ref<!hal.command_buffer>, !vm.ref<!hal.buffer>, i64, !vm.ref<!hal.buffer>, i64, i64)
// CHECK-NEXT: vm.import private @hal.command_buffer.dispatch(!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i32, i32, i32, i32, i32, i32 ..., tuple<i32, !vm.ref<!hal.buffer>, i64, i64> ...)
// CHECK-NEXT: vm.import private @hal.command_buffer.finalize(!vm.ref<!hal.command_buffer>)
// CHECK-NEXT: vm.import private @hal.device.queue.execute.indirect(!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, tuple<!vm.ref<!hal.buffer>, i64, i64> ...)
// CHECK: vm.func @commands(%[[DEVICE:[a-z0-9]+]]: !vm.ref<!hal.device>, %[[BUFFER:[a-z0-9]+]]: !vm.ref<!hal.buffer>, %[[EXE:[a-z0-9]+]]: !vm.ref<!hal.executable>, %[[OFFSET:[a-z0-9]+]]: i64, %[[LENGTH:[a-z0-9]+]]: i64, %[[VALUE:[a-z0-9]+]]: i32)
func.func @commands(%device: !hal.device, %buffer: !hal.buffer, %exe: !hal.executable, %offset: i64, %length: i64, %value: i32) {
  // CHECK: %[[MODES:.+]] = vm.const.i32 1
  // CHECK: %[[CATEGORIES:.+]] = vm.const.i32 3
  // CHECK: %[[CAPACITY:.+]] = vm.const.i32 0
  // CHECK: %[[CB:.+]] = vm.call @hal.command_buffer.create(%[[DEVICE]], %[[MODES]], %[[CATEGORIES]], %[[CAPACITY]])
  %cb = hal.command_buffer.create device(%device) mode(1) categories(3) : !hal.command_buffer
  // CHECK: %[[PATTERN_LENGTH:.+]] = vm.const.i32 4
  // CHECK: vm.call @hal.command_buffer.fill_buffer(%[[CB]], %[[BUFFER]], %[[OFFSET]], %[[LENGTH]], %[[VALUE]], %[[PATTERN_LENGTH]])
  hal.command_buffer.fill_buffer %cb target(%buffer[%offset, %length]) pattern(%value) pattern_length(4)
  // CHECK: %[[SOURCE:.+]] = vm.const.i32 8
  // CHECK: %[[TARGET:.+]] = vm.const.i32 16
  // CHECK: %[[FLAGS:.+]] = vm.const.i32 0
  // CHECK: vm.call @hal.command_buffer.execution_barrier(%[[CB]], %[[SOURCE]], %[[TARGET]], %[[FLAGS]])
  hal.command_buffer.execution_barrier %cb source(8) target(16)
  // CHECK: vm.call @hal.command_buffer.copy_buffer(%[[CB]], %[[BUFFER]], %[[OFFSET]], %[[BUFFER]], %[[LENGTH]], %[[LENGTH]])
  hal.command_buffer.copy_buffer %cb source(%buffer[%offset]) target(%buffer[%length]) length(%length)
  // Bindings are (slot, buffer, offset, length): slot -1 binds the buffer.
  // CHECK: %[[DIRECT:.+]] = vm.const.i32 -1
  // CHECK: %[[DIRECT2:.+]] = vm.const.i32 -1
  // The flags operand after the workgroup count is 0: no barrier first.
  // CHECK: %[[ORDINAL:.+]] = vm.const.i32 2
  // CHECK: %[[NO_BARRIER:.+]] = vm.const.i32 0
  // CHECK: vm.call.variadic @hal.command_buffer.dispatch(%[[CB]], %[[EXE]], %[[ORDINAL]], %[[VALUE]], %[[VALUE]], %[[VALUE]], %[[NO_BARRIER]], %[[VALUE]], %[[DIRECT]], %[[BUFFER]], %[[OFFSET]], %[[LENGTH]], %[[DIRECT2]], %[[BUFFER]], %[[LENGTH]], %[[OFFSET]])
  // CHECK-SAME: {segment_sizes = array<i16: -1, -1, -1, -1, -1, -1, -1, 1, 2>}
  // CHECK-SAME: : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i32, i32, i32, i32, i32, i32, i32, !vm.ref<!hal.buffer>, i64, i64, i32, !vm.ref<!hal.buffer>, i64, i64) -> ()
  hal.command_buffer.dispatch %cb, %exe[2] workgroups([%value, %value, %value]) constants([%value]) bindings([%buffer, %buffer]) offsets([%offset, %length]) lengths([%length, %offset])
  // A full barrier right before a dispatch on the same command buffer is
  // folded into it: flags 1 and no barrier call.
  // CHECK-NOT: vm.call @hal.command_buffer.execution_barrier
  // CHECK: %[[BARRIER:.+]] = vm.const.i32 1
  // CHECK: vm.call.variadic @hal.command_buffer.dispatch(%[[CB]], %[[EXE]], %{{.+}}, %{{.+}}, %[[VALUE]], %[[VALUE]], %[[BARRIER]])
  // CHECK-SAME: {segment_sizes = array<i16: -1, -1, -1, -1, -1, -1, -1, 0, 0>}
  hal.command_buffer.execution_barrier %cb source(15) target(15)
  // Side-effect-free ops in between (workgroup counts) do not keep it apart.
  %count = arith.addi %value, %value : i32
  hal.command_buffer.dispatch %cb, %exe[0] workgroups([%count, %value, %value]) bindings([]) offsets([]) lengths([])
  // CHECK: vm.call @hal.command_buffer.finalize(%[[CB]])
  hal.command_buffer.finalize %cb
  // A command buffer with binding table slots, and a submission filling them
  // with whole buffers (offset 0, length -1).
  // CHECK: %[[SLOTS:.+]] = vm.const.i32 2
  // CHECK: %[[REUSABLE:.+]] = vm.call @hal.command_buffer.create(%[[DEVICE]], %{{.+}}, %{{.+}}, %[[SLOTS]])
  %reusable = hal.command_buffer.create device(%device) mode(0) categories(3) slots(2) : !hal.command_buffer
  %null = util.null : !hal.buffer
  // CHECK: %[[NULL:.+]] = vm.const.ref.zero : !vm.ref<!hal.buffer>
  // CHECK: %[[SLOT1:.+]] = vm.const.i32 1
  // CHECK: %[[DIRECT3:.+]] = vm.const.i32 -1
  // CHECK: vm.call.variadic @hal.command_buffer.dispatch(%[[REUSABLE]], %[[EXE]], %{{.+}}, %[[VALUE]], %[[VALUE]], %[[VALUE]], %{{.+}}, %[[SLOT1]], %[[NULL]], %[[OFFSET]], %[[LENGTH]], %[[DIRECT3]], %[[BUFFER]], %[[OFFSET]], %[[LENGTH]])
  hal.command_buffer.dispatch %reusable, %exe[0] workgroups([%value, %value, %value]) bindings([%null, %buffer]) slots([1, -1]) offsets([%offset, %offset]) lengths([%length, %length])
  hal.command_buffer.finalize %reusable
  // CHECK: %[[ZERO:.+]] = vm.const.i64 0
  // CHECK: %[[WHOLE:.+]] = vm.const.i64 -1
  // CHECK: %[[ZERO2:.+]] = vm.const.i64 0
  // CHECK: %[[WHOLE2:.+]] = vm.const.i64 -1
  // CHECK: vm.call.variadic @hal.device.queue.execute.indirect(%[[DEVICE]], %{{.+}}, %{{.+}}, %{{.+}}, %[[REUSABLE]], %[[BUFFER]], %[[ZERO]], %[[WHOLE]], %[[BUFFER]], %[[ZERO2]], %[[WHOLE2]])
  // CHECK-SAME: {segment_sizes = array<i16: -1, -1, -1, -1, -1, 2>}
  hal.device.queue.execute %device commands(%reusable) bindings([%buffer, %buffer])
  return
}

// -----

// CHECK-LABEL: vm.module @module
// CHECK: vm.import private @hal.buffer_view.create(!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64 ...) -> !vm.ref<!hal.buffer_view>
// The message is rodata, stored once.
// CHECK-NEXT: vm.rodata private @message "input 0"
// CHECK-NEXT: vm.import private @hal.buffer_view.assert(!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64 ...)
// CHECK-NEXT: vm.import private @hal.buffer_view.buffer(!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
// CHECK-NOT: vm.rodata
// CHECK: vm.func @views
func.func @views(%buffer: !hal.buffer, %offset: i64, %length: i64) -> !hal.buffer {
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  // CHECK: %[[C2:.+]] = vm.const.i64 2
  // CHECK: %[[C3:.+]] = vm.const.i64 3
  // CHECK: %[[F32:.+]] = vm.const.i32 553648160
  // CHECK: %[[DENSE:.+]] = vm.const.i32 1
  // CHECK: %[[VIEW:.+]] = vm.call.variadic @hal.buffer_view.create(%arg0, %arg1, %arg2, %[[F32]], %[[DENSE]], %[[C2]], %[[C3]]) {segment_sizes = array<i16: -1, -1, -1, -1, -1, 2>} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer_view>
  %view = hal.buffer_view.create %buffer[%offset, %length] element_type(553648160) encoding(1) shape([%c2, %c3]) : !hal.buffer_view
  // CHECK: %[[MESSAGE:.+]] = vm.const.ref.rodata @message : !vm.buffer
  // CHECK: vm.call.variadic @hal.buffer_view.assert(%[[VIEW]], %[[MESSAGE]], %{{.+}}, %{{.+}}, %[[C2]], %[[C3]]) {segment_sizes = array<i16: -1, -1, -1, -1, 2>} : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64, i64) -> ()
  hal.buffer_view.assert %view message("input 0") element_type(553648160) encoding(1) shape([%c2, %c3])
  // CHECK: vm.call.variadic @hal.buffer_view.assert(%[[VIEW]], %{{.+}}, %{{.+}}, %{{.+}}) {segment_sizes = array<i16: -1, -1, -1, -1, 0>}
  hal.buffer_view.assert %view message("input 0") element_type(553648160) encoding(1) shape([])
  // CHECK: %[[RESULT:.+]] = vm.call @hal.buffer_view.buffer(%[[VIEW]])
  %result = hal.buffer_view.buffer %view : !hal.buffer
  // CHECK: vm.return %[[RESULT]]
  return %result : !hal.buffer
}

// -----

// Constant data becomes 64-byte aligned rodata uploaded from offset 0.
// CHECK-LABEL: vm.module @module
// CHECK: vm.rodata private @__constant {alignment = 64 : i64} dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: vm.import private @hal.allocator.allocate.initialized(!vm.ref<!hal.allocator>, i32, i32, !vm.buffer, i64, i64) -> !vm.ref<!hal.buffer>
// CHECK-NEXT: vm.rodata private @__constant_0 {alignment = 64 : i64} dense<[1, 0, 1]> : tensor<3xi8>
// CHECK: vm.func @constants
func.func @constants(%allocator: !hal.allocator) -> (!hal.buffer, !hal.buffer) {
  // CHECK: %[[TYPES:.+]] = vm.const.i32 6
  // CHECK: %[[USAGE:.+]] = vm.const.i32 4
  // CHECK: %[[DATA:.+]] = vm.const.ref.rodata @__constant : !vm.buffer
  // CHECK: %[[OFFSET:.+]] = vm.const.i64 0
  // CHECK: %[[LENGTH:.+]] = vm.const.i64 12
  // CHECK: vm.call @hal.allocator.allocate.initialized(%arg0, %[[TYPES]], %[[USAGE]], %[[DATA]], %[[OFFSET]], %[[LENGTH]])
  %0 = hal.allocator.allocate.initialized %allocator type(6) usage(4) data(dense<[1.0, 2.0, 3.0]> : tensor<3xf32>) : !hal.buffer
  // i1 elements are stored one per byte.
  // CHECK: vm.const.ref.rodata @__constant_0 : !vm.buffer
  // CHECK: vm.const.i64 3
  %1 = hal.allocator.allocate.initialized %allocator type(6) usage(4) data(dense<[true, false, true]> : tensor<3xi1>) : !hal.buffer
  return %0, %1 : !hal.buffer, !hal.buffer
}

// -----

// Parameters come from the io_parameters module, named by scope and key.
// CHECK-LABEL: vm.module @module
// CHECK-DAG: vm.import private @io_parameters.load(!vm.ref<!hal.device>, !vm.buffer, !vm.buffer, i64) -> !vm.ref<!hal.buffer>
// CHECK-DAG: vm.rodata private @parameter_scope "model"
// CHECK-DAG: vm.rodata private @parameter_key "constant_0"
// CHECK: vm.func @parameter
func.func @parameter(%device: !hal.device) -> !hal.buffer {
  // CHECK: %[[SCOPE:.+]] = vm.const.ref.rodata @parameter_scope : !vm.buffer
  // CHECK: %[[KEY:.+]] = vm.const.ref.rodata @parameter_key : !vm.buffer
  // CHECK: %[[LENGTH:.+]] = vm.const.i64 16384
  // CHECK: %[[BUFFER:.+]] = vm.call @io_parameters.load(%arg0, %[[SCOPE]], %[[KEY]], %[[LENGTH]])
  %0 = hal.parameter.load device(%device) key("model", "constant_0") length(16384) : !hal.buffer
  // CHECK: vm.return %[[BUFFER]]
  return %0 : !hal.buffer
}

// -----

// util.assert (a shape assertion) calls hal.assert with its condition, its
// message as rodata and the values the message names.
// CHECK-LABEL: vm.module @module
// CHECK: vm.rodata private @assert_message "b = {0} must be at least {1}"
// CHECK: vm.import private @hal.assert(i32, !vm.buffer, i64 ...)
// CHECK: vm.func @check_batch(%[[B:.+]]: i64, %[[OK:.+]]: i32)
// CHECK: %[[MESSAGE:.+]] = vm.const.ref.rodata @assert_message : !vm.buffer
// CHECK: vm.call.variadic @hal.assert(%[[OK]], %[[MESSAGE]], %[[B]], %{{.+}}) {segment_sizes = array<i16: -1, -1, 2>}
func.func @check_batch(%b: index, %ok: i1) {
  %one = arith.constant 1 : index
  util.assert %ok, "b = {0} must be at least {1}" values(%b, %one : index, index)
  return
}
