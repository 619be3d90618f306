// RUN: iree-opt --split-input-file --test-vm-register-allocation %s | FileCheck %s

// Arguments sit where the calling convention puts them: values packed from
// slot 0 with 64-bit values on even pairs, refs from ref slot 0.
vm.module @m {
  // CHECK-LABEL: vm.func @arguments
  // CHECK-SAME: register_counts = array<i32: 8, 1>
  vm.func @arguments(%a: i32, %b: i64, %c: !vm.buffer, %d: f32) -> (i32, i64, f32) {
    // %d (i4) is still live, so the first free pair is 6-7.
    // CHECK: vm.buffer.length {{.*}}operand_registers = ["r0+move"], result_registers = ["I6"]
    %len = vm.buffer.length %c : !vm.buffer -> i64
    // %b dies here, so the sum takes its pair.
    // CHECK: vm.add.i64 {{.*}}operand_registers = ["I2", "I6"], result_registers = ["I2"]
    %sum = vm.add.i64 %b, %len : i64
    vm.return %a, %sum, %d : i32, i64, f32
  }
}

// -----

// A register is reused once the value in it is dead; an arithmetic result
// may take the register of an operand that dies at the same instruction.
vm.module @m {
  // CHECK-LABEL: vm.func @reuse
  // CHECK-SAME: register_counts = array<i32: 1, 0>
  vm.func @reuse(%a: i32) -> i32 {
    // CHECK: vm.add.i32 {{.*}}operand_registers = ["i0", "i0"], result_registers = ["i0"]
    %0 = vm.add.i32 %a, %a : i32
    // CHECK: vm.mul.i32 {{.*}}operand_registers = ["i0", "i0"], result_registers = ["i0"]
    %1 = vm.mul.i32 %0, %0 : i32
    // CHECK: vm.sub.i32 {{.*}}operand_registers = ["i0", "i0"], result_registers = ["i0"]
    %2 = vm.sub.i32 %1, %1 : i32
    vm.return %2 : i32
  }
}

// -----

// Values carried around a loop stay live across the whole loop; the value
// passed back to the loop header shares the block argument's register, so the
// branch copies nothing. A ref read twice by one op is moved only by its last
// read.
vm.module @m {
  // CHECK-LABEL: vm.func @loop
  vm.func @loop(%n: i32, %buffer: !vm.buffer) -> i32 {
    %zero = vm.const.i32.zero
    vm.br ^header(%zero : i32)
  ^header(%i: i32):
    // CHECK: vm.cmp.lt.i32.s {{.*}}operand_registers = ["[[I:i[0-9]+]]", "i0"]
    %more = vm.cmp.lt.i32.s %i, %n : i32
    vm.cond_br %more, ^body, ^exit
  ^body:
    // CHECK: vm.add.i32 {{.*}}operand_registers = ["[[I]]", "i0"], result_registers = ["[[I]]"]
    %next = vm.add.i32 %i, %n : i32
    vm.br ^header(%next : i32)
  ^exit:
    // CHECK: vm.cmp.eq.ref {{.*}}operand_registers = ["r0", "r0+move"]
    %same = vm.cmp.eq.ref %buffer, %buffer : !vm.buffer
    vm.return %same : i32
  }
}

// -----

// Results of ops that are not simple arithmetic (here a call) never share a
// register with an operand that dies at the same instruction.
vm.module @m {
  vm.func private @callee(%x: i32) -> i32 {
    vm.return %x : i32
  }
  // CHECK-LABEL: vm.func @call_results
  vm.func @call_results(%a: i32) -> i32 {
    // CHECK: vm.call @callee{{.*}}operand_registers = ["i0"], result_registers = ["i1"]
    %0 = vm.call @callee(%a) : (i32) -> i32
    vm.return %0 : i32
  }
}

// -----

// A ref carried around a loop is moved along the back edge: the exit block,
// laid out after the body, reads the header's argument, but the body's path
// redefines it before any exit, so the body's branch is its last use there
// (no retain of the old value, no release of the register it lands in).
vm.module @m {
  // CHECK-LABEL: vm.func @loop_carried_ref
  vm.func @loop_carried_ref(%n: i32, %a: !vm.buffer, %b: !vm.buffer) -> !vm.buffer {
    %zero = vm.const.i32.zero
    %one = vm.const.i32 1
    vm.br ^header(%zero, %a, %b : i32, !vm.buffer, !vm.buffer)
  ^header(%i: i32, %x: !vm.buffer, %y: !vm.buffer):
    %more = vm.cmp.lt.i32.s %i, %n : i32
    vm.cond_br %more, ^body, ^exit
  ^body:
    %next = vm.add.i32 %i, %one : i32
    // The two buffers swap: both operands move.
    // CHECK: vm.br ^bb1{{.*}}operand_registers = ["{{i[0-9]+}}", "[[Y:r[0-9]+]]+move", "[[X:r[0-9]+]]+move"]
    vm.br ^header(%next, %y, %x : i32, !vm.buffer, !vm.buffer)
  ^exit:
    // CHECK: vm.return {{.*}}operand_registers = ["{{r[0-9]+}}+move"]
    vm.return %x : !vm.buffer
  }
}
