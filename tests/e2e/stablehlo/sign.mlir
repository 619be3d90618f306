// stablehlo.sign on f32, f16, i32 and i8.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @sign_f32_0d() {
  %x = util.unfoldable_constant dense<4.0> : tensor<f32>
  %result = stablehlo.sign %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<1.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @sign_f32_1d() {
  %x = util.unfoldable_constant dense<[9.5, 8.25, -9.75, 6.0, -9.25, 3.5, 5.25, 1.0, 0.25, -7.5, -4.25, -6.0, -2.5, -8.25, -1.75, -9.0, -9.5]> : tensor<17xf32>
  %result = stablehlo.sign %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 1.0, -1.0, 1.0, -1.0, 1.0, 1.0, 1.0, 1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @sign_f32_3x5() {
  %x = util.unfoldable_constant dense<[[9.75, -4.75, -7.5, -1.5, -6.0], [9.0, -3.25, 3.75, -3.25, 0.25], [-8.75, -9.5, 2.75, -1.25, 9.75]]> : tensor<3x5xf32>
  %result = stablehlo.sign %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[1.0, -1.0, -1.0, -1.0, -1.0], [1.0, -1.0, 1.0, -1.0, 1.0], [-1.0, -1.0, 1.0, -1.0, 1.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @sign_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-6.0, 7.75, -8.25, 4.75], [-2.5, 4.5, -5.5, -5.25], [8.25, -7.0, 7.25, 3.25]], [[0.0, 9.5, 2.75, -9.5], [2.25, 9.0, 3.0, -2.0], [-6.75, -6.25, -6.75, 5.25]]]> : tensor<2x3x4xf32>
  %result = stablehlo.sign %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-1.0, 1.0, -1.0, 1.0], [-1.0, 1.0, -1.0, -1.0], [1.0, -1.0, 1.0, 1.0]], [[0.0, 1.0, 1.0, -1.0], [1.0, 1.0, 1.0, -1.0], [-1.0, -1.0, -1.0, 1.0]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @sign_f16_1d() {
  %x = util.unfoldable_constant dense<[6.25, 7.25, -9.25, -7.5, -2.75, 4.25, -2.0, -2.25, -4.75, 4.0, -6.0, 4.0, 6.75, 2.0, 4.5, 6.75, 9.25]> : tensor<17xf16>
  %result = stablehlo.sign %x : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[1.0, 1.0, -1.0, -1.0, -1.0, 1.0, -1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @sign_f16_3x5() {
  %x = util.unfoldable_constant dense<[[7.5, -5.0, 3.0, -9.5, -1.5], [7.5, -0.25, 2.0, -3.25, 1.0], [7.0, 7.0, -6.0, 2.25, -4.5]]> : tensor<3x5xf16>
  %result = stablehlo.sign %x : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[1.0, -1.0, 1.0, -1.0, -1.0], [1.0, -1.0, 1.0, -1.0, 1.0], [1.0, 1.0, -1.0, 1.0, -1.0]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

// Signed zeros, tiny and huge values.
func.func @sign_f32_special() {
  %x = util.unfoldable_constant dense<[0.0, -0.0, 1.5, -1.5, 1.0e-30, -3.0e+38]> : tensor<6xf32>
  %result = stablehlo.sign %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 0.0, 1.0, -1.0, 1.0, -1.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

func.func @sign_i32_0d() {
  %x = util.unfoldable_constant dense<90> : tensor<i32>
  %result = stablehlo.sign %x : tensor<i32>
  check.expect_eq_const(%result, dense<1> : tensor<i32>) : tensor<i32>
  return
}

func.func @sign_i32_1d() {
  %x = util.unfoldable_constant dense<[95, 24, -85, -14, 10, -26, 68, -91, 42, -25, -15, -91, 24, -97, 24, 46, 83]> : tensor<17xi32>
  %result = stablehlo.sign %x : tensor<17xi32>
  check.expect_eq_const(%result, dense<[1, 1, -1, -1, 1, -1, 1, -1, 1, -1, -1, -1, 1, -1, 1, 1, 1]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @sign_i32_3x5() {
  %x = util.unfoldable_constant dense<[[78, -39, -5, -62, 2], [-89, 0, -73, 24, 65], [-82, 91, -94, 17, -92]]> : tensor<3x5xi32>
  %result = stablehlo.sign %x : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[1, -1, -1, -1, 1], [-1, 0, -1, 1, 1], [-1, 1, -1, 1, -1]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @sign_i8_2x3x4() {
  %x = util.unfoldable_constant dense<[[[22, -36, 36, 89], [-78, -93, -19, 21], [-69, -39, -93, -86]], [[48, -76, -58, 68], [-74, 60, -43, -4], [-26, -53, 31, -7]]]> : tensor<2x3x4xi8>
  %result = stablehlo.sign %x : tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[1, -1, 1, 1], [-1, -1, -1, 1], [-1, -1, -1, -1]], [[1, -1, -1, 1], [-1, 1, -1, -1], [-1, -1, 1, -1]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// INT_MIN wraps to itself under abs and negate.
func.func @sign_i32_extremes() {
  %x = util.unfoldable_constant dense<[-2147483648, 2147483647, 0, -1]> : tensor<4xi32>
  %result = stablehlo.sign %x : tensor<4xi32>
  check.expect_eq_const(%result, dense<[-1, 1, 0, -1]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @sign_i8_extremes() {
  %x = util.unfoldable_constant dense<[-128, 127, 0, -1]> : tensor<4xi8>
  %result = stablehlo.sign %x : tensor<4xi8>
  check.expect_eq_const(%result, dense<[-1, 1, 0, -1]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @sign_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_i0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-40.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.sign %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-16.0, -14.0, -12.0, -10.0, -8.0, -6.0, -4.0, -2.0, 0.0, 2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0, 16.0, 18.0, 20.0, 22.0, 24.0, 26.0, 28.0, 30.0, 32.0, 34.0, 36.0, 38.0, 40.0, 42.0, 44.0, 46.0, 48.0]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @sign_i32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %x_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xi32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xi32>
  %x_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %x = stablehlo.add %x_s0, %x_cb : tensor<33x65xi32>
  %result = stablehlo.sign %x : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[-65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, -65, 14, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65, 65]> : tensor<33xi32>) : tensor<33xi32>
  return
}
