// Host code with check ops, compiled through the vm conversion and run by
// iree-check-module against the runtime check module.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-check-module --module=%t.vmfb | FileCheck %s

// CHECK: [       OK ] loop_sum
// CHECK: [       OK ] narrow_ints
// CHECK: 4 passed, 0 failed

func.func @loop_sum() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = util.unfoldable_constant 5 : index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  %c10 = arith.constant 10 : index
  %eq = arith.cmpi eq, %sum, %c10 : index
  %r = arith.extui %eq : i1 to i32
  check.expect_true(%r) : i32
  return
}

func.func @narrow_ints() {
  %x = util.unfoldable_constant 200 : i32
  %byte = arith.trunci %x : i32 to i8
  // 200 as i8 is -56: negative signed, large unsigned.
  %zero = arith.constant 0 : i8
  %neg = arith.cmpi slt, %byte, %zero : i8
  %r0 = arith.extui %neg : i1 to i32
  check.expect_true(%r0) : i32
  %wide = arith.extsi %byte : i8 to i32
  %m56 = arith.constant -56 : i32
  %eq = arith.cmpi eq, %wide, %m56 : i32
  %r1 = arith.extui %eq : i1 to i32
  check.expect_true(%r1) : i32
  return
}
