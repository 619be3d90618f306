// RUN: iree-opt --split-input-file --iree-stream-schedule-concurrency %s | FileCheck %s

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @a1 ordinal(0) bindings(2) workgroups([1, 1, 1])
    hal.executable.export @a2 ordinal(1) bindings(2) workgroups([1, 1, 1])
    hal.executable.export @b1 ordinal(2) bindings(2) workgroups([1, 1, 1])
    hal.executable.export @b2 ordinal(3) bindings(2) workgroups([1, 1, 1])
  }
}

// Two independent chains written one after the other (A1 A2 B1 B2) run in
// two waves of two: A1 and B1 side by side, then A2 and B2. Each wave
// captures what it reads and yields what later ops use.
// CHECK-LABEL: func.func @two_chains
func.func @two_chains(%a: !stream.resource<*>, %b: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  // CHECK: stream.async.execute with(%{{.+}} as %[[A:.+]]: !stream.resource<*>{%[[C16:.+]]}, %{{.+}} as %[[B:.+]]: !stream.resource<*>{%[[C16]]})
  // CHECK:   %[[W1:.+]]:2 = stream.async.concurrent with(%[[A]] as %[[A_IN:.+]]: !stream.resource<*>{%[[C16]]}, %[[B]] as %[[B_IN:.+]]: !stream.resource<*>{%[[C16]]}) -> (!stream.resource<*>{%[[C16]]}, !stream.resource<*>{%[[C16]]}) {
  // CHECK:     %[[A1:.+]] = stream.async.dispatch @ex::@a1(%[[A_IN]])
  // CHECK:     %[[B1:.+]] = stream.async.dispatch @ex::@b1(%[[B_IN]])
  // CHECK:     stream.yield %[[A1]], %[[B1]]
  // CHECK: {{^ *}}}
  // CHECK:   %[[W2:.+]]:2 = stream.async.concurrent with(%[[W1]]#0 as %[[A1_IN:.+]]: !stream.resource<*>{%[[C16]]}, %[[W1]]#1 as %[[B1_IN:.+]]: !stream.resource<*>{%[[C16]]})
  // CHECK:     %[[A2:.+]] = stream.async.dispatch @ex::@a2(%[[A1_IN]])
  // CHECK:     %[[B2:.+]] = stream.async.dispatch @ex::@b2(%[[B1_IN]])
  // CHECK:     stream.yield %[[A2]], %[[B2]]
  // CHECK: {{^ *}}}
  // CHECK:   stream.yield %[[W2]]#0, %[[W2]]#1
  %r:2, %tp = stream.async.execute with(%a as %x: !stream.resource<*>{%c16}, %b as %y: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) {
    %a1 = stream.async.dispatch @ex::@a1(%x) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %a2 = stream.async.dispatch @ex::@a2(%a1) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %b1 = stream.async.dispatch @ex::@b1(%y) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %b2 = stream.async.dispatch @ex::@b2(%b1) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    stream.yield %a2, %b2 : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16})
  } => !stream.timepoint
  %ready:2 = stream.timepoint.await %tp with(%r#0, %r#1) : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16})
  return %ready#0, %ready#1 : !stream.resource<*>, !stream.resource<*>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @left ordinal(0) bindings(2) workgroups([1, 1, 1])
    hal.executable.export @right ordinal(1) bindings(2) workgroups([1, 1, 1])
    hal.executable.export @join ordinal(2) bindings(3) workgroups([1, 1, 1])
    hal.executable.export @tail ordinal(3) bindings(2) workgroups([1, 1, 1])
  }
}

// A chain has nothing to run side by side: it stays as it is. A join of two
// values waits for both, in a wave after the later one; a value used inside
// its wave only is not yielded by it.
// CHECK-LABEL: func.func @chain_and_join
func.func @chain_and_join(%a: !stream.resource<*>) -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  // CHECK: stream.async.execute
  // CHECK-NEXT: %[[W:.+]]:2 = stream.async.concurrent
  // CHECK-NEXT:   stream.async.dispatch @ex::@left
  // CHECK-NEXT:   stream.async.dispatch @ex::@right
  // CHECK-NEXT:   stream.yield
  // CHECK-NEXT: {{^ *}}}
  // CHECK-NEXT: %[[J:.+]] = stream.async.dispatch @ex::@join(%[[W]]#0, %[[W]]#1)
  // CHECK-NEXT: %[[T:.+]] = stream.async.dispatch @ex::@tail(%[[J]])
  // CHECK-NEXT: stream.yield %[[T]]
  %r, %tp = stream.async.execute with(%a as %x: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
    %l = stream.async.dispatch @ex::@left(%x) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %rr = stream.async.dispatch @ex::@right(%x) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %j = stream.async.dispatch @ex::@join(%l, %rr) : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    %t = stream.async.dispatch @ex::@tail(%j) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
    stream.yield %t : (!stream.resource<*>{%c16})
  } => !stream.timepoint
  %ready = stream.timepoint.await %tp with(%r) : (!stream.resource<*>{%c16})
  return %ready : !stream.resource<*>
}
