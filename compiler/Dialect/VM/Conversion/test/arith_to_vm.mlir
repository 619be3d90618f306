// RUN: iree-opt --split-input-file --iree-vm-conversion %s | FileCheck %s

// CHECK-LABEL: vm.module @module
// CHECK: vm.func private @int_ops(%[[A:.+]]: i32, %[[B:.+]]: i32) -> (i32, i32, i32, i32, i32, i32, i32)
func.func private @int_ops(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  // CHECK: %[[ADD:.+]] = vm.add.i32 %[[A]], %[[B]] : i32
  %0 = arith.addi %a, %b : i32
  // CHECK: %[[SUB:.+]] = vm.sub.i32 %[[ADD]], %[[A]] : i32
  %1 = arith.subi %0, %a : i32
  // CHECK: %[[DIV:.+]] = vm.div.i32.s %[[SUB]], %[[B]] : i32
  %2 = arith.divsi %1, %b : i32
  // CHECK: %[[REM:.+]] = vm.rem.i32.u %[[DIV]], %[[B]] : i32
  %3 = arith.remui %2, %b : i32
  // CHECK: %[[XOR:.+]] = vm.xor.i32 %[[REM]], %[[A]] : i32
  %4 = arith.xori %3, %a : i32
  // CHECK: %[[SHR:.+]] = vm.shr.i32.s %[[XOR]], %[[B]] : i32
  %5 = arith.shrsi %4, %b : i32
  // CHECK: %[[MAX:.+]] = vm.max.i32.s %[[SHR]], %[[A]] : i32
  %6 = arith.maxsi %5, %a : i32
  // CHECK: vm.return %[[ADD]], %[[SUB]], %[[DIV]], %[[REM]], %[[XOR]], %[[SHR]], %[[MAX]]
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

// index is i64; i64 shift amounts are truncated to the i32 the VM takes.
// CHECK-LABEL: vm.func private @index_ops
// CHECK-SAME: (%[[A:.+]]: i64, %[[B:.+]]: i64) -> (i64, i32, i64)
func.func private @index_ops(%a: index, %b: i64) -> (index, i32, i64) {
  // CHECK: %[[C:.+]] = vm.const.i64 42
  %c42 = arith.constant 42 : index
  // CHECK: %[[MUL:.+]] = vm.mul.i64 %[[A]], %[[C]] : i64
  %0 = arith.muli %a, %c42 : index
  // CHECK: %[[NARROW:.+]] = vm.trunc.i64.i32 %[[MUL]] : i64 -> i32
  %1 = arith.index_cast %0 : index to i32
  // CHECK: %[[AMOUNT:.+]] = vm.trunc.i64.i32 %[[B]] : i64 -> i32
  // CHECK: %[[SHL:.+]] = vm.shl.i64 %[[B]], %[[AMOUNT]] : i64
  %2 = arith.shli %b, %b : i64
  // CHECK: vm.return %[[MUL]], %[[NARROW]], %[[SHL]] : i64, i32, i64
  return %0, %1, %2 : index, i32, i64
}

// -----

// i1 values are i32 0/1; comparisons produce them and select consumes them.
// CHECK-LABEL: vm.func private @compare_select
func.func private @compare_select(%a: i64, %b: i64, %x: f32, %y: f32) -> (f32, i32, i1, i64) {
  // CHECK: %[[LT:.+]] = vm.cmp.lt.i64.s %arg0, %arg1 : i64
  %lt = arith.cmpi slt, %a, %b : i64
  // CHECK: %[[SEL:.+]] = vm.select.f32 %[[LT]], %arg2, %arg3 : f32
  %0 = arith.select %lt, %x, %y : f32
  // CHECK: %[[GE:.+]] = vm.cmp.gte.f32.u %arg2, %arg3 : f32
  %ge = arith.cmpf uge, %x, %y : f32
  // CHECK: %[[WIDE:.+]] = vm.ext.i32.i64.u %[[GE]] : i32 -> i64
  %1 = arith.extui %ge : i1 to i64
  // CHECK: %[[NANX:.+]] = vm.cmp.nan.f32 %arg2 : f32
  // CHECK: %[[NANY:.+]] = vm.cmp.nan.f32 %arg3 : f32
  // CHECK: %[[UNO:.+]] = vm.or.i32 %[[NANX]], %[[NANY]] : i32
  %uno = arith.cmpf uno, %x, %y : f32
  // CHECK: %[[AND:.+]] = vm.and.i32 %[[LT]], %[[UNO]] : i32
  %both = arith.andi %lt, %uno : i1
  // CHECK: %[[NEG:.+]] = vm.neg.i32 %[[AND]] : i32
  %2 = arith.extsi %both : i1 to i32
  // CHECK: %[[EQ:.+]] = vm.cmp.eq.i32 %[[AND]], %[[LT]] : i32
  %3 = arith.cmpi eq, %both, %lt : i1
  // CHECK: vm.return %[[SEL]], %[[NEG]], %[[EQ]], %[[WIDE]]
  return %0, %2, %3, %1 : f32, i32, i1, i64
}

// -----

// Narrow integers are zero-extended in i32 registers.
// CHECK-LABEL: vm.func private @narrow_ints
func.func private @narrow_ints(%a: i32, %b: i32) -> (i32, i8, i32) {
  // CHECK: %[[BYTE:.+]] = vm.trunc.i32.i8 %arg0 : i32 -> i32
  %byte = arith.trunci %a : i32 to i8
  // CHECK: %[[SEXT:.+]] = vm.ext.i8.i32.s %[[BYTE]] : i32 -> i32
  %0 = arith.extsi %byte : i8 to i32
  // CHECK: %[[M1:.+]] = vm.const.i32 255
  %m1 = arith.constant -1 : i8
  // CHECK: %[[BYTE2:.+]] = vm.trunc.i32.i8 %arg1 : i32 -> i32
  // CHECK: %[[OR:.+]] = vm.or.i32 %[[BYTE]], %[[BYTE2]] : i32
  %byte2 = arith.trunci %b : i32 to i8
  %1 = arith.ori %byte, %byte2 : i8
  // CHECK: %[[LHS:.+]] = vm.ext.i8.i32.s %[[BYTE]] : i32 -> i32
  // CHECK: %[[RHS:.+]] = vm.ext.i8.i32.s %[[M1]] : i32 -> i32
  // CHECK: %[[LT:.+]] = vm.cmp.lt.i32.s %[[LHS]], %[[RHS]] : i32
  %lt = arith.cmpi slt, %byte, %m1 : i8
  %2 = arith.extui %lt : i1 to i32
  // CHECK: vm.return %[[SEXT]], %[[OR]], %[[LT]] : i32, i32, i32
  return %0, %1, %2 : i32, i8, i32
}

// -----

// CHECK-LABEL: vm.func private @float_ops
func.func private @float_ops(%x: f64, %i: i32, %f: f32) -> (f64, f32, f32, i64, i32, f64) {
  // CHECK: %[[C:.+]] = vm.const.f64 2.5
  %c = arith.constant 2.5 : f64
  // CHECK: %[[MUL:.+]] = vm.mul.f64 %arg0, %[[C]] : f64
  %0 = arith.mulf %x, %c : f64
  // CHECK: %[[NEG:.+]] = vm.neg.f64 %[[MUL]] : f64
  %1 = arith.negf %0 : f64
  // CHECK: %[[TR:.+]] = vm.trunc.f64.f32 %[[NEG]] : f64 -> f32
  %2 = arith.truncf %1 : f64 to f32
  // CHECK: %[[SI:.+]] = vm.cast.si32.f32 %arg1 : i32 -> f32
  %3 = arith.sitofp %i : i32 to f32
  // CHECK: %[[FI:.+]] = vm.cast.f64.si64 %arg0 : f64 -> i64
  %4 = arith.fptosi %x : f64 to i64
  // CHECK: %[[BITS:.+]] = vm.bitcast.f32.i32 %arg2 : f32 -> i32
  %5 = arith.bitcast %f : f32 to i32
  // CHECK: %[[WIDE:.+]] = vm.ext.i32.i64.u %arg1 : i32 -> i64
  // CHECK: %[[UF:.+]] = vm.cast.ui64.f64 %[[WIDE]] : i64 -> f64
  %6 = arith.uitofp %i : i32 to f64
  // CHECK: vm.return %[[NEG]], %[[TR]], %[[SI]], %[[FI]], %[[BITS]], %[[UF]]
  return %1, %2, %3, %4, %5, %6 : f64, f32, f32, i64, i32, f64
}
