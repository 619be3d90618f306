// A first program for the VM: computes the n-th Fibonacci number in a loop
// and the sum of an i32 table stored in the module's read-only data.
//   iree-compile samples/simple_vm.mlir -o /tmp/simple_vm.vmfb
//   iree-run-module --module=/tmp/simple_vm.vmfb --function=fibonacci --input=10
vm.module @simple_vm {
  vm.func @fibonacci(%n: i32) -> i64 {
    %zero = vm.const.i64.zero
    %one = vm.const.i64 1
    %count0 = vm.const.i32.zero
    vm.br ^loop(%count0, %zero, %one : i32, i64, i64)
  ^loop(%count: i32, %a: i64, %b: i64):
    %more = vm.cmp.lt.i32.s %count, %n : i32
    vm.cond_br %more, ^step, ^done
  ^step:
    %next = vm.add.i64 %a, %b : i64
    %step = vm.const.i32 1
    %count_next = vm.add.i32 %count, %step : i32
    vm.br ^loop(%count_next, %b, %next : i32, i64, i64)
  ^done:
    vm.return %a : i64
  }
  vm.export @fibonacci

  vm.rodata private @primes dense<[2, 3, 5, 7, 11, 13]> : tensor<6xi32>

  vm.func @sum_primes() -> i32 {
    %table = vm.const.ref.rodata @primes : !vm.buffer
    %bytes = vm.buffer.length %table : !vm.buffer -> i64
    %four = vm.const.i64 4
    %count = vm.div.i64.u %bytes, %four : i64
    %zero = vm.const.i64.zero
    %sum0 = vm.const.i32.zero
    vm.br ^loop(%zero, %sum0 : i64, i32)
  ^loop(%i: i64, %sum: i32):
    %more = vm.cmp.lt.i64.u %i, %count : i64
    vm.cond_br %more, ^body, ^done
  ^body:
    %value = vm.buffer.load.i32 %table[%i] : !vm.buffer -> i32
    %next_sum = vm.add.i32 %sum, %value : i32
    %one = vm.const.i64 1
    %next = vm.add.i64 %i, %one : i64
    vm.br ^loop(%next, %next_sum : i64, i32)
  ^done:
    vm.return %sum : i32
  }
  vm.export @sum_primes
}
