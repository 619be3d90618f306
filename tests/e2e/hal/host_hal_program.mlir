// A host program written directly with hal ops, compiled through the vm
// conversion and run against the runtime HAL module.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=fill | FileCheck %s --check-prefix=FILL
// RUN: iree-run-module --module=%t.vmfb --device=local-task --function=fill | FileCheck %s --check-prefix=FILL
// RUN: iree-run-module --module=%t.vmfb --function=checked_identity --input=2x3xf32="1 2 3 4 5 6" | FileCheck %s --check-prefix=IDENTITY
// RUN: not iree-run-module --module=%t.vmfb --function=checked_identity --input=4xf32="1 2 3 4" 2>&1 | FileCheck %s --check-prefix=WRONG_SHAPE

// FILL: EXEC @fill
// FILL-NEXT: result[0]: hal.buffer_view
// FILL-NEXT: 2x2xf32=[1.5 1.5][1.5 1.5]

// IDENTITY: EXEC @checked_identity
// IDENTITY-NEXT: result[0]: hal.buffer_view
// IDENTITY-NEXT: 2x3xf32=[1 2 3][4 5 6]

// WRONG_SHAPE: input 0: expected a 2x3xf32 tensor but got 4xf32

module @host_hal_program {
  // Allocates a host-visible buffer, fills it with 1.5f on the device,
  // waits for the submission's fence and returns it as a 2x2xf32 view.
  func.func @fill() -> !hal.buffer_view {
    %c0 = arith.constant 0 : i32
    %device = hal.devices.get %c0 : !hal.device
    %allocator = hal.device.allocator %device : !hal.allocator
    %size = arith.constant 16 : i64
    // Memory: host local | host visible; usage: transfer | mapping.
    %buffer = hal.allocator.allocate %allocator type(6) usage(11) size(%size) : !hal.buffer
    // One-shot, transfer commands only.
    %cb = hal.command_buffer.create device(%device) mode(1) categories(1) : !hal.command_buffer
    %offset = arith.constant 0 : i64
    // The bits of 1.5f.
    %pattern = arith.constant 1069547520 : i32
    hal.command_buffer.fill_buffer %cb target(%buffer[%offset, %size]) pattern(%pattern) pattern_length(4)
    hal.command_buffer.finalize %cb
    %fence = hal.fence.create device(%device) : !hal.fence
    hal.device.queue.execute %device signal(%fence) commands(%cb)
    %forever = arith.constant -1 : i32
    // Waits forever: the status is 0 once the fence is reached.
    %status = hal.fence.await until([%fence]) timeout_millis(%forever) : i32
    %c2 = arith.constant 2 : index
    %dim = arith.index_cast %c2 : index to i64
    // f32 element type, dense row-major encoding.
    %view = hal.buffer_view.create %buffer[%offset, %size] element_type(553648160) encoding(1) shape([%dim, %dim]) : !hal.buffer_view
    return %view : !hal.buffer_view
  }

  // Checks that the argument is a 2x3xf32 tensor and returns it.
  func.func @checked_identity(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %c2 = arith.constant 2 : i64
    %c3 = arith.constant 3 : i64
    hal.buffer_view.assert %arg0 message("input 0") element_type(553648160) encoding(1) shape([%c2, %c3])
    return %arg0 : !hal.buffer_view
  }
}
