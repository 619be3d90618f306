// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// CHECK: util.global @no_value : i32
util.global @no_value : i32
// CHECK: util.global private mutable @counter = 0 : i64
util.global private mutable @counter = 0 : i64
// CHECK: util.global @splat = dense<1.000000e+00> : tensor<4xf32>
util.global @splat = dense<1.0> : tensor<4xf32>
// An attribute without a type of its own keeps the trailing type.
// CHECK: util.global @untyped = unit : i1
util.global @untyped = unit : i1
// CHECK: util.global @hal_device : !hal.device
util.global @hal_device : !hal.device

// CHECK-LABEL: func.func @access
func.func @access(%v : i64) -> i64 {
  // CHECK: util.global.store %{{.+}}, @counter : i64
  util.global.store %v, @counter : i64
  // CHECK: %[[L:.+]] = util.global.load @counter : i64
  %0 = util.global.load @counter : i64
  // CHECK: return %[[L]]
  return %0 : i64
}

// CHECK: util.initializer {
// CHECK-NEXT: %[[C:.+]] = arith.constant 7 : i32
// CHECK-NEXT: util.global.store %[[C]], @no_value : i32
// CHECK-NEXT: util.return
util.initializer {
  %c7 = arith.constant 7 : i32
  util.global.store %c7, @no_value : i32
  util.return
}

// Initializers are CFGs.
// CHECK: util.initializer attributes {note = "branches"} {
// CHECK: cf.br ^bb1
// CHECK: ^bb1:
// CHECK: util.return
util.initializer attributes {note = "branches"} {
  cf.br ^bb1
^bb1:
  util.return
}
