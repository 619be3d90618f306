// RUN: iree-compile --compile-to=input %s | FileCheck %s

// tosa-to-scf runs before tosa-to-linalg, which would reject the
// tosa.yield terminators of control flow and tosa.scatter itself.

// CHECK-LABEL: func.func @scatter
// CHECK-NOT: tosa.
// CHECK: scf.for
// CHECK: tensor.extract_slice
// CHECK: tensor.insert_slice
func.func @scatter(%values: tensor<1x4x2xf32>, %indices: tensor<1x2xi32>, %input: tensor<1x2x2xf32>) -> tensor<1x4x2xf32> {
  %0 = tosa.scatter %values, %indices, %input : (tensor<1x4x2xf32>, tensor<1x2xi32>, tensor<1x2x2xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

// CHECK-LABEL: func.func @cond_if
// CHECK-NOT: tosa.
// CHECK: scf.if
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: } else {
// CHECK: arith.subf
func.func @cond_if(%cond: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.cond_if %cond (%x = %a, %y = %b) : tensor<i1> (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32> {
  ^bb0(%x: tensor<3xf32>, %y: tensor<3xf32>):
    %1 = tosa.add %x, %y : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    tosa.yield %1 : tensor<3xf32>
  } else {
  ^bb0(%x: tensor<3xf32>, %y: tensor<3xf32>):
    %1 = tosa.sub %x, %y : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    tosa.yield %1 : tensor<3xf32>
  }
  return %0 : tensor<3xf32>
}

// CHECK-LABEL: func.func @while_loop
// CHECK-NOT: tosa.
// CHECK: scf.while
// CHECK: arith.cmpi sgt
// CHECK: scf.condition
// CHECK: arith.addi
// CHECK: scf.yield
func.func @while_loop(%i0: tensor<i32>, %limit: tensor<i32>) -> tensor<i32> {
  %0 = tosa.while_loop (%i = %i0) : (tensor<i32>) -> tensor<i32> {
    %c = tosa.greater %limit, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %next = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %next : tensor<i32>
  }
  return %0 : tensor<i32>
}
