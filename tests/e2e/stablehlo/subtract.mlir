// stablehlo.subtract on f32, f16, i32 and i8 tensors of rank 0 to 3.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @subtract_f32_0d() {
  %lhs = util.unfoldable_constant dense<-2.5> : tensor<f32>
  %rhs = util.unfoldable_constant dense<-4.75> : tensor<f32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<f32>
  check.expect_almost_eq_const(%result, dense<2.25> : tensor<f32>) : tensor<f32>
  return
}

func.func @subtract_f32_1d() {
  %lhs = util.unfoldable_constant dense<[-7.25, 1.75, -0.75, 6.75, -0.0, -9.75, -1.25, -7.25, -3.25, 0.0, 0.75, 4.0, 9.25, -2.5, 5.0, 0.5, 7.25]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[1.25, -2.25, -0.0, 0.5, 9.75, -8.75, -9.0, -6.0, -10.0, -8.0, -2.0, -6.0, -0.25, 7.0, 2.75, 5.25, 6.5]> : tensor<17xf32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[-8.5, 4.0, -0.75, 6.25, -9.75, -1.0, 7.75, -1.25, 6.75, 8.0, 2.75, 10.0, 9.5, -9.5, 2.25, -4.75, 0.75]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @subtract_f32_3x5() {
  %lhs = util.unfoldable_constant dense<[[-7.5, -9.0, -1.0, -0.75, 9.25], [-4.75, -1.0, 1.25, 7.0, -7.5], [8.5, 1.5, -0.75, -1.25, -9.0]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[-4.5, 2.5, 8.5, 8.5, -5.0], [0.75, -4.0, -2.75, -3.0, -1.25], [-10.0, -1.0, -3.75, -4.75, 1.5]]> : tensor<3x5xf32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-3.0, -11.5, -9.5, -9.25, 14.25], [-5.5, 3.0, 4.0, 10.0, -6.25], [18.5, 2.5, 3.0, 3.5, -10.5]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @subtract_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[-0.25, 4.5, -0.75, 7.0], [5.75, 0.75, 9.0, 3.0], [-1.5, -5.5, -6.75, -3.0]], [[-5.0, -0.75, 5.5, -9.25], [5.75, -6.75, 1.75, -10.0], [6.75, 4.25, -6.5, 8.5]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-3.0, 2.25, -5.75, -0.0], [3.75, -6.0, -3.5, -1.25], [1.0, -4.25, -0.5, -8.0]], [[-1.25, -9.5, -6.5, 8.25], [-5.75, -2.75, -6.5, 1.75], [1.75, 7.75, 4.75, 8.75]]]> : tensor<2x3x4xf32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[2.75, 2.25, 5.0, 7.0], [2.0, 6.75, 12.5, 4.25], [-2.5, -1.25, -6.25, 5.0]], [[-3.75, 8.75, 12.0, -17.5], [11.5, -4.0, 8.25, -11.75], [5.0, -3.5, -11.25, -0.25]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @subtract_f16_1d() {
  %lhs = util.unfoldable_constant dense<[-6.0, -5.25, 7.25, 7.5, -7.25, -2.75, -9.75, -5.25, -3.0, -3.75, -7.5, 9.0, -2.75, -0.5, 4.0, 6.25, 7.75]> : tensor<17xf16>
  %rhs = util.unfoldable_constant dense<[1.75, 7.75, 1.0, 6.0, -5.25, 5.0, -4.75, 1.5, 8.75, 2.25, -8.5, 7.75, 0.5, -8.25, -2.5, 4.75, -8.25]> : tensor<17xf16>
  %result = stablehlo.subtract %lhs, %rhs : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[-7.75, -13.0, 6.25, 1.5, -2.0, -7.75, -5.0, -6.75, -11.75, -6.0, 1.0, 1.25, -3.25, 7.75, 6.5, 1.5, 16.0]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @subtract_f16_3x5() {
  %lhs = util.unfoldable_constant dense<[[3.25, 10.0, -6.25, 2.75, 8.5], [6.25, -5.25, 3.25, 7.5, 3.5], [-6.5, 6.5, 6.75, 7.5, -7.5]]> : tensor<3x5xf16>
  %rhs = util.unfoldable_constant dense<[[-2.25, 0.5, -7.5, -2.0, 8.25], [5.0, -8.75, 4.75, 0.75, 9.5], [3.75, 9.75, -2.0, 5.75, 6.0]]> : tensor<3x5xf16>
  %result = stablehlo.subtract %lhs, %rhs : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[5.5, 9.5, 1.25, 4.75, 0.25], [1.25, 3.5, -1.5, 6.75, -6.0], [-10.25, -3.25, 8.75, 1.75, -13.5]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

func.func @subtract_i32_0d() {
  %lhs = util.unfoldable_constant dense<65> : tensor<i32>
  %rhs = util.unfoldable_constant dense<-74> : tensor<i32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<i32>
  check.expect_eq_const(%result, dense<139> : tensor<i32>) : tensor<i32>
  return
}

func.func @subtract_i32_1d() {
  %lhs = util.unfoldable_constant dense<[94, -61, 98, 11, -33, 63, 81, -49, 88, -97, -56, -40, 25, -27, -62, 22, -69]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[-63, 4, -48, 25, 24, -11, -74, -7, -17, -90, -14, -14, -74, -87, -71, -81, -21]> : tensor<17xi32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<17xi32>
  check.expect_eq_const(%result, dense<[157, -65, 146, -14, -57, 74, 155, -42, 105, -7, -42, -26, 99, 60, 9, 103, -48]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @subtract_i32_3x5() {
  %lhs = util.unfoldable_constant dense<[[16, 48, -80, 28, 77], [59, -38, 31, -18, -91], [86, 61, -78, -41, 45]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[-17, -95, -55, 17, 45], [98, 61, -37, 72, -4], [-49, -89, 23, -71, -35]]> : tensor<3x5xi32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[33, 143, -25, 11, 32], [-39, -99, 68, -90, -87], [135, 150, -101, 30, 80]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @subtract_i8_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[-94, 64, 2, -74], [65, 57, 23, 13], [-66, -59, 38, -93]], [[83, -81, -28, 75], [22, 45, -26, 52], [-21, 10, 18, -23]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[59, -21, -49, -89], [-23, 21, -67, 36], [92, -79, -66, 66]], [[10, 38, -24, 90], [-20, 92, -77, 68], [64, 0, 84, -16]]]> : tensor<2x3x4xi8>
  %result = stablehlo.subtract %lhs, %rhs : tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[103, 85, 51, 15], [88, 36, 90, -23], [98, 20, 104, 97]], [[73, -119, -4, -15], [42, -47, 51, -16], [-85, 10, -66, -7]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// Two's complement wrap-around.
func.func @subtract_i32_wraps() {
  %lhs = util.unfoldable_constant dense<[2147483647, -2147483648, 65536, 100000]> : tensor<4xi32>
  %rhs = util.unfoldable_constant dense<[-1, 1, -65536, -2147483548]> : tensor<4xi32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<4xi32>
  check.expect_eq_const(%result, dense<[-2147483648, 2147483647, 131072, -2147383748]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @subtract_i8_wraps() {
  %lhs = util.unfoldable_constant dense<[127, -128, 100, 16]> : tensor<4xi8>
  %rhs = util.unfoldable_constant dense<[-1, 1, -100, -120]> : tensor<4xi8>
  %result = stablehlo.subtract %lhs, %rhs : tensor<4xi8>
  check.expect_eq_const(%result, dense<[-128, 127, -56, -120]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @subtract_f32_33x65() {
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
  %rhs_k0 = stablehlo.constant dense<-3.0> : tensor<33x65xf32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<33x65xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_i1 : tensor<33x65xf32>
  %rhs_c = util.unfoldable_constant dense<7.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs_u = stablehlo.add %rhs_s0, %rhs_cb : tensor<33x65xf32>
  %rhs_f = util.unfoldable_constant dense<0.0625> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<33x65xf32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[125.9375, 146.25, 166.5625, 186.875, 207.1875, 227.5, 247.8125, 268.125, 288.4375, 308.75, 329.0625, 349.375, 369.6875, 390.0, 410.3125, 430.625, 450.9375, 471.25, 491.5625, 511.875, 532.1875, 552.5, 572.8125, 593.125, 613.4375, 633.75, 654.0625, 674.375, 694.6875, 715.0, 735.3125, 755.625, 775.9375]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @subtract_i32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %lhs_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %lhs_m0 = stablehlo.multiply %lhs_i0, %lhs_k0 : tensor<33x65xi32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %lhs_s0 = stablehlo.add %lhs_m0, %lhs_i1 : tensor<33x65xi32>
  %lhs_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %lhs = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xi32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %rhs_k0 = stablehlo.constant dense<-3> : tensor<33x65xi32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<33x65xi32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %rhs_k1 = stablehlo.constant dense<2> : tensor<33x65xi32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<33x65xi32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<33x65xi32>
  %rhs_c = util.unfoldable_constant dense<5> : tensor<i32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %rhs = stablehlo.add %rhs_s0, %rhs_cb : tensor<33x65xi32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[-67405, -62985, -58565, -54145, -49725, -45305, -40885, -36465, -32045, -27625, -23205, -18785, -14365, -9945, -5525, -1105, 3315, 7735, 12155, 16575, 20995, 25415, 29835, 34255, 38675, 43095, 47515, 51935, 56355, 60775, 65195, 69615, 74035]> : tensor<33xi32>) : tensor<33xi32>
  return
}

// Large 4x9x17: row sums of the result.
func.func @subtract_f32_4x9x17() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<4x9x17xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<4x9x17xf32>
  %lhs_k1 = stablehlo.constant dense<2.0> : tensor<4x9x17xf32>
  %lhs_m1 = stablehlo.multiply %lhs_i1, %lhs_k1 : tensor<4x9x17xf32>
  %lhs_i2 = stablehlo.iota dim = 2 : tensor<4x9x17xf32>
  %lhs_k2 = stablehlo.constant dense<3.0> : tensor<4x9x17xf32>
  %lhs_m2 = stablehlo.multiply %lhs_i2, %lhs_k2 : tensor<4x9x17xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_m1 : tensor<4x9x17xf32>
  %lhs_s1 = stablehlo.add %lhs_s0, %lhs_m2 : tensor<4x9x17xf32>
  %lhs_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<4x9x17xf32>
  %lhs_u = stablehlo.add %lhs_s1, %lhs_cb : tensor<4x9x17xf32>
  %lhs_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<4x9x17xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<4x9x17xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<4x9x17xf32>
  %rhs_k0 = stablehlo.constant dense<3.0> : tensor<4x9x17xf32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<4x9x17xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<4x9x17xf32>
  %rhs_k1 = stablehlo.constant dense<-1.0> : tensor<4x9x17xf32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<4x9x17xf32>
  %rhs_i2 = stablehlo.iota dim = 2 : tensor<4x9x17xf32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<4x9x17xf32>
  %rhs_s1 = stablehlo.add %rhs_s0, %rhs_i2 : tensor<4x9x17xf32>
  %rhs_c = util.unfoldable_constant dense<2.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<4x9x17xf32>
  %rhs_u = stablehlo.add %rhs_s1, %rhs_cb : tensor<4x9x17xf32>
  %rhs_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<4x9x17xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<4x9x17xf32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<4x9x17xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [2] : (tensor<4x9x17xf32>, tensor<f32>) -> tensor<4x9xf32>
  check.expect_almost_eq_const(%row_sums, dense<[[21.25, 38.25, 55.25, 72.25, 89.25, 106.25, 123.25, 140.25, 157.25], [0.0, 17.0, 34.0, 51.0, 68.0, 85.0, 102.0, 119.0, 136.0], [-21.25, -4.25, 12.75, 29.75, 46.75, 63.75, 80.75, 97.75, 114.75], [-42.5, -25.5, -8.5, 8.5, 25.5, 42.5, 59.5, 76.5, 93.5]]> : tensor<4x9xf32>) : tensor<4x9xf32>
  return
}
