// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s

vm.module @m {
  // The ISA has no greater-than: gt/gte become lt/lte with swapped operands.
  // CHECK-LABEL: vm.func @swap_gt
  // CHECK-SAME: (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[L:[^:]+]]: i64, %[[M:[^:]+]]: i64, %[[F:[^:]+]]: f32, %[[G:[^:]+]]: f32, %[[D:[^:]+]]: f64, %[[E:[^:]+]]: f64)
  vm.func @swap_gt(%a: i32, %b: i32, %l: i64, %m: i64, %f: f32, %g: f32,
                   %d: f64, %e: f64) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
    // CHECK-DAG: vm.cmp.lt.i32.s %[[B]], %[[A]] : i32
    %0 = vm.cmp.gt.i32.s %a, %b : i32
    // CHECK-DAG: vm.cmp.lte.i32.u %[[B]], %[[A]] : i32
    %1 = vm.cmp.gte.i32.u %a, %b : i32
    // CHECK-DAG: vm.cmp.lt.i64.u %[[M]], %[[L]] : i64
    %2 = vm.cmp.gt.i64.u %l, %m : i64
    // CHECK-DAG: vm.cmp.lte.i64.s %[[M]], %[[L]] : i64
    %3 = vm.cmp.gte.i64.s %l, %m : i64
    // CHECK-DAG: vm.cmp.lt.f32.o %[[G]], %[[F]] : f32
    %4 = vm.cmp.gt.f32.o %f, %g : f32
    // CHECK-DAG: vm.cmp.lte.f32.u %[[G]], %[[F]] : f32
    %5 = vm.cmp.gte.f32.u %f, %g : f32
    // CHECK-DAG: vm.cmp.lt.f64.u %[[E]], %[[D]] : f64
    %6 = vm.cmp.gt.f64.u %d, %e : f64
    // CHECK-DAG: vm.cmp.lte.f64.o %[[E]], %[[D]] : f64
    %7 = vm.cmp.gte.f64.o %d, %e : f64
    // CHECK-NOT: vm.cmp.gt
    vm.return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
  }

  // CHECK-LABEL: vm.func @int_constants
  vm.func @int_constants() -> (i32, i32, i32, i32, i32, i32) {
    %m1 = vm.const.i32 -1
    %c1 = vm.const.i32 1
    %big = vm.const.i64 4294967296
    // CHECK-DAG: %[[ONE:.+]] = vm.const.i32 1
    // CHECK-DAG: %[[ZERO:.+]] = vm.const.i32.zero
    // -1 < 1 signed, but not unsigned.
    %0 = vm.cmp.lt.i32.s %m1, %c1 : i32
    %1 = vm.cmp.lt.i32.u %m1, %c1 : i32
    // gt folds after it becomes lt.
    %2 = vm.cmp.gt.i32.s %c1, %m1 : i32
    %3 = vm.cmp.nz.i64 %big : i64
    %4 = vm.cmp.eq.i32 %m1, %c1 : i32
    %5 = vm.cmp.ne.i32 %m1, %c1 : i32
    // CHECK: vm.return %[[ONE]], %[[ZERO]], %[[ONE]], %[[ONE]], %[[ZERO]], %[[ONE]]
    vm.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
  }

  // CHECK-LABEL: vm.func @same_operands
  vm.func @same_operands(%x: i32) -> (i32, i32, i32) {
    // CHECK-DAG: %[[ONE:.+]] = vm.const.i32 1
    // CHECK-DAG: %[[ZERO:.+]] = vm.const.i32.zero
    %0 = vm.cmp.eq.i32 %x, %x : i32
    %1 = vm.cmp.lt.i32.s %x, %x : i32
    %2 = vm.cmp.lte.i32.u %x, %x : i32
    // CHECK: vm.return %[[ONE]], %[[ZERO]], %[[ONE]]
    vm.return %0, %1, %2 : i32, i32, i32
  }

  // CHECK-LABEL: vm.func @float_constants
  vm.func @float_constants() -> (i32, i32, i32, i32, i32) {
    %nan = vm.const.f32 0x7FC00000
    %one = vm.const.f32 1.0
    // CHECK-DAG: %[[ONE:.+]] = vm.const.i32 1
    // CHECK-DAG: %[[ZERO:.+]] = vm.const.i32.zero
    // Ordered comparisons are false on NaN, unordered ones true.
    %0 = vm.cmp.lt.f32.o %nan, %one : f32
    %1 = vm.cmp.lt.f32.u %nan, %one : f32
    %2 = vm.cmp.ne.f32.o %nan, %one : f32
    %3 = vm.cmp.nan.f32 %nan : f32
    %4 = vm.cmp.lte.f32.o %one, %one : f32
    // CHECK: vm.return %[[ZERO]], %[[ONE]], %[[ZERO]], %[[ONE]], %[[ONE]]
    vm.return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
  }

  // CHECK-LABEL: vm.func @null_ref
  vm.func @null_ref() -> i32 {
    // CHECK: %[[ZERO:.+]] = vm.const.i32.zero
    // CHECK-NEXT: vm.return %[[ZERO]]
    %null = vm.const.ref.zero : !vm.buffer
    %0 = vm.cmp.nz.ref %null : !vm.buffer
    vm.return %0 : i32
  }

  // CHECK-LABEL: vm.func @selects
  // CHECK-SAME: (%[[C:[^:]+]]: i32, %[[A:[^:]+]]: !vm.buffer, %[[B:[^:]+]]: !vm.buffer, %[[X:[^:]+]]: f64)
  vm.func @selects(%c: i32, %a: !vm.buffer, %b: !vm.buffer, %x: f64) -> (!vm.buffer, !vm.buffer, f64) {
    %t = vm.const.i32 7
    %f = vm.const.i32.zero
    %0 = vm.select.ref %t, %a, %b : !vm.buffer
    %1 = vm.select.ref %f, %a, %b : !vm.buffer
    %2 = vm.select.f64 %c, %x, %x : f64
    // CHECK: vm.return %[[A]], %[[B]], %[[X]]
    vm.return %0, %1, %2 : !vm.buffer, !vm.buffer, f64
  }
}
