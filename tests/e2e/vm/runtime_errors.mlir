// Runtime errors end the call with a status naming the function and offset.
// RUN: iree-compile %s -o %t.vmfb
// RUN: not iree-run-module --module=%t.vmfb --function=divide --input=1 --input=0 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not iree-run-module --module=%t.vmfb --function=divide --input=-2147483648 --input=-1 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not iree-run-module --module=%t.vmfb --function=out_of_bounds --input=4 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not iree-run-module --module=%t.vmfb --function=list_out_of_bounds --input=1 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: not iree-run-module --module=%t.vmfb --function=fail --input=9 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: iree-run-module --module=%t.vmfb --function=fail --input=0 | FileCheck %s --check-prefix=NOFAIL
// RUN: not iree-run-module --module=%t.vmfb --function=recurse --input=1 2>&1 | FileCheck %s --check-prefix=RECURSE

vm.module @runtime_errors {
  vm.func @divide(%a: i32, %b: i32) -> i32 {
    %q = vm.div.i32.s %a, %b : i32
    vm.return %q : i32
  }
  vm.export @divide

  vm.func @out_of_bounds(%index: i64) -> i32 {
    %length = vm.const.i64 16
    %buffer = vm.buffer.alloc %length : !vm.buffer
    %value = vm.buffer.load.i32 %buffer[%index] : !vm.buffer -> i32
    vm.return %value : i32
  }
  vm.export @out_of_bounds

  vm.func @list_out_of_bounds(%index: i32) -> i32 {
    %list = vm.list.alloc %index : (i32) -> !vm.list<i32>
    %value = vm.list.get.i32 %list, %index : (!vm.list<i32>, i32) -> i32
    vm.return %value : i32
  }
  vm.export @list_out_of_bounds

  // Fails with the status code in %code (9: FAILED_PRECONDITION) when non-zero.
  vm.func @fail(%code: i32) -> i32 {
    vm.cond_fail %code, %code, "input was rejected"
    vm.return %code : i32
  }
  vm.export @fail

  // Unbounded recursion exhausts the VM stack instead of the C stack.
  vm.func @recurse(%n: i32) -> i32 {
    %r = vm.call @recurse(%n) : (i32) -> i32
    vm.return %r : i32
  }
  vm.export @recurse
}

// DIV: iree-run-module: error: {{.*}}division by zero{{.*}}@runtime_errors.divide+0x
// OVERFLOW: iree-run-module: error: {{.*}}overflow{{.*}}@runtime_errors.divide
// OOB: iree-run-module: error: OUT_OF_RANGE{{.*}}@runtime_errors.out_of_bounds+0x
// LIST: iree-run-module: error: OUT_OF_RANGE{{.*}}@runtime_errors.list_out_of_bounds
// FAIL: iree-run-module: error: FAILED_PRECONDITION{{.*}}input was rejected{{.*}}@runtime_errors.fail
// NOFAIL: result[0]: i32=0
// RECURSE: iree-run-module: error: RESOURCE_EXHAUSTED{{.*}}@runtime_errors.recurse
