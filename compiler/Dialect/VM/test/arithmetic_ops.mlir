// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// Round trip of every arithmetic op: `vm.<op>.<type>[.<variant>] operands : type`.

// CHECK-LABEL: vm.func @int_i32
vm.module @int_i32_module {
  vm.func @int_i32(%a: i32, %b: i32, %c: i32) -> i32 {
    // CHECK: = vm.add.i32 %arg0, %arg1 : i32
    %0 = vm.add.i32 %a, %b : i32
    // CHECK: = vm.sub.i32 %arg0, %arg1 : i32
    %1 = vm.sub.i32 %a, %b : i32
    // CHECK: = vm.mul.i32 %arg0, %arg1 : i32
    %2 = vm.mul.i32 %a, %b : i32
    // CHECK: = vm.div.i32.s %arg0, %arg1 : i32
    %3 = vm.div.i32.s %a, %b : i32
    // CHECK: = vm.div.i32.u %arg0, %arg1 : i32
    %4 = vm.div.i32.u %a, %b : i32
    // CHECK: = vm.rem.i32.s %arg0, %arg1 : i32
    %5 = vm.rem.i32.s %a, %b : i32
    // CHECK: = vm.rem.i32.u %arg0, %arg1 : i32
    %6 = vm.rem.i32.u %a, %b : i32
    // CHECK: = vm.min.i32.s %arg0, %arg1 : i32
    %7 = vm.min.i32.s %a, %b : i32
    // CHECK: = vm.min.i32.u %arg0, %arg1 : i32
    %8 = vm.min.i32.u %a, %b : i32
    // CHECK: = vm.max.i32.s %arg0, %arg1 : i32
    %9 = vm.max.i32.s %a, %b : i32
    // CHECK: = vm.max.i32.u %arg0, %arg1 : i32
    %10 = vm.max.i32.u %a, %b : i32
    // CHECK: = vm.and.i32 %arg0, %arg1 : i32
    %11 = vm.and.i32 %a, %b : i32
    // CHECK: = vm.or.i32 %arg0, %arg1 : i32
    %12 = vm.or.i32 %a, %b : i32
    // CHECK: = vm.xor.i32 %arg0, %arg1 : i32
    %13 = vm.xor.i32 %a, %b : i32
    // CHECK: = vm.fma.i32 %arg0, %arg1, %arg2 : i32
    %14 = vm.fma.i32 %a, %b, %c : i32
    // CHECK: = vm.abs.i32 %arg0 : i32
    %15 = vm.abs.i32 %a : i32
    // CHECK: = vm.neg.i32 %arg0 : i32
    %16 = vm.neg.i32 %a : i32
    // CHECK: = vm.not.i32 %arg0 : i32
    %17 = vm.not.i32 %a : i32
    vm.return %17 : i32
  }
}

// -----

// CHECK-LABEL: vm.func @shift_i32
vm.module @shift_i32_module {
  vm.func @shift_i32(%a: i32, %s: i32) -> i32 {
    // CHECK: = vm.shl.i32 %arg0, %arg1 : i32
    %0 = vm.shl.i32 %a, %s : i32
    // CHECK: = vm.shr.i32.s %arg0, %arg1 : i32
    %1 = vm.shr.i32.s %a, %s : i32
    // CHECK: = vm.shr.i32.u %arg0, %arg1 : i32
    %2 = vm.shr.i32.u %a, %s : i32
    vm.return %2 : i32
  }
}

// -----

// CHECK-LABEL: vm.func @int_i64
vm.module @int_i64_module {
  vm.func @int_i64(%a: i64, %b: i64, %c: i64) -> i64 {
    // CHECK: = vm.add.i64 %arg0, %arg1 : i64
    %0 = vm.add.i64 %a, %b : i64
    // CHECK: = vm.sub.i64 %arg0, %arg1 : i64
    %1 = vm.sub.i64 %a, %b : i64
    // CHECK: = vm.mul.i64 %arg0, %arg1 : i64
    %2 = vm.mul.i64 %a, %b : i64
    // CHECK: = vm.div.i64.s %arg0, %arg1 : i64
    %3 = vm.div.i64.s %a, %b : i64
    // CHECK: = vm.div.i64.u %arg0, %arg1 : i64
    %4 = vm.div.i64.u %a, %b : i64
    // CHECK: = vm.rem.i64.s %arg0, %arg1 : i64
    %5 = vm.rem.i64.s %a, %b : i64
    // CHECK: = vm.rem.i64.u %arg0, %arg1 : i64
    %6 = vm.rem.i64.u %a, %b : i64
    // CHECK: = vm.min.i64.s %arg0, %arg1 : i64
    %7 = vm.min.i64.s %a, %b : i64
    // CHECK: = vm.min.i64.u %arg0, %arg1 : i64
    %8 = vm.min.i64.u %a, %b : i64
    // CHECK: = vm.max.i64.s %arg0, %arg1 : i64
    %9 = vm.max.i64.s %a, %b : i64
    // CHECK: = vm.max.i64.u %arg0, %arg1 : i64
    %10 = vm.max.i64.u %a, %b : i64
    // CHECK: = vm.and.i64 %arg0, %arg1 : i64
    %11 = vm.and.i64 %a, %b : i64
    // CHECK: = vm.or.i64 %arg0, %arg1 : i64
    %12 = vm.or.i64 %a, %b : i64
    // CHECK: = vm.xor.i64 %arg0, %arg1 : i64
    %13 = vm.xor.i64 %a, %b : i64
    // CHECK: = vm.fma.i64 %arg0, %arg1, %arg2 : i64
    %14 = vm.fma.i64 %a, %b, %c : i64
    // CHECK: = vm.abs.i64 %arg0 : i64
    %15 = vm.abs.i64 %a : i64
    // CHECK: = vm.neg.i64 %arg0 : i64
    %16 = vm.neg.i64 %a : i64
    // CHECK: = vm.not.i64 %arg0 : i64
    %17 = vm.not.i64 %a : i64
    vm.return %17 : i64
  }
}

