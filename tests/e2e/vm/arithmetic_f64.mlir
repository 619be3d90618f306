// f64 arithmetic: values occupy register pairs, like i64.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=ops --input=0.1 --input=0.2 | FileCheck %s

vm.module @arithmetic_f64 {
  vm.func @ops(%a: f64, %b: f64) -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
    %add = vm.add.f64 %a, %b : f64
    %sub = vm.sub.f64 %a, %b : f64
    %mul = vm.mul.f64 %a, %b : f64
    %div = vm.div.f64 %a, %b : f64
    %fma = vm.fma.f64 %a, %b, %a : f64
    %min = vm.min.f64 %a, %b : f64
    %max = vm.max.f64 %a, %b : f64
    %neg = vm.neg.f64 %a : f64
    %floor = vm.floor.f64 %b : f64
    %sqrt = vm.sqrt.f64 %a : f64
    vm.return %add, %sub, %mul, %div, %fma, %min, %max, %neg, %floor, %sqrt : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
  }
  vm.export @ops
}

// f64 keeps full double precision (0.1 + 0.2 is not 0.3).
// CHECK: EXEC @ops
// CHECK-NEXT: result[0]: f64=0.30000000000000004
// CHECK-NEXT: result[1]: f64=-0.1
// CHECK-NEXT: result[2]: f64=0.020000000000000004
// CHECK-NEXT: result[3]: f64=0.5
// CHECK-NEXT: result[4]: f64=0.12000000000000001
// CHECK-NEXT: result[5]: f64=0.1
// CHECK-NEXT: result[6]: f64=0.2
// CHECK-NEXT: result[7]: f64=-0.1
// CHECK-NEXT: result[8]: f64=0
// CHECK-NEXT: result[9]: f64=0.31622776601683794
