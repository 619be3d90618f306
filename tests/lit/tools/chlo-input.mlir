// A program of chlo ops alone is detected as StableHLO input.
// RUN: iree-compile --compile-to=input %s | FileCheck %s

// CHECK-LABEL: func.func @erf_only
// CHECK: linalg.generic
// CHECK: math.erf
// CHECK-NOT: chlo.
func.func @erf_only(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// RUN: not iree-compile --compile-to=input %S/Inputs/minimum_broadcast_shapes.mlir 2>&1 | FileCheck %s --check-prefix=SHAPES
// SHAPES: error: 'chlo.minimum_broadcast_shapes' is not supported: it computes with the shapes of dynamically shaped tensors, and dynamic shapes are not supported yet

// A broadcast with a dynamic operand is one located error, naming static
// shapes (the verifier no longer compares the `?` as a size).
// RUN: not iree-compile --compile-to=input %S/Inputs/dynamic_broadcast_add.mlir 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: dynamic_broadcast_add.mlir:2:8: error: {{.*}}it needs static shapes
