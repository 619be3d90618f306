// RUN: iree-opt %s | iree-opt | FileCheck %s
// RUN: iree-opt --canonicalize %s | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @unfoldable
// CANON-LABEL: func.func @unfoldable
func.func @unfoldable() -> i32 {
  // CHECK: %[[A:.+]] = util.unfoldable_constant 3 : i32
  // CANON: %[[A:.+]] = util.unfoldable_constant 3 : i32
  %a = util.unfoldable_constant 3 : i32
  // CHECK: util.unfoldable_constant dense<[1, 2]> : tensor<2xi8>
  %t = util.unfoldable_constant dense<[1, 2]> : tensor<2xi8>
  %c0 = arith.constant 0 : i32
  // The add with zero folds away, but the add of the constant itself must
  // stay: its value is hidden from the folder.
  // CANON: %[[S:.+]] = arith.addi %[[A]], %[[A]] : i32
  // CANON: return %[[S]]
  %z = arith.addi %a, %c0 : i32
  %s = arith.addi %z, %a : i32
  return %s : i32
}

// CHECK-LABEL: func.func @barrier
// CANON-LABEL: func.func @barrier
func.func @barrier(%f : f32) -> (i32, f32) {
  %c1 = arith.constant 1 : i32
  // CHECK: %[[B:.+]]:2 = util.optimization_barrier %{{.+}}, %{{.+}} : i32, f32
  // CANON: %[[C1:.+]] = arith.constant 1 : i32
  // CANON: %[[B:.+]]:2 = util.optimization_barrier %[[C1]], %{{.+}} : i32, f32
  %b:2 = util.optimization_barrier %c1, %f : i32, f32
  // The constant does not flow through the barrier.
  // CANON: %[[M:.+]] = arith.muli %[[B]]#0, %[[B]]#0 : i32
  %m = arith.muli %b#0, %b#0 : i32
  // An unused barrier is still kept.
  // CANON: util.optimization_barrier %[[C1]] : i32
  %unused = util.optimization_barrier %c1 : i32
  // CHECK: util.optimization_barrier{{$}}
  util.optimization_barrier
  return %m, %b#1 : i32, f32
}
