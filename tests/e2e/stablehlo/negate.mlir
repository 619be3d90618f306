// stablehlo.negate on f32, f16, i32 and i8.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @negate_f32_0d() {
  %x = util.unfoldable_constant dense<-4.5> : tensor<f32>
  %result = stablehlo.negate %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<4.5> : tensor<f32>) : tensor<f32>
  return
}

func.func @negate_f32_1d() {
  %x = util.unfoldable_constant dense<[-7.75, 9.25, 0.5, 1.25, 2.25, -5.0, -5.75, -3.25, -5.25, -0.75, -6.0, -4.0, 7.5, -7.25, -1.75, 9.25, 8.75]> : tensor<17xf32>
  %result = stablehlo.negate %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[7.75, -9.25, -0.5, -1.25, -2.25, 5.0, 5.75, 3.25, 5.25, 0.75, 6.0, 4.0, -7.5, 7.25, 1.75, -9.25, -8.75]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @negate_f32_3x5() {
  %x = util.unfoldable_constant dense<[[-9.25, -4.75, 4.0, 6.75, 3.0], [-2.75, -2.0, 0.0, -2.5, -5.0], [-4.0, 4.25, -5.0, -9.25, 5.0]]> : tensor<3x5xf32>
  %result = stablehlo.negate %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[9.25, 4.75, -4.0, -6.75, -3.0], [2.75, 2.0, -0.0, 2.5, 5.0], [4.0, -4.25, 5.0, 9.25, -5.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @negate_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[4.25, 2.75, 9.0, -3.25], [-3.5, -9.5, 8.0, -6.25], [0.25, -4.5, 1.0, 0.5]], [[7.5, 0.75, 4.25, 2.0], [9.25, -1.75, -5.0, 8.0], [2.5, 1.0, 1.5, -7.75]]]> : tensor<2x3x4xf32>
  %result = stablehlo.negate %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-4.25, -2.75, -9.0, 3.25], [3.5, 9.5, -8.0, 6.25], [-0.25, 4.5, -1.0, -0.5]], [[-7.5, -0.75, -4.25, -2.0], [-9.25, 1.75, 5.0, -8.0], [-2.5, -1.0, -1.5, 7.75]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @negate_f16_1d() {
  %x = util.unfoldable_constant dense<[3.75, 3.25, 2.5, 0.0, -9.75, -5.0, 6.5, 2.5, 2.5, -5.25, 6.0, -6.5, -7.75, 2.75, -10.0, -10.0, -0.25]> : tensor<17xf16>
  %result = stablehlo.negate %x : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[-3.75, -3.25, -2.5, -0.0, 9.75, 5.0, -6.5, -2.5, -2.5, 5.25, -6.0, 6.5, 7.75, -2.75, 10.0, 10.0, 0.25]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @negate_f16_3x5() {
  %x = util.unfoldable_constant dense<[[3.75, 5.0, 9.25, 1.5, 1.5], [6.25, -3.75, -6.75, 5.0, 8.25], [-1.25, 8.5, -5.5, -3.0, 6.75]]> : tensor<3x5xf16>
  %result = stablehlo.negate %x : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[-3.75, -5.0, -9.25, -1.5, -1.5], [-6.25, 3.75, 6.75, -5.0, -8.25], [1.25, -8.5, 5.5, 3.0, -6.75]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

// Signed zeros, tiny and huge values.
func.func @negate_f32_special() {
  %x = util.unfoldable_constant dense<[0.0, -0.0, 1.5, -1.5, 1.0e-30, -3.0e+38]> : tensor<6xf32>
  %result = stablehlo.negate %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[-0.0, 0.0, -1.5, 1.5, -1.0e-30, 3.0e+38]> : tensor<6xf32>) : tensor<6xf32>
  return
}

func.func @negate_i32_0d() {
  %x = util.unfoldable_constant dense<-38> : tensor<i32>
  %result = stablehlo.negate %x : tensor<i32>
  check.expect_eq_const(%result, dense<38> : tensor<i32>) : tensor<i32>
  return
}

func.func @negate_i32_1d() {
  %x = util.unfoldable_constant dense<[-73, 88, -31, 26, -91, 90, 0, -28, -59, -44, 24, 4, -5, 80, 1, -78, -29]> : tensor<17xi32>
  %result = stablehlo.negate %x : tensor<17xi32>
  check.expect_eq_const(%result, dense<[73, -88, 31, -26, 91, -90, 0, 28, 59, 44, -24, -4, 5, -80, -1, 78, 29]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @negate_i32_3x5() {
  %x = util.unfoldable_constant dense<[[-26, -29, 49, 81, 23], [70, -57, 97, -54, 67], [-98, 8, 12, 47, 94]]> : tensor<3x5xi32>
  %result = stablehlo.negate %x : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[26, 29, -49, -81, -23], [-70, 57, -97, 54, -67], [98, -8, -12, -47, -94]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @negate_i8_2x3x4() {
  %x = util.unfoldable_constant dense<[[[47, -76, -44, 55], [46, -47, 96, 31], [14, 96, -97, 36]], [[-84, -27, 15, -53], [-86, 29, 95, 92], [-68, 53, -24, 93]]]> : tensor<2x3x4xi8>
  %result = stablehlo.negate %x : tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[-47, 76, 44, -55], [-46, 47, -96, -31], [-14, -96, 97, -36]], [[84, 27, -15, 53], [86, -29, -95, -92], [68, -53, 24, -93]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// INT_MIN wraps to itself under abs and negate.
func.func @negate_i32_extremes() {
  %x = util.unfoldable_constant dense<[-2147483648, 2147483647, 0, -1]> : tensor<4xi32>
  %result = stablehlo.negate %x : tensor<4xi32>
  check.expect_eq_const(%result, dense<[-2147483648, -2147483647, 0, 1]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @negate_i8_extremes() {
  %x = util.unfoldable_constant dense<[-128, 127, 0, -1]> : tensor<4xi8>
  %result = stablehlo.negate %x : tensor<4xi8>
  check.expect_eq_const(%result, dense<[-128, -127, 0, 1]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @negate_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_i0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-40.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.negate %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[65.0, 56.875, 48.75, 40.625, 32.5, 24.375, 16.25, 8.125, 0.0, -8.125, -16.25, -24.375, -32.5, -40.625, -48.75, -56.875, -65.0, -73.125, -81.25, -89.375, -97.5, -105.625, -113.75, -121.875, -130.0, -138.125, -146.25, -154.375, -162.5, -170.625, -178.75, -186.875, -195.0]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @negate_i32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %x_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xi32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xi32>
  %x_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %x = stablehlo.add %x_s0, %x_cb : tensor<33x65xi32>
  %result = stablehlo.negate %x : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[62920, 58695, 54470, 50245, 46020, 41795, 37570, 33345, 29120, 24895, 20670, 16445, 12220, 7995, 3770, -455, -4680, -8905, -13130, -17355, -21580, -25805, -30030, -34255, -38480, -42705, -46930, -51155, -55380, -59605, -63830, -68055, -72280]> : tensor<33xi32>) : tensor<33xi32>
  return
}
