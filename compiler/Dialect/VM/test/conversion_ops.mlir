// RUN: iree-opt %s | iree-opt | FileCheck %s

// Round trip of the casts: `vm.<cast> %x : from -> to`.

// CHECK-LABEL: vm.func @casts
vm.module @casts_module {
  vm.func @casts(%i: i32, %l: i64, %f: f32, %d: f64) {
    // CHECK: = vm.trunc.i32.i8 %arg0 : i32 -> i32
    %0 = vm.trunc.i32.i8 %i : i32 -> i32
    // CHECK: = vm.trunc.i32.i16 %arg0 : i32 -> i32
    %1 = vm.trunc.i32.i16 %i : i32 -> i32
    // CHECK: = vm.trunc.i64.i32 %arg1 : i64 -> i32
    %2 = vm.trunc.i64.i32 %l : i64 -> i32
    // CHECK: = vm.ext.i8.i32.s %arg0 : i32 -> i32
    %3 = vm.ext.i8.i32.s %i : i32 -> i32
    // CHECK: = vm.ext.i8.i32.u %arg0 : i32 -> i32
    %4 = vm.ext.i8.i32.u %i : i32 -> i32
    // CHECK: = vm.ext.i16.i32.s %arg0 : i32 -> i32
    %5 = vm.ext.i16.i32.s %i : i32 -> i32
    // CHECK: = vm.ext.i16.i32.u %arg0 : i32 -> i32
    %6 = vm.ext.i16.i32.u %i : i32 -> i32
    // CHECK: = vm.ext.i32.i64.s %arg0 : i32 -> i64
    %7 = vm.ext.i32.i64.s %i : i32 -> i64
    // CHECK: = vm.ext.i32.i64.u %arg0 : i32 -> i64
    %8 = vm.ext.i32.i64.u %i : i32 -> i64
    // CHECK: = vm.cast.si32.f32 %arg0 : i32 -> f32
    %9 = vm.cast.si32.f32 %i : i32 -> f32
    // CHECK: = vm.cast.ui32.f32 %arg0 : i32 -> f32
    %10 = vm.cast.ui32.f32 %i : i32 -> f32
    // CHECK: = vm.cast.f32.si32 %arg2 : f32 -> i32
    %11 = vm.cast.f32.si32 %f : f32 -> i32
    // CHECK: = vm.cast.f32.ui32 %arg2 : f32 -> i32
    %12 = vm.cast.f32.ui32 %f : f32 -> i32
    // CHECK: = vm.cast.si64.f64 %arg1 : i64 -> f64
    %13 = vm.cast.si64.f64 %l : i64 -> f64
    // CHECK: = vm.cast.ui64.f64 %arg1 : i64 -> f64
    %14 = vm.cast.ui64.f64 %l : i64 -> f64
    // CHECK: = vm.cast.f64.si64 %arg3 : f64 -> i64
    %15 = vm.cast.f64.si64 %d : f64 -> i64
    // CHECK: = vm.cast.f64.ui64 %arg3 : f64 -> i64
    %16 = vm.cast.f64.ui64 %d : f64 -> i64
    // CHECK: = vm.ext.f32.f64 %arg2 : f32 -> f64
    %17 = vm.ext.f32.f64 %f : f32 -> f64
    // CHECK: = vm.trunc.f64.f32 %arg3 : f64 -> f32
    %18 = vm.trunc.f64.f32 %d : f64 -> f32
    // CHECK: = vm.bitcast.i32.f32 %arg0 : i32 -> f32
    %19 = vm.bitcast.i32.f32 %i : i32 -> f32
    // CHECK: = vm.bitcast.f32.i32 %arg2 : f32 -> i32
    %20 = vm.bitcast.f32.i32 %f : f32 -> i32
    // CHECK: = vm.bitcast.i64.f64 %arg1 : i64 -> f64
    %21 = vm.bitcast.i64.f64 %l : i64 -> f64
    // CHECK: = vm.bitcast.f64.i64 %arg3 : f64 -> i64
    %22 = vm.bitcast.f64.i64 %d : f64 -> i64
    vm.return
  }
}
