// Compiled by iree-compile at build time for variadic_call_test.cc: bytecode
// calling the variadic functions of the native test module
// (runtime/src/iree/vm/testing/native_test_module.h) with vm.call.variadic.
vm.module @variadic {
  vm.import private @native.sum_i32s(%base : i32, %values : i32 ...) -> i32
  vm.import private @native.weighted_lengths(%pairs : tuple<!vm.buffer, i64> ...) -> i64

  // base + a + b + c, and base alone (an empty group).
  vm.func @sums(%base : i32, %a : i32, %b : i32, %c : i32) -> (i32, i32) {
    %all = vm.call.variadic @native.sum_i32s(%base, %a, %b, %c) {segment_sizes = array<i16: -1, 3>} : (i32, i32, i32, i32) -> i32
    %none = vm.call.variadic @native.sum_i32s(%base) {segment_sizes = array<i16: -1, 0>} : (i32) -> i32
    vm.return %all, %none : i32, i32
  }
  vm.export @sums

  // 2 * len(buffer) + 3 * n, passing the caller's buffer (retained) and a
  // buffer of n bytes made here (moved: its last use).
  vm.func @weighted(%buffer : !vm.buffer, %n : i64) -> i64 {
    %two = vm.const.i64 2
    %three = vm.const.i64 3
    %made = vm.buffer.alloc %n : !vm.buffer
    %total = vm.call.variadic @native.weighted_lengths(%buffer, %two, %made, %three) {segment_sizes = array<i16: 2>} : (!vm.buffer, i64, !vm.buffer, i64) -> i64
    vm.return %total : i64
  }
  vm.export @weighted
}
