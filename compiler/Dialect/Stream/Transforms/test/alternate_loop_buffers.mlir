// RUN: iree-opt --split-input-file --iree-stream-alternate-loop-buffers %s | FileCheck %s

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// The body writes a fresh resource each iteration that the next one only
// reads: two resources allocated before the loop serve all iterations,
// swapped as the loop passes them on.
// CHECK-LABEL: func.func @counted
func.func @counted(%x: !stream.resource<*>, %n: i32) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %start = stream.timepoint.immediate : !stream.timepoint
  // CHECK: %[[A:.+]] = stream.resource.alloc : !stream.resource<*>{%{{.+}}}
  // CHECK: %[[B:.+]] = stream.resource.alloc : !stream.resource<*>{%{{.+}}}
  // CHECK: scf.while ({{.+}}, %{{.+}} = %[[A]], %{{.+}} = %[[B]])
  %r:3 = scf.while (%i = %c0_i32, %v = %x, %tp = %start) : (i32, !stream.resource<*>, !stream.timepoint) -> (i32, !stream.resource<*>, !stream.timepoint) {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i, %v, %tp : i32, !stream.resource<*>, !stream.timepoint
  } do {
  // CHECK: ^bb0(%{{.+}}: i32, %[[V:.+]]: !stream.resource<*>, %[[TP:.+]]: !stream.timepoint, %[[WRITE:.+]]: !stream.resource<*>, %[[OTHER:.+]]: !stream.resource<*>):
  ^bb0(%i: i32, %v: !stream.resource<*>, %tp: !stream.timepoint):
    // CHECK-NOT: stream.resource.alloc
    %next = stream.resource.alloc : !stream.resource<*>{%c16}
    // CHECK: %[[DONE:.+]] = stream.cmd.execute await(%[[TP]]) with(%[[V]] as %{{.+}}, %[[WRITE]] as %{{.+}})
    %done = stream.cmd.execute await(%tp) with(%v as %in: !stream.resource<*>{%c16}, %next as %out: !stream.resource<*>{%c16}) {
      stream.cmd.dispatch @ex::@step(ro %in[%c0 for %c16] : !stream.resource<*>{%c16}, wo %out[%c0 for %c16] : !stream.resource<*>{%c16})
    } => !stream.timepoint
    %i1 = arith.addi %i, %c1_i32 : i32
    // CHECK: scf.yield %{{.+}}, %[[WRITE]], %[[DONE]], %[[OTHER]], %[[WRITE]]
    scf.yield %i1, %next, %done : i32, !stream.resource<*>, !stream.timepoint
  }
  %ready = stream.timepoint.await %r#2 with(%r#1) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// A value rotating to another position lives two iterations: it keeps a
// fresh resource per iteration.
// CHECK-LABEL: func.func @rotating
// CHECK: scf.while
// CHECK: stream.resource.alloc
func.func @rotating(%x: !stream.resource<*>, %n: i1) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %start = stream.timepoint.immediate : !stream.timepoint
  %r:3 = scf.while (%v = %x, %w = %x, %tp = %start) : (!stream.resource<*>, !stream.resource<*>, !stream.timepoint) -> (!stream.resource<*>, !stream.resource<*>, !stream.timepoint) {
    scf.condition(%n) %v, %w, %tp : !stream.resource<*>, !stream.resource<*>, !stream.timepoint
  } do {
  ^bb0(%v: !stream.resource<*>, %w: !stream.resource<*>, %tp: !stream.timepoint):
    %next = stream.resource.alloc : !stream.resource<*>{%c16}
    %done = stream.cmd.execute await(%tp) with(%w as %in: !stream.resource<*>{%c16}, %next as %out: !stream.resource<*>{%c16}) {
      stream.cmd.dispatch @ex::@step(ro %in[%c0 for %c16] : !stream.resource<*>{%c16}, wo %out[%c0 for %c16] : !stream.resource<*>{%c16})
    } => !stream.timepoint
    scf.yield %next, %v, %done : !stream.resource<*>, !stream.resource<*>, !stream.timepoint
  }
  %ready = stream.timepoint.await %r#2 with(%r#1) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// A rotated loop moves values between positions (the condition region's
// flag comes first): the pair still follows the resource.
// CHECK-LABEL: func.func @rotated
func.func @rotated(%x: !stream.resource<*>, %go: i1, %n: i32) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %start = stream.timepoint.immediate : !stream.timepoint
  // CHECK: %[[A:.+]] = stream.resource.alloc
  // CHECK: %[[B:.+]] = stream.resource.alloc
  // CHECK: scf.while (%{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}, %{{.+}} = %[[A]], %{{.+}} = %[[B]])
  %r:3 = scf.while (%more = %go, %i = %c0_i32, %v = %x, %tp = %start) : (i1, i32, !stream.resource<*>, !stream.timepoint) -> (i32, !stream.resource<*>, !stream.timepoint) {
    scf.condition(%more) %i, %v, %tp : i32, !stream.resource<*>, !stream.timepoint
  } do {
  // CHECK: ^bb0(%{{.+}}: i32, %{{.+}}: !stream.resource<*>, %{{.+}}: !stream.timepoint, %[[WRITE:.+]]: !stream.resource<*>, %[[OTHER:.+]]: !stream.resource<*>):
  ^bb0(%i: i32, %v: !stream.resource<*>, %tp: !stream.timepoint):
    // CHECK-NOT: stream.resource.alloc
    %next = stream.resource.alloc : !stream.resource<*>{%c16}
    %done = stream.cmd.execute await(%tp) with(%v as %in: !stream.resource<*>{%c16}, %next as %out: !stream.resource<*>{%c16}) {
      stream.cmd.dispatch @ex::@step(ro %in[%c0 for %c16] : !stream.resource<*>{%c16}, wo %out[%c0 for %c16] : !stream.resource<*>{%c16})
    } => !stream.timepoint
    %i1 = arith.addi %i, %c1_i32 : i32
    %lt = arith.cmpi slt, %i1, %n : i32
    // CHECK: scf.yield %{{.+}}, %{{.+}}, %[[WRITE]], %{{.+}}, %[[OTHER]], %[[WRITE]]
    scf.yield %lt, %i1, %next, %done : i1, i32, !stream.resource<*>, !stream.timepoint
  }
  %ready = stream.timepoint.await %r#2 with(%r#1) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// The body's region uses a transient resource of its own, awaits the
