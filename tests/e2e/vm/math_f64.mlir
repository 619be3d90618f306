// f64 math functions and conversions between i64 and f64.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=math --input=1 | FileCheck %s --check-prefix=MATH
// RUN: iree-run-module --module=%t.vmfb --function=convert --input=-3 --input=2.5 | FileCheck %s --check-prefix=CONVERT

vm.module @math_f64 {
  vm.func @math(%x: f64) -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
    %exp = vm.exp.f64 %x : f64
    %exp2 = vm.exp2.f64 %x : f64
    %expm1 = vm.expm1.f64 %x : f64
    %log = vm.log.f64 %x : f64
    %log10 = vm.log10.f64 %x : f64
    %log1p = vm.log1p.f64 %x : f64
    %log2 = vm.log2.f64 %x : f64
    %rsqrt = vm.rsqrt.f64 %x : f64
    %tanh = vm.tanh.f64 %x : f64
    %erf = vm.erf.f64 %x : f64
    %sin = vm.sin.f64 %x : f64
    %cos = vm.cos.f64 %x : f64
    %atan = vm.atan.f64 %x : f64
    %atan2 = vm.atan2.f64 %x, %x : f64
    %pow = vm.pow.f64 %exp2, %exp2 : f64
    %rem = vm.rem.f64 %pow, %exp2 : f64
    %abs = vm.abs.f64 %x : f64
    %ceil = vm.ceil.f64 %x : f64
    %round = vm.round.f64 %x : f64
    %even = vm.round.f64.even %x : f64
    %fma = vm.fma.f64 %x, %x, %x : f64
    %max = vm.max.f64 %x, %exp2 : f64
    vm.return %exp, %exp2, %expm1, %log, %log10, %log1p, %log2, %rsqrt, %tanh, %erf, %sin, %cos, %atan, %atan2, %pow, %rem, %abs, %ceil, %round, %even, %fma, %max : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
  }
  vm.export @math

  vm.func @convert(%i: i64, %f: f64) -> (f64, f64, i64, i64, i32, i32) {
    %s = vm.cast.si64.f64 %i : i64 -> f64
    %u = vm.cast.ui64.f64 %i : i64 -> f64
    %back_s = vm.cast.f64.si64 %f : f64 -> i64
    %back_u = vm.cast.f64.ui64 %f : f64 -> i64
    %nan = vm.cmp.nan.f64 %f : f64
    %lt = vm.cmp.lt.f64.o %s, %f : f64
    vm.return %s, %u, %back_s, %back_u, %nan, %lt : f64, f64, i64, i64, i32, i32
  }
  vm.export @convert
}

// MATH: result[0]: f64=2.718281828459045
// MATH-NEXT: result[1]: f64=2
// MATH-NEXT: result[2]: f64=1.718281828459045
// MATH-NEXT: result[3]: f64=0
// MATH-NEXT: result[4]: f64=0
// MATH-NEXT: result[5]: f64=0.69314718055994{{[0-9]*}}
// MATH-NEXT: result[6]: f64=0
// MATH-NEXT: result[7]: f64=1
// MATH-NEXT: result[8]: f64=0.76159415595576{{[0-9]*}}
// MATH-NEXT: result[9]: f64=0.84270079294971{{[0-9]*}}
// MATH-NEXT: result[10]: f64=0.84147098480789{{[0-9]*}}
// MATH-NEXT: result[11]: f64=0.54030230586813{{[0-9]*}}
// MATH-NEXT: result[12]: f64=0.78539816339744{{[0-9]*}}
// MATH-NEXT: result[13]: f64=0.78539816339744{{[0-9]*}}
// MATH-NEXT: result[14]: f64=4
// MATH-NEXT: result[15]: f64=0
// MATH-NEXT: result[16]: f64=1
// MATH-NEXT: result[17]: f64=1
// MATH-NEXT: result[18]: f64=1
// MATH-NEXT: result[19]: f64=1
// MATH-NEXT: result[20]: f64=2
// MATH-NEXT: result[21]: f64=2

// -3 as u64 is 2^64 - 3, which rounds to 2^64 as a double.
// CONVERT: result[0]: f64=-3
// CONVERT-NEXT: result[1]: f64=1.8446744073709552e+19
// CONVERT-NEXT: result[2]: i64=2
// CONVERT-NEXT: result[3]: i64=2
// CONVERT-NEXT: result[4]: i32=0
// CONVERT-NEXT: result[5]: i32=1
