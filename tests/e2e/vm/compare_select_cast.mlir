// Comparisons, selects and casts.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=compare_i32 --input=-1 --input=1 | FileCheck %s --check-prefix=CMPI
// RUN: iree-run-module --module=%t.vmfb --function=compare_f32 --input=1 --input=nan | FileCheck %s --check-prefix=CMPF
// RUN: iree-run-module --module=%t.vmfb --function=compare_i64 --input=-5000000000 --input=5000000000 | FileCheck %s --check-prefix=CMPL
// RUN: iree-run-module --module=%t.vmfb --function=select --input=0 --input=3 --input=4 | FileCheck %s --check-prefix=SELECT
// RUN: iree-run-module --module=%t.vmfb --function=int_casts --input=-129 | FileCheck %s --check-prefix=ICAST
// RUN: iree-run-module --module=%t.vmfb --function=float_casts --input=3000000000.5 --input=-2.75 | FileCheck %s --check-prefix=FCAST
// RUN: iree-run-module --module=%t.vmfb --function=saturate --input=nan --input=-1e30 | FileCheck %s --check-prefix=SAT

vm.module @compare_select_cast {
  vm.func @compare_i32(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %eq = vm.cmp.eq.i32 %a, %b : i32
    %ne = vm.cmp.ne.i32 %a, %b : i32
    %lt_s = vm.cmp.lt.i32.s %a, %b : i32
    %lt_u = vm.cmp.lt.i32.u %a, %b : i32
    %lte_s = vm.cmp.lte.i32.s %a, %b : i32
    %lte_u = vm.cmp.lte.i32.u %a, %b : i32
    %gt_s = vm.cmp.gt.i32.s %a, %b : i32
    %gte_u = vm.cmp.gte.i32.u %a, %b : i32
    %nz = vm.cmp.nz.i32 %a : i32
    vm.return %eq, %ne, %lt_s, %lt_u, %lte_s, %lte_u, %gt_s, %gte_u, %nz : i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @compare_i32

  vm.func @compare_f32(%a: f32, %nan: f32) -> (i32, i32, i32, i32, i32, i32, i32) {
    %eq_o = vm.cmp.eq.f32.o %a, %nan : f32
    %eq_u = vm.cmp.eq.f32.u %a, %nan : f32
    %ne_o = vm.cmp.ne.f32.o %a, %nan : f32
    %ne_u = vm.cmp.ne.f32.u %a, %nan : f32
    %lt_o = vm.cmp.lt.f32.o %a, %a : f32
    %lte_o = vm.cmp.lte.f32.o %a, %a : f32
    %is_nan = vm.cmp.nan.f32 %nan : f32
    vm.return %eq_o, %eq_u, %ne_o, %ne_u, %lt_o, %lte_o, %is_nan : i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @compare_f32

  vm.func @compare_i64(%a: i64, %b: i64) -> (i32, i32, i32, i32) {
    %lt_s = vm.cmp.lt.i64.s %a, %b : i64
    %lt_u = vm.cmp.lt.i64.u %a, %b : i64
    %eq = vm.cmp.eq.i64 %a, %a : i64
    %nz = vm.cmp.nz.i64 %b : i64
    vm.return %lt_s, %lt_u, %eq, %nz : i32, i32, i32, i32
  }
  vm.export @compare_i64

  vm.func @select(%c: i32, %a: i32, %b: i32) -> (i32, i64) {
    %s32 = vm.select.i32 %c, %a, %b : i32
    %a64 = vm.ext.i32.i64.s %a : i32 -> i64
    %b64 = vm.ext.i32.i64.s %b : i32 -> i64
    %nz = vm.cmp.eq.i32 %c, %c : i32
    %s64 = vm.select.i64 %nz, %a64, %b64 : i64
    vm.return %s32, %s64 : i32, i64
  }
  vm.export @select

  vm.func @int_casts(%a: i32) -> (i32, i32, i32, i32, i32, i32, i64, i64, i32) {
    %t8 = vm.trunc.i32.i8 %a : i32 -> i32
    %t16 = vm.trunc.i32.i16 %a : i32 -> i32
    %e8s = vm.ext.i8.i32.s %a : i32 -> i32
    %e8u = vm.ext.i8.i32.u %a : i32 -> i32
    %e16s = vm.ext.i16.i32.s %a : i32 -> i32
    %e16u = vm.ext.i16.i32.u %a : i32 -> i32
    %e64s = vm.ext.i32.i64.s %a : i32 -> i64
    %e64u = vm.ext.i32.i64.u %a : i32 -> i64
    %t32 = vm.trunc.i64.i32 %e64u : i64 -> i32
    vm.return %t8, %t16, %e8s, %e8u, %e16s, %e16u, %e64s, %e64u, %t32 : i32, i32, i32, i32, i32, i32, i64, i64, i32
  }
  vm.export @int_casts

  vm.func @float_casts(%big: f32, %neg: f32) -> (i32, i32, i32, f32, f32, f64, f32, i32) {
    %u = vm.cast.f32.ui32 %big : f32 -> i32
    %s = vm.cast.f32.si32 %neg : f32 -> i32
    %s_big = vm.cast.f32.si32 %big : f32 -> i32
    %back_s = vm.cast.si32.f32 %s : i32 -> f32
    %back_u = vm.cast.ui32.f32 %u : i32 -> f32
    %wide = vm.ext.f32.f64 %neg : f32 -> f64
    %narrow = vm.trunc.f64.f32 %wide : f64 -> f32
    %bits = vm.bitcast.f32.i32 %neg : f32 -> i32
    vm.return %u, %s, %s_big, %back_s, %back_u, %wide, %narrow, %bits : i32, i32, i32, f32, f32, f64, f32, i32
  }
  vm.export @float_casts

  vm.func @saturate(%nan: f32, %tiny: f32) -> (i32, i32, i64, i64) {
    %nan_s = vm.cast.f32.si32 %nan : f32 -> i32
    %tiny_s = vm.cast.f32.si32 %tiny : f32 -> i32
    %wide = vm.ext.f32.f64 %tiny : f32 -> f64
    %tiny_u64 = vm.cast.f64.ui64 %wide : f64 -> i64
    %tiny_s64 = vm.cast.f64.si64 %wide : f64 -> i64
    vm.return %nan_s, %tiny_s, %tiny_u64, %tiny_s64 : i32, i32, i64, i64
  }
  vm.export @saturate
}

// a = -1, b = 1: unsigned, -1 is the largest value.
// CMPI: result[0]: i32=0
// CMPI-NEXT: result[1]: i32=1
// CMPI-NEXT: result[2]: i32=1
// CMPI-NEXT: result[3]: i32=0
// CMPI-NEXT: result[4]: i32=1
// CMPI-NEXT: result[5]: i32=0
// CMPI-NEXT: result[6]: i32=0
// CMPI-NEXT: result[7]: i32=1
// CMPI-NEXT: result[8]: i32=1

// CMPF: result[0]: i32=0
// CMPF-NEXT: result[1]: i32=1
// CMPF-NEXT: result[2]: i32=0
// CMPF-NEXT: result[3]: i32=1
// CMPF-NEXT: result[4]: i32=0
// CMPF-NEXT: result[5]: i32=1
// CMPF-NEXT: result[6]: i32=1

// CMPL: result[0]: i32=1
// CMPL-NEXT: result[1]: i32=0
// CMPL-NEXT: result[2]: i32=1
// CMPL-NEXT: result[3]: i32=1

// SELECT: result[0]: i32=4
// SELECT-NEXT: result[1]: i64=3

// -129 = 0xFFFFFF7F.
// ICAST: result[0]: i32=127
// ICAST-NEXT: result[1]: i32=65407
// ICAST-NEXT: result[2]: i32=127
// ICAST-NEXT: result[3]: i32=127
// ICAST-NEXT: result[4]: i32=-129
// ICAST-NEXT: result[5]: i32=65407
// ICAST-NEXT: result[6]: i64=-129
// ICAST-NEXT: result[7]: i64=4294967167
// ICAST-NEXT: result[8]: i32=-129

// 3000000000.5 rounds to the f32 3000000000; as si32 it saturates.
// FCAST: result[0]: i32=-1294967296
// FCAST-NEXT: result[1]: i32=-2
// FCAST-NEXT: result[2]: i32=2147483647
// FCAST-NEXT: result[3]: f32=-2
// FCAST-NEXT: result[4]: f32=3e+09
// FCAST-NEXT: result[5]: f64=-2.75
// FCAST-NEXT: result[6]: f32=-2.75
// FCAST-NEXT: result[7]: i32=-1070596096

// SAT: result[0]: i32=0
// SAT-NEXT: result[1]: i32=-2147483648
// SAT-NEXT: result[2]: i64=0
// SAT-NEXT: result[3]: i64=-9223372036854775808
