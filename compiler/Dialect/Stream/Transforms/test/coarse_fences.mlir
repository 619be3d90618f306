// RUN: iree-opt --split-input-file --iree-stream-coarse-fences %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-stream-coarse-fences --iree-stream-schedule-execution --canonicalize %s | FileCheck %s --check-prefix=SCHED

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// The export becomes its asynchronous form: fences after the arguments,
// imports awaiting the wait fence, the returned tensor exported through a
// barrier, the signal fence chained to the wait fence and the result.
// CHECK-LABEL: func.func @f$async
// CHECK-SAME: (%[[VIEW:.+]]: !hal.buffer_view, %[[N:.+]]: i32, %[[WAIT:.+]]: !hal.fence, %[[SIGNAL:.+]]: !hal.fence) -> (!hal.buffer_view, i32)
// CHECK-SAME: attributes {iree.reflection = {iree.abi.model = "coarse-fences"}, some.attr}
// CHECK: %[[WAIT_TP:.+]] = stream.timepoint.import %[[WAIT]] : !hal.fence -> !stream.timepoint
// CHECK: %[[IN:.+]] = stream.tensor.import %[[VIEW]] await(%[[WAIT_TP]]) message("input 0")
// CHECK: %[[OUT:.+]] = stream.async.dispatch @ex::@fn(%[[IN]])
// CHECK: %[[R:.+]], %[[READY:.+]] = stream.timepoint.barrier %[[OUT]] : !stream.resource<*>{%{{.+}}} -> !stream.timepoint
// CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[R]]
// CHECK: %[[ALL:.+]] = stream.timepoint.join max(%[[WAIT_TP]], %[[READY]])
// CHECK: stream.timepoint.chain_external %[[ALL]] signal(%[[SIGNAL]] : !hal.fence)
// CHECK: return %[[EXPORTED]], %[[N]]
// The synchronous form calls it with no wait fence and waits for a fresh
// signal fence; it keeps the function's own attributes.
// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[SVIEW:.+]]: !hal.buffer_view, %[[SN:.+]]: i32) -> (!hal.buffer_view, i32) attributes {some.attr}
// CHECK: %[[NONE:.+]] = util.null : !hal.fence
// CHECK: %[[DEV:.+]] = hal.devices.get
// CHECK: %[[FENCE:.+]] = hal.fence.create device(%[[DEV]])
// CHECK: %[[RES:.+]]:2 = call @f$async(%[[SVIEW]], %[[SN]], %[[NONE]], %[[FENCE]])
// CHECK: hal.fence.await until([%[[FENCE]]])
// CHECK: return %[[RES]]#0, %[[RES]]#1

// Scheduled, the region producing the result waits for the wait fence and
// the host never waits: the barrier's timepoint is the region's.
// SCHED-LABEL: func.func @f$async
// SCHED-SAME: %[[WAIT:[a-z0-9]+]]: !hal.fence, %[[SIGNAL:[a-z0-9]+]]: !hal.fence)
// SCHED: %[[WAIT_TP:.+]] = stream.timepoint.import %[[WAIT]]
// SCHED: %[[RES:.+]], %[[TP:.+]] = stream.async.execute await(%[[WAIT_TP]])
// SCHED-NOT: stream.timepoint.await
// SCHED: %[[R:.+]], %{{.+}} = stream.timepoint.barrier %[[RES]]
// SCHED: stream.tensor.export %[[R]]
// SCHED: %[[ALL:.+]] = stream.timepoint.join max(%[[WAIT_TP]], %[[TP]])
// SCHED: stream.timepoint.chain_external %[[ALL]] signal(%[[SIGNAL]] : !hal.fence)
func.func @f(%view: !hal.buffer_view, %n: i32) -> (!hal.buffer_view, i32) attributes {some.attr} {
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%c16}
  %out = stream.async.dispatch @ex::@fn(%in) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  %exported = stream.tensor.export %out : tensor<4xf32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  return %exported, %n : !hal.buffer_view, i32
}

// -----

