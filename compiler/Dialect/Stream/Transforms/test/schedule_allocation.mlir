// RUN: iree-opt --split-input-file --iree-stream-schedule-allocation --canonicalize %s | FileCheck %s

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// A chain: each value dies at the dispatch after the one reading it, so the
// third reuses the first one's bytes (not the second's, read while it is
// written); the yielded value gets a resource of its own.
// CHECK-LABEL: func.func @chain
func.func @chain(%x: !stream.resource<*>) -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C64:.+]] = arith.constant 64 : index
  // CHECK-DAG: %[[C128:.+]] = arith.constant 128 : index
  // CHECK-DAG: %[[C16:.+]] = arith.constant 16 : index
  // CHECK: %[[OUT:.+]] = stream.resource.alloc : !stream.resource<*>{%[[C16]]}
  // CHECK: %[[SLAB:.+]] = stream.resource.alloc : !stream.resource<transient>{%[[C128]]}
  // CHECK: %[[TP:.+]] = stream.cmd.execute with(%{{.+}} as %[[X:.+]]: !stream.resource<*>{%[[C16]]}, %[[OUT]] as %[[O:.+]]: !stream.resource<*>{%[[C16]]}, %[[SLAB]] as %[[T:.+]]: !stream.resource<transient>{%[[C128]]}) {
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[X]][%[[C0]] for %[[C16]]] : !stream.resource<*>{%[[C16]]}, wo %[[T]][%[[C0]] for %[[C16]]] : !stream.resource<transient>{%[[C128]]})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[T]][%[[C0]] for %[[C16]]] : {{.+}}, wo %[[T]][%[[C64]] for %[[C16]]] : {{.+}})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[T]][%[[C64]] for %[[C16]]] : {{.+}}, wo %[[T]][%[[C0]] for %[[C16]]] : {{.+}})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[T]][%[[C0]] for %[[C16]]] : {{.+}}, wo %[[O]][%[[C0]] for %[[C16]]] : !stream.resource<*>{%[[C16]]})
  // CHECK-NEXT: stream.cmd.yield
  // CHECK: stream.timepoint.await %[[TP]] with(%[[OUT]])
  %r, %tp = stream.async.execute with(%x as %arg: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
    %a = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %b = stream.async.dispatch @ex::@fn(%a) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %c = stream.async.dispatch @ex::@fn(%b) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %d = stream.async.dispatch @ex::@fn(%c) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    stream.yield %d : (!stream.resource<*>{%c16})
  } => !stream.timepoint
  %ready = stream.timepoint.await %tp with(%r) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// A value and its staging view are one resource (the host awaits it under
