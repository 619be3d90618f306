// stablehlo.pad with edge padding (interior padding 0).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @pad_1d() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %pad_value = util.unfoldable_constant dense<0.0> : tensor<f32>
  %result = stablehlo.pad %x, %pad_value, low = [2], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 0.0, 1.0, 2.0, 3.0, 0.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// One row above, two columns to the right.
func.func @pad_2d_low_high() {
  %x = util.unfoldable_constant dense<[[1.25, 3.5, 8.0, -3.25, -2.0], [-8.0, -8.75, -7.5, 5.25, -8.25], [-5.75, 7.5, -4.25, -0.5, 5.25]]> : tensor<3x5xf32>
  %pad_value = util.unfoldable_constant dense<-1.0> : tensor<f32>
  %result = stablehlo.pad %x, %pad_value, low = [1, 0], high = [0, 2], interior = [0, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<4x7xf32>
  check.expect_almost_eq_const(%result, dense<[[-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0], [1.25, 3.5, 8.0, -3.25, -2.0, -1.0, -1.0], [-8.0, -8.75, -7.5, 5.25, -8.25, -1.0, -1.0], [-5.75, 7.5, -4.25, -0.5, 5.25, -1.0, -1.0]]> : tensor<4x7xf32>) : tensor<4x7xf32>
  return
}

func.func @pad_2d_like_jax() {
  %x = util.unfoldable_constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
  %pad_value = util.unfoldable_constant dense<0.5> : tensor<f32>
  %result = stablehlo.pad %x, %pad_value, low = [1, 0], high = [1, 2], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x6xf32>
  check.expect_almost_eq_const(%result, dense<[[0.5, 0.5, 0.5, 0.5, 0.5, 0.5], [0.0, 1.0, 2.0, 3.0, 0.5, 0.5], [4.0, 5.0, 6.0, 7.0, 0.5, 0.5], [8.0, 9.0, 10.0, 11.0, 0.5, 0.5], [0.5, 0.5, 0.5, 0.5, 0.5, 0.5]]> : tensor<5x6xf32>) : tensor<5x6xf32>
  return
}

func.func @pad_2d_all_sides() {
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %pad_value = util.unfoldable_constant dense<-7> : tensor<i32>
  %result = stablehlo.pad %x, %pad_value, low = [1, 2], high = [2, 1], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x6xi32>
  check.expect_eq_const(%result, dense<[[-7, -7, -7, -7, -7, -7], [-7, -7, 1, 2, 3, -7], [-7, -7, 4, 5, 6, -7], [-7, -7, -7, -7, -7, -7], [-7, -7, -7, -7, -7, -7]]> : tensor<5x6xi32>) : tensor<5x6xi32>
  return
}

func.func @pad_3d() {
  %x = util.unfoldable_constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]> : tensor<1x2x3xf32>
  %pad_value = util.unfoldable_constant dense<9.0> : tensor<f32>
  %result = stablehlo.pad %x, %pad_value, low = [1, 0, 1], high = [0, 1, 1], interior = [0, 0, 0] : (tensor<1x2x3xf32>, tensor<f32>) -> tensor<2x3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[[9.0, 9.0, 9.0, 9.0, 9.0], [9.0, 9.0, 9.0, 9.0, 9.0], [9.0, 9.0, 9.0, 9.0, 9.0]], [[9.0, 1.0, 2.0, 3.0, 9.0], [9.0, 4.0, 5.0, 6.0, 9.0], [9.0, 9.0, 9.0, 9.0, 9.0]]]> : tensor<2x3x5xf32>) : tensor<2x3x5xf32>
  return
}

// No padding at all.
func.func @pad_nothing() {
  %x = util.unfoldable_constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %pad_value = util.unfoldable_constant dense<3.0> : tensor<f32>
  %result = stablehlo.pad %x, %pad_value, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @pad_high_only() {
  %x = util.unfoldable_constant dense<[5, 6]> : tensor<2xi8>
  %pad_value = util.unfoldable_constant dense<-128> : tensor<i8>
  %result = stablehlo.pad %x, %pad_value, low = [0], high = [3], interior = [0] : (tensor<2xi8>, tensor<i8>) -> tensor<5xi8>
  check.expect_eq_const(%result, dense<[5, 6, -128, -128, -128]> : tensor<5xi8>) : tensor<5xi8>
  return
}

func.func @pad_i1() {
  %x = util.unfoldable_constant dense<[true, true]> : tensor<2xi1>
  %pad_value = util.unfoldable_constant dense<false> : tensor<i1>
  %result = stablehlo.pad %x, %pad_value, low = [1], high = [1], interior = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, true, true, false]> : tensor<4xi1>) : tensor<4xi1>
  return
}

func.func @pad_f16() {
  %x = util.unfoldable_constant dense<[1.5, -2.5]> : tensor<2xf16>
  %pad_value = util.unfoldable_constant dense<0.25> : tensor<f16>
  %result = stablehlo.pad %x, %pad_value, low = [2], high = [0], interior = [0] : (tensor<2xf16>, tensor<f16>) -> tensor<4xf16>
  check.expect_almost_eq_const(%result, dense<[0.25, 0.25, 1.5, -2.5]> : tensor<4xf16>) : tensor<4xf16>
  return
}

// Large: row sums of the padded 36x72 tensor.
func.func @pad_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-1000.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %pad_value = util.unfoldable_constant dense<0.5> : tensor<f32>
  %result = stablehlo.pad %x, %pad_value, low = [2, 3], high = [1, 4], interior = [0, 0] : (tensor<33x65xf32>, tensor<f32>) -> tensor<36x72xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<36x72xf32>, tensor<f32>) -> tensor<36xf32>
  check.expect_almost_eq_const(%row_sums, dense<[36.0, 36.0, -7861.5, -7333.375, -6805.25, -6277.125, -5749.0, -5220.875, -4692.75, -4164.625, -3636.5, -3108.375, -2580.25, -2052.125, -1524.0, -995.875, -467.75, 60.375, 588.5, 1116.625, 1644.75, 2172.875, 2701.0, 3229.125, 3757.25, 4285.375, 4813.5, 5341.625, 5869.75, 6397.875, 6926.0, 7454.125, 7982.25, 8510.375, 9038.5, 36.0]> : tensor<36xf32>) : tensor<36xf32>
  return
}
