// stablehlo.divide: float division, and integer division that truncates toward zero.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @divide_f32_0d() {
  %lhs = util.unfoldable_constant dense<3.5> : tensor<f32>
  %rhs = util.unfoldable_constant dense<-9.0> : tensor<f32>
  %result = stablehlo.divide %lhs, %rhs : tensor<f32>
  check.expect_almost_eq_const(%result, dense<-0.3888889> : tensor<f32>) : tensor<f32>
  return
}

func.func @divide_f32_1d() {
  %lhs = util.unfoldable_constant dense<[-4.25, -2.0, -2.25, -5.5, -2.25, 4.25, 5.75, 7.5, -6.25, -1.5, -7.0, -4.5, -8.75, 2.75, -4.25, 8.0, -4.25]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[-8.25, -1.0, -5.75, 2.5, 0.75, 8.5, -3.5, 5.0, 6.0, -9.0, -4.75, 4.75, 2.75, 3.5, -1.5, -9.0, -5.5]> : tensor<17xf32>
  %result = stablehlo.divide %lhs, %rhs : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[0.5151515, 2.0, 0.39130434, -2.2, -3.0, 0.5, -1.6428572, 1.5, -1.0416666, 0.16666667, 1.4736842, -0.94736844, -3.1818182, 0.78571427, 2.8333333, -0.8888889, 0.77272725]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @divide_f32_3x5() {
  %lhs = util.unfoldable_constant dense<[[-0.5, -2.0, 7.0, 7.0, 9.0], [9.75, 7.75, 2.75, -0.5, -6.25], [-8.5, 1.5, 3.5, 2.25, -8.25]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[6.25, -9.25, 1.25, -7.75, 10.0], [2.5, -4.0, 7.5, 3.5, -5.0], [7.75, 9.5, 0.75, 2.5, -1.25]]> : tensor<3x5xf32>
  %result = stablehlo.divide %lhs, %rhs : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.08, 0.21621622, 5.6, -0.9032258, 0.9], [3.9, -1.9375, 0.36666667, -0.14285715, 1.25], [-1.0967742, 0.15789473, 4.6666665, 0.9, 6.6]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @divide_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[-8.25, 7.5, -7.25, 3.25], [-1.0, -4.75, 4.75, 6.5], [6.25, -6.0, 1.25, -6.75]], [[5.0, -4.75, 7.5, -9.75], [-7.5, -8.0, -4.75, 1.75], [6.75, 2.75, 3.75, -7.75]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-5.75, 6.25, 3.75, 9.0], [-6.75, -7.25, -4.75, 6.0], [0.25, 2.25, -6.5, 2.0]], [[1.0, 3.5, -1.25, 2.75], [-1.5, 1.25, -5.0, -9.25], [-6.5, -6.0, -8.5, 8.25]]]> : tensor<2x3x4xf32>
  %result = stablehlo.divide %lhs, %rhs : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[1.4347826, 1.2, -1.9333333, 0.3611111], [0.14814815, 0.6551724, -1.0, 1.0833334], [25.0, -2.6666667, -0.1923077, -3.375]], [[5.0, -1.3571428, -6.0, -3.5454545], [5.0, -6.4, 0.95, -0.1891892], [-1.0384616, -0.45833334, -0.44117647, -0.93939394]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @divide_f16_1d() {
  %lhs = util.unfoldable_constant dense<[-7.25, 7.5, 9.0, 7.75, 9.75, 7.25, 4.25, 6.25, -2.5, -4.0, 7.25, 2.0, -8.5, 1.0, -0.75, 9.5, 1.25]> : tensor<17xf16>
  %rhs = util.unfoldable_constant dense<[8.25, -9.0, -4.25, 2.75, 2.25, 3.5, -7.0, -3.25, 5.5, -8.75, -5.0, 1.0, -7.5, -7.25, 2.5, 0.25, -4.0]> : tensor<17xf16>
  %result = stablehlo.divide %lhs, %rhs : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[-0.87890625, -0.8334961, -2.1171875, 2.8183594, 4.3320312, 2.0722656, -0.6069336, -1.9228516, -0.45458984, 0.45703125, -1.4501953, 2.0, 1.1337891, -0.13793945, -0.30004883, 38.0, -0.3125]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @divide_f16_3x5() {
  %lhs = util.unfoldable_constant dense<[[4.25, -1.75, -7.25, 0.25, -7.75], [9.75, 2.75, -6.75, 1.5, -2.75], [5.0, 8.25, 1.25, -1.75, -7.5]]> : tensor<3x5xf16>
  %rhs = util.unfoldable_constant dense<[[-4.5, 1.0, -4.25, -4.5, -2.0], [-6.0, -2.25, 3.75, 5.0, -9.5], [5.75, 6.0, 2.25, -2.0, 7.5]]> : tensor<3x5xf16>
  %result = stablehlo.divide %lhs, %rhs : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[-0.94433594, -1.75, 1.7060547, -0.055541992, 3.875], [-1.625, -1.2226562, -1.7998047, 0.30004883, 0.28955078], [0.8696289, 1.375, 0.55566406, 0.875, -1.0]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

// Integer division truncates toward zero.
func.func @divide_i32_truncates() {
  %lhs = util.unfoldable_constant dense<[7, -7, 7, -7, 0, 1, -1, 100, 2147483647, -2147483647, 9, -9]> : tensor<12xi32>
  %rhs = util.unfoldable_constant dense<[2, 2, -2, -2, 5, 3, 3, -7, 2, 2, 10, 10]> : tensor<12xi32>
  %result = stablehlo.divide %lhs, %rhs : tensor<12xi32>
  check.expect_eq_const(%result, dense<[3, -3, -3, 3, 0, 0, 0, -14, 1073741823, -1073741823, 0, 0]> : tensor<12xi32>) : tensor<12xi32>
  return
}

func.func @divide_i32_3x5() {
  %lhs = util.unfoldable_constant dense<[[4, -766, -325, 583, -70], [511, 725, 670, -952, 494], [-276, -777, 215, -950, 559]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[-23, -4, 21, -30, -17], [-12, 4, 10, -6, -18], [-16, -6, -21, -25, 30]]> : tensor<3x5xi32>
  %result = stablehlo.divide %lhs, %rhs : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[0, 191, -15, -19, 4], [-42, 181, 67, 158, -27], [17, 129, -10, 38, 18]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @divide_i32_0d() {
  %lhs = util.unfoldable_constant dense<-17> : tensor<i32>
  %rhs = util.unfoldable_constant dense<5> : tensor<i32>
  %result = stablehlo.divide %lhs, %rhs : tensor<i32>
  check.expect_eq_const(%result, dense<-3> : tensor<i32>) : tensor<i32>
  return
}

func.func @divide_i8() {
  %lhs = util.unfoldable_constant dense<[127, -128, -7, 7, 100]> : tensor<5xi8>
  %rhs = util.unfoldable_constant dense<[2, 3, 2, -2, -9]> : tensor<5xi8>
  %result = stablehlo.divide %lhs, %rhs : tensor<5xi8>
  check.expect_eq_const(%result, dense<[63, -42, -3, -3, -11]> : tensor<5xi8>) : tensor<5xi8>
  return
}

// IEEE division by zero.
func.func @divide_f32_by_zero() {
  %lhs = util.unfoldable_constant dense<[1.0, -1.0, 0.0, 3.0]> : tensor<4xf32>
  %rhs = util.unfoldable_constant dense<[0.0, 0.0, 5.0, -0.0]> : tensor<4xf32>
  %result = stablehlo.divide %lhs, %rhs : tensor<4xf32>
  check.expect_almost_eq_const(%result, dense<[0x7F800000, 0xFF800000, 0.0, 0xFF800000]> : tensor<4xf32>) : tensor<4xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @divide_f32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_i1 : tensor<33x65xf32>
  %lhs_c = util.unfoldable_constant dense<3.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs_u = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xf32>
  %lhs_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<33x65xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %rhs_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs_u = stablehlo.add %rhs_i0, %rhs_cb : tensor<33x65xf32>
  %rhs_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<33x65xf32>
  %result = stablehlo.divide %lhs, %rhs : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[568.75, 292.5, 200.41667, 154.375, 126.75, 108.333336, 95.17857, 85.3125, 77.638885, 71.5, 66.47727, 62.291668, 58.75, 55.714287, 53.083332, 50.78125, 48.75, 46.944443, 45.32895, 43.875, 42.559525, 41.363636, 40.27174, 39.270832, 38.35, 37.5, 36.712963, 35.982143, 35.301723, 34.666668, 34.072582, 33.515625, 32.992424]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @divide_i32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %lhs_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %lhs_m0 = stablehlo.multiply %lhs_i0, %lhs_k0 : tensor<33x65xi32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %lhs_s0 = stablehlo.add %lhs_m0, %lhs_i1 : tensor<33x65xi32>
  %lhs_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %lhs = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xi32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %rhs_k0 = stablehlo.constant dense<-1> : tensor<33x65xi32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<33x65xi32>
  %rhs_c = util.unfoldable_constant dense<-1> : tensor<i32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %rhs = stablehlo.add %rhs_m0, %rhs_cb : tensor<33x65xi32>
  %result = stablehlo.divide %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[62920, 29331, 18135, 12537, 9178, 6939, 5340, 4140, 3207, 2461, 1850, 1340, 910, 540, 220, -22, -244, -465, -662, -835, -997, -1142, -1275, -1396, -1505, -1614, -1704, -1798, -1879, -1955, -2027, -2095, -2159]> : tensor<33xi32>) : tensor<33xi32>
  return
}