// that resource's type); a captured resource yielded is passed on; the
// caller's memory is copied before the host reads it.
// CHECK-LABEL: func.func @views_and_copies
func.func @views_and_copies(%view: !hal.buffer_view) -> (f32, f32, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[IN:.+]] = stream.tensor.import
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%c16}
  // CHECK: %[[D:.+]] = stream.resource.alloc : !stream.resource<*>
  // CHECK: %[[COPY:.+]] = stream.resource.alloc : !stream.resource<staging>
  // CHECK-NOT: stream.resource.alloc
  // CHECK: %[[TP:.+]] = stream.cmd.execute with(%[[IN]] as %[[A:.+]]: {{.+}}, %[[D]] as %[[DA:.+]]: {{.+}}, %[[COPY]] as %[[CA:.+]]: {{.+}})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[A]][{{.+}}, wo %[[DA]][
  // CHECK-NEXT: stream.cmd.copy %[[A]][%{{.+}}], %[[CA]][%{{.+}}], %{{.+}} : !stream.resource<*>{{.+}} -> !stream.resource<staging>
  // CHECK-NEXT: stream.cmd.yield
  %r:4, %tp = stream.async.execute with(%in as %arg: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}, !stream.resource<staging>{%c16}, !stream.resource<staging>{%c16}, !stream.resource<*>{%c16}) {
    %d = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %s = stream.async.transfer %d : !stream.resource<*>{%c16} -> !stream.resource<staging>
    %c = stream.async.transfer %arg : !stream.resource<*>{%c16} -> !stream.resource<staging>
    stream.yield %d, %s, %c, %arg : (!stream.resource<*>{%c16}, !stream.resource<staging>{%c16}, !stream.resource<staging>{%c16}, !stream.resource<*>{%c16})
  } => !stream.timepoint
  // CHECK: %[[READY:.+]]:3 = stream.timepoint.await %[[TP]] with(%[[D]], %[[D]], %[[COPY]]) : (!stream.resource<*>{{.+}}, !stream.resource<*>{{.+}}, !stream.resource<staging>{{.+}})
  %ready:3 = stream.timepoint.await %tp with(%r#0, %r#1, %r#2) : (!stream.resource<*>{%c16}, !stream.resource<staging>{%c16}, !stream.resource<staging>{%c16})
  // CHECK: stream.tensor.load %[[READY]]#1
  %e0 = stream.tensor.load %ready#1[%c0] : tensor<4xf32> in !stream.resource<staging>{%c16} -> f32
  // CHECK: stream.tensor.load %[[READY]]#2
  %e1 = stream.tensor.load %ready#2[%c0] : tensor<4xf32> in !stream.resource<staging>{%c16} -> f32
  // CHECK: return %{{.+}}, %{{.+}}, %[[IN]]
  return %e0, %e1, %r#3 : f32, f32, !stream.resource<*>
}

// -----

// An imported argument carried by a loop is still the caller's memory: the
// host reads it through a copy.
// CHECK-LABEL: func.func @carried_argument
// CHECK: scf.while
// CHECK: stream.cmd.copy
func.func @carried_argument(%view: !hal.buffer_view, %go: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%c16}
  %r = scf.while (%v = %in) : (!stream.resource<*>) -> !stream.resource<*> {
    scf.condition(%go) %v : !stream.resource<*>
  } do {
  ^bb0(%v: !stream.resource<*>):
    %w = util.optimization_barrier %v : !stream.resource<*>
    scf.yield %w : !stream.resource<*>
  }
  %s, %tp = stream.async.execute with(%r as %arg: !stream.resource<*>{%c16}) -> (!stream.resource<staging>{%c16}) {
    %t = stream.async.transfer %arg : !stream.resource<*>{%c16} -> !stream.resource<staging>
    stream.yield %t : (!stream.resource<staging>{%c16})
  } => !stream.timepoint
  %ready = stream.timepoint.await %tp with(%s) : (!stream.resource<staging>{%c16})
  %e = stream.tensor.load %ready[%c0] : tensor<4xf32> in !stream.resource<staging>{%c16} -> f32
  return %e : f32
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
    hal.executable.export @join ordinal(1) bindings(3) workgroups([1, 1, 1])
  }
}

