// stablehlo.minimum on f32, f16, i32 and i8.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @minimum_f32_0d() {
  %lhs = util.unfoldable_constant dense<1.25> : tensor<f32>
  %rhs = util.unfoldable_constant dense<-1.0> : tensor<f32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<f32>
  check.expect_almost_eq_const(%result, dense<-1.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @minimum_f32_1d() {
  %lhs = util.unfoldable_constant dense<[-6.75, 2.5, -3.25, -7.25, -6.5, -5.5, 9.75, 0.0, -0.75, -4.5, -1.25, -8.25, -4.75, -7.25, -5.25, -5.75, 0.5]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[-3.5, 8.5, -3.0, -4.75, 1.75, 6.5, 9.5, 6.75, 2.5, -3.75, 2.25, 7.0, -5.75, 7.25, 3.0, -8.0, 5.5]> : tensor<17xf32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[-6.75, 2.5, -3.25, -7.25, -6.5, -5.5, 9.5, 0.0, -0.75, -4.5, -1.25, -8.25, -5.75, -7.25, -5.25, -8.0, 0.5]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @minimum_f32_3x5() {
  %lhs = util.unfoldable_constant dense<[[-4.5, 9.25, 2.5, -5.5, 8.5], [-1.75, -10.0, 9.5, 1.5, -4.25], [-0.25, 3.75, 1.25, -10.0, 2.5]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[8.5, 6.75, -9.75, 8.25, -2.25], [-7.0, 6.25, 1.0, 9.25, -5.75], [1.5, -0.75, -9.0, -5.0, -0.25]]> : tensor<3x5xf32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-4.5, 6.75, -9.75, -5.5, -2.25], [-7.0, -10.0, 1.0, 1.5, -5.75], [-0.25, -0.75, -9.0, -10.0, -0.25]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @minimum_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[2.0, 0.25, 6.0, -9.25], [-4.5, -5.75, 9.5, 6.25], [0.0, -9.25, -2.5, 5.75]], [[-3.25, 3.75, -6.5, -2.25], [5.0, -3.75, 6.75, -2.25], [-9.0, -5.5, 6.0, 2.75]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-5.25, -1.5, -3.75, -0.75], [-2.0, -3.25, 6.0, 1.5], [-6.25, -8.5, 9.25, 4.25]], [[4.25, 4.0, -1.5, -0.0], [2.5, 4.0, -6.5, 0.5], [-9.5, -1.5, -9.25, -2.5]]]> : tensor<2x3x4xf32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-5.25, -1.5, -3.75, -9.25], [-4.5, -5.75, 6.0, 1.5], [-6.25, -9.25, -2.5, 4.25]], [[-3.25, 3.75, -6.5, -2.25], [2.5, -3.75, -6.5, -2.25], [-9.5, -5.5, -9.25, -2.5]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @minimum_f16_1d() {
  %lhs = util.unfoldable_constant dense<[5.25, 3.0, 2.25, -3.0, -0.75, -6.0, -5.75, -6.75, -4.5, 7.75, 7.0, 8.5, 7.5, -8.0, 5.5, -0.75, 4.75]> : tensor<17xf16>
  %rhs = util.unfoldable_constant dense<[7.0, 4.25, 4.25, 8.0, -5.5, -3.5, 8.5, -9.25, -0.0, 9.0, -0.25, -5.5, 8.5, 7.0, -8.25, 8.75, -9.5]> : tensor<17xf16>
  %result = stablehlo.minimum %lhs, %rhs : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[5.25, 3.0, 2.25, -3.0, -5.5, -6.0, -5.75, -9.25, -4.5, 7.75, -0.25, -5.5, 7.5, -8.0, -8.25, -0.75, -9.5]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @minimum_f16_3x5() {
  %lhs = util.unfoldable_constant dense<[[0.75, -0.0, 7.0, 6.75, 3.0], [-0.25, -5.25, -2.75, -4.5, 1.25], [-1.5, -2.5, 0.25, -6.5, 3.5]]> : tensor<3x5xf16>
  %rhs = util.unfoldable_constant dense<[[1.25, 2.0, -2.75, -3.5, 0.75], [3.25, 9.25, 4.5, -6.75, -2.5], [0.5, -8.0, -9.75, -6.5, -0.25]]> : tensor<3x5xf16>
  %result = stablehlo.minimum %lhs, %rhs : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[0.75, -0.0, -2.75, -3.5, 0.75], [-0.25, -5.25, -2.75, -6.75, -2.5], [-1.5, -8.0, -9.75, -6.5, -0.25]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

func.func @minimum_i32_0d() {
  %lhs = util.unfoldable_constant dense<89> : tensor<i32>
  %rhs = util.unfoldable_constant dense<-2> : tensor<i32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<i32>
  check.expect_eq_const(%result, dense<-2> : tensor<i32>) : tensor<i32>
  return
}

func.func @minimum_i32_1d() {
  %lhs = util.unfoldable_constant dense<[56, 1, 9, -74, 35, 46, 99, 17, 1, -60, 99, 42, -54, 62, 5, 73, -16]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[80, 72, 42, -12, 59, -28, -91, 23, 47, 8, -10, 39, -67, 16, -14, -98, 7]> : tensor<17xi32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<17xi32>
  check.expect_eq_const(%result, dense<[56, 1, 9, -74, 35, -28, -91, 17, 1, -60, -10, 39, -67, 16, -14, -98, -16]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @minimum_i32_3x5() {
  %lhs = util.unfoldable_constant dense<[[45, 32, 35, -64, -37], [-97, 87, 46, -3, 97], [52, -3, -64, 39, -72]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[19, 43, -40, 85, 26], [-95, 37, 69, 73, -48], [39, 79, -16, 87, 46]]> : tensor<3x5xi32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[19, 32, -40, -64, -37], [-97, 37, 46, -3, -48], [39, -3, -64, 39, -72]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @minimum_i8_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[39, -97, 26, -23], [78, -98, -86, -84], [-8, -30, 61, 15]], [[-25, 58, 65, 46], [24, -34, 88, -81], [-27, -30, -33, -31]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[-97, 35, -87, -68], [-98, -28, -57, -61], [78, -71, -77, -99]], [[-88, -32, -41, -83], [54, 87, 16, 7], [-88, 54, -46, -88]]]> : tensor<2x3x4xi8>
  %result = stablehlo.minimum %lhs, %rhs : tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[-97, -97, -87, -68], [-98, -98, -86, -84], [-8, -71, -77, -99]], [[-88, -32, -41, -83], [24, -34, 16, -81], [-88, -30, -46, -88]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// Signed comparison of extreme values.
func.func @minimum_i32_extremes() {
  %lhs = util.unfoldable_constant dense<[-2147483648, 2147483647, -1, 0]> : tensor<4xi32>
  %rhs = util.unfoldable_constant dense<[2147483647, -2147483648, 1, -1]> : tensor<4xi32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<4xi32>
  check.expect_eq_const(%result, dense<[-2147483648, -2147483648, -1, -1]> : tensor<4xi32>) : tensor<4xi32>
  return
}

// Large 33x65: row sums of the result.
func.func @minimum_f32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %lhs_k1 = stablehlo.constant dense<-1.0> : tensor<33x65xf32>
  %lhs_m1 = stablehlo.multiply %lhs_i1, %lhs_k1 : tensor<33x65xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_m1 : tensor<33x65xf32>
  %lhs_c = util.unfoldable_constant dense<10.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs_u = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xf32>
  %lhs_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<33x65xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %rhs_k0 = stablehlo.constant dense<-1.0> : tensor<33x65xf32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<33x65xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_i1 : tensor<33x65xf32>
  %rhs_c = util.unfoldable_constant dense<5.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs_u = stablehlo.add %rhs_s0, %rhs_cb : tensor<33x65xf32>
  %rhs_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<33x65xf32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-726.25, -698.25, -671.0, -644.5, -618.75, -593.75, -569.5, -546.0, -523.25, -501.25, -480.0, -459.5, -439.75, -420.75, -402.5, -385.0, -368.25, -352.25, -337.0, -322.5, -308.75, -295.75, -283.5, -272.0, -261.25, -251.25, -242.0, -233.5, -225.75, -218.75, -212.5, -207.0, -202.25]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @minimum_i32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %lhs_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %lhs_m0 = stablehlo.multiply %lhs_i0, %lhs_k0 : tensor<33x65xi32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %lhs_s0 = stablehlo.add %lhs_m0, %lhs_i1 : tensor<33x65xi32>
  %lhs_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %lhs = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xi32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %rhs_k0 = stablehlo.constant dense<-65> : tensor<33x65xi32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<33x65xi32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %rhs_k1 = stablehlo.constant dense<-1> : tensor<33x65xi32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<33x65xi32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<33x65xi32>
  %rhs_c = util.unfoldable_constant dense<1100> : tensor<i32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %rhs = stablehlo.add %rhs_s0, %rhs_cb : tensor<33x65xi32>
  %result = stablehlo.minimum %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[-62920, -58695, -54470, -50245, -46020, -41795, -37570, -33345, -29120, -24895, -20670, -16445, -12220, -7995, -3770, 455, 1710, -2405, -6630, -10855, -15080, -19305, -23530, -27755, -31980, -36205, -40430, -44655, -48880, -53105, -57330, -61555, -65780]> : tensor<33xi32>) : tensor<33xi32>
  return
}
