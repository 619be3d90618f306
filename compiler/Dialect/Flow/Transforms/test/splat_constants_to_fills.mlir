// RUN: iree-opt --split-input-file --iree-flow-splat-constants-to-fills %s | FileCheck %s

// An unfoldable 16384 x 16384 splat (1 GiB of elements) becomes a fill of an
// unfoldable scalar; the module then holds 4 bytes, not 1 GiB.
// CHECK-LABEL: func.func @unfoldable_splat
// CHECK: %[[S:.+]] = util.unfoldable_constant 2.000000e+00 : f32
// CHECK: %[[E:.+]] = tensor.empty() : tensor<16384x16384xf32>
// CHECK: %[[F:.+]] = linalg.fill ins(%[[S]] : f32) outs(%[[E]] : tensor<16384x16384xf32>)
// CHECK: arith.addf %{{.+}}, %[[F]]
// CHECK-NOT: dense
func.func @unfoldable_splat(%arg0: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
  %c = util.unfoldable_constant dense<2.0> : tensor<16384x16384xf32>
  %r = arith.addf %arg0, %c : tensor<16384x16384xf32>
  return %r : tensor<16384x16384xf32>
}

// -----

// A large splat the host returns becomes a fill of an ordinary constant; a
// small one (at most min-bytes) and a non-splat stay constants.
// CHECK-LABEL: func.func @returned_splats
// CHECK: %[[S:.+]] = arith.constant 7 : i32
// CHECK: %[[F:.+]] = linalg.fill ins(%[[S]] : i32) outs(%{{.+}} : tensor<256x256xi32>)
// CHECK: %[[SMALL:.+]] = arith.constant dense<3> : tensor<4xi32>
// CHECK: %[[DENSE:.+]] = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK: return %[[F]], %[[SMALL]], %[[DENSE]]
func.func @returned_splats() -> (tensor<256x256xi32>, tensor<4xi32>, tensor<2xi32>) {
  %big = arith.constant dense<7> : tensor<256x256xi32>
  %small = arith.constant dense<3> : tensor<4xi32>
  %dense = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %big, %small, %dense : tensor<256x256xi32>, tensor<4xi32>, tensor<2xi32>
}
