// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s

vm.module @m {
  // CHECK-LABEL: vm.func @add_constants
  vm.func @add_constants() -> (i32, i64) {
    // CHECK-DAG: %[[A:.+]] = vm.const.i32 5
    // CHECK-DAG: %[[B:.+]] = vm.const.i64 -1
    // CHECK: vm.return %[[A]], %[[B]] : i32, i64
    %c2 = vm.const.i32 2
    %c3 = vm.const.i32 3
    %0 = vm.add.i32 %c2, %c3 : i32
    %max = vm.const.i64 9223372036854775807
    %min = vm.const.i64 -9223372036854775808
    %1 = vm.add.i64 %max, %min : i64
    vm.return %0, %1 : i32, i64
  }

  // CHECK-LABEL: vm.func @identities
  // CHECK-SAME: (%[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i64)
  vm.func @identities(%x: i32, %y: i64) -> (i32, i32, i32, i64, i64, i32) {
    %zero = vm.const.i32.zero
    %one = vm.const.i32 1
    %zero64 = vm.const.i64.zero
    // x + 0 and 0 + x (constants move to the right of commutative ops).
    %0 = vm.add.i32 %x, %zero : i32
    %1 = vm.add.i32 %zero, %0 : i32
    // x * 1
    %2 = vm.mul.i32 %1, %one : i32
    // x * 0
    %3 = vm.mul.i32 %x, %zero : i32
    // y - 0, y | 0
    %4 = vm.sub.i64 %y, %zero64 : i64
    %5 = vm.or.i64 %4, %zero64 : i64
    // x - x, x ^ x
    %6 = vm.sub.i64 %y, %y : i64
    %7 = vm.xor.i32 %x, %x : i32
    // CHECK-DAG: %[[Z32:.+]] = vm.const.i32.zero
    // CHECK-DAG: %[[Z64:.+]] = vm.const.i64.zero
    // CHECK: vm.return %[[X]], %[[Z32]], %[[X]], %[[Y]], %[[Z64]], %[[Z32]]
    vm.return %2, %3, %x, %5, %6, %7 : i32, i32, i32, i64, i64, i32
  }

  // CHECK-LABEL: vm.func @division
  vm.func @division(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
    %c7 = vm.const.i32 7
    %cm2 = vm.const.i32 -2
    %c0 = vm.const.i32.zero
    %c1 = vm.const.i32 1
    %min = vm.const.i32 -2147483648
    %cm1 = vm.const.i32 -1
    // CHECK-DAG: %[[M3:.+]] = vm.const.i32 -3
    %0 = vm.div.i32.s %c7, %cm2 : i32
    // CHECK-DAG: %[[R1:.+]] = vm.const.i32 1
    %1 = vm.rem.i32.s %c7, %cm2 : i32
    // Division by zero and INT_MIN / -1 fail at run time: not folded.
    // CHECK-DAG: %[[DZ:.+]] = vm.div.i32.u %{{.+}}, %{{.+}} : i32
    %2 = vm.div.i32.u %c7, %c0 : i32
    // CHECK-DAG: %[[OV:.+]] = vm.div.i32.s %{{.+}}, %{{.+}} : i32
    %3 = vm.div.i32.s %min, %cm1 : i32
    // x / 1
    %4 = vm.div.i32.s %x, %c1 : i32
    // CHECK-DAG: %[[U:.+]] = vm.const.i32 613566756
    %5 = vm.div.i32.u %cm2, %c7 : i32
    // CHECK: vm.return %[[M3]], %[[R1]], %[[DZ]], %[[OV]], %arg0, %[[U]]
    vm.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
  }

  // CHECK-LABEL: vm.func @bits
  vm.func @bits() -> (i32, i32, i64, i32, i32, i32, i64) {
    %a = vm.const.i32 12
    %b = vm.const.i32 10
    %l = vm.const.i64 -16
    %s = vm.const.i32 33
    %s64 = vm.const.i32 65
    // CHECK-DAG: %[[AND:.+]] = vm.const.i32 8
    %0 = vm.and.i32 %a, %b : i32
    // CHECK-DAG: %[[NOT:.+]] = vm.const.i32 -13
    %1 = vm.not.i32 %a : i32
    // Shift amounts are taken modulo the width: 65 is 1 for i64, 33 for i32.
    // CHECK-DAG: %[[SHL:.+]] = vm.const.i64 -32
    %2 = vm.shl.i64 %l, %s64 : i64
    // CHECK-DAG: %[[SHR:.+]] = vm.const.i32 6
    %3 = vm.shr.i32.u %a, %s : i32
    // CHECK-DAG: %[[MAX:.+]] = vm.const.i32 12
    %4 = vm.max.i32.s %a, %b : i32
    // CHECK-DAG: %[[FMA:.+]] = vm.const.i32 130
    %5 = vm.fma.i32 %a, %b, %b : i32
    // CHECK-DAG: %[[ABS:.+]] = vm.const.i64 16
    %6 = vm.abs.i64 %l : i64
    // CHECK: vm.return %[[AND]], %[[NOT]], %[[SHL]], %[[SHR]], %[[MAX]], %[[FMA]], %[[ABS]]
    vm.return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i64, i32, i32, i32, i64
  }

  // CHECK-LABEL: vm.func @floats
  vm.func @floats() -> (f32, f64, f32, f32, f32, f32, f32, f32) {
    %a = vm.const.f32 1.5
    %b = vm.const.f32 2.25
    %c = vm.const.f64 1.0
    %z = vm.const.f64.zero
    %h = vm.const.f32 -2.5
    // CHECK-DAG: %[[ADD:.+]] = vm.const.f32 3.750000e+00
    %0 = vm.add.f32 %a, %b : f32
    // CHECK-DAG: %[[INF:.+]] = vm.const.f64 0x7FF0000000000000
    %1 = vm.div.f64 %c, %z : f64
    // CHECK-DAG: %[[FMA:.+]] = vm.const.f32 5.625000e+00
    %2 = vm.fma.f32 %a, %b, %b : f32
    // CHECK-DAG: %[[NEG:.+]] = vm.const.f32 -1.500000e+00
    %3 = vm.neg.f32 %a : f32
    // CHECK-DAG: %[[FLOOR:.+]] = vm.const.f32 -3.000000e+00
    %4 = vm.floor.f32 %h : f32
    // CHECK-DAG: %[[ROUND:.+]] = vm.const.f32 -2.000000e+00
    %5 = vm.round.f32.even %h : f32
    %6 = vm.round.f32 %h : f32
    // CHECK-DAG: %[[REM:.+]] = vm.const.f32 7.500000e-01
    %7 = vm.rem.f32 %b, %a : f32
    // CHECK: vm.return %[[ADD]], %[[INF]], %[[FMA]], %[[NEG]], %[[FLOOR]], %[[ROUND]], %[[FLOOR]], %[[REM]]
    vm.return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, f32, f32, f32, f32, f32, f32
  }

  // Folds producing zero use the immediate-free form; vm.const 0 is
  // canonicalized to it too, but -0.0 has a bit set and keeps its immediate.
  // CHECK-LABEL: vm.func @zeros
  vm.func @zeros() -> (i32, i64, f32, f64) {
    %c = vm.const.i32 7
    %0 = vm.sub.i32 %c, %c : i32
    %1 = vm.const.i64 0
    %2 = vm.const.f32 0.0
    %3 = vm.const.f64 -0.0
    // CHECK-DAG: %[[I32:.+]] = vm.const.i32.zero
    // CHECK-DAG: %[[I64:.+]] = vm.const.i64.zero
    // CHECK-DAG: %[[F32:.+]] = vm.const.f32.zero
    // CHECK-DAG: %[[F64:.+]] = vm.const.f64 -0.000000e+00
    // CHECK: vm.return %[[I32]], %[[I64]], %[[F32]], %[[F64]]
    vm.return %0, %1, %2, %3 : i32, i64, f32, f64
  }
}
