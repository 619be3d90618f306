// i32 arithmetic, compiled and run. Inputs are function arguments so that the
// compiler cannot fold the ops away.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=binary --input=7 --input=-3 | FileCheck %s --check-prefix=SIGNED
// RUN: iree-run-module --module=%t.vmfb --function=binary --input=-8 --input=3 | FileCheck %s --check-prefix=NEG
// RUN: iree-run-module --module=%t.vmfb --function=unary --input=-5 | FileCheck %s --check-prefix=UNARY
// RUN: iree-run-module --module=%t.vmfb --function=unary --input=-2147483648 | FileCheck %s --check-prefix=UNARY-MIN

vm.module @arithmetic_i32 {
  vm.func @binary(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %add = vm.add.i32 %a, %b : i32
    %sub = vm.sub.i32 %a, %b : i32
    %mul = vm.mul.i32 %a, %b : i32
    %div_s = vm.div.i32.s %a, %b : i32
    %div_u = vm.div.i32.u %a, %b : i32
    %rem_s = vm.rem.i32.s %a, %b : i32
    %rem_u = vm.rem.i32.u %a, %b : i32
    %fma = vm.fma.i32 %a, %b, %a : i32
    %min_s = vm.min.i32.s %a, %b : i32
    %min_u = vm.min.i32.u %a, %b : i32
    %max_s = vm.max.i32.s %a, %b : i32
    %max_u = vm.max.i32.u %a, %b : i32
    %and = vm.and.i32 %a, %b : i32
    %or = vm.or.i32 %a, %b : i32
    %xor = vm.xor.i32 %a, %b : i32
    %shl = vm.shl.i32 %a, %b : i32
    %shr_s = vm.shr.i32.s %a, %b : i32
    %shr_u = vm.shr.i32.u %a, %b : i32
    vm.return %add, %sub, %mul, %div_s, %div_u, %rem_s, %rem_u, %fma, %min_s, %min_u, %max_s, %max_u, %and, %or, %xor, %shl, %shr_s, %shr_u : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @binary

  vm.func @unary(%a: i32) -> (i32, i32, i32) {
    %abs = vm.abs.i32 %a : i32
    %neg = vm.neg.i32 %a : i32
    %not = vm.not.i32 %a : i32
    vm.return %abs, %neg, %not : i32, i32, i32
  }
  vm.export @unary
}

// a = 7, b = -3 (0xFFFFFFFD); shift amounts are taken modulo 32, so b acts as 29.
// SIGNED: EXEC @binary
// SIGNED-NEXT: result[0]: i32=4
// SIGNED-NEXT: result[1]: i32=10
// SIGNED-NEXT: result[2]: i32=-21
// SIGNED-NEXT: result[3]: i32=-2
// SIGNED-NEXT: result[4]: i32=0
// SIGNED-NEXT: result[5]: i32=1
// SIGNED-NEXT: result[6]: i32=7
// SIGNED-NEXT: result[7]: i32=-14
// SIGNED-NEXT: result[8]: i32=-3
// SIGNED-NEXT: result[9]: i32=7
// SIGNED-NEXT: result[10]: i32=7
// SIGNED-NEXT: result[11]: i32=-3
// SIGNED-NEXT: result[12]: i32=5
// SIGNED-NEXT: result[13]: i32=-1
// SIGNED-NEXT: result[14]: i32=-6
// SIGNED-NEXT: result[15]: i32=-536870912
// SIGNED-NEXT: result[16]: i32=0
// SIGNED-NEXT: result[17]: i32=0

// a = -8 (0xFFFFFFF8), b = 3: signed division truncates toward zero.
// NEG: result[3]: i32=-2
// NEG-NEXT: result[4]: i32=1431655762
// NEG-NEXT: result[5]: i32=-2
// NEG-NEXT: result[6]: i32=2
// NEG: result[15]: i32=-64
// NEG-NEXT: result[16]: i32=-1
// NEG-NEXT: result[17]: i32=536870911

// UNARY: result[0]: i32=5
// UNARY-NEXT: result[1]: i32=5
// UNARY-NEXT: result[2]: i32=4

// abs and neg of INT_MIN wrap (two's complement), as in C with -fwrapv.
// UNARY-MIN: result[0]: i32=-2147483648
// UNARY-MIN-NEXT: result[1]: i32=-2147483648
// UNARY-MIN-NEXT: result[2]: i32=2147483647
