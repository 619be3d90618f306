// RUN: iree-opt --split-input-file --iree-hal-convert-host %s | FileCheck %s

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
    hal.executable.export @sum ordinal(1) bindings(2) workgroups([1, 1, 1])
  }
}

// A counted loop: the counter stays an i32 in the VM and the carried tensor
// is a !hal.buffer block argument. Each iteration writes its result into one
// of two buffers allocated before the loop and used in turn (the pair is
// carried, swapped every iteration), and pushes the counter as a constant of
// the dispatch. Nothing is read back, so the iterations record into one
// command buffer carried through the loop (a barrier orders each after the
// one before) and every 32 of them are submitted, after the previous
// submission (the fence carried through the loop), without waiting: the host
// waits once, after the loop.
// CHECK-LABEL: func.func @counted
// CHECK-SAME: (%[[X:.+]]: !hal.buffer_view) -> !hal.buffer_view
// CHECK: %[[XBUF:.+]] = hal.buffer_view.buffer %[[X]]
// CHECK: %[[PING:.+]] = hal.allocator.allocate %{{.+}} size(%c16
// CHECK: %[[PONG:.+]] = hal.allocator.allocate %{{.+}} size(%c16
// CHECK: %[[START:.+]] = hal.fence.create
// CHECK: hal.device.queue.execute %{{.+}} signal(%[[START]])
// CHECK: %[[CB:.+]] = hal.command_buffer.create
// CHECK: %[[LOOP:.+]]:7 = scf.while (%[[I:.+]] = %{{.+}}, %[[V:.+]] = %[[XBUF]], %[[A:.+]] = %[[PING]], %[[B:.+]] = %[[PONG]], %[[CB0:.+]] = %[[CB]], %[[N0:.+]] = %{{.+}}, %[[F:.+]] = %[[START]]) : (i32, !hal.buffer, !hal.buffer, !hal.buffer, !hal.command_buffer, i32, !hal.fence) -> (i32, !hal.buffer, !hal.buffer, !hal.buffer, !hal.command_buffer, i32, !hal.fence)
// CHECK:   scf.condition(%{{.+}}) %[[I]], %[[V]], %[[A]], %[[B]], %[[CB0]], %[[N0]], %[[F]] :
// CHECK: } do {
// CHECK: ^bb0(%[[I2:.+]]: i32, %[[V2:.+]]: !hal.buffer, %[[A2:.+]]: !hal.buffer, %[[B2:.+]]: !hal.buffer, %[[CB2:.+]]: !hal.command_buffer, %[[N2:.+]]: i32, %[[F2:.+]]: !hal.fence):
// CHECK-NOT: hal.allocator.allocate
// CHECK-NOT: hal.buffer.store
// CHECK:   hal.command_buffer.execution_barrier %[[CB2]]
// CHECK:   hal.command_buffer.dispatch %[[CB2]], %{{.+}} constants([%[[I2]]]) bindings([%[[V2]], %[[A2]]])
// CHECK:   %[[COUNTED:.+]] = arith.addi %[[N2]]
// CHECK:   %[[C32:.+]] = arith.constant 32 : i32
// CHECK:   %[[FULL:.+]] = arith.cmpi sge, %[[COUNTED]], %[[C32]]
// CHECK:   %[[SUBMITTED:.+]]:3 = scf.if %[[FULL]] -> (!hal.command_buffer, i32, !hal.fence) {
// CHECK:     hal.command_buffer.finalize %[[CB2]]
// CHECK:     %[[DONE:.+]] = hal.fence.create
// CHECK:     hal.device.queue.execute %{{.+}} wait(%[[F2]]) signal(%[[DONE]]) commands(%[[CB2]])
// CHECK:     %[[NEWCB:.+]] = hal.command_buffer.create
// CHECK:     scf.yield %[[NEWCB]], %{{.+}}, %[[DONE]]
// CHECK:   } else {
// CHECK:     scf.yield %[[CB2]], %[[COUNTED]], %[[F2]]
// CHECK:   }
// CHECK-NOT: hal.fence.await
// CHECK-NOT: hal.buffer.load
// CHECK:   scf.yield %{{.+}}, %[[A2]], %[[B2]], %[[A2]], %[[SUBMITTED]]#0, %[[SUBMITTED]]#1, %[[SUBMITTED]]#2 :
// CHECK: }
// CHECK: hal.command_buffer.finalize %[[LOOP]]#4
// CHECK: %[[LAST:.+]] = hal.fence.create
// CHECK: hal.device.queue.execute %{{.+}} wait(%[[LOOP]]#6) signal(%[[LAST]]) commands(%[[LOOP]]#4)
// CHECK: hal.fence.await until([%[[LAST]]])
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

