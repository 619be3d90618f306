// stablehlo.abs on f32, f16, i32 and i8.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @abs_f32_0d() {
  %x = util.unfoldable_constant dense<2.5> : tensor<f32>
  %result = stablehlo.abs %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<2.5> : tensor<f32>) : tensor<f32>
  return
}

func.func @abs_f32_1d() {
  %x = util.unfoldable_constant dense<[6.5, 5.75, -5.25, 1.5, 3.25, 6.75, -1.0, 7.5, -6.75, -4.0, -6.25, 5.25, 8.0, -3.25, -1.0, -7.0, 9.25]> : tensor<17xf32>
  %result = stablehlo.abs %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[6.5, 5.75, 5.25, 1.5, 3.25, 6.75, 1.0, 7.5, 6.75, 4.0, 6.25, 5.25, 8.0, 3.25, 1.0, 7.0, 9.25]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @abs_f32_3x5() {
  %x = util.unfoldable_constant dense<[[-2.75, 7.0, 4.75, 0.25, -8.25], [-8.5, 6.25, 6.0, -9.5, 9.0], [-1.75, -5.0, 5.0, 3.0, 6.75]]> : tensor<3x5xf32>
  %result = stablehlo.abs %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[2.75, 7.0, 4.75, 0.25, 8.25], [8.5, 6.25, 6.0, 9.5, 9.0], [1.75, 5.0, 5.0, 3.0, 6.75]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @abs_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-1.75, 2.5, 4.75, 7.75], [4.25, -9.5, -0.25, 8.0], [1.5, -3.0, 8.5, -6.75]], [[3.75, -7.75, -2.5, 8.0], [-8.75, -7.75, -8.0, 9.25], [6.0, -9.0, 9.0, 5.75]]]> : tensor<2x3x4xf32>
  %result = stablehlo.abs %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[1.75, 2.5, 4.75, 7.75], [4.25, 9.5, 0.25, 8.0], [1.5, 3.0, 8.5, 6.75]], [[3.75, 7.75, 2.5, 8.0], [8.75, 7.75, 8.0, 9.25], [6.0, 9.0, 9.0, 5.75]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @abs_f16_1d() {
  %x = util.unfoldable_constant dense<[-0.5, 4.5, 4.5, -4.25, -5.25, 0.75, 0.25, -5.0, -5.5, -5.5, -6.25, -1.0, -7.0, 1.75, -4.75, 5.25, 8.0]> : tensor<17xf16>
  %result = stablehlo.abs %x : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[0.5, 4.5, 4.5, 4.25, 5.25, 0.75, 0.25, 5.0, 5.5, 5.5, 6.25, 1.0, 7.0, 1.75, 4.75, 5.25, 8.0]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @abs_f16_3x5() {
  %x = util.unfoldable_constant dense<[[-5.75, -1.5, 8.0, -2.0, -7.5], [-8.5, -7.75, 8.5, 6.75, -5.0], [0.25, 6.75, -1.25, 1.5, 7.5]]> : tensor<3x5xf16>
  %result = stablehlo.abs %x : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[5.75, 1.5, 8.0, 2.0, 7.5], [8.5, 7.75, 8.5, 6.75, 5.0], [0.25, 6.75, 1.25, 1.5, 7.5]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

// Signed zeros, tiny and huge values.
func.func @abs_f32_special() {
  %x = util.unfoldable_constant dense<[0.0, -0.0, 1.5, -1.5, 1.0e-30, -3.0e+38]> : tensor<6xf32>
  %result = stablehlo.abs %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 0.0, 1.5, 1.5, 1.0e-30, 3.0e+38]> : tensor<6xf32>) : tensor<6xf32>
  return
}

func.func @abs_i32_0d() {
  %x = util.unfoldable_constant dense<-62> : tensor<i32>
  %result = stablehlo.abs %x : tensor<i32>
  check.expect_eq_const(%result, dense<62> : tensor<i32>) : tensor<i32>
  return
}

func.func @abs_i32_1d() {
  %x = util.unfoldable_constant dense<[53, -96, 14, 37, 57, 39, -37, 29, 44, 100, 24, 31, 74, -9, -16, 75, 10]> : tensor<17xi32>
  %result = stablehlo.abs %x : tensor<17xi32>
  check.expect_eq_const(%result, dense<[53, 96, 14, 37, 57, 39, 37, 29, 44, 100, 24, 31, 74, 9, 16, 75, 10]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @abs_i32_3x5() {
  %x = util.unfoldable_constant dense<[[97, -72, -36, -21, -52], [-16, -45, -85, -17, -4], [37, 8, 63, -38, 83]]> : tensor<3x5xi32>
  %result = stablehlo.abs %x : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[97, 72, 36, 21, 52], [16, 45, 85, 17, 4], [37, 8, 63, 38, 83]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @abs_i8_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-39, 79, 17, 31], [-50, 82, 76, -2], [-49, 84, 35, -8]], [[24, -64, 95, -27], [34, 76, -74, 100], [59, 99, 81, 56]]]> : tensor<2x3x4xi8>
  %result = stablehlo.abs %x : tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[39, 79, 17, 31], [50, 82, 76, 2], [49, 84, 35, 8]], [[24, 64, 95, 27], [34, 76, 74, 100], [59, 99, 81, 56]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// INT_MIN wraps to itself under abs and negate.
func.func @abs_i32_extremes() {
  %x = util.unfoldable_constant dense<[-2147483648, 2147483647, 0, -1]> : tensor<4xi32>
  %result = stablehlo.abs %x : tensor<4xi32>
  check.expect_eq_const(%result, dense<[-2147483648, 2147483647, 0, 1]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @abs_i8_extremes() {
  %x = util.unfoldable_constant dense<[-128, 127, 0, -1]> : tensor<4xi8>
  %result = stablehlo.abs %x : tensor<4xi8>
  check.expect_eq_const(%result, dense<[-128, 127, 0, 1]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @abs_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_i0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-40.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.abs %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[140.0, 138.125, 136.5, 135.125, 134.0, 133.125, 132.5, 132.125, 132.0, 132.125, 132.5, 133.125, 134.0, 135.125, 136.5, 138.125, 140.0, 142.125, 144.5, 147.125, 150.0, 153.125, 156.5, 160.125, 164.0, 168.125, 172.5, 177.125, 182.0, 187.125, 192.5, 198.125, 204.0]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @abs_i32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %x_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xi32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xi32>
  %x_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %x = stablehlo.add %x_s0, %x_cb : tensor<33x65xi32>
  %result = stablehlo.abs %x : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[62920, 58695, 54470, 50245, 46020, 41795, 37570, 33345, 29120, 24895, 20670, 16445, 12220, 7995, 3770, 1105, 4680, 8905, 13130, 17355, 21580, 25805, 30030, 34255, 38480, 42705, 46930, 51155, 55380, 59605, 63830, 68055, 72280]> : tensor<33xi32>) : tensor<33xi32>
  return
}
