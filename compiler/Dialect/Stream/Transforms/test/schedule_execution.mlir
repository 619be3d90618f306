// RUN: iree-opt --split-input-file --iree-stream-schedule-execution %s | FileCheck %s

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// Work up to the first host read is one region; the read awaits it; work
// after the read is a second region that awaits nothing it does not use.
// CHECK-LABEL: func.func @read_between
func.func @read_between(%view: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[IN:.+]] = stream.tensor.import
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  // CHECK: %[[R0:.+]]:2, %[[TP0:.+]] = stream.async.execute with(%[[IN]] as %[[ARG:.+]]: !stream.resource<external>{%[[C16:.+]]}) -> (!stream.resource<*>{%[[C16]]}, !stream.resource<staging>{%[[C16]]}) {
  // CHECK:   %[[A:.+]] = stream.async.dispatch @ex::@fn(%[[ARG]])
  // CHECK:   %[[B:.+]] = stream.async.dispatch @ex::@fn(%[[A]])
  // CHECK:   %[[S:.+]] = stream.async.transfer %[[B]]
  // CHECK:   stream.yield %[[A]], %[[S]] : (!stream.resource<*>{%[[C16]]}, !stream.resource<staging>{%[[C16]]})
  // CHECK: } => !stream.timepoint
  %a = stream.async.dispatch @ex::@fn(%in) : (!stream.resource<external>{%c16}) -> (!stream.resource<*>{%c16})
  %b = stream.async.dispatch @ex::@fn(%a) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  %s = stream.async.transfer %b : !stream.resource<*>{%c16} -> !stream.resource<staging>
  // CHECK: %[[READY:.+]] = stream.timepoint.await %[[TP0]] with(%[[R0]]#1) : (!stream.resource<staging>{%[[C16]]})
  // CHECK: %[[E:.+]] = stream.tensor.load %[[READY]]
  %e = stream.tensor.load %s[%c0] : tensor<4xf32> in !stream.resource<staging>{%c16} -> f32
  %f = stream.tensor.from_elements %e, %e, %e, %e : f32, f32, f32, f32 -> tensor<4xf32> in !stream.resource<staging>{%c16}
  // The second region uses the first one's %a: it awaits the first's
  // timepoint on the device, the host does not wait for it.
  // CHECK: %[[F:.+]] = stream.tensor.from_elements
  // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.async.execute await(%[[TP0]]) with(%[[F]] as %{{.+}}: !stream.resource<staging>{%[[C16]]}, %[[R0]]#0 as %{{.+}}: !stream.resource<*>{%[[C16]]}) -> (!stream.resource<*>{%[[C16]]})
  %g = stream.async.dispatch @ex::@fn(%f, %a) : (!stream.resource<staging>{%c16}, !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  // CHECK: %[[OUT:.+]] = stream.timepoint.await %[[TP1]] with(%[[R1]])
  // CHECK: stream.tensor.export %[[OUT]]
  %out = stream.tensor.export %g : tensor<4xf32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  return %out : !hal.buffer_view
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(3) workgroups([1, 1, 1])
  }
}

