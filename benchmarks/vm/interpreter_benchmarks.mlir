// The three interpreter micro-benchmarks of IREE's "Evolving VMVX" RFC,
// written as vm.funcs: a counting loop, a reduction over a !vm.buffer of i32,
// and a loop of 21 chained calls to the native import native.add_1.
vm.module @bench {
  vm.import private @native.add_1(%x : i32) -> i32

  // Counts to %n: per iteration one add, one compare and one branch.
  vm.func @loop_sum(%n: i32) -> i32 {
    %zero = vm.const.i32.zero
    %one = vm.const.i32 1
    vm.br ^loop(%zero : i32)
  ^loop(%i: i32):
    %next = vm.add.i32 %i, %one : i32
    %more = vm.cmp.lt.i32.s %next, %n : i32
    vm.cond_br %more, ^loop(%next : i32), ^exit(%next : i32)
  ^exit(%result: i32):
    vm.return %result : i32
  }
  vm.export @loop_sum

  // Sums the first %n i32 elements of %buffer.
  vm.func @buffer_reduce(%buffer: !vm.buffer, %n: i64) -> i32 {
    %zero = vm.const.i64.zero
    %one = vm.const.i64 1
    %sum0 = vm.const.i32.zero
    vm.br ^loop(%zero, %sum0 : i64, i32)
  ^loop(%i: i64, %sum: i32):
    %value = vm.buffer.load.i32 %buffer[%i] : !vm.buffer -> i32
    %next_sum = vm.add.i32 %sum, %value : i32
    %next = vm.add.i64 %i, %one : i64
    %more = vm.cmp.lt.i64.s %next, %n : i64
    vm.cond_br %more, ^loop(%next, %next_sum : i64, i32), ^exit(%next_sum : i32)
  ^exit(%result: i32):
    vm.return %result : i32
  }
  vm.export @buffer_reduce

  // %n rounds of 21 chained native calls; returns 21 * %n.
  vm.func @call_imports(%n: i32) -> i32 {
    %zero = vm.const.i32.zero
    %one = vm.const.i32 1
    vm.br ^loop(%zero, %zero : i32, i32)
  ^loop(%i: i32, %x0: i32):
    %x1 = vm.call @native.add_1(%x0) : (i32) -> i32
    %x2 = vm.call @native.add_1(%x1) : (i32) -> i32
    %x3 = vm.call @native.add_1(%x2) : (i32) -> i32
    %x4 = vm.call @native.add_1(%x3) : (i32) -> i32
    %x5 = vm.call @native.add_1(%x4) : (i32) -> i32
    %x6 = vm.call @native.add_1(%x5) : (i32) -> i32
    %x7 = vm.call @native.add_1(%x6) : (i32) -> i32
    %x8 = vm.call @native.add_1(%x7) : (i32) -> i32
    %x9 = vm.call @native.add_1(%x8) : (i32) -> i32
    %x10 = vm.call @native.add_1(%x9) : (i32) -> i32
    %x11 = vm.call @native.add_1(%x10) : (i32) -> i32
    %x12 = vm.call @native.add_1(%x11) : (i32) -> i32
    %x13 = vm.call @native.add_1(%x12) : (i32) -> i32
    %x14 = vm.call @native.add_1(%x13) : (i32) -> i32
    %x15 = vm.call @native.add_1(%x14) : (i32) -> i32
    %x16 = vm.call @native.add_1(%x15) : (i32) -> i32
    %x17 = vm.call @native.add_1(%x16) : (i32) -> i32
    %x18 = vm.call @native.add_1(%x17) : (i32) -> i32
    %x19 = vm.call @native.add_1(%x18) : (i32) -> i32
    %x20 = vm.call @native.add_1(%x19) : (i32) -> i32
    %x21 = vm.call @native.add_1(%x20) : (i32) -> i32
    %next = vm.add.i32 %i, %one : i32
    %more = vm.cmp.lt.i32.s %next, %n : i32
    vm.cond_br %more, ^loop(%next, %x21 : i32, i32), ^exit(%x21 : i32)
  ^exit(%result: i32):
    vm.return %result : i32
  }
  vm.export @call_imports
}
