// RUN: iree-opt %s | iree-opt | FileCheck %s

// Offsets and lengths are i64; fill/load/store offsets count elements.

// CHECK-LABEL: vm.func @buffers
vm.module @buffers_module {
  vm.func @buffers(%len: i64, %off: i64, %i: i32, %l: i64, %f: f32, %d: f64) {
    // CHECK: %[[A:.+]] = vm.buffer.alloc %arg0 : !vm.buffer
    %a = vm.buffer.alloc %len : !vm.buffer
    // CHECK: %[[B:.+]] = vm.buffer.clone %[[A]], %arg1, %arg0 : !vm.buffer -> !vm.buffer
    %b = vm.buffer.clone %a, %off, %len : !vm.buffer -> !vm.buffer
    // CHECK: vm.buffer.length %[[A]] : !vm.buffer -> i64
    %n = vm.buffer.length %a : !vm.buffer -> i64
    // CHECK: vm.buffer.copy %[[A]], %arg1, %[[B]], %arg1, %arg0 : !vm.buffer -> !vm.buffer
    vm.buffer.copy %a, %off, %b, %off, %len : !vm.buffer -> !vm.buffer
    // CHECK: vm.buffer.compare %[[A]], %arg1, %[[B]], %arg1, %arg0 : !vm.buffer, !vm.buffer
    %eq = vm.buffer.compare %a, %off, %b, %off, %len : !vm.buffer, !vm.buffer

    // CHECK: vm.buffer.fill.i8 %[[A]], %arg1, %arg0, %arg2 : i32 -> !vm.buffer
    vm.buffer.fill.i8 %a, %off, %len, %i : i32 -> !vm.buffer
    // CHECK: vm.buffer.fill.i16 %[[A]], %arg1, %arg0, %arg2 : i32 -> !vm.buffer
    vm.buffer.fill.i16 %a, %off, %len, %i : i32 -> !vm.buffer
    // CHECK: vm.buffer.fill.i32 %[[A]], %arg1, %arg0, %arg2 : i32 -> !vm.buffer
    vm.buffer.fill.i32 %a, %off, %len, %i : i32 -> !vm.buffer
    // CHECK: vm.buffer.fill.i64 %[[A]], %arg1, %arg0, %arg3 : i64 -> !vm.buffer
    vm.buffer.fill.i64 %a, %off, %len, %l : i64 -> !vm.buffer
    // CHECK: vm.buffer.fill.f32 %[[A]], %arg1, %arg0, %arg4 : f32 -> !vm.buffer
    vm.buffer.fill.f32 %a, %off, %len, %f : f32 -> !vm.buffer
    // CHECK: vm.buffer.fill.f64 %[[A]], %arg1, %arg0, %arg5 : f64 -> !vm.buffer
    vm.buffer.fill.f64 %a, %off, %len, %d : f64 -> !vm.buffer

    // CHECK: vm.buffer.load.i8.s %[[A]][%arg1] : !vm.buffer -> i32
    %0 = vm.buffer.load.i8.s %a[%off] : !vm.buffer -> i32
    // CHECK: vm.buffer.load.i8.u %[[A]][%arg1] : !vm.buffer -> i32
    %1 = vm.buffer.load.i8.u %a[%off] : !vm.buffer -> i32
    // CHECK: vm.buffer.load.i16.s %[[A]][%arg1] : !vm.buffer -> i32
    %2 = vm.buffer.load.i16.s %a[%off] : !vm.buffer -> i32
    // CHECK: vm.buffer.load.i16.u %[[A]][%arg1] : !vm.buffer -> i32
    %3 = vm.buffer.load.i16.u %a[%off] : !vm.buffer -> i32
    // CHECK: vm.buffer.load.i32 %[[A]][%arg1] : !vm.buffer -> i32
    %4 = vm.buffer.load.i32 %a[%off] : !vm.buffer -> i32
    // CHECK: vm.buffer.load.i64 %[[A]][%arg1] : !vm.buffer -> i64
    %5 = vm.buffer.load.i64 %a[%off] : !vm.buffer -> i64
    // CHECK: vm.buffer.load.f32 %[[A]][%arg1] : !vm.buffer -> f32
    %6 = vm.buffer.load.f32 %a[%off] : !vm.buffer -> f32
    // CHECK: vm.buffer.load.f64 %[[A]][%arg1] : !vm.buffer -> f64
    %7 = vm.buffer.load.f64 %a[%off] : !vm.buffer -> f64

    // CHECK: vm.buffer.store.i8 %arg2, %[[A]][%arg1] : i32 -> !vm.buffer
    vm.buffer.store.i8 %i, %a[%off] : i32 -> !vm.buffer
    // CHECK: vm.buffer.store.i16 %arg2, %[[A]][%arg1] : i32 -> !vm.buffer
    vm.buffer.store.i16 %i, %a[%off] : i32 -> !vm.buffer
    // CHECK: vm.buffer.store.i32 %arg2, %[[A]][%arg1] : i32 -> !vm.buffer
    vm.buffer.store.i32 %i, %a[%off] : i32 -> !vm.buffer
    // CHECK: vm.buffer.store.i64 %arg3, %[[A]][%arg1] : i64 -> !vm.buffer
    vm.buffer.store.i64 %l, %a[%off] : i64 -> !vm.buffer
    // CHECK: vm.buffer.store.f32 %arg4, %[[A]][%arg1] : f32 -> !vm.buffer
    vm.buffer.store.f32 %f, %a[%off] : f32 -> !vm.buffer
    // CHECK: vm.buffer.store.f64 %arg5, %[[A]][%arg1] : f64 -> !vm.buffer
    vm.buffer.store.f64 %d, %a[%off] : f64 -> !vm.buffer
    vm.return
  }
}
