// RUN: iree-opt --split-input-file --iree-stream-schedule-deallocation %s | FileCheck %s

// A transient of one region returns to the pool once that region is done;
// a result resource, a transient two regions share and one of a loop body
// are left to their release.
// CHECK-LABEL: func.func @deallocas
func.func @deallocas(%in: !stream.resource<*>, %n: i32) -> (!stream.resource<*>, !stream.timepoint) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %now = stream.timepoint.immediate : !stream.timepoint
  // CHECK: %[[OUT:.+]] = stream.resource.alloc : !stream.resource<*>
  // CHECK: %[[T:.+]] = stream.resource.alloc : !stream.resource<transient>
  %out = stream.resource.alloc : !stream.resource<*>{%c16}
  %t = stream.resource.alloc : !stream.resource<transient>{%c16}
  // CHECK: %[[TP:.+]] = stream.cmd.execute
  %tp = stream.cmd.execute await(%now) with(%in as %a: !stream.resource<*>{%c16}, %t as %b: !stream.resource<transient>{%c16}, %out as %o: !stream.resource<*>{%c16}) {
    stream.cmd.copy %a[%c0], %b[%c0], %c16 : !stream.resource<*>{%c16} -> !stream.resource<transient>{%c16}
    stream.cmd.copy %b[%c0], %o[%c0], %c16 : !stream.resource<transient>{%c16} -> !stream.resource<*>{%c16}
  } => !stream.timepoint
  // CHECK: } => !stream.timepoint
  // CHECK-NEXT: stream.resource.dealloca %[[T]] await(%[[TP]]) : !stream.resource<transient>
  // CHECK-NOT: stream.resource.dealloca
  %shared = stream.resource.alloc : !stream.resource<transient>{%c16}
  %tp1 = stream.cmd.execute await(%tp) with(%shared as %s: !stream.resource<transient>{%c16}) {
    stream.cmd.copy %s[%c0], %s[%c0], %c16 : !stream.resource<transient>{%c16} -> !stream.resource<transient>{%c16}
  } => !stream.timepoint
  %tp2 = stream.cmd.execute await(%tp1) with(%shared as %s: !stream.resource<transient>{%c16}) {
    stream.cmd.copy %s[%c0], %s[%c0], %c16 : !stream.resource<transient>{%c16} -> !stream.resource<transient>{%c16}
  } => !stream.timepoint
  %r:2 = scf.while (%i = %c0_i32, %carried = %tp2) : (i32, !stream.timepoint) -> (i32, !stream.timepoint) {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i, %carried : i32, !stream.timepoint
  } do {
  ^bb0(%i: i32, %carried: !stream.timepoint):
    %body = stream.resource.alloc : !stream.resource<transient>{%c16}
    %done = stream.cmd.execute await(%carried) with(%body as %x: !stream.resource<transient>{%c16}) {
      stream.cmd.copy %x[%c0], %x[%c0], %c16 : !stream.resource<transient>{%c16} -> !stream.resource<transient>{%c16}
    } => !stream.timepoint
    %next = arith.addi %i, %c1_i32 : i32
    scf.yield %next, %done : i32, !stream.timepoint
  }
  // CHECK: return
  return %out, %r#1 : !stream.resource<*>, !stream.timepoint
}
