// RUN: iree-opt --split-input-file --iree-stream-schedule-allocation --canonicalize %s | FileCheck %s

// In-place reuse: a dispatch whose result may overwrite an operand
// (`inplace_operands`) writes into the operand's bytes when the operand
// dies there.

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// Two elementwise dispatches in a row run in the bytes of the value they
// read: the transient resource holds one value instead of two (the plain
// chain of schedule_allocation.mlir needs 128 bytes). The first dispatch
// reads the caller's resource, which is never written over.
// CHECK-LABEL: func.func @chain
func.func @chain(%x: !stream.resource<*>) -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C64:.+]] = arith.constant 64 : index
  // CHECK-DAG: %[[C16:.+]] = arith.constant 16 : index
  // CHECK: %[[OUT:.+]] = stream.resource.alloc : !stream.resource<*>{%[[C16]]}
  // CHECK: %[[SLAB:.+]] = stream.resource.alloc : !stream.resource<transient>{%[[C64]]}
  // CHECK: stream.cmd.execute with(%{{.+}} as %[[X:.+]]: !stream.resource<*>{%[[C16]]}, %[[OUT]] as %[[O:.+]]: !stream.resource<*>{%[[C16]]}, %[[SLAB]] as %[[T:.+]]: !stream.resource<transient>{%[[C64]]}) {
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[X]][%[[C0]] for %[[C16]]] : {{.+}}, wo %[[T]][%[[C0]] for %[[C16]]] : {{.+}})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[T]][%[[C0]] for %[[C16]]] : {{.+}}, wo %[[T]][%[[C0]] for %[[C16]]] : {{.+}})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[T]][%[[C0]] for %[[C16]]] : {{.+}}, wo %[[T]][%[[C0]] for %[[C16]]] : {{.+}})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[T]][%[[C0]] for %[[C16]]] : {{.+}}, wo %[[O]][%[[C0]] for %[[C16]]] : {{.+}})
  %r, %tp = stream.async.execute with(%x as %arg: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
    %a = stream.async.dispatch @ex::@fn(%arg) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %b = stream.async.dispatch @ex::@fn(%a) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %c = stream.async.dispatch @ex::@fn(%b) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %d = stream.async.dispatch @ex::@fn(%c) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    stream.yield %d : (!stream.resource<*>{%c16})
  } => !stream.timepoint
  %ready = stream.timepoint.await %tp with(%r) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(3) workgroups([1, 1, 1])
  }
}

// The yielded result takes the bytes of the value it overwrites: that value
// lives in the result's own resource and no transient one is needed.
// CHECK-LABEL: func.func @into_result
func.func @into_result(%x: !stream.resource<*>) -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  // CHECK: %[[OUT:.+]] = stream.resource.alloc : !stream.resource<*>
  // CHECK-NOT: stream.resource.alloc
  // CHECK: stream.cmd.execute with(%{{.+}} as %[[X:.+]]: {{.+}}, %[[OUT]] as %[[O:.+]]: {{.+}}) {
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[X]][{{.+}}] : {{.+}}, wo %[[O]][{{.+}}] : {{.+}})
  // CHECK-NEXT: stream.cmd.dispatch @ex::@fn(ro %[[O]][{{.+}}] : {{.+}}, ro %[[X]][{{.+}}] : {{.+}}, wo %[[O]][{{.+}}] : {{.+}})
  %r, %tp = stream.async.execute with(%x as %arg: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
    %a = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %b = stream.async.dispatch @ex::@fn(%a, %arg) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    stream.yield %b : (!stream.resource<*>{%c16})
  } => !stream.timepoint
  %ready = stream.timepoint.await %tp with(%r) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(3) workgroups([1, 1, 1])
  }
}

// Where the operand is still needed the result gets bytes of its own: read
// again later, read twice by the dispatch itself, read at the same time by
// another op of its wave, yielded, or of another size.
// CHECK-LABEL: func.func @operand_still_needed
func.func @operand_still_needed(%x: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  // CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
  // CHECK-DAG: %[[C64:.+]] = arith.constant 64 : index
  // CHECK-DAG: %[[C128:.+]] = arith.constant 128 : index
  // CHECK: stream.cmd.execute with(%{{[^ ]+}} as %[[X:[^:]+]]: {{[^ ]+}}, %{{[^ ]+}} as %[[E:[^:]+]]: {{[^ ]+}}, %{{[^ ]+}} as %[[G:[^:]+]]: {{[^ ]+}}, %{{[^ ]+}} as %[[H:[^:]+]]: {{[^ ]+}}, %{{[^ ]+}} as %[[I:[^:]+]]: {{[^ ]+}}, %{{[^ ]+}} as %[[J:[^:]+]]: {{[^ ]+}}, %{{[^ ]+}} as %[[T:[^:]+]]: {{[^ ]+}})
  // %a is read again by %c: %b is written next to it.
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[X]][{{.+}}, wo %[[T]][%[[C0]] for
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[T]][%[[C0]] for {{.+}}, wo %[[T]][%[[C64]] for
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[T]][%[[C64]] for {{.+}}, ro %[[T]][%[[C0]] for {{.+}}, wo %[[T]][%[[C128]] for
  // %e reads %d twice: %d stays in the transient resource.
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[X]][{{.+}}, wo %[[T]][%[[C0]] for
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[T]][%[[C0]] for {{.+}}, ro %[[T]][%[[C0]] for {{.+}}, wo %[[E]][
  // %g#1 reads %f in the same wave as %g#0.
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[X]][{{.+}}, wo %[[T]][%[[C0]] for
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[T]][%[[C0]] for {{.+}}, wo %[[G]][
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[T]][%[[C0]] for {{.+}}, wo %[[T]][%[[C64]] for
  // %h is yielded: %i gets a resource of its own.
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[X]][{{.+}}, wo %[[H]][
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[H]][{{.+}}, wo %[[I]][
  // %j is larger than %c.
  // CHECK-NEXT: dispatch @ex::@fn(ro %[[T]][%[[C128]] for {{.+}}, wo %[[J]][
  %r:5, %tp = stream.async.execute with(%x as %arg: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c32}) {
    %a = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %b = stream.async.dispatch @ex::@fn(%a) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %c = stream.async.dispatch @ex::@fn(%b, %a) : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %d = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %e = stream.async.dispatch @ex::@fn(%d, %d) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %f = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %g:2 = stream.async.concurrent with(%f as %ff: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) {
      %g0 = stream.async.dispatch @ex::@fn(%ff) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
      %g1 = stream.async.dispatch @ex::@fn(%ff) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
      stream.yield %g0, %g1 : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16})
    }
    %h = stream.async.dispatch @ex::@fn(%arg) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %i = stream.async.dispatch @ex::@fn(%h) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %j = stream.async.dispatch @ex::@fn(%c) {inplace_operands = array<i64: 0>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c32})
    stream.yield %e, %g#0, %h, %i, %j : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c32})
  } => !stream.timepoint
  %ready:5 = stream.timepoint.await %tp with(%r#0, %r#1, %r#2, %r#3, %r#4) : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c16}, !stream.resource<*>{%c32})
  return %ready#0, %ready#1, %ready#2, %ready#3, %ready#4 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
}
