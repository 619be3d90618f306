// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s

// A barrier that waits only for a fresh fence one submission signals folds
// into that submission, which signals the barrier's fence.
// CHECK-LABEL: func.func @forward_barrier_signal
// CHECK-SAME: (%[[WAIT:[^:]+]]: !hal.fence, %[[SIGNAL:[^:]+]]: !hal.fence, %[[CMD:[^:]+]]: !hal.command_buffer)
// CHECK-NOT: hal.fence.create
// CHECK: hal.device.queue.execute %{{.+}} wait(%[[WAIT]]) signal(%[[SIGNAL]]) commands(%[[CMD]])
// CHECK-NOT: hal.device.queue.execute
// CHECK: return
func.func @forward_barrier_signal(%wait: !hal.fence, %signal: !hal.fence, %cmd: !hal.command_buffer) {
  %c0 = arith.constant 0 : i32
  %dev = hal.devices.get %c0 : !hal.device
  %done = hal.fence.create device(%dev) : !hal.fence
  hal.device.queue.execute %dev wait(%wait) signal(%done) commands(%cmd)
  hal.device.queue.execute %dev wait(%done) signal(%signal)
  return
}

// -----

// Other users that only wait for the fence (the host, a join) wait for the
// barrier's fence instead.
// CHECK-LABEL: func.func @forward_barrier_signal_to_waiters
// CHECK-SAME: (%[[SIGNAL:[^:]+]]: !hal.fence, %[[CMD:[^:]+]]: !hal.command_buffer, %[[OTHER:[^:]+]]: !hal.fence)
// CHECK-NOT: hal.fence.create
// CHECK: hal.device.queue.execute %{{.+}} signal(%[[SIGNAL]]) commands(%[[CMD]])
// CHECK-NEXT: hal.fence.await until([%[[SIGNAL]]])
// CHECK-NEXT: %[[JOIN:.+]] = hal.fence.join at([%[[SIGNAL]], %[[OTHER]]])
// CHECK-NEXT: return %[[JOIN]]
func.func @forward_barrier_signal_to_waiters(%signal: !hal.fence, %cmd: !hal.command_buffer, %other: !hal.fence) -> !hal.fence {
  %c0 = arith.constant 0 : i32
  %timeout = arith.constant -1 : i32
  %dev = hal.devices.get %c0 : !hal.device
  %done = hal.fence.create device(%dev) : !hal.fence
  hal.device.queue.execute %dev signal(%done) commands(%cmd)
  %status = hal.fence.await until([%done]) timeout_millis(%timeout) : i32
  hal.device.queue.execute %dev wait(%done) signal(%signal)
  %join = hal.fence.join at([%done, %other]) : !hal.fence
  return %join : !hal.fence
}

// -----

// The fence escapes (returned), or the barrier's fence is created after the
// submission: nothing folds.
// CHECK-LABEL: func.func @barrier_kept
// CHECK-COUNT-2: hal.fence.create
// CHECK-COUNT-2: hal.device.queue.execute
// CHECK: hal.fence.create
// CHECK: hal.device.queue.execute
// CHECK: return
func.func @barrier_kept(%signal: !hal.fence, %cmd: !hal.command_buffer) -> (!hal.fence, !hal.fence) {
  %c0 = arith.constant 0 : i32
  %dev = hal.devices.get %c0 : !hal.device
  %done = hal.fence.create device(%dev) : !hal.fence
  %other = hal.fence.create device(%dev) : !hal.fence
  hal.device.queue.execute %dev signal(%done) commands(%cmd)
  hal.device.queue.execute %dev wait(%done) signal(%signal)
  hal.device.queue.execute %dev signal(%other) commands(%cmd)
  %late = hal.fence.create device(%dev) : !hal.fence
  hal.device.queue.execute %dev wait(%other) signal(%late)
  return %done, %late : !hal.fence, !hal.fence
}
