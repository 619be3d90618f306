// RUN: iree-opt --split-input-file --iree-hal-batch-loop-submissions=max-iterations=8 %s | FileCheck %s

// A rotated counted loop (the condition region only passes values on; the
// body computes the next flag) that submits one command buffer per
// iteration after the fence it carries: the iterations record into one
// carried command buffer after a barrier each, and every 8 of them are
// submitted; the exit submits the rest.
// CHECK-LABEL: func.func @counted
func.func @counted(%dev: !hal.device, %exe: !hal.executable, %in: !hal.buffer, %out: !hal.buffer, %go: i1, %n: i32) -> !hal.fence {
  %c0 = arith.constant 0 : i64
  %c16 = arith.constant 16 : i64
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %start = hal.fence.create device(%dev) : !hal.fence
  hal.device.queue.execute %dev signal(%start)
  // CHECK: %[[FIRST:.+]] = hal.command_buffer.create
  // CHECK: %[[LOOP:.+]]:4 = scf.while ({{.+}}, %{{.+}} = %[[FIRST]], %{{.+}} = %c0{{.*}})
  %r:2 = scf.while (%more = %go, %i = %c0_i32, %f = %start) : (i1, i32, !hal.fence) -> (i32, !hal.fence) {
    scf.condition(%more) %i, %f : i32, !hal.fence
  } do {
  // CHECK: ^bb0(%[[I:.+]]: i32, %[[F:.+]]: !hal.fence, %[[CMD:.+]]: !hal.command_buffer, %[[COUNT:.+]]: i32):
  ^bb0(%i: i32, %f: !hal.fence):
    // CHECK-NOT: hal.command_buffer.create
    // CHECK: hal.command_buffer.execution_barrier %[[CMD]]
    // CHECK-NEXT: hal.command_buffer.dispatch %[[CMD]]
    %cmd = hal.command_buffer.create device(%dev) mode(1) categories(3) : !hal.command_buffer
    hal.command_buffer.dispatch %cmd, %exe[0] workgroups([%c1_i32, %c1_i32, %c1_i32]) constants([%i]) bindings([%in, %out]) offsets([%c0, %c0]) lengths([%c16, %c16])
    hal.command_buffer.finalize %cmd
    // CHECK: %[[COUNTED:.+]] = arith.addi %[[COUNT]]
    // CHECK: %[[FULL:.+]] = arith.cmpi sge, %[[COUNTED]], %c8
    // CHECK: %[[SUBMITTED:.+]]:3 = scf.if %[[FULL]]
    // CHECK:   hal.command_buffer.finalize %[[CMD]]
    // CHECK:   %[[DONE:.+]] = hal.fence.create
    // CHECK:   hal.device.queue.execute %{{.+}} wait(%[[F]]) signal(%[[DONE]]) commands(%[[CMD]])
    // CHECK:   %[[NEXT:.+]] = hal.command_buffer.create
    // CHECK:   scf.yield %[[NEXT]], %{{.+}}, %[[DONE]]
    // CHECK: } else {
    // CHECK:   scf.yield %[[CMD]], %[[COUNTED]], %[[F]]
    %done = hal.fence.create device(%dev) : !hal.fence
    hal.device.queue.execute %dev wait(%f) signal(%done) commands(%cmd)
    %i1 = arith.addi %i, %c1_i32 : i32
    %lt = arith.cmpi slt, %i1, %n : i32
    // CHECK: scf.yield %{{.+}}, %{{.+}}, %[[SUBMITTED]]#2, %[[SUBMITTED]]#0, %[[SUBMITTED]]#1
    scf.yield %lt, %i1, %done : i1, i32, !hal.fence
  }
  // CHECK: hal.command_buffer.finalize %[[LOOP]]#2
  // CHECK: %[[LAST:.+]] = hal.fence.create
  // CHECK: hal.device.queue.execute %{{.+}} wait(%[[LOOP]]#1) signal(%[[LAST]]) commands(%[[LOOP]]#2)
  // CHECK: return %[[LAST]]
  return %r#1 : !hal.fence
}

// -----

// The host waits in the loop: each iteration keeps its own submission.
// CHECK-LABEL: func.func @waits
// CHECK-NOT: scf.if
func.func @waits(%dev: !hal.device, %go: i1) {
  %c-1 = arith.constant -1 : i32
  %start = hal.fence.create device(%dev) : !hal.fence
  hal.device.queue.execute %dev signal(%start)
  %r = scf.while (%more = %go, %f = %start) : (i1, !hal.fence) -> !hal.fence {
    scf.condition(%more) %f : !hal.fence
  } do {
  ^bb0(%f: !hal.fence):
    %cmd = hal.command_buffer.create device(%dev) mode(1) categories(3) : !hal.command_buffer
    hal.command_buffer.finalize %cmd
    %done = hal.fence.create device(%dev) : !hal.fence
    hal.device.queue.execute %dev wait(%f) signal(%done) commands(%cmd)
    %status = hal.fence.await until([%done]) timeout_millis(%c-1) : i32
    %zero = arith.constant 0 : i32
    %again = arith.cmpi eq, %status, %zero : i32
    scf.yield %again, %done : i1, !hal.fence
  }
  return
}