// A returned tensor the host also reads keeps its waiting export for the
// read; the returned one is a separate export through the barrier.
// CHECK-LABEL: func.func @read_and_return$async
// CHECK: %[[OUT:.+]] = stream.async.dispatch
// CHECK: %[[READ:.+]] = stream.tensor.export %[[OUT]]
// CHECK: check.expect_eq(%[[READ]], %[[READ]])
// CHECK: %[[R:.+]], %{{.+}} = stream.timepoint.barrier %[[OUT]]
// CHECK: %[[RET:.+]] = stream.tensor.export %[[R]]
// CHECK: return %[[RET]]
// SCHED-LABEL: func.func @read_and_return$async
// SCHED: %[[RES:.+]], %[[TP:.+]] = stream.async.execute
// SCHED: %[[READY:.+]] = stream.timepoint.await %[[TP]] with(%[[RES]])
// SCHED: %[[READ:.+]] = stream.tensor.export %[[READY]]
// SCHED: check.expect_eq(%[[READ]], %[[READ]])
hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}
func.func @read_and_return(%view: !hal.buffer_view) -> !hal.buffer_view {
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xi32> in !stream.resource<*>{%c16}
  %out = stream.async.dispatch @ex::@fn(%in) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  %exported = stream.tensor.export %out : tensor<4xi32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  check.expect_eq(%exported, %exported) : !hal.buffer_view
  return %exported : !hal.buffer_view
}

// -----

// A test (no arguments, no results) has fences only; its signal fence is
// reached when its wait fence is.
// CHECK-LABEL: func.func @g$async
// CHECK-SAME: (%[[WAIT:.+]]: !hal.fence, %[[SIGNAL:.+]]: !hal.fence)
// CHECK: %[[TP:.+]] = stream.timepoint.import %[[WAIT]]
// CHECK: stream.timepoint.chain_external %[[TP]] signal(%[[SIGNAL]] : !hal.fence)
// CHECK-LABEL: func.func @g()
// CHECK: call @g$async
func.func @g() {
  return
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// The wrapper keeps argument and result attributes and the reflection the
// function had; a tensor returned twice leaves through one barrier; work
// whose result nothing uses is still inside the signal fence.
// CHECK-LABEL: func.func @kept$async
// CHECK-SAME: (%{{.+}}: !hal.buffer_view {some.arg}, %{{.+}}: !hal.fence, %{{.+}}: !hal.fence) -> (!hal.buffer_view {some.result}, !hal.buffer_view)
// CHECK-SAME: iree.reflection = {iree.abi.model = "coarse-fences", other = "x"}
// CHECK-COUNT-1: stream.timepoint.barrier
// CHECK-NOT: stream.timepoint.barrier
// CHECK: return %[[V:.+]], %[[V]] :
// CHECK-LABEL: func.func @kept(
// CHECK-SAME: %{{.+}}: !hal.buffer_view {some.arg}) -> (!hal.buffer_view {some.result}, !hal.buffer_view)
// SCHED-LABEL: func.func @kept$async
// SCHED-SAME: %[[WAIT:[a-z0-9]+]]: !hal.fence, %[[SIGNAL:[a-z0-9]+]]: !hal.fence)
// SCHED: %[[WAIT_TP:.+]] = stream.timepoint.import %[[WAIT]]
// SCHED: %[[RES:.+]], %[[TP:.+]] = stream.async.execute
// SCHED-NEXT: stream.async.dispatch
// SCHED-NEXT: stream.async.dispatch
// SCHED: %[[ALL:.+]] = stream.timepoint.join max(%[[WAIT_TP]], %[[TP]])
// SCHED: stream.timepoint.chain_external %[[ALL]] signal(%[[SIGNAL]] : !hal.fence)
func.func @kept(%view: !hal.buffer_view {some.arg}) -> (!hal.buffer_view {some.result}, !hal.buffer_view) attributes {iree.reflection = {other = "x"}} {
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%c16}
  %out = stream.async.dispatch @ex::@fn(%in) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  %exported = stream.tensor.export %out : tensor<4xf32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  %unused = stream.async.dispatch @ex::@fn(%in) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  return %exported, %exported : !hal.buffer_view, !hal.buffer_view
}
