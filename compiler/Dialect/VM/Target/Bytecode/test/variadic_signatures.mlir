// RUN: iree-compile %s -o %t.vmfb && iree-dump-module %t.vmfb | FileCheck %s

// Variadic import arguments are written as C<kinds>D groups.
vm.module @variadic {
  vm.import private @native.sum_i32s(%base : i32, %values : i32 ...) -> i32
  vm.import private @native.dispatch(%target : !vm.buffer, %constants : i32 ..., %bindings : tuple<!vm.buffer, i64, i64> ...)
  vm.func @run(%a : i32, %b : !vm.buffer, %o : i64) -> i32 {
    %0 = vm.call.variadic @native.sum_i32s(%a, %a, %a) {segment_sizes = array<i16: -1, 2>} : (i32, i32, i32) -> i32
    vm.call.variadic @native.dispatch(%b, %b, %o, %o) {segment_sizes = array<i16: -1, 0, 1>} : (!vm.buffer, !vm.buffer, i64, i64) -> ()
    vm.return %0 : i32
  }
  vm.export @run
}

// CHECK: Imports (2):
// CHECK-NEXT: [0] native.sum_i32s 0iCiD_i
// CHECK-NEXT: [1] native.dispatch 0rCiDCrIID_v
// CHECK: [0] run 0irI_i:
