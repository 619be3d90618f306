// i64 arithmetic: values occupy register pairs; shift amounts are i32.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=binary --input=5000000000 --input=-3 | FileCheck %s --check-prefix=BINARY
// RUN: iree-run-module --module=%t.vmfb --function=unary --input=-9223372036854775807 --input=4 | FileCheck %s --check-prefix=UNARY

vm.module @arithmetic_i64 {
  vm.func @binary(%a: i64, %b: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %add = vm.add.i64 %a, %b : i64
    %sub = vm.sub.i64 %a, %b : i64
    %mul = vm.mul.i64 %a, %b : i64
    %div_s = vm.div.i64.s %a, %b : i64
    %div_u = vm.div.i64.u %a, %b : i64
    %rem_s = vm.rem.i64.s %a, %b : i64
    %rem_u = vm.rem.i64.u %a, %b : i64
    %fma = vm.fma.i64 %a, %b, %a : i64
    %min_s = vm.min.i64.s %a, %b : i64
    %min_u = vm.min.i64.u %a, %b : i64
    %max_s = vm.max.i64.s %a, %b : i64
    %max_u = vm.max.i64.u %a, %b : i64
    %and = vm.and.i64 %a, %b : i64
    %or = vm.or.i64 %a, %b : i64
    %xor = vm.xor.i64 %a, %b : i64
    %not = vm.not.i64 %a : i64
    vm.return %add, %sub, %mul, %div_s, %div_u, %rem_s, %rem_u, %fma, %min_s, %min_u, %max_s, %max_u, %and, %or, %xor, %not : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @binary

  vm.func @unary(%a: i64, %amount: i32) -> (i64, i64, i64, i64, i64) {
    %abs = vm.abs.i64 %a : i64
    %neg = vm.neg.i64 %a : i64
    %shl = vm.shl.i64 %a, %amount : i64
    %shr_s = vm.shr.i64.s %a, %amount : i64
    %shr_u = vm.shr.i64.u %a, %amount : i64
    vm.return %abs, %neg, %shl, %shr_s, %shr_u : i64, i64, i64, i64, i64
  }
  vm.export @unary
}

// BINARY: EXEC @binary
// BINARY-NEXT: result[0]: i64=4999999997
// BINARY-NEXT: result[1]: i64=5000000003
// BINARY-NEXT: result[2]: i64=-15000000000
// BINARY-NEXT: result[3]: i64=-1666666666
// BINARY-NEXT: result[4]: i64=0
// BINARY-NEXT: result[5]: i64=2
// BINARY-NEXT: result[6]: i64=5000000000
// BINARY-NEXT: result[7]: i64=-10000000000
// BINARY-NEXT: result[8]: i64=-3
// BINARY-NEXT: result[9]: i64=5000000000
// BINARY-NEXT: result[10]: i64=5000000000
// BINARY-NEXT: result[11]: i64=-3
// BINARY-NEXT: result[12]: i64=5000000000
// BINARY-NEXT: result[13]: i64=-3
// BINARY-NEXT: result[14]: i64=-5000000003
// BINARY-NEXT: result[15]: i64=-5000000001

// UNARY: result[0]: i64=9223372036854775807
// UNARY-NEXT: result[1]: i64=9223372036854775807
// UNARY-NEXT: result[2]: i64=16
// UNARY-NEXT: result[3]: i64=-576460752303423488
// UNARY-NEXT: result[4]: i64=576460752303423488
