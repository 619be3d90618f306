// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// Round trip of every op, with sizes next to the resources they measure.
flow.executable private @ex {
  flow.executable.export @fn
  builtin.module {
    func.func @fn() {
      return
    }
  }
}

// CHECK-LABEL: func.func @round_trip
func.func @round_trip(%view: !hal.buffer_view, %c: i32) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[IN:.+]] = stream.tensor.import %{{.+}} message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%[[C16:.+]]}
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  // CHECK: %[[CST:.+]] = stream.tensor.constant dense<1.000000e+00> : tensor<4xf32> in !stream.resource<constant>{%[[C16]]}
  %cst = stream.tensor.constant dense<1.0> : tensor<4xf32> in !stream.resource<constant>{%c16}
  // CHECK: %[[T0:.+]] = stream.timepoint.immediate : !stream.timepoint
  %t0 = stream.timepoint.immediate : !stream.timepoint
  // CHECK: %[[T1:.+]] = stream.timepoint.join max(%[[T0]], %[[T0]]) : !stream.timepoint
  %t1 = stream.timepoint.join max(%t0, %t0) : !stream.timepoint
  // CHECK: %[[R:.+]]:2, %[[TP:.+]] = stream.async.execute await(%[[T1]]) with(%[[IN]] as %[[A:.+]]: !stream.resource<external>{%[[C16]]}, %[[CST]] as %[[B:.+]]: !stream.resource<constant>{%[[C16]]}) -> (!stream.resource<*>{%[[C16]]}, !stream.resource<staging>{%[[C16]]}) {
  %r:2, %tp = stream.async.execute await(%t1) with(%in as %a: !stream.resource<external>{%c16}, %cst as %b: !stream.resource<constant>{%c16}) -> (!stream.resource<*>{%c16}, !stream.resource<staging>{%c16}) {
    // CHECK: %[[D:.+]] = stream.async.dispatch @ex::@fn[%{{.+}}](%[[A]], %[[B]]) : (!stream.resource<external>{%[[C16]]}, !stream.resource<constant>{%[[C16]]}) -> (!stream.resource<*>{%[[C16]]})
    %d = stream.async.dispatch @ex::@fn[%c](%a, %b) : (!stream.resource<external>{%c16}, !stream.resource<constant>{%c16}) -> (!stream.resource<*>{%c16})
    // CHECK: %[[S:.+]] = stream.async.transfer %[[D]] : !stream.resource<*>{%[[C16]]} -> !stream.resource<staging>
    %s = stream.async.transfer %d : !stream.resource<*>{%c16} -> !stream.resource<staging>
    // CHECK: stream.yield %[[D]], %[[S]] : (!stream.resource<*>{%[[C16]]}, !stream.resource<staging>{%[[C16]]})
    stream.yield %d, %s : (!stream.resource<*>{%c16}, !stream.resource<staging>{%c16})
  // CHECK: } => !stream.timepoint
  } => !stream.timepoint
  // CHECK: %[[READY:.+]]:2 = stream.timepoint.await %[[TP]] with(%[[R]]#0, %[[R]]#1) : (!stream.resource<*>{%[[C16]]}, !stream.resource<staging>{%[[C16]]})
  %ready:2 = stream.timepoint.await %tp with(%r#0, %r#1) : (!stream.resource<*>{%c16}, !stream.resource<staging>{%c16})
  // CHECK: stream.tensor.load %[[READY]]#1[%{{.+}}] : tensor<4xf32> in !stream.resource<staging>{%[[C16]]} -> f32
  %e = stream.tensor.load %ready#1[%c0] : tensor<4xf32> in !stream.resource<staging>{%c16} -> f32
  // CHECK: stream.tensor.from_elements %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : f32, f32, f32, f32 -> tensor<4xf32> in !stream.resource<staging>{%[[C16]]}
  %f = stream.tensor.from_elements %e, %e, %e, %e : f32, f32, f32, f32 -> tensor<4xf32> in !stream.resource<staging>{%c16}
  // CHECK: stream.tensor.export %[[READY]]#0 : tensor<4xf32> in !stream.resource<*>{%[[C16]]} -> !hal.buffer_view
  %out = stream.tensor.export %ready#0 : tensor<4xf32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  return %out : !hal.buffer_view
}

// -----

// An execution region may capture nothing and return nothing.
// CHECK-LABEL: func.func @empty_region
// CHECK: %{{.+}} = stream.async.execute with() {
// CHECK-NEXT: stream.yield
// CHECK-NEXT: } => !stream.timepoint
func.func @empty_region() {
  %tp = stream.async.execute with() {
  } => !stream.timepoint
  stream.timepoint.await %tp
  return
}

// -----

flow.executable private @ex {
  flow.executable.export @fn
  builtin.module {
    func.func @fn() {
      return
    }
  }
}

