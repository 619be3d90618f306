// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// Round trip of the comparisons (including the gt/gte pseudo-ops, which only
// canonicalization removes) and the selects.

// CHECK-LABEL: vm.func @cmp_i32
vm.module @cmp_i32_module {
  vm.func @cmp_i32(%a: i32, %b: i32) -> i32 {
    // CHECK: = vm.cmp.eq.i32 %arg0, %arg1 : i32
    %0 = vm.cmp.eq.i32 %a, %b : i32
    // CHECK: = vm.cmp.ne.i32 %arg0, %arg1 : i32
    %1 = vm.cmp.ne.i32 %a, %b : i32
    // CHECK: = vm.cmp.lt.i32.s %arg0, %arg1 : i32
    %2 = vm.cmp.lt.i32.s %a, %b : i32
    // CHECK: = vm.cmp.lt.i32.u %arg0, %arg1 : i32
    %3 = vm.cmp.lt.i32.u %a, %b : i32
    // CHECK: = vm.cmp.lte.i32.s %arg0, %arg1 : i32
    %4 = vm.cmp.lte.i32.s %a, %b : i32
    // CHECK: = vm.cmp.lte.i32.u %arg0, %arg1 : i32
    %5 = vm.cmp.lte.i32.u %a, %b : i32
    // CHECK: = vm.cmp.gt.i32.s %arg0, %arg1 : i32
    %6 = vm.cmp.gt.i32.s %a, %b : i32
    // CHECK: = vm.cmp.gt.i32.u %arg0, %arg1 : i32
    %7 = vm.cmp.gt.i32.u %a, %b : i32
    // CHECK: = vm.cmp.gte.i32.s %arg0, %arg1 : i32
    %8 = vm.cmp.gte.i32.s %a, %b : i32
    // CHECK: = vm.cmp.gte.i32.u %arg0, %arg1 : i32
    %9 = vm.cmp.gte.i32.u %a, %b : i32
    // CHECK: = vm.cmp.nz.i32 %arg0 : i32
    %10 = vm.cmp.nz.i32 %a : i32
    vm.return %10 : i32
  }
}

// -----

// CHECK-LABEL: vm.func @cmp_i64
vm.module @cmp_i64_module {
  vm.func @cmp_i64(%a: i64, %b: i64) -> i32 {
    // CHECK: = vm.cmp.eq.i64 %arg0, %arg1 : i64
    %0 = vm.cmp.eq.i64 %a, %b : i64
    // CHECK: = vm.cmp.ne.i64 %arg0, %arg1 : i64
    %1 = vm.cmp.ne.i64 %a, %b : i64
    // CHECK: = vm.cmp.lt.i64.s %arg0, %arg1 : i64
    %2 = vm.cmp.lt.i64.s %a, %b : i64
    // CHECK: = vm.cmp.lt.i64.u %arg0, %arg1 : i64
    %3 = vm.cmp.lt.i64.u %a, %b : i64
    // CHECK: = vm.cmp.lte.i64.s %arg0, %arg1 : i64
    %4 = vm.cmp.lte.i64.s %a, %b : i64
    // CHECK: = vm.cmp.lte.i64.u %arg0, %arg1 : i64
    %5 = vm.cmp.lte.i64.u %a, %b : i64
    // CHECK: = vm.cmp.gt.i64.s %arg0, %arg1 : i64
    %6 = vm.cmp.gt.i64.s %a, %b : i64
    // CHECK: = vm.cmp.gt.i64.u %arg0, %arg1 : i64
    %7 = vm.cmp.gt.i64.u %a, %b : i64
    // CHECK: = vm.cmp.gte.i64.s %arg0, %arg1 : i64
    %8 = vm.cmp.gte.i64.s %a, %b : i64
    // CHECK: = vm.cmp.gte.i64.u %arg0, %arg1 : i64
    %9 = vm.cmp.gte.i64.u %a, %b : i64
    // CHECK: = vm.cmp.nz.i64 %arg0 : i64
    %10 = vm.cmp.nz.i64 %a : i64
    vm.return %10 : i32
  }
}

// -----

// CHECK-LABEL: vm.func @cmp_f32
vm.module @cmp_f32_module {
  vm.func @cmp_f32(%a: f32, %b: f32) -> i32 {
    // CHECK: = vm.cmp.eq.f32.o %arg0, %arg1 : f32
    %0 = vm.cmp.eq.f32.o %a, %b : f32
    // CHECK: = vm.cmp.eq.f32.u %arg0, %arg1 : f32
    %1 = vm.cmp.eq.f32.u %a, %b : f32
    // CHECK: = vm.cmp.ne.f32.o %arg0, %arg1 : f32
    %2 = vm.cmp.ne.f32.o %a, %b : f32
    // CHECK: = vm.cmp.ne.f32.u %arg0, %arg1 : f32
    %3 = vm.cmp.ne.f32.u %a, %b : f32
    // CHECK: = vm.cmp.lt.f32.o %arg0, %arg1 : f32
    %4 = vm.cmp.lt.f32.o %a, %b : f32
    // CHECK: = vm.cmp.lt.f32.u %arg0, %arg1 : f32
    %5 = vm.cmp.lt.f32.u %a, %b : f32
    // CHECK: = vm.cmp.lte.f32.o %arg0, %arg1 : f32
    %6 = vm.cmp.lte.f32.o %a, %b : f32
    // CHECK: = vm.cmp.lte.f32.u %arg0, %arg1 : f32
    %7 = vm.cmp.lte.f32.u %a, %b : f32
    // CHECK: = vm.cmp.gt.f32.o %arg0, %arg1 : f32
    %8 = vm.cmp.gt.f32.o %a, %b : f32
    // CHECK: = vm.cmp.gt.f32.u %arg0, %arg1 : f32
    %9 = vm.cmp.gt.f32.u %a, %b : f32
    // CHECK: = vm.cmp.gte.f32.o %arg0, %arg1 : f32
    %10 = vm.cmp.gte.f32.o %a, %b : f32
    // CHECK: = vm.cmp.gte.f32.u %arg0, %arg1 : f32
    %11 = vm.cmp.gte.f32.u %a, %b : f32
    // CHECK: = vm.cmp.nan.f32 %arg0 : f32
    %12 = vm.cmp.nan.f32 %a : f32
    vm.return %12 : i32
  }
}