// A region op closes the open partition (the host may wait inside it). A
// loop carries the timepoint its resources are ready at: each iteration's
// region awaits it on the device and passes its own on, so the host never
// waits in the loop. A region using results of several pending regions
// awaits them all, joined.
// CHECK-LABEL: func.func @join_and_loop
func.func @join_and_loop(%x: !stream.resource<external>, %n: i1) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[R0:.+]]:2, %[[TP0:.+]] = stream.async.execute with
  %a = stream.async.dispatch @ex::@fn(%x, %x) : (!stream.resource<external>{%c16}, !stream.resource<external>{%c16}) -> (!stream.resource<*>{%c16})
  %s = stream.async.transfer %a : !stream.resource<*>{%c16} -> !stream.resource<staging>
  // CHECK: stream.timepoint.await %[[TP0]] with(%[[R0]]#1)
  %e = stream.tensor.load %s[%c0] : tensor<4xf32> in !stream.resource<staging>{%c16} -> f32
  %f = stream.tensor.from_elements %e, %e, %e, %e : f32, f32, f32, f32 -> tensor<4xf32> in !stream.resource<staging>{%c16}
  // CHECK: %[[R1:.+]], %[[TP1:.+]] = stream.async.execute with
  // CHECK-NEXT: stream.async.dispatch @ex::@fn
  // CHECK: } => !stream.timepoint
  // CHECK-NEXT: %[[START:.+]] = stream.timepoint.immediate
  // CHECK-NEXT: %[[LOOP:.+]]:2 = scf.while (%{{.+}} = %{{.+}}, %{{.+}} = %[[START]]) : (!stream.resource<external>, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
  %b = stream.async.dispatch @ex::@fn(%f, %f) : (!stream.resource<staging>{%c16}, !stream.resource<staging>{%c16}) -> (!stream.resource<*>{%c16})
  %l = scf.while (%v = %x) : (!stream.resource<external>) -> !stream.resource<external> {
    scf.condition(%n) %v : !stream.resource<external>
  } do {
  ^bb0(%v: !stream.resource<external>):
    // CHECK: ^bb0(%[[V:.+]]: !stream.resource<external>, %[[CARRIED:.+]]: !stream.timepoint):
    // CHECK: %[[R2:.+]], %[[TP2:.+]] = stream.async.execute await(%[[CARRIED]]) with(%[[V]] as
    // CHECK-NOT: stream.timepoint.await
    // CHECK: scf.yield %[[R2]], %[[TP2]]
    %w = stream.async.dispatch @ex::@fn(%v, %v) : (!stream.resource<external>{%c16}, !stream.resource<external>{%c16}) -> (!stream.resource<external>{%c16})
    scf.yield %w : !stream.resource<external>
  }
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[TP0]], %[[TP1]], %[[LOOP]]#1) : !stream.timepoint
  // CHECK: stream.async.execute await(%[[JOIN]]) with(%[[R0]]#0 as %{{.+}}, %[[R1]] as %{{.+}}, %[[LOOP]]#0 as %{{.+}})
  %d = stream.async.dispatch @ex::@fn(%a, %b) : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  %g = stream.async.dispatch @ex::@fn(%d, %l) : (!stream.resource<*>{%c16}, !stream.resource<external>{%c16}) -> (!stream.resource<*>{%c16})
  %out = stream.tensor.export %g : tensor<4xf32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  return %out : !hal.buffer_view
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// A signal chained to a caller's fence also waits for the regions of its
// block whose results nothing awaits: no work of the call is left outside.
// CHECK-LABEL: func.func @chained_signal
func.func @chained_signal(%view: !hal.buffer_view, %signal: !hal.fence) -> f32 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%c16}
  // CHECK: %{{.+}}, %[[READ_TP:.+]] = stream.async.execute
  %s = stream.async.transfer %in : !stream.resource<*>{%c16} -> !stream.resource<staging>
  // CHECK: stream.timepoint.await %[[READ_TP]]
  %e = stream.tensor.load %s[%c0] : tensor<4xf32> in !stream.resource<staging>{%c16} -> f32
  // CHECK: %[[NOW:.+]] = stream.timepoint.immediate
  // CHECK: %[[LATE_TP:.+]] = stream.async.execute
  %unused = stream.async.dispatch @ex::@fn(%in) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  // CHECK: %[[ALL:.+]] = stream.timepoint.join max(%[[NOW]], %[[READ_TP]], %[[LATE_TP]])
  // CHECK: stream.timepoint.chain_external %[[ALL]] signal(
  %now = stream.timepoint.immediate : !stream.timepoint
  stream.timepoint.chain_external %now signal(%signal : !hal.fence)
  return %e : f32
}
