// tosa.reduce_product on f32 and i32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reduce_product_f32_axis1() {
  %x = util.unfoldable_constant dense<[[-1.75, 0.0, 1.75, 1.0, 0.25], [-0.5, -0.5, 2.0, -1.25, -0.75], [-1.5, 0.0, -1.75, 0.5, -2.0]]> : tensor<3x5xf32>
  %result = tosa.reduce_product %x {axis = 1 : i32} : (tensor<3x5xf32>) -> tensor<3x1xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.0], [0.46875], [-0.0]]> : tensor<3x1xf32>) : tensor<3x1xf32>
  return
}

func.func @reduce_product_f32_axis0() {
  %x = util.unfoldable_constant dense<[[-1.75, -1.0, 1.25], [1.5, -0.75, -1.75], [-1.25, -2.0, -2.0], [0.0, 0.5, -0.75]]> : tensor<4x3xf32>
  %result = tosa.reduce_product %x {axis = 0 : i32} : (tensor<4x3xf32>) -> tensor<1x3xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, -0.75, -3.28125]]> : tensor<1x3xf32>) : tensor<1x3xf32>
  return
}

func.func @reduce_product_i32() {
  %x = util.unfoldable_constant dense<[[-2, 3, -6, -7], [-2, 6, 2, 0], [-3, -6, 8, 2]]> : tensor<3x4xi32>
  %result = tosa.reduce_product %x {axis = 1 : i32} : (tensor<3x4xi32>) -> tensor<3x1xi32>
  check.expect_eq_const(%result, dense<[[-252], [0], [288]]> : tensor<3x1xi32>) : tensor<3x1xi32>
  return
}

// Products wrap around in 32 bits.
func.func @reduce_product_i32_wraps() {
  %x = util.unfoldable_constant dense<[[100000, 100000, 3], [65536, 65536, 1]]> : tensor<2x3xi32>
  %result = tosa.reduce_product %x {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  check.expect_eq_const(%result, dense<[[-64771072], [0]]> : tensor<2x1xi32>) : tensor<2x1xi32>
  return
}