// -----

// CHECK-LABEL: vm.func @cmp_f64
vm.module @cmp_f64_module {
  vm.func @cmp_f64(%a: f64, %b: f64) -> i32 {
    // CHECK: = vm.cmp.eq.f64.o %arg0, %arg1 : f64
    %0 = vm.cmp.eq.f64.o %a, %b : f64
    // CHECK: = vm.cmp.eq.f64.u %arg0, %arg1 : f64
    %1 = vm.cmp.eq.f64.u %a, %b : f64
    // CHECK: = vm.cmp.ne.f64.o %arg0, %arg1 : f64
    %2 = vm.cmp.ne.f64.o %a, %b : f64
    // CHECK: = vm.cmp.ne.f64.u %arg0, %arg1 : f64
    %3 = vm.cmp.ne.f64.u %a, %b : f64
    // CHECK: = vm.cmp.lt.f64.o %arg0, %arg1 : f64
    %4 = vm.cmp.lt.f64.o %a, %b : f64
    // CHECK: = vm.cmp.lt.f64.u %arg0, %arg1 : f64
    %5 = vm.cmp.lt.f64.u %a, %b : f64
    // CHECK: = vm.cmp.lte.f64.o %arg0, %arg1 : f64
    %6 = vm.cmp.lte.f64.o %a, %b : f64
    // CHECK: = vm.cmp.lte.f64.u %arg0, %arg1 : f64
    %7 = vm.cmp.lte.f64.u %a, %b : f64
    // CHECK: = vm.cmp.gt.f64.o %arg0, %arg1 : f64
    %8 = vm.cmp.gt.f64.o %a, %b : f64
    // CHECK: = vm.cmp.gt.f64.u %arg0, %arg1 : f64
    %9 = vm.cmp.gt.f64.u %a, %b : f64
    // CHECK: = vm.cmp.gte.f64.o %arg0, %arg1 : f64
    %10 = vm.cmp.gte.f64.o %a, %b : f64
    // CHECK: = vm.cmp.gte.f64.u %arg0, %arg1 : f64
    %11 = vm.cmp.gte.f64.u %a, %b : f64
    // CHECK: = vm.cmp.nan.f64 %arg0 : f64
    %12 = vm.cmp.nan.f64 %a : f64
    vm.return %12 : i32
  }
}

// -----

// CHECK-LABEL: vm.func @cmp_ref
vm.module @cmp_ref_module {
  vm.func @cmp_ref(%a: !vm.buffer, %b: !vm.buffer) -> i32 {
    // CHECK: = vm.cmp.eq.ref %arg0, %arg1 : !vm.buffer
    %0 = vm.cmp.eq.ref %a, %b : !vm.buffer
    // CHECK: = vm.cmp.ne.ref %arg0, %arg1 : !vm.buffer
    %1 = vm.cmp.ne.ref %a, %b : !vm.buffer
    // CHECK: = vm.cmp.nz.ref %arg0 : !vm.buffer
    %2 = vm.cmp.nz.ref %a : !vm.buffer
    vm.return %2 : i32
  }
}

// -----

// CHECK-LABEL: vm.func @select
vm.module @select_module {
  vm.func @select(%c: i32, %i: i32, %l: i64, %f: f32, %d: f64, %r: !vm.list<i32>) -> !vm.list<i32> {
    // CHECK: = vm.select.i32 %arg0, %arg1, %arg1 : i32
    %0 = vm.select.i32 %c, %i, %i : i32
    // CHECK: = vm.select.i64 %arg0, %arg2, %arg2 : i64
    %1 = vm.select.i64 %c, %l, %l : i64
    // CHECK: = vm.select.f32 %arg0, %arg3, %arg3 : f32
    %2 = vm.select.f32 %c, %f, %f : f32
    // CHECK: = vm.select.f64 %arg0, %arg4, %arg4 : f64
    %3 = vm.select.f64 %c, %d, %d : f64
    // CHECK: = vm.select.ref %arg0, %arg5, %arg5 : !vm.list<i32>
    %4 = vm.select.ref %c, %r, %r : !vm.list<i32>
    vm.return %4 : !vm.list<i32>
  }
}
