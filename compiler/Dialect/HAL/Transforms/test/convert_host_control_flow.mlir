// RUN: iree-opt --split-input-file --iree-hal-convert-host %s | FileCheck %s

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
    hal.executable.export @sum ordinal(1) bindings(2) workgroups([1, 1, 1])
  }
}

// A counted loop: the counter stays an i32 in the VM, the carried tensor is
// a !hal.buffer block argument, each iteration allocates its result, pushes
// the counter as a constant of the dispatch and submits its work before
// yielding. Nothing is read back.
// CHECK-LABEL: func.func @counted
// CHECK-SAME: (%[[X:.+]]: !hal.buffer_view) -> !hal.buffer_view
// CHECK: %[[XBUF:.+]] = hal.buffer_view.buffer %[[X]]
// CHECK: %[[LOOP:.+]]:2 = scf.while (%[[I:.+]] = %{{.+}}, %[[V:.+]] = %[[XBUF]]) : (i32, !hal.buffer) -> (i32, !hal.buffer)
// CHECK:   scf.condition(%{{.+}}) %[[I]], %[[V]] : i32, !hal.buffer
// CHECK: } do {
// CHECK: ^bb0(%[[I2:.+]]: i32, %[[V2:.+]]: !hal.buffer):
// CHECK:   %[[NEXT:.+]] = hal.allocator.allocate %{{.+}} size(%c16
// CHECK-NOT: hal.buffer.store
// CHECK:   hal.command_buffer.dispatch %{{.+}} constants([%[[I2]]]) bindings([%[[V2]], %[[NEXT]]])
// CHECK:   hal.device.queue.execute
// CHECK:   hal.fence.await
// CHECK-NOT: hal.buffer.load
// CHECK:   scf.yield %{{.+}}, %[[NEXT]] : i32, !hal.buffer
// CHECK: }
// CHECK: %[[VIEW:.+]] = hal.buffer_view.create %[[LOOP]]#1
// CHECK: return %[[VIEW]]
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

// A branch on a value computed by a dispatch: the work is submitted and
// awaited, then the host loads the byte of the i1.
// CHECK-LABEL: func.func @branch_on_device_value
// CHECK: hal.command_buffer.dispatch %{{.+}} bindings([%{{[^,]+}}, %[[P:[a-z0-9_]+]]])
// CHECK: hal.fence.await
// CHECK: %[[BYTE:.+]] = hal.buffer.load %[[P]][%{{.+}}] length(1) : i32
// CHECK: %[[PRED:.+]] = arith.trunci %[[BYTE]] : i32 to i1
// CHECK: scf.if %[[PRED]] -> (!hal.buffer)
func.func @branch_on_device_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %p = flow.dispatch @ex0::@sum(%x) : (tensor<4xf32>) -> tensor<i1>
  %pred = tensor.extract %p[] : tensor<i1>
  %r = scf.if %pred -> (tensor<4xf32>) {
    scf.yield %x : tensor<4xf32>
  } else {
    %c = arith.constant dense<1.0> : tensor<4xf32>
    scf.yield %c : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// The host reads an argument's element from a copy made once at entry:
// callers' buffers need not be mappable.
// CHECK-LABEL: func.func @read_argument
// CHECK-SAME: (%[[N:.+]]: !hal.buffer_view) -> i32
// CHECK: %[[NBUF:.+]] = hal.buffer_view.buffer %[[N]]
// CHECK: %[[COPY:.+]] = hal.allocator.allocate %{{.+}} size(%c4
// CHECK: hal.command_buffer.copy_buffer %{{.+}} source(%[[NBUF]][%{{.+}}]) target(%[[COPY]][%{{.+}}]) length(%c4
// CHECK: hal.fence.await
// CHECK: %[[V:.+]] = hal.buffer.load %[[COPY]][%{{.+}}] length(4) : i32
// CHECK: return %[[V]]
func.func @read_argument(%n: tensor<i32>) -> i32 {
  %v = tensor.extract %n[] : tensor<i32>
  return %v : i32
}