// -----

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
    hal.executable.export @sum ordinal(1) bindings(2) workgroups([1, 1, 1])
  }
}

// A loop whose condition the device computes: the host waits where it reads
// the condition, and the fence it waited for goes on to the next iteration
// (no empty queue operation per iteration). Its results alternate between
// two buffers here too.
// CHECK-LABEL: func.func @until_converged
// CHECK: scf.while ({{.+}}) : (i1, !hal.buffer, !hal.buffer, !hal.buffer, !hal.fence)
// CHECK: } do {
// CHECK: ^bb0(%[[V:.+]]: !hal.buffer, %{{.+}}: !hal.buffer, %{{.+}}: !hal.buffer, %[[F:.+]]: !hal.fence):
// CHECK:   %[[DONE:.+]] = hal.fence.create
// CHECK:   hal.device.queue.execute %{{.+}} wait(%[[F]]) signal(%[[DONE]]) commands(
// CHECK:   hal.fence.await until([%[[DONE]]])
// CHECK:   hal.buffer.load
// CHECK-NOT: hal.fence.create
// CHECK:   scf.yield %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[DONE]] : i1, !hal.buffer, !hal.buffer, !hal.buffer, !hal.fence
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

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
    hal.executable.export @sum ordinal(1) bindings(2) workgroups([1, 1, 1])
  }
}

// The body passes the value it received on to the next iteration in another
// position, where the body after reads it: a value lives for two iterations
// and two buffers in turn would not do, so each iteration allocates its
// result. Its intermediate (a transient) is allocated once, before the loop.
// CHECK-LABEL: func.func @rotating
// CHECK: %[[TRANSIENT:.+]] = hal.allocator.allocate %{{.+}} size(%c64
// CHECK-NOT: hal.allocator.allocate
// CHECK: scf.while
// CHECK: } do {
// CHECK: ^bb0(%{{.+}}: i32, %[[V:.+]]: !hal.buffer, %[[W:.+]]: !hal.buffer,
// CHECK:   %[[NEXT:.+]] = hal.allocator.allocate %{{.+}} size(%c16
// CHECK-NOT: hal.allocator.allocate
// CHECK:   hal.command_buffer.dispatch %{{.+}} bindings([%[[W]], %[[TRANSIENT]]])
// CHECK:   hal.command_buffer.dispatch %{{.+}} bindings([%[[TRANSIENT]], %[[NEXT]]])
// CHECK:   scf.yield %{{.+}}, %[[NEXT]], %[[V]],
func.func @rotating(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r:3 = scf.while (%i = %c0, %v = %x, %w = %x) : (i32, tensor<4xf32>, tensor<4xf32>) -> (i32, tensor<4xf32>, tensor<4xf32>) {
    %lt = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%lt) %i, %v, %w : i32, tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%i: i32, %v: tensor<4xf32>, %w: tensor<4xf32>):
    %t = flow.dispatch @ex0::@step(%w) constants(%i) : (tensor<4xf32>) -> tensor<4xf32>
    %next = flow.dispatch @ex0::@step(%t) constants(%i) : (tensor<4xf32>) -> tensor<4xf32>
    %i1 = arith.addi %i, %c1 : i32
    scf.yield %i1, %next, %v : i32, tensor<4xf32>, tensor<4xf32>
  }
  return %r#2 : tensor<4xf32>
}

// -----

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
    hal.executable.export @sum ordinal(1) bindings(2) workgroups([1, 1, 1])
  }
}

// The same rotation where the body no longer reads the value two
// iterations on (only the condition and the loop's result may), as in JAX's
// Newton iterations that keep the previous estimate: two buffers in turn.
// CHECK-LABEL: func.func @rotating_then_unused
// CHECK: %[[PING:.+]] = hal.allocator.allocate %{{.+}} size(%c16
// CHECK: %[[PONG:.+]] = hal.allocator.allocate %{{.+}} size(%c16
// CHECK: scf.while
// CHECK: } do {
// CHECK: ^bb0(%{{.+}}: i32, %[[V:.+]]: !hal.buffer, %[[W:.+]]: !hal.buffer, %[[A:.+]]: !hal.buffer, %[[B:.+]]: !hal.buffer,
// CHECK-NOT: hal.allocator.allocate
// CHECK:   hal.command_buffer.dispatch %{{.+}} bindings([%[[V]], %[[A]]])
// CHECK:   scf.yield %{{.+}}, %[[A]], %[[V]], %[[B]], %[[A]],
func.func @rotating_then_unused(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r:3 = scf.while (%i = %c0, %v = %x, %w = %x) : (i32, tensor<4xf32>, tensor<4xf32>) -> (i32, tensor<4xf32>, tensor<4xf32>) {
    %lt = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%lt) %i, %v, %w : i32, tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%i: i32, %v: tensor<4xf32>, %w: tensor<4xf32>):
    %next = flow.dispatch @ex0::@step(%v) constants(%i) : (tensor<4xf32>) -> tensor<4xf32>
    %i1 = arith.addi %i, %c1 : i32
    scf.yield %i1, %next, %v : i32, tensor<4xf32>, tensor<4xf32>
  }
  return %r#2 : tensor<4xf32>
}