// carried timepoint and passes its own on: the transient is allocated once,
// before the loop.
// CHECK-LABEL: func.func @transient
// CHECK: stream.resource.alloc : !stream.resource<transient>
// CHECK: scf.while
// CHECK-NOT: stream.resource.alloc : !stream.resource<transient>
// CHECK: stream.cmd.execute
func.func @transient(%x: !stream.resource<*>, %go: i1) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %start = stream.timepoint.immediate : !stream.timepoint
  %r:2 = scf.while (%v = %x, %tp = %start) : (!stream.resource<*>, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint) {
    scf.condition(%go) %v, %tp : !stream.resource<*>, !stream.timepoint
  } do {
  ^bb0(%v: !stream.resource<*>, %tp: !stream.timepoint):
    %t = stream.resource.alloc : !stream.resource<transient>{%c64}
    %done = stream.cmd.execute await(%tp) with(%v as %in: !stream.resource<*>{%c16}, %t as %tt: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @ex::@step(ro %in[%c0 for %c16] : !stream.resource<*>{%c16}, wo %tt[%c0 for %c16] : !stream.resource<transient>{%c64})
      stream.cmd.dispatch @ex::@step(ro %tt[%c0 for %c16] : !stream.resource<transient>{%c64}, wo %in[%c0 for %c16] : !stream.resource<*>{%c16})
    } => !stream.timepoint
    scf.yield %v, %done : !stream.resource<*>, !stream.timepoint
  }
  return %r#1 : !stream.timepoint
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// The region writing the next value awaits nothing: iteration k + 2 could
// write a buffer iteration k + 1 still reads, so each iteration keeps a
// fresh resource.
// CHECK-LABEL: func.func @unordered_writer
// CHECK: scf.while
// CHECK: stream.resource.alloc
func.func @unordered_writer(%x: !stream.resource<*>, %c: !stream.resource<*>, %go: i1) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %start = stream.timepoint.immediate : !stream.timepoint
  %r:2 = scf.while (%v = %x, %tp = %start) : (!stream.resource<*>, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint) {
    scf.condition(%go) %v, %tp : !stream.resource<*>, !stream.timepoint
  } do {
  ^bb0(%v: !stream.resource<*>, %tp: !stream.timepoint):
    %t1 = stream.cmd.execute await(%tp) with(%v as %in: !stream.resource<*>{%c16}) {
      stream.cmd.dispatch @ex::@step(ro %in[%c0 for %c16] : !stream.resource<*>{%c16}, wo %in[%c0 for %c16] : !stream.resource<*>{%c16})
    } => !stream.timepoint
    %next = stream.resource.alloc : !stream.resource<*>{%c16}
    %t2 = stream.cmd.execute with(%c as %cin: !stream.resource<*>{%c16}, %next as %out: !stream.resource<*>{%c16}) {
      stream.cmd.dispatch @ex::@step(ro %cin[%c0 for %c16] : !stream.resource<*>{%c16}, wo %out[%c0 for %c16] : !stream.resource<*>{%c16})
    } => !stream.timepoint
    %j = stream.timepoint.join max(%t1, %t2) : !stream.timepoint
    scf.yield %next, %j : !stream.resource<*>, !stream.timepoint
  }
  %ready = stream.timepoint.await %r#1 with(%r#0) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) workgroups([1, 1, 1])
  }
}

// A flag one region writes and the host reads after awaiting it: the next
// iteration's region is submitted after the read, so one resource serves
// all iterations.
// CHECK-LABEL: func.func @read_back
// CHECK: stream.resource.alloc : !stream.resource<*>{%{{.+}}}
// CHECK: scf.while
// CHECK-NOT: stream.resource.alloc
// CHECK: stream.tensor.load
func.func @read_back(%x: !stream.resource<*>, %go: i1) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.while (%more = %go) : (i1) -> i1 {
    scf.condition(%more) %more : i1
  } do {
  ^bb0(%m: i1):
    %flag = stream.resource.alloc : !stream.resource<*>{%c1}
    %tp = stream.cmd.execute with(%x as %in: !stream.resource<*>{%c16}, %flag as %out: !stream.resource<*>{%c1}) {
      stream.cmd.dispatch @ex::@step(ro %in[%c0 for %c16] : !stream.resource<*>{%c16}, wo %out[%c0 for %c1] : !stream.resource<*>{%c1})
    } => !stream.timepoint
    %ready = stream.timepoint.await %tp with(%flag) : (!stream.resource<*>{%c1})
    %next = stream.tensor.load %ready[] : tensor<i1> in !stream.resource<*>{%c1} -> i1
    scf.yield %next : i1
  }
  return %r : i1
}
