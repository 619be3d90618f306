// RUN: iree-opt --canonicalize %s | FileCheck %s

vm.module @m {
  // CHECK-LABEL: vm.func @integer_casts
  vm.func @integer_casts() -> (i32, i32, i32, i64, i64, i32) {
    %c = vm.const.i32 511
    %m = vm.const.i32 -1
    %l = vm.const.i64 4294967297
    // CHECK-DAG: %[[T8:.+]] = vm.const.i32 255
    %0 = vm.trunc.i32.i8 %c : i32 -> i32
    // CHECK-DAG: %[[M1:.+]] = vm.const.i32 -1
    %1 = vm.ext.i8.i32.s %c : i32 -> i32
    // CHECK-DAG: %[[U16:.+]] = vm.const.i32 511
    %2 = vm.ext.i16.i32.u %c : i32 -> i32
    // CHECK-DAG: %[[S64:.+]] = vm.const.i64 -1
    %3 = vm.ext.i32.i64.s %m : i32 -> i64
    // CHECK-DAG: %[[U64:.+]] = vm.const.i64 4294967295
    %4 = vm.ext.i32.i64.u %m : i32 -> i64
    // CHECK-DAG: %[[T32:.+]] = vm.const.i32 1
    %5 = vm.trunc.i64.i32 %l : i64 -> i32
    // CHECK: vm.return %[[T8]], %[[M1]], %[[U16]], %[[S64]], %[[U64]], %[[T32]]
    vm.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i64, i64, i32
  }

  // Float to integer casts round toward zero, saturate and map NaN to 0.
  // CHECK-LABEL: vm.func @float_casts
  vm.func @float_casts() -> (i32, i32, i32, i32, f32, f64, f32, i64) {
    %a = vm.const.f32 -3.75
    %big = vm.const.f32 1.0e10
    %nan = vm.const.f32 0x7FC00000
    %m = vm.const.i32 -1
    %d = vm.const.f64 0.1
    // CHECK-DAG: %[[M3:.+]] = vm.const.i32 -3
    %0 = vm.cast.f32.si32 %a : f32 -> i32
    // CHECK-DAG: %[[MAX:.+]] = vm.const.i32 2147483647
    %1 = vm.cast.f32.si32 %big : f32 -> i32
    // CHECK-DAG: %[[ZERO:.+]] = vm.const.i32.zero
    %2 = vm.cast.f32.si32 %nan : f32 -> i32
    %3 = vm.cast.f32.ui32 %a : f32 -> i32
    // CHECK-DAG: %[[U:.+]] = vm.const.f32 4.2949673E+9
    %4 = vm.cast.ui32.f32 %m : i32 -> f32
    // CHECK-DAG: %[[EXT:.+]] = vm.const.f64 -3.750000e+00
    %5 = vm.ext.f32.f64 %a : f32 -> f64
    // CHECK-DAG: %[[TRUNC:.+]] = vm.const.f32 1.000000e-01
    %6 = vm.trunc.f64.f32 %d : f64 -> f32
    // CHECK-DAG: %[[BITS:.+]] = vm.const.i64 4591870180066957722
    %7 = vm.bitcast.f64.i64 %d : f64 -> i64
    // CHECK: vm.return %[[M3]], %[[MAX]], %[[ZERO]], %[[ZERO]], %[[U]], %[[EXT]], %[[TRUNC]], %[[BITS]]
    vm.return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, f32, f64, f32, i64
  }
}
