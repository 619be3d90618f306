// RUN: iree-opt --split-input-file --iree-vm-conversion %s | FileCheck %s

// The vm.module takes the builtin module's name; public functions are
// exported, private ones stay internal.
// CHECK-LABEL: vm.module @jit_mlp2
module @jit_mlp2 {
  // CHECK: vm.func private @helper(%[[X:.+]]: i64) -> i64
  // CHECK-NEXT: vm.return %[[X]] : i64
  func.func private @helper(%x: index) -> index {
    return %x : index
  }
  // CHECK-NOT: vm.export @helper
  // CHECK: vm.func @main(%[[A:.+]]: i64) -> i64
  // CHECK-NEXT: %[[R:.+]] = vm.call @helper(%[[A]]) : (i64) -> i64
  // CHECK-NEXT: vm.return %[[R]] : i64
  func.func @main(%a: index) -> index {
    %0 = func.call @helper(%a) : (index) -> index
    return %0 : index
  }
  // CHECK: }
  // CHECK-NEXT: vm.export @main
}

// -----

// cf branches keep their blocks; block arguments are converted too.
// CHECK-LABEL: vm.func @branches
func.func @branches(%cond: i1, %a: index) -> index {
  // CHECK: vm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2
  cf.cond_br %cond, ^bb1(%a : index), ^bb2
// CHECK: ^bb1(%[[V:.+]]: i64):
^bb1(%v: index):
  // CHECK: vm.return %[[V]] : i64
  return %v : index
^bb2:
  // CHECK: %[[C:.+]] = vm.const.i64 7
  %c7 = arith.constant 7 : index
  // CHECK: vm.br ^bb1(%[[C]] : i64)
  cf.br ^bb1(%c7 : index)
}

// -----

// A switch over cases 0..N-1 is a branch table; an i64 flag outside
// them takes the default rather than the case its low 32 bits name.
// CHECK-LABEL: vm.func @switch
func.func @switch(%flag: i64, %a: i32, %b: i32) -> i32 {
  // CHECK: %[[N:.+]] = vm.const.i64 2
  // CHECK: %[[IN:.+]] = vm.cmp.lt.i64.u %arg0, %[[N]]
  // CHECK: %[[DEFAULT:.+]] = vm.const.i32 2
  // CHECK: %[[LOW:.+]] = vm.trunc.i64.i32 %arg0
  // CHECK: %[[INDEX:.+]] = vm.select.i32 %[[IN]], %[[LOW]], %[[DEFAULT]]
  // CHECK: vm.br_table %[[INDEX]] {
  // CHECK-NEXT: default: ^bb1(%arg1 : i32),
  // CHECK-NEXT: 0: ^bb1(%arg2 : i32),
  // CHECK-NEXT: 1: ^bb2
  cf.switch %flag : i64, [
    default: ^bb1(%a : i32),
    0: ^bb1(%b : i32),
    1: ^bb2
  ]
^bb1(%v: i32):
  return %v : i32
^bb2:
  return %a : i32
}

// -----

// A failed assertion unwinds with FAILED_PRECONDITION (9) and its message.
// CHECK-LABEL: vm.func @assert
func.func @assert(%ok: i1) {
  // CHECK: %[[ONE:.+]] = vm.const.i32 1
  // CHECK: %[[FAILED:.+]] = vm.xor.i32 %arg0, %[[ONE]]
  // CHECK: %[[CODE:.+]] = vm.const.i32 9
  // CHECK: vm.cond_fail %[[FAILED]], %[[CODE]], "no variant"
  cf.assert %ok, "no variant"
  return
}

// -----

// scf goes through upstream scf-to-cf first.
// CHECK-LABEL: vm.func @sum_to
func.func @sum_to(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: vm.br ^bb1(%{{.+}}, %{{.+}} : i64, i64)
  // CHECK: ^bb1(%[[I:.+]]: i64, %[[ACC:.+]]: i64):
  // CHECK: %[[LT:.+]] = vm.cmp.lt.i64.s %[[I]], %arg0 : i64
  // CHECK: vm.cond_br %[[LT]], ^bb2, ^bb3
  // CHECK: vm.add.i64 %[[ACC]], %[[I]] : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  // CHECK: vm.return %[[ACC]] : i64
  return %sum : index
}

// -----

// CHECK-LABEL: vm.module @module
// CHECK-DAG: vm.global.i32 mutable @counter = 5 : i32
util.global private mutable @counter = 5 : i32
// CHECK-DAG: vm.global.i64 @size : i64
util.global private @size : index
// CHECK-DAG: vm.global.f32 @scale = 5.000000e-01 : f32
util.global @scale = 0.5 : f32
// CHECK-DAG: vm.global.i32 @flag = 1 : i32
util.global @flag = true
// CHECK-DAG: vm.global.ref mutable @device : !vm.ref<!hal.device>
util.global private mutable @device : !hal.device

// CHECK: vm.initializer {
// CHECK-NEXT: %[[C:.+]] = vm.const.i64 64
// CHECK-NEXT: vm.global.store.i64 %[[C]], @size : i64
// CHECK-NEXT: vm.return
util.initializer {
  %c64 = arith.constant 64 : index
  util.global.store %c64, @size : index
  util.return
}

// CHECK: vm.func @bump() -> (i32, !vm.ref<!hal.device>)
func.func @bump() -> (i32, !hal.device) {
  // CHECK-NEXT: %[[V:.+]] = vm.global.load.i32 @counter : i32
  %0 = util.global.load @counter : i32
  // CHECK-NEXT: %[[ONE:.+]] = vm.const.i32 1
  %one = util.unfoldable_constant 1 : i32
  // CHECK-NEXT: %[[NEW:.+]] = vm.add.i32 %[[V]], %[[ONE]] : i32
  %1 = arith.addi %0, %one : i32
  // The barrier disappears; its operands flow through.
  %2 = util.optimization_barrier %1 : i32
  // CHECK-NEXT: vm.global.store.i32 %[[NEW]], @counter : i32
  util.global.store %2, @counter : i32
  // CHECK-NEXT: %[[D:.+]] = vm.global.load.ref @device : !vm.ref<!hal.device>
  %d = util.global.load @device : !hal.device
  // CHECK-NEXT: vm.return %[[NEW]], %[[D]] : i32, !vm.ref<!hal.device>
  return %2, %d : i32, !hal.device
}

// -----

// Reflection travels with the function into the module; a null object is a
// null ref.
// CHECK-LABEL: vm.func @async_form
// CHECK-SAME: iree.reflection = {iree.abi.model = "coarse-fences"}
func.func @async_form(%wait: !hal.fence, %signal: !hal.fence) -> !hal.fence attributes {iree.reflection = {iree.abi.model = "coarse-fences"}} {
  // CHECK: %[[NULL:.+]] = vm.const.ref.zero : !vm.ref<!hal.fence>
  // CHECK: vm.return %[[NULL]]
  %none = util.null : !hal.fence
  return %none : !hal.fence
}
