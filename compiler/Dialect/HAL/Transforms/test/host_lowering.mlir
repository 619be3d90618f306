// RUN: iree-opt --split-input-file --iree-hal-host-lowering %s | FileCheck %s
// The whole host lowering (stream phase, then HAL) on programs whose
// executables are translated; each pass has its own test next to it.

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
    hal.executable.export @sum ordinal(1) bindings(2) workgroups([1, 1, 1])
  }
}

// A counted loop: nothing is read back, so the host never waits inside it.
// Its result alternates between two buffers allocated before the loop, and
// its iterations record into one carried command buffer (a barrier orders
// each after the one before), submitted every 32 iterations after the
// previous submission. The asynchronous form starts after the caller's wait
// fence and chains the signal fence to the last submission without waiting;
// the synchronous form calls it and waits for the signal fence.
// CHECK-LABEL: func.func @counted$async
// CHECK-SAME: (%[[X:.+]]: !hal.buffer_view, %[[WAIT:.+]]: !hal.fence, %[[SIGNAL:.+]]: !hal.fence) -> !hal.buffer_view
// CHECK-SAME: iree.reflection = {iree.abi.model = "coarse-fences"}
// CHECK: %[[XBUF:.+]] = hal.buffer_view.buffer %[[X]]
// CHECK: %[[PING:.+]] = hal.device.queue.alloca %{{.+}} size(%c16
// CHECK: %[[PONG:.+]] = hal.device.queue.alloca %{{.+}} size(%c16
// CHECK: %[[CB:.+]] = hal.command_buffer.create
// CHECK: %[[LOOP:.+]]:7 = scf.while (%{{.+}} = %{{.+}}, %{{.+}} = %[[XBUF]], %{{.+}} = %[[WAIT]], %{{.+}} = %[[PING]], %{{.+}} = %[[PONG]], %{{.+}} = %[[CB]], %{{.+}} = %{{.+}})
// CHECK: } do {
// CHECK: ^bb0(%[[I:.+]]: i32, %[[V:.+]]: !hal.buffer, %[[F:.+]]: !hal.fence, %[[A:.+]]: !hal.buffer, %[[B:.+]]: !hal.buffer, %[[CB2:.+]]: !hal.command_buffer, %[[N:.+]]: i32):
// CHECK-NOT: hal.device.queue.alloca
// CHECK:   hal.command_buffer.execution_barrier %[[CB2]]
// CHECK:   hal.command_buffer.dispatch %[[CB2]], %{{.+}} constants([%[[I]]]) bindings([%[[V]], %[[A]]])
// CHECK:   scf.if
// CHECK:     hal.device.queue.execute %{{.+}} wait(%[[F]]) signal(%{{.+}}) commands(%[[CB2]])
// CHECK-NOT: hal.fence.await
// CHECK:   scf.yield %{{.+}}, %[[A]], %{{.+}}, %[[B]], %[[A]], %{{.+}}, %{{.+}} :
// CHECK: hal.command_buffer.finalize %[[LOOP]]#5
// CHECK: %[[LAST:.+]] = hal.fence.create
// CHECK: hal.device.queue.execute %{{.+}} wait(%[[LOOP]]#2) signal(%[[LAST]]) commands(%[[LOOP]]#5)
// CHECK-NOT: hal.fence.await
// CHECK: %[[VIEW:.+]] = hal.buffer_view.create %[[LOOP]]#1
// CHECK: %[[DONE:.+]] = hal.fence.join at([%[[WAIT]], %[[LAST]]])
// CHECK: hal.device.queue.execute %{{.+}} wait(%[[DONE]]) signal(%[[SIGNAL]])
// CHECK: return %[[VIEW]]
// CHECK-LABEL: func.func @counted(
// CHECK-SAME: %[[SX:.+]]: !hal.buffer_view) -> !hal.buffer_view {
// CHECK: %[[NONE:.+]] = util.null : !hal.fence
// CHECK: %[[DEV:.+]] = hal.devices.get
// CHECK: %[[READY:.+]] = hal.fence.create device(%[[DEV]])
// CHECK: %[[R:.+]] = call @counted$async(%[[SX]], %[[NONE]], %[[READY]])
// CHECK: hal.fence.await until([%[[READY]]])
// CHECK: return %[[R]]
func.func @counted(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r:2 = scf.while (%i = %c0, %v = %x) : (i32, tensor<4xf32>) -> (i32, tensor<4xf32>) {
    %lt = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%lt) %i, %v : i32, tensor<4xf32>
  } do {
  ^bb0(%i: i32, %v: tensor<4xf32>):
    %next = flow.dispatch @ex0::@step(%v) constants(%i) : (tensor<4xf32>) -> tensor<4xf32>
    %i1 = arith.addi %i, %c1 : i32
    scf.yield %i1, %next : i32, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}


// -----

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
    hal.executable.export @sum ordinal(1) bindings(2) workgroups([1, 1, 1])
  }
}

