// RUN: iree-opt --split-input-file --iree-hal-reuse-loop-command-buffers %s | FileCheck %s

// A loop that reads back a flag every iteration (Newton's shape): buffers
// rotate through the loop's values, everything else is invariant. The
// dispatch is recorded once before the loop, each distinct loop buffer a
// slot (the invariant input stays bound directly), and each iteration
// submits the command buffer with that iteration's buffers.
// CHECK-LABEL: func.func @rotating
// CHECK-SAME: (%[[DEV:.+]]: !hal.device, %[[EXE:.+]]: !hal.executable, %[[IN:.+]]: !hal.buffer, %[[A:.+]]: !hal.buffer, %[[B:.+]]: !hal.buffer, %[[FLAG:.+]]: !hal.buffer
func.func @rotating(%dev: !hal.device, %exe: !hal.executable, %in: !hal.buffer, %a: !hal.buffer, %b: !hal.buffer, %flag: !hal.buffer, %go: i1) -> !hal.buffer {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c256 = arith.constant 256 : i64
  %c1_i32 = arith.constant 1 : i32
  %c-1_i32 = arith.constant -1 : i32
  // CHECK: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEV]]) mode(0) categories(3) slots(2)
  // CHECK-NEXT: %[[NULL:.+]] = util.null : !hal.buffer
  // CHECK-NEXT: hal.command_buffer.dispatch %[[CMD]], %[[EXE]][0] workgroups([%c1_i32, %c1_i32, %c1_i32]) bindings([%[[NULL]], %[[IN]], %[[NULL]], %[[FLAG]]]) slots([0, -1, 1, -1])
  // CHECK-NEXT: hal.command_buffer.finalize %[[CMD]]
  // CHECK-NEXT: scf.while
  %r:2 = scf.while (%more = %go, %x = %a, %y = %b) : (i1, !hal.buffer, !hal.buffer) -> (!hal.buffer, !hal.buffer) {
    scf.condition(%more) %x, %y : !hal.buffer, !hal.buffer
  } do {
  // CHECK: ^bb0(%[[X:.+]]: !hal.buffer, %[[Y:.+]]: !hal.buffer):
  ^bb0(%x: !hal.buffer, %y: !hal.buffer):
    // CHECK-NOT: hal.command_buffer
    // CHECK: %[[DONE:.+]] = hal.fence.create
    // CHECK-NEXT: hal.device.queue.execute %[[DEV]] signal(%[[DONE]]) commands(%[[CMD]]) bindings([%[[X]], %[[Y]]])
    %cmd = hal.command_buffer.create device(%dev) mode(1) categories(3) : !hal.command_buffer
    hal.command_buffer.dispatch %cmd, %exe[0] workgroups([%c1_i32, %c1_i32, %c1_i32]) bindings([%x, %in, %y, %flag]) offsets([%c0, %c0, %c0, %c0]) lengths([%c256, %c256, %c256, %c1])
    hal.command_buffer.finalize %cmd
    %done = hal.fence.create device(%dev) : !hal.fence
    hal.device.queue.execute %dev signal(%done) commands(%cmd)
    %w = hal.fence.await until([%done]) timeout_millis(%c-1_i32) : i32
    %v = hal.buffer.load %flag[%c0] length(1) : i32
    %next = arith.trunci %v : i32 to i1
    scf.yield %next, %y, %x : i1, !hal.buffer, !hal.buffer
  }
  return %r#0 : !hal.buffer
}

// -----

// Constants computed in the loop change the commands themselves: the
// command buffer stays in the loop.
// CHECK-LABEL: func.func @varying_constants
// CHECK: scf.for
// CHECK: hal.command_buffer.create device(%{{.+}}) mode(1)
// CHECK: hal.device.queue.execute %{{.+}} commands(%{{.+}}){{$}}
func.func @varying_constants(%dev: !hal.device, %exe: !hal.executable, %buf: !hal.buffer) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %c16 = arith.constant 16 : i64
  %c1_i32 = arith.constant 1 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i32
    %cmd = hal.command_buffer.create device(%dev) mode(1) categories(3) : !hal.command_buffer
    hal.command_buffer.dispatch %cmd, %exe[0] workgroups([%c1_i32, %c1_i32, %c1_i32]) constants([%k]) bindings([%buf]) offsets([%c0_i64]) lengths([%c16])
    hal.command_buffer.finalize %cmd
    hal.device.queue.execute %dev commands(%cmd)
  }
  return
}

// -----

// Transfers cannot bind slots: the command buffer stays in the loop.
// CHECK-LABEL: func.func @transfer
// CHECK: scf.for
// CHECK: hal.command_buffer.create
func.func @transfer(%dev: !hal.device, %src: !hal.buffer, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %c16 = arith.constant 16 : i64
  scf.for %i = %c0 to %n step %c1 {
    %dst = hal.device.queue.alloca %dev type(5) usage(15) size(%c16) : !hal.buffer
    %cmd = hal.command_buffer.create device(%dev) mode(1) categories(3) : !hal.command_buffer
    hal.command_buffer.copy_buffer %cmd source(%src[%c0_i64]) target(%dst[%c0_i64]) length(%c16)
    hal.command_buffer.finalize %cmd
    hal.device.queue.execute %dev commands(%cmd)
  }
  return
}

// -----

// An scf.for body allocating its buffer: the buffer bound twice is one slot,
// and a dispatch of invariant buffers only is recorded as it was (no slots).
// CHECK-LABEL: func.func @for_shared_slot
// CHECK: %[[CMD:.+]] = hal.command_buffer.create device(%{{.+}}) mode(0) categories(3) slots(1)
// CHECK-NEXT: %[[NULL:.+]] = util.null : !hal.buffer
// CHECK-NEXT: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[0] {{.+}} bindings([%[[NULL]], %[[NULL]]]) slots([0, 0])
// CHECK-NEXT: hal.command_buffer.execution_barrier %[[CMD]]
// CHECK-NEXT: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[1] {{.+}} bindings([%{{.+}}]) offsets
// CHECK-NEXT: hal.command_buffer.finalize %[[CMD]]
// CHECK: scf.for
// CHECK: %[[TMP:.+]] = hal.device.queue.alloca
// CHECK-NEXT: hal.device.queue.execute %{{.+}} commands(%[[CMD]]) bindings([%[[TMP]]])
func.func @for_shared_slot(%dev: !hal.device, %exe: !hal.executable, %buf: !hal.buffer, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %c16 = arith.constant 16 : i64
  %c1_i32 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    %tmp = hal.device.queue.alloca %dev type(5) usage(15) size(%c16) : !hal.buffer
    %cmd = hal.command_buffer.create device(%dev) mode(1) categories(3) : !hal.command_buffer
    hal.command_buffer.dispatch %cmd, %exe[0] workgroups([%c1_i32, %c1_i32, %c1_i32]) bindings([%tmp, %tmp]) offsets([%c0_i64, %c0_i64]) lengths([%c16, %c16])
    hal.command_buffer.execution_barrier %cmd source(2) target(2)
    hal.command_buffer.dispatch %cmd, %exe[1] workgroups([%c1_i32, %c1_i32, %c1_i32]) bindings([%buf]) offsets([%c0_i64]) lengths([%c16])
    hal.command_buffer.finalize %cmd
    hal.device.queue.execute %dev commands(%cmd)
  }
  return
}
