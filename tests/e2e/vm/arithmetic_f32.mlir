// f32 arithmetic and math functions.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=binary --input=7.5 --input=-2 | FileCheck %s --check-prefix=BINARY
// RUN: iree-run-module --module=%t.vmfb --function=rounding --input=-2.5 | FileCheck %s --check-prefix=ROUND
// RUN: iree-run-module --module=%t.vmfb --function=math --input=1 | FileCheck %s --check-prefix=MATH

vm.module @arithmetic_f32 {
  vm.func @binary(%a: f32, %b: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    %add = vm.add.f32 %a, %b : f32
    %sub = vm.sub.f32 %a, %b : f32
    %mul = vm.mul.f32 %a, %b : f32
    %div = vm.div.f32 %a, %b : f32
    %rem = vm.rem.f32 %a, %b : f32
    %fma = vm.fma.f32 %a, %b, %a : f32
    %min = vm.min.f32 %a, %b : f32
    %max = vm.max.f32 %a, %b : f32
    %pow = vm.pow.f32 %b, %b : f32
    %atan2 = vm.atan2.f32 %b, %b : f32
    vm.return %add, %sub, %mul, %div, %rem, %fma, %min, %max, %pow, %atan2 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }
  vm.export @binary

  vm.func @rounding(%a: f32) -> (f32, f32, f32, f32, f32, f32) {
    %abs = vm.abs.f32 %a : f32
    %neg = vm.neg.f32 %a : f32
    %ceil = vm.ceil.f32 %a : f32
    %floor = vm.floor.f32 %a : f32
    %round = vm.round.f32 %a : f32
    %even = vm.round.f32.even %a : f32
    vm.return %abs, %neg, %ceil, %floor, %round, %even : f32, f32, f32, f32, f32, f32
  }
  vm.export @rounding

  vm.func @math(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    %exp = vm.exp.f32 %x : f32
    %exp2 = vm.exp2.f32 %x : f32
    %expm1 = vm.expm1.f32 %x : f32
    %log = vm.log.f32 %x : f32
    %log10 = vm.log10.f32 %x : f32
    %log1p = vm.log1p.f32 %x : f32
    %log2 = vm.log2.f32 %x : f32
    %rsqrt = vm.rsqrt.f32 %x : f32
    %sqrt = vm.sqrt.f32 %x : f32
    %tanh = vm.tanh.f32 %x : f32
    %erf = vm.erf.f32 %x : f32
    %sin = vm.sin.f32 %x : f32
    %cos = vm.cos.f32 %x : f32
    %atan = vm.atan.f32 %x : f32
    %four = vm.add.f32 %exp2, %exp2 : f32
    %two = vm.sqrt.f32 %four : f32
    vm.return %exp, %expm1, %log, %log10, %log1p, %log2, %rsqrt, %sqrt, %tanh, %erf, %sin, %cos, %atan, %four, %two : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }
  vm.export @math
}

// BINARY: EXEC @binary
// BINARY-NEXT: result[0]: f32=5.5
// BINARY-NEXT: result[1]: f32=9.5
// BINARY-NEXT: result[2]: f32=-15
// BINARY-NEXT: result[3]: f32=-3.75
// BINARY-NEXT: result[4]: f32=1.5
// BINARY-NEXT: result[5]: f32=-7.5
// BINARY-NEXT: result[6]: f32=-2
// BINARY-NEXT: result[7]: f32=7.5
// BINARY-NEXT: result[8]: f32=0.25
// BINARY-NEXT: result[9]: f32=-2.3561{{[0-9]*}}

// ROUND: result[0]: f32=2.5
// ROUND-NEXT: result[1]: f32=2.5
// ROUND-NEXT: result[2]: f32=-2
// ROUND-NEXT: result[3]: f32=-3
// ROUND-NEXT: result[4]: f32=-3
// ROUND-NEXT: result[5]: f32=-2

// MATH: result[0]: f32=2.7182{{[0-9]*}}
// MATH-NEXT: result[1]: f32=1.7182{{[0-9]*}}
// MATH-NEXT: result[2]: f32=0
// MATH-NEXT: result[3]: f32=0
// MATH-NEXT: result[4]: f32=0.69314{{[0-9]*}}
// MATH-NEXT: result[5]: f32=0
// MATH-NEXT: result[6]: f32=1
// MATH-NEXT: result[7]: f32=1
// MATH-NEXT: result[8]: f32=0.76159{{[0-9]*}}
// MATH-NEXT: result[9]: f32=0.84270{{[0-9]*}}
// MATH-NEXT: result[10]: f32=0.84147{{[0-9]*}}
// MATH-NEXT: result[11]: f32=0.54030{{[0-9]*}}
// MATH-NEXT: result[12]: f32=0.78539{{[0-9]*}}
// MATH-NEXT: result[13]: f32=4
// MATH-NEXT: result[14]: f32=2