// -----

// CHECK-LABEL: vm.func @shift_i64
vm.module @shift_i64_module {
  vm.func @shift_i64(%a: i64, %s: i32) -> i64 {
    // CHECK: = vm.shl.i64 %arg0, %arg1 : i64
    %0 = vm.shl.i64 %a, %s : i64
    // CHECK: = vm.shr.i64.s %arg0, %arg1 : i64
    %1 = vm.shr.i64.s %a, %s : i64
    // CHECK: = vm.shr.i64.u %arg0, %arg1 : i64
    %2 = vm.shr.i64.u %a, %s : i64
    vm.return %2 : i64
  }
}

// -----

// CHECK-LABEL: vm.func @float_f32
vm.module @float_f32_module {
  vm.func @float_f32(%a: f32, %b: f32, %c: f32) -> f32 {
    // CHECK: = vm.add.f32 %arg0, %arg1 : f32
    %0 = vm.add.f32 %a, %b : f32
    // CHECK: = vm.sub.f32 %arg0, %arg1 : f32
    %1 = vm.sub.f32 %a, %b : f32
    // CHECK: = vm.mul.f32 %arg0, %arg1 : f32
    %2 = vm.mul.f32 %a, %b : f32
    // CHECK: = vm.div.f32 %arg0, %arg1 : f32
    %3 = vm.div.f32 %a, %b : f32
    // CHECK: = vm.rem.f32 %arg0, %arg1 : f32
    %4 = vm.rem.f32 %a, %b : f32
    // CHECK: = vm.min.f32 %arg0, %arg1 : f32
    %5 = vm.min.f32 %a, %b : f32
    // CHECK: = vm.max.f32 %arg0, %arg1 : f32
    %6 = vm.max.f32 %a, %b : f32
    // CHECK: = vm.pow.f32 %arg0, %arg1 : f32
    %7 = vm.pow.f32 %a, %b : f32
    // CHECK: = vm.atan2.f32 %arg0, %arg1 : f32
    %8 = vm.atan2.f32 %a, %b : f32
    // CHECK: = vm.fma.f32 %arg0, %arg1, %arg2 : f32
    %9 = vm.fma.f32 %a, %b, %c : f32
    // CHECK: = vm.abs.f32 %arg0 : f32
    %10 = vm.abs.f32 %a : f32
    // CHECK: = vm.neg.f32 %arg0 : f32
    %11 = vm.neg.f32 %a : f32
    // CHECK: = vm.ceil.f32 %arg0 : f32
    %12 = vm.ceil.f32 %a : f32
    // CHECK: = vm.floor.f32 %arg0 : f32
    %13 = vm.floor.f32 %a : f32
    // CHECK: = vm.round.f32 %arg0 : f32
    %14 = vm.round.f32 %a : f32
    // CHECK: = vm.exp.f32 %arg0 : f32
    %15 = vm.exp.f32 %a : f32
    // CHECK: = vm.exp2.f32 %arg0 : f32
    %16 = vm.exp2.f32 %a : f32
    // CHECK: = vm.expm1.f32 %arg0 : f32
    %17 = vm.expm1.f32 %a : f32
    // CHECK: = vm.log.f32 %arg0 : f32
    %18 = vm.log.f32 %a : f32
    // CHECK: = vm.log10.f32 %arg0 : f32
    %19 = vm.log10.f32 %a : f32
    // CHECK: = vm.log1p.f32 %arg0 : f32
    %20 = vm.log1p.f32 %a : f32
    // CHECK: = vm.log2.f32 %arg0 : f32
    %21 = vm.log2.f32 %a : f32
    // CHECK: = vm.rsqrt.f32 %arg0 : f32
    %22 = vm.rsqrt.f32 %a : f32
    // CHECK: = vm.sqrt.f32 %arg0 : f32
    %23 = vm.sqrt.f32 %a : f32
    // CHECK: = vm.tanh.f32 %arg0 : f32
    %24 = vm.tanh.f32 %a : f32
    // CHECK: = vm.erf.f32 %arg0 : f32
    %25 = vm.erf.f32 %a : f32
    // CHECK: = vm.sin.f32 %arg0 : f32
    %26 = vm.sin.f32 %a : f32
    // CHECK: = vm.cos.f32 %arg0 : f32
    %27 = vm.cos.f32 %a : f32
    // CHECK: = vm.atan.f32 %arg0 : f32
    %28 = vm.atan.f32 %a : f32
    // CHECK: = vm.round.f32.even %arg0 : f32
    %29 = vm.round.f32.even %a : f32
    vm.return %29 : f32
  }
}

