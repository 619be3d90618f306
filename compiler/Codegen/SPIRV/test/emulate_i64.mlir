// RUN: iree-opt --split-input-file --verify-diagnostics --iree-spirv-emulate-i64 %s | FileCheck %s

// Without the Int64 capability an i64 binding holds (low, high) i32 pairs and
// an i64 add carries from the low half into the high one.
// CHECK-LABEL: func.func @add_i64
// CHECK-SAME: (%[[A:.+]]: memref<4xvector<2xi32>>, %[[I:.+]]: index)
// CHECK: %[[V:.+]] = memref.load %[[A]][%[[I]]] : memref<4xvector<2xi32>>
// CHECK: arith.addui_extended
// CHECK: memref.store %{{.+}}, %[[A]][%[[I]]] : memref<4xvector<2xi32>>
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>} {
func.func @add_i64(%a: memref<4xi64>, %i: index) {
  %v = memref.load %a[%i] : memref<4xi64>
  %c = arith.constant 5 : i64
  %s = arith.addi %v, %c : i64
  memref.store %s, %a[%i] : memref<4xi64>
  return
}
}

// -----

// A 64-bit product of i32 values (fixed-point rescaling) and a value carried
// through a loop.
// CHECK-LABEL: func.func @scaled_sum
// CHECK: scf.for {{.+}} iter_args(%{{.+}} = %{{.+}}) -> (vector<2xi32>)
// CHECK: arith.mului_extended
// CHECK-NOT: i64
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>} {
func.func @scaled_sum(%a: memref<8xi32>, %out: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %scale = arith.constant 1518500250 : i64
  %shift = arith.constant 31 : i64
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %a[%i] : memref<8xi32>
    %w = arith.extsi %v : i32 to i64
    %p = arith.muli %w, %scale : i64
    %q = arith.shrsi %p, %shift : i64
    %n = arith.addi %acc, %q : i64
    scf.yield %n : i64
  }
  %t = arith.trunci %sum : i64 to i32
  memref.store %t, %out[] : memref<i32>
  return
}
}

// -----

// Targets with the Int64 capability keep i64.
// CHECK-LABEL: func.func @native_i64
// CHECK-SAME: memref<4xi64>
// CHECK: arith.addi %{{.+}}, %{{.+}} : i64
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
func.func @native_i64(%a: memref<4xi64>, %i: index) {
  %v = memref.load %a[%i] : memref<4xi64>
  %s = arith.addi %v, %v : i64
  memref.store %s, %a[%i] : memref<4xi64>
  return
}
}

// -----

// Signed division of the magnitudes by a 64-step shift-and-subtract loop of
// emulated ops (quotient, remainder, the numerator's bits still to take),
// the quotient negated when the signs differ.
// CHECK-LABEL: func.func @divide_i64
// CHECK: %[[LOOP:.+]]:3 = scf.for {{.+}} -> (vector<2xi32>, vector<2xi32>, vector<2xi32>)
// CHECK: arith.cmpi uge
// CHECK: scf.yield
// CHECK: vector.extract %[[LOOP]]#0
// CHECK: arith.select
// CHECK-NOT: arith.divsi
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>} {
func.func @divide_i64(%a: memref<4xi64>, %i: index) {
  %v = memref.load %a[%i] : memref<4xi64>
  %c = arith.constant -3 : i64
  %s = arith.divsi %v, %c : i64
  memref.store %s, %a[%i] : memref<4xi64>
  return
}
}

// -----

// A shift by a variable amount selects the unshifted value for 0 (the
// emulation would shift a 32-bit half by 32, undefined in SPIR-V).
// CHECK-LABEL: func.func @shift_i64
// CHECK: %[[ZERO:.+]] = arith.andi %{{.+}}, %{{.+}} : i1
// CHECK: arith.select %[[ZERO]], %{{.+}}, %{{.+}} : i32
// CHECK: arith.select %[[ZERO]], %{{.+}}, %{{.+}} : i32
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>} {
func.func @shift_i64(%a: memref<4xi64>, %i: index, %j: index) {
  %v = memref.load %a[%i] : memref<4xi64>
  %n = memref.load %a[%j] : memref<4xi64>
  %s = arith.shrui %v, %n : i64
  memref.store %s, %a[%i] : memref<4xi64>
  return
}
}

// -----

// An i64 op without an emulation is an error naming it, not a truncation.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>} {
func.func @absolute_i64(%a: memref<4xi64>, %i: index) {
  %v = memref.load %a[%i] : memref<4xi64>
  // expected-error @+1 {{failed to legalize operation 'math.absi'}}
  %s = math.absi %v : i64
  memref.store %s, %a[%i] : memref<4xi64>
  return
}
}
