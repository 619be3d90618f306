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
