// Branches with block arguments, loops, branch tables and calls.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=sum_to --input=100 | FileCheck %s --check-prefix=LOOP
// RUN: iree-run-module --module=%t.vmfb --function=classify --input=0 | FileCheck %s --check-prefix=CASE0
// RUN: iree-run-module --module=%t.vmfb --function=classify --input=2 | FileCheck %s --check-prefix=CASE2
// RUN: iree-run-module --module=%t.vmfb --function=classify --input=7 | FileCheck %s --check-prefix=DEFAULT
// RUN: iree-run-module --module=%t.vmfb --function=fib --input=20 | FileCheck %s --check-prefix=FIB
// RUN: iree-run-module --module=%t.vmfb --function=swap --input=1 --input=2 | FileCheck %s --check-prefix=SWAP

vm.module @control_flow {
  // Sum of 0..n-1 with two loop-carried values.
  vm.func @sum_to(%n: i32) -> i32 {
    %zero = vm.const.i32.zero
    %one = vm.const.i32 1
    vm.br ^header(%zero, %zero : i32, i32)
  ^header(%i: i32, %sum: i32):
    %more = vm.cmp.lt.i32.s %i, %n : i32
    vm.cond_br %more, ^body, ^exit
  ^body:
    %next_sum = vm.add.i32 %sum, %i : i32
    %next_i = vm.add.i32 %i, %one : i32
    vm.br ^header(%next_i, %next_sum : i32, i32)
  ^exit:
    vm.return %sum : i32
  }
  vm.export @sum_to

  vm.func @classify(%index: i32) -> i32 {
    %ten = vm.const.i32 10
    %twenty = vm.const.i32 20
    vm.br_table %index {
      default: ^other(%index : i32),
      0: ^first,
      1: ^other(%ten : i32),
      2: ^other(%twenty : i32)
    }
  ^first:
    %minus = vm.const.i32 -1
    vm.return %minus : i32
  ^other(%value: i32):
    vm.return %value : i32
  }
  vm.export @classify

  // Recursive calls: each call gets a fresh frame.
  vm.func @fib(%n: i32) -> i32 {
    %two = vm.const.i32 2
    %small = vm.cmp.lt.i32.s %n, %two : i32
    vm.cond_br %small, ^base, ^recurse
  ^base:
    vm.return %n : i32
  ^recurse:
    %one = vm.const.i32 1
    %n1 = vm.sub.i32 %n, %one : i32
    %n2 = vm.sub.i32 %n, %two : i32
    %f1 = vm.call @fib(%n1) : (i32) -> i32
    %f2 = vm.call @fib(%n2) : (i32) -> i32
    %sum = vm.add.i32 %f1, %f2 : i32
    vm.return %sum : i32
  }
  vm.export @fib

  // Block arguments are copied in parallel: swapping needs no temporary.
  vm.func @swap(%a: i32, %b: i32) -> (i32, i32) {
    %zero = vm.const.i32.zero
    vm.br ^loop(%a, %b, %zero : i32, i32, i32)
  ^loop(%x: i32, %y: i32, %count: i32):
    %one = vm.const.i32 1
    %next = vm.add.i32 %count, %one : i32
    %three = vm.const.i32 3
    %again = vm.cmp.lt.i32.s %next, %three : i32
    vm.cond_br %again, ^loop(%y, %x, %next : i32, i32, i32), ^done(%y, %x : i32, i32)
  ^done(%p: i32, %q: i32):
    vm.return %p, %q : i32, i32
  }
  vm.export @swap
}

// LOOP: result[0]: i32=4950
// CASE0: result[0]: i32=-1
// CASE2: result[0]: i32=20
// DEFAULT: result[0]: i32=7
// FIB: result[0]: i32=6765
// Two swaps in the loop, (1,2)->(2,1)->(1,2), then one more on exit.
// SWAP: result[0]: i32=2
// SWAP-NEXT: result[1]: i32=1