// -----

// CHECK-LABEL: vm.func @float_f64
vm.module @float_f64_module {
  vm.func @float_f64(%a: f64, %b: f64, %c: f64) -> f64 {
    // CHECK: = vm.add.f64 %arg0, %arg1 : f64
    %0 = vm.add.f64 %a, %b : f64
    // CHECK: = vm.sub.f64 %arg0, %arg1 : f64
    %1 = vm.sub.f64 %a, %b : f64
    // CHECK: = vm.mul.f64 %arg0, %arg1 : f64
    %2 = vm.mul.f64 %a, %b : f64
    // CHECK: = vm.div.f64 %arg0, %arg1 : f64
    %3 = vm.div.f64 %a, %b : f64
    // CHECK: = vm.rem.f64 %arg0, %arg1 : f64
    %4 = vm.rem.f64 %a, %b : f64
    // CHECK: = vm.min.f64 %arg0, %arg1 : f64
    %5 = vm.min.f64 %a, %b : f64
    // CHECK: = vm.max.f64 %arg0, %arg1 : f64
    %6 = vm.max.f64 %a, %b : f64
    // CHECK: = vm.pow.f64 %arg0, %arg1 : f64
    %7 = vm.pow.f64 %a, %b : f64
    // CHECK: = vm.atan2.f64 %arg0, %arg1 : f64
    %8 = vm.atan2.f64 %a, %b : f64
    // CHECK: = vm.fma.f64 %arg0, %arg1, %arg2 : f64
    %9 = vm.fma.f64 %a, %b, %c : f64
    // CHECK: = vm.abs.f64 %arg0 : f64
    %10 = vm.abs.f64 %a : f64
    // CHECK: = vm.neg.f64 %arg0 : f64
    %11 = vm.neg.f64 %a : f64
    // CHECK: = vm.ceil.f64 %arg0 : f64
    %12 = vm.ceil.f64 %a : f64
    // CHECK: = vm.floor.f64 %arg0 : f64
    %13 = vm.floor.f64 %a : f64
    // CHECK: = vm.round.f64 %arg0 : f64
    %14 = vm.round.f64 %a : f64
    // CHECK: = vm.exp.f64 %arg0 : f64
    %15 = vm.exp.f64 %a : f64
    // CHECK: = vm.exp2.f64 %arg0 : f64
    %16 = vm.exp2.f64 %a : f64
    // CHECK: = vm.expm1.f64 %arg0 : f64
    %17 = vm.expm1.f64 %a : f64
    // CHECK: = vm.log.f64 %arg0 : f64
    %18 = vm.log.f64 %a : f64
    // CHECK: = vm.log10.f64 %arg0 : f64
    %19 = vm.log10.f64 %a : f64
    // CHECK: = vm.log1p.f64 %arg0 : f64
    %20 = vm.log1p.f64 %a : f64
    // CHECK: = vm.log2.f64 %arg0 : f64
    %21 = vm.log2.f64 %a : f64
    // CHECK: = vm.rsqrt.f64 %arg0 : f64
    %22 = vm.rsqrt.f64 %a : f64
    // CHECK: = vm.sqrt.f64 %arg0 : f64
    %23 = vm.sqrt.f64 %a : f64
    // CHECK: = vm.tanh.f64 %arg0 : f64
    %24 = vm.tanh.f64 %a : f64
    // CHECK: = vm.erf.f64 %arg0 : f64
    %25 = vm.erf.f64 %a : f64
    // CHECK: = vm.sin.f64 %arg0 : f64
    %26 = vm.sin.f64 %a : f64
    // CHECK: = vm.cos.f64 %arg0 : f64
    %27 = vm.cos.f64 %a : f64
    // CHECK: = vm.atan.f64 %arg0 : f64
    %28 = vm.atan.f64 %a : f64
    // CHECK: = vm.round.f64.even %arg0 : f64
    %29 = vm.round.f64.even %a : f64
    vm.return %29 : f64
  }
}