// The ops of a concurrent wave are live at the same time: %c may not take
// %a's bytes, which %b reads while %c is written (in program order it
// could). The wave's ops become commands in order, with no region.
// CHECK-LABEL: func.func @wave
func.func @wave(%x: !stream.resource<*>) -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C64:.+]] = arith.constant 64 : index
  // CHECK-DAG: %[[C128:.+]] = arith.constant 128 : index
  // CHECK-DAG: %[[C192:.+]] = arith.constant 192 : index
  // CHECK: %[[SLAB:.+]] = stream.resource.alloc : !stream.resource<transient>{%[[C192]]}
  // CHECK: stream.cmd.execute
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn({{.+}}, wo %[[T:.+]][%[[C0]] for
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[T]][%[[C0]] for {{.+}}, wo %[[T]][%[[C64]] for
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn({{.+}}, wo %[[T]][%[[C128]] for
  // CHECK-NEXT: stream.cmd.dispatch @ex::@join(ro %[[T]][%[[C64]] for {{.+}}, ro %[[T]][%[[C128]] for
  // CHECK-NEXT: stream.cmd.yield
  %r, %tp = stream.async.execute with(%x as %arg: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
    %a = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %w:2 = stream.async.concurrent with(%a as %wa: !stream.resource<*>{%c16}, %arg as %wx: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) {
      %b = stream.async.dispatch @ex::@fn(%wa) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
      %c = stream.async.dispatch @ex::@fn(%wx) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
      stream.yield %b, %c : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16})
    }
    %d = stream.async.dispatch @ex::@join(%w#0, %w#1) : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    stream.yield %d : (!stream.resource<*>{%c16})
  } => !stream.timepoint
  %ready = stream.timepoint.await %tp with(%r) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// Transients of dynamic size follow the packed ones (a static 16 bytes
// here, padded to 64) in one transient resource, each at the aligned end
// of the one before, computed on the host.
// CHECK-LABEL: func.func @dynamic_transients
// CHECK-SAME: (%[[X:.+]]: !stream.resource<*>, %[[N:.+]]: index, %[[M:.+]]: index)
func.func @dynamic_transients(%x: !stream.resource<*>, %n: index, %m: index) -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C16:.+]] = arith.constant 16 : index
  // CHECK-DAG: %[[C63:.+]] = arith.constant 63 : index
  // CHECK-DAG: %[[C64:.+]] = arith.constant 64 : index
  // CHECK: %[[OUT:.+]] = stream.resource.alloc : !stream.resource<*>{%[[C16]]}
  // CHECK: %[[NP:.+]] = arith.addi %[[N]], %[[C63]]
  // CHECK: %[[NB:.+]] = arith.divui %[[NP]], %[[C64]]
  // CHECK: %[[NA:.+]] = arith.muli %[[NB]], %[[C64]]
  // CHECK: %[[AFTER_N:.+]] = arith.addi %[[NA]], %[[C64]]
  // CHECK: %[[MP:.+]] = arith.addi %[[M]], %[[C63]]
  // CHECK: %[[MB:.+]] = arith.divui %[[MP]], %[[C64]]
  // CHECK: %[[MA:.+]] = arith.muli %[[MB]], %[[C64]]
  // CHECK: %[[END:.+]] = arith.addi %[[AFTER_N]], %[[MA]]
  // CHECK: %[[T:.+]] = stream.resource.alloc : !stream.resource<transient>{%[[END]]}
  // CHECK: stream.cmd.execute with(%[[X]] as %[[A:.+]]: !stream.resource<*>{%[[C16]]}, %[[OUT]] as %[[O:.+]]: !stream.resource<*>{%[[C16]]}, %[[T]] as %[[TA:.+]]: !stream.resource<transient>{%[[END]]}) {
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[A]][%[[C0]] for %[[C16]]] : !stream.resource<*>{%[[C16]]}, wo %[[TA]][%[[C0]] for %[[C16]]] : !stream.resource<transient>{%[[END]]})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[TA]][%[[C0]] for %[[C16]]] : !stream.resource<transient>{%[[END]]}, wo %[[TA]][%[[C64]] for %[[N]]] : !stream.resource<transient>{%[[END]]})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[TA]][%[[C64]] for %[[N]]] : !stream.resource<transient>{%[[END]]}, wo %[[TA]][%[[AFTER_N]] for %[[M]]] : !stream.resource<transient>{%[[END]]})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[TA]][%[[AFTER_N]] for %[[M]]] : !stream.resource<transient>{%[[END]]}, wo %[[O]][%[[C0]] for %[[C16]]] : !stream.resource<*>{%[[C16]]})
  %r, %tp = stream.async.execute with(%x as %arg: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
    %s = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %a = stream.async.dispatch @ex::@fn(%s) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%n})
    %b = stream.async.dispatch @ex::@fn(%a) : (!stream.resource<*>{%n}) -> (!stream.resource<*>{%m})
    %c = stream.async.dispatch @ex::@fn(%b) : (!stream.resource<*>{%m}) -> (!stream.resource<*>{%c16})
    stream.yield %c : (!stream.resource<*>{%c16})
  } => !stream.timepoint
  %ready = stream.timepoint.await %tp with(%r) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}