// A loop whose condition the device computes: each iteration submits after
// the fence the loop carries and the host waits only where it reads the
// condition; the state alternates between two buffers and the condition's
// buffer, read by the host before the next iteration is submitted, is
// allocated once.
// CHECK-LABEL: func.func @until_converged
// CHECK: %[[FLAG:.+]] = hal.device.queue.alloca %{{.+}} size(%c1
// CHECK: hal.device.queue.alloca
// CHECK: hal.device.queue.alloca
// CHECK: scf.while
// CHECK: } do {
// CHECK: ^bb0(%{{.+}}: !hal.buffer, %[[F:.+]]: !hal.fence, %[[A:.+]]: !hal.buffer, %[[B:.+]]: !hal.buffer):
// CHECK-NOT: hal.device.queue.alloca
// CHECK:   hal.command_buffer.dispatch
// CHECK:   hal.command_buffer.dispatch
// CHECK:   %[[DONE:.+]] = hal.fence.create
// CHECK:   hal.device.queue.execute %{{.+}} wait(%[[F]]) signal(%[[DONE]])
// CHECK:   hal.fence.await until([%[[DONE]]])
// CHECK:   hal.buffer.load %[[FLAG]]
// CHECK:   scf.yield %{{.+}}, %[[A]], %[[DONE]], %[[B]], %[[A]]
func.func @until_converged(%x: tensor<4xf32>, %go: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%more = %go, %v = %x) : (i1, tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%more) %v : tensor<4xf32>
  } do {
  ^bb0(%v: tensor<4xf32>):
    %next = flow.dispatch @ex0::@step(%v) constants(%c0) : (tensor<4xf32>) -> tensor<4xf32>
    %p = flow.dispatch @ex0::@sum(%next) : (tensor<4xf32>) -> tensor<i1>
    %more = tensor.extract %p[] : tensor<i1>
    scf.yield %more, %next : i1, tensor<4xf32>
  }
  return %r : tensor<4xf32>
}


// -----

// The host reads an argument's element from a copy: callers' buffers need
// not be mappable.
// CHECK-LABEL: func.func @read_argument
// CHECK: %[[ARG:.+]] = hal.buffer_view.buffer
// CHECK: %[[COPY:.+]] = hal.device.queue.alloca
// CHECK: hal.command_buffer.copy_buffer %{{.+}} source(%[[ARG]][%{{.+}}]) target(%[[COPY]][%{{.+}}])
// CHECK: hal.fence.await
// CHECK: hal.buffer.load %[[COPY]]
func.func @read_argument(%n: tensor<i32>) -> i32 {
  %v = tensor.extract %n[] : tensor<i32>
  return %v : i32
}

// -----

// CHECK-LABEL: func.func @passthrough$async
func.func @passthrough(%a: tensor<2xi8>) -> tensor<2xi8> {
  // No dispatch: a view of the argument's buffer is returned, and the
  // signal fence is reached when the wait fence is; nothing else is
  // submitted.
  // CHECK-SAME: (%[[ARG:.+]]: !hal.buffer_view, %[[WAIT:.+]]: !hal.fence, %[[SIGNAL:.+]]: !hal.fence)
  // CHECK: hal.buffer_view.assert %[[ARG]] message("input 0") element_type(268435464)
  // CHECK-NOT: hal.command_buffer.create
  // CHECK: hal.device.queue.execute %{{.+}} wait(%[[WAIT]]) signal(%[[SIGNAL]])
  // CHECK-NOT: hal.device.queue.execute
  // CHECK: return %{{.+}} : !hal.buffer_view
  return %a : tensor<2xi8>
}

// -----

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
  }
}

// Two independent chains written one after the other record in two waves:
// the first steps of both without a barrier between them, one barrier, the
// second steps of both.
// CHECK-LABEL: func.func @two_chains$async
// CHECK-SAME: (%[[X:.+]]: !hal.buffer_view, %[[Y:.+]]: !hal.buffer_view
// CHECK-DAG: %[[XB:.+]] = hal.buffer_view.buffer %[[X]]
// CHECK-DAG: %[[YB:.+]] = hal.buffer_view.buffer %[[Y]]
// CHECK: %[[CB:.+]] = hal.command_buffer.create
// CHECK-NEXT: hal.command_buffer.dispatch %[[CB]], {{.+}} bindings([%[[XB]],
// CHECK-NEXT: hal.command_buffer.dispatch %[[CB]], {{.+}} bindings([%[[YB]],
// CHECK-NEXT: hal.command_buffer.execution_barrier %[[CB]]
// CHECK-NEXT: hal.command_buffer.dispatch %[[CB]]
// CHECK-NEXT: hal.command_buffer.dispatch %[[CB]]
// CHECK-NEXT: hal.command_buffer.finalize %[[CB]]
func.func @two_chains(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : i32
  %a1 = flow.dispatch @ex0::@step(%x) constants(%c0) : (tensor<4xf32>) -> tensor<4xf32>
  %a2 = flow.dispatch @ex0::@step(%a1) constants(%c0) : (tensor<4xf32>) -> tensor<4xf32>
  %b1 = flow.dispatch @ex0::@step(%y) constants(%c0) : (tensor<4xf32>) -> tensor<4xf32>
  %b2 = flow.dispatch @ex0::@step(%b1) constants(%c0) : (tensor<4xf32>) -> tensor<4xf32>
  return %a2, %b2 : tensor<4xf32>, tensor<4xf32>
}
