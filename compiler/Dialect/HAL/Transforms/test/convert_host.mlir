// RUN: iree-opt --split-input-file --iree-hal-convert-host %s | FileCheck %s

// Serialized executables as iree-hal-translate-executables leaves them.
hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @add ordinal(0) bindings(3) workgroups([2, 1, 1])
    hal.executable.export @scale ordinal(1) bindings(2) workgroups([4, 1, 1])
  }
}

// CHECK-DAG: util.global private @__device : !hal.device
// CHECK-DAG: util.global private @__device_allocator : !hal.allocator
// CHECK-DAG: util.global private @__constant_pool : !hal.buffer
// CHECK-DAG: util.global private @__executable_ex0 : !hal.executable

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.+]]: !hal.buffer_view, %[[B:.+]]: !hal.buffer_view) -> !hal.buffer_view
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: hal.buffer_view.assert %[[A]] message("input 0") element_type(553648160) encoding(1)
  // CHECK: %[[ABUF:.+]] = hal.buffer_view.buffer %[[A]]
  // CHECK: hal.buffer_view.assert %[[B]] message("input 1")
  // CHECK: %[[BBUF:.+]] = hal.buffer_view.buffer %[[B]]
  // Transient intermediates share one buffer; %3 reuses the bytes of %0,
  // which is dead by then.
  // CHECK: %[[TRANSIENT:.+]] = hal.allocator.allocate %{{.+}} type(5) usage(15) size(%c192{{.*}})
  // CHECK: %[[RESULT:.+]] = hal.allocator.allocate %{{.+}} type(5) usage(15) size(%c16{{.*}})
  // CHECK: %[[CMD:.+]] = hal.command_buffer.create
  // CHECK: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[0] workgroups([%c2{{.*}}, %c1{{.*}}, %c1{{.*}}]) bindings([%[[ABUF]], %[[BBUF]], %[[TRANSIENT]]]) offsets([%c0{{.*}}, %c0{{.*}}, %c0{{.*}}])
  %0 = flow.dispatch @ex0::@add(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // Independent of the first dispatch: no barrier.
  // CHECK-NOT: execution_barrier
  // CHECK: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[1] {{.+}} bindings([%[[ABUF]], %[[TRANSIENT]]]) offsets([%c0{{.*}}, %c64{{.*}}])
  %1 = flow.dispatch @ex0::@scale(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: hal.command_buffer.execution_barrier %[[CMD]]
  // CHECK: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[0] {{.+}} bindings([%[[TRANSIENT]], %[[TRANSIENT]], %[[TRANSIENT]]]) offsets([%c0{{.*}}, %c64{{.*}}, %c128{{.*}}])
  %2 = flow.dispatch @ex0::@add(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: hal.command_buffer.execution_barrier %[[CMD]]
  // CHECK: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[0] {{.+}} bindings([%[[TRANSIENT]], %[[POOL:.+]], %[[TRANSIENT]]]) offsets([%c128{{.*}}, %c0{{.*}}, %c0{{.*}}])
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %3 = flow.dispatch @ex0::@add(%2, %cst) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // The returned value gets its own buffer.
  // CHECK: hal.command_buffer.execution_barrier %[[CMD]]
  // CHECK: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[1] {{.+}} bindings([%[[TRANSIENT]], %[[RESULT]]])
  %4 = flow.dispatch @ex0::@scale(%3) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: hal.command_buffer.finalize %[[CMD]]
  // CHECK: %[[FENCE:.+]] = hal.fence.create
  // CHECK: hal.device.queue.execute %{{.+}} signal(%[[FENCE]]) commands(%[[CMD]])
  // CHECK: hal.fence.await until([%[[FENCE]]])
  // CHECK: %[[VIEW:.+]] = hal.buffer_view.create %[[RESULT]][%{{.+}}, %{{.+}}] element_type(553648160) encoding(1) shape([%{{.+}}])
  // CHECK: return %[[VIEW]]
  %5 = flow.tensor.reshape %4 : tensor<4xf32> -> tensor<2x2xf32>
  %6 = flow.tensor.reshape %5 : tensor<2x2xf32> -> tensor<4xf32>
  return %6 : tensor<4xf32>
}

// CHECK: util.initializer
// CHECK:   %[[DEV:.+]] = hal.devices.get
// CHECK:   util.global.store %[[DEV]], @__device
// CHECK:   hal.allocator.allocate.initialized %{{.+}} type(5) usage(13) data(dense<[0, 0, -128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, -128, 64]> : tensor<16xi8>)
// CHECK:   hal.executable.create device(%[[DEV]]) executable(@ex0)
// CHECK:   util.return

// -----

hal.executable private @ex0 {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fill ordinal(0) bindings(1) workgroups([1, 1, 1])
  }
}

// Checks wait for the dispatches before them and read buffer views.
// CHECK-LABEL: func.func @check_test()
func.func @check_test() {
  // CHECK: hal.command_buffer.dispatch
  %0 = flow.dispatch @ex0::@fill() : () -> tensor<3xi32>
  // CHECK: hal.fence.await
  // CHECK: %[[ACTUAL:.+]] = hal.buffer_view.create
  // CHECK: %[[EXPECTED:.+]] = hal.buffer_view.create
  // CHECK: check.expect_eq(%[[ACTUAL]], %[[EXPECTED]]) : !hal.buffer_view
  %cst = arith.constant dense<7> : tensor<3xi32>
  check.expect_eq(%0, %cst) : tensor<3xi32>
  return
}

// -----

// CHECK-LABEL: func.func @passthrough
func.func @passthrough(%a: tensor<2xi8>) -> tensor<2xi8> {
  // No dispatch: the argument's view is returned, nothing is submitted.
  // CHECK-SAME: (%[[ARG:.+]]: !hal.buffer_view)
  // CHECK: hal.buffer_view.assert %[[ARG]] message("input 0") element_type(268435464)
  // CHECK-NOT: hal.command_buffer.create
  // CHECK: return %[[ARG]] : !hal.buffer_view
  return %a : tensor<2xi8>
}