// -----

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
    hal.executable.export @sum ordinal(1) bindings(2) workgroups([1, 1, 1])
  }
}

// A tensor the body passes on unchanged (loop-invariant, as fori_loop
// carries its constants) does not stop its results from alternating.
// CHECK-LABEL: func.func @invariant_operand
// CHECK: %[[PING:.+]] = hal.allocator.allocate %{{.+}} size(%c16
// CHECK: %[[PONG:.+]] = hal.allocator.allocate %{{.+}} size(%c16
// CHECK: scf.while
// CHECK: } do {
// CHECK: ^bb0(%{{.+}}: i32, %[[V:.+]]: !hal.buffer, %[[W:.+]]: !hal.buffer, %[[A:.+]]: !hal.buffer, %[[B:.+]]: !hal.buffer,
// CHECK-NOT: hal.allocator.allocate
// CHECK:   hal.command_buffer.dispatch %{{.+}} bindings([%[[W]], %[[A]]])
// CHECK:   scf.yield %{{.+}}, %[[A]], %[[W]], %[[B]], %[[A]],
func.func @invariant_operand(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r:3 = scf.while (%i = %c0, %v = %x, %w = %y) : (i32, tensor<4xf32>, tensor<4xf32>) -> (i32, tensor<4xf32>, tensor<4xf32>) {
    %lt = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%lt) %i, %v, %w : i32, tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%i: i32, %v: tensor<4xf32>, %w: tensor<4xf32>):
    %next = flow.dispatch @ex0::@step(%w) constants(%i) : (tensor<4xf32>) -> tensor<4xf32>
    %i1 = arith.addi %i, %c1 : i32
    scf.yield %i1, %next, %w : i32, tensor<4xf32>, tensor<4xf32>
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

// Both regions compute a value they pass on: the condition region's goes to
// the body, the body's to the next condition. Each has a pair of buffers;
// each region swaps its own pair and passes the other on as it came.
// CHECK-LABEL: func.func @both_regions_alternate
// CHECK: scf.while (%{{.+}} = %{{.+}}, %[[W0:.+]] = %{{.+}}, %[[W1:.+]] = %{{.+}}, %[[N0:.+]] = %{{.+}}, %[[N1:.+]] = %{{.+}}, %{{.+}} = %{{.+}}) : (!hal.buffer, !hal.buffer, !hal.buffer, !hal.buffer, !hal.buffer, !hal.fence)
// CHECK-NOT: hal.allocator.allocate
// CHECK:   hal.command_buffer.dispatch %{{.+}} bindings([%{{.+}}, %[[W0]]])
// CHECK:   scf.condition(%{{.+}}) %[[W0]], %[[W1]], %[[W0]], %[[N0]], %[[N1]],
// CHECK: } do {
// CHECK: ^bb0(%[[W:.+]]: !hal.buffer, %[[A0:.+]]: !hal.buffer, %[[A1:.+]]: !hal.buffer, %[[B0:.+]]: !hal.buffer, %[[B1:.+]]: !hal.buffer,
// CHECK-NOT: hal.allocator.allocate
// CHECK:   hal.command_buffer.dispatch %{{.+}} bindings([%[[W]], %[[B0]]])
// CHECK:   scf.yield %[[B0]], %[[A0]], %[[A1]], %[[B1]], %[[B0]],
func.func @both_regions_alternate(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%v = %x) : (tensor<4xf32>) -> tensor<4xf32> {
    %w = flow.dispatch @ex0::@step(%v) constants(%c0) : (tensor<4xf32>) -> tensor<4xf32>
    %p = flow.dispatch @ex0::@sum(%w) : (tensor<4xf32>) -> tensor<i1>
    %more = tensor.extract %p[] : tensor<i1>
    scf.condition(%more) %w : tensor<4xf32>
  } do {
  ^bb0(%w: tensor<4xf32>):
    %next = flow.dispatch @ex0::@step(%w) constants(%c0) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %next : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