// The command level: explicit resources and byte ranges.
// CHECK-LABEL: func.func @commands
func.func @commands(%in: !stream.resource<*>, %t0: !stream.timepoint, %c: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  // CHECK: %[[OUT:.+]] = stream.resource.alloc : !stream.resource<transient>{%[[C64:.+]]}
  %out = stream.resource.alloc : !stream.resource<transient>{%c64}
  // CHECK: stream.cmd.execute await(%{{.+}}) with(%{{.+}} as %[[A:.+]]: !stream.resource<*>{%[[C16:.+]]}, %[[OUT]] as %[[B:.+]]: !stream.resource<transient>{%[[C64]]}) {
  %tp = stream.cmd.execute await(%t0) with(%in as %a: !stream.resource<*>{%c16}, %out as %b: !stream.resource<transient>{%c64}) {
    // CHECK-NEXT: stream.cmd.dispatch @ex::@fn[%{{.+}}](ro %[[A]][%[[C0:.+]] for %[[C16]]] : !stream.resource<*>{%[[C16]]}, rw %[[B]][%[[C16]] for %[[C16]]] : !stream.resource<transient>{%[[C64]]})
    stream.cmd.dispatch @ex::@fn[%c](ro %a[%c0 for %c16] : !stream.resource<*>{%c16}, rw %b[%c16 for %c16] : !stream.resource<transient>{%c64})
    // CHECK-NEXT: stream.cmd.copy %[[A]][%[[C0]]], %[[B]][%[[C16]]], %[[C16]] : !stream.resource<*>{%[[C16]]} -> !stream.resource<transient>{%[[C64]]}
    stream.cmd.copy %a[%c0], %b[%c16], %c16 : !stream.resource<*>{%c16} -> !stream.resource<transient>{%c64}
    // CHECK-NEXT: stream.cmd.yield
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// The asynchronous calling convention's ops: a caller's fence as a
// timepoint, an import that waits for it, a barrier handing a pending
// resource on, and a fence signalled from a timepoint.
// CHECK-LABEL: func.func @async_boundary
func.func @async_boundary(%view: !hal.buffer_view, %wait: !hal.fence, %signal: !hal.fence) -> !hal.buffer_view {
  %c16 = arith.constant 16 : index
  // CHECK: %[[WAIT:.+]] = stream.timepoint.import %{{.+}} : !hal.fence -> !stream.timepoint
  %tp = stream.timepoint.import %wait : !hal.fence -> !stream.timepoint
  // CHECK: %[[IN:.+]] = stream.tensor.import %{{.+}} await(%[[WAIT]]) message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%[[C16:.+]]}
  %in = stream.tensor.import %view await(%tp) message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  // CHECK: %[[R:.+]], %[[READY:.+]] = stream.timepoint.barrier %[[IN]] : !stream.resource<external>{%[[C16]]} -> !stream.timepoint
  %r, %ready = stream.timepoint.barrier %in : !stream.resource<external>{%c16} -> !stream.timepoint
  // CHECK: stream.timepoint.chain_external %[[READY]] signal(%{{.+}} : !hal.fence)
  stream.timepoint.chain_external %ready signal(%signal : !hal.fence)
  %out = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  return %out : !hal.buffer_view
}

// -----

flow.executable private @ex {
  flow.executable.export @fn
  builtin.module {
    func.func @fn() {
      return
    }
  }
}

// A concurrent wave inside an execution region.
// CHECK-LABEL: func.func @concurrent
func.func @concurrent(%a: !stream.resource<*>, %b: !stream.resource<*>) -> !stream.timepoint {
  %c16 = arith.constant 16 : index
  // CHECK: stream.async.execute
  // CHECK: %[[W:.+]]:2 = stream.async.concurrent with(%{{.+}} as %[[X:.+]]: !stream.resource<*>{%{{.+}}}, %{{.+}} as %[[Y:.+]]: !stream.resource<*>{%{{.+}}}) -> (!stream.resource<*>{%{{.+}}}, !stream.resource<*>{%{{.+}}}) {
  // CHECK:   stream.async.dispatch @ex::@fn(%[[X]])
  // CHECK:   stream.async.dispatch @ex::@fn(%[[Y]])
  // CHECK:   stream.yield
  // CHECK: stream.yield %[[W]]#0, %[[W]]#1
  %r:2, %tp = stream.async.execute with(%a as %x: !stream.resource<*>{%c16}, %b as %y: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) {
    %w:2 = stream.async.concurrent with(%x as %wx: !stream.resource<*>{%c16}, %y as %wy: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) {
      %0 = stream.async.dispatch @ex::@fn(%wx) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
      %1 = stream.async.dispatch @ex::@fn(%wy) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
      stream.yield %0, %1 : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16})
    }
    stream.yield %w#0, %w#1 : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16})
  } => !stream.timepoint
  return %tp : !stream.timepoint
}

// -----

// A transient's memory returns once a timepoint is reached.
// CHECK-LABEL: func.func @dealloca
// CHECK-SAME: (%[[R:.+]]: !stream.resource<transient>, %[[TP:.+]]: !stream.timepoint)
// CHECK: stream.resource.dealloca %[[R]] await(%[[TP]]) : !stream.resource<transient>
func.func @dealloca(%r: !stream.resource<transient>, %tp: !stream.timepoint) {
  stream.resource.dealloca %r await(%tp) : !stream.resource<transient>
  return
}
