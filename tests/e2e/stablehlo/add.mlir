// stablehlo.add on f32, f16, i32 and i8 tensors of rank 0 to 3.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @add_f32_0d() {
  %lhs = util.unfoldable_constant dense<9.5> : tensor<f32>
  %rhs = util.unfoldable_constant dense<-2.5> : tensor<f32>
  %result = stablehlo.add %lhs, %rhs : tensor<f32>
  check.expect_almost_eq_const(%result, dense<7.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @add_f32_1d() {
  %lhs = util.unfoldable_constant dense<[8.5, -4.75, -3.5, -7.75, -5.25, -3.75, 9.25, -4.75, -1.25, 2.25, 7.25, 7.25, 3.5, 3.25, 4.75, -5.5, -6.5]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[7.5, -8.75, 3.75, 3.5, 2.25, -8.75, 9.5, -1.25, 0.75, -10.0, -5.0, 7.25, -1.5, 4.75, 8.5, -7.0, 9.75]> : tensor<17xf32>
  %result = stablehlo.add %lhs, %rhs : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[16.0, -13.5, 0.25, -4.25, -3.0, -12.5, 18.75, -6.0, -0.5, -7.75, 2.25, 14.5, 2.0, 8.0, 13.25, -12.5, 3.25]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @add_f32_3x5() {
  %lhs = util.unfoldable_constant dense<[[-6.25, 8.75, -8.25, -0.75, 6.5], [-4.5, 7.5, 9.5, 6.75, -1.0], [-2.5, -0.25, -8.25, -5.5, 0.75]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[4.75, -1.0, -4.0, 9.0, 5.0], [-0.5, -0.75, 5.0, 7.0, -4.25], [4.75, 6.25, 7.75, -9.5, 0.25]]> : tensor<3x5xf32>
  %result = stablehlo.add %lhs, %rhs : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-1.5, 7.75, -12.25, 8.25, 11.5], [-5.0, 6.75, 14.5, 13.75, -5.25], [2.25, 6.0, -0.5, -15.0, 1.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @add_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[2.25, -4.5, -1.0, 0.5], [9.75, -10.0, -6.0, -4.75], [-3.25, -9.0, -3.5, -6.0]], [[6.5, 2.75, -8.25, -5.5], [3.5, -7.25, 9.25, -7.25], [6.0, -0.0, -4.0, -5.25]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[7.75, -2.5, -8.5, -9.25], [-0.75, 7.5, -3.0, 6.5], [9.0, -8.75, -4.0, 2.5]], [[-4.0, -6.5, -0.0, 5.25], [3.75, -5.0, 2.5, -3.75], [-4.5, 8.5, -4.5, 9.0]]]> : tensor<2x3x4xf32>
  %result = stablehlo.add %lhs, %rhs : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[10.0, -7.0, -9.5, -8.75], [9.0, -2.5, -9.0, 1.75], [5.75, -17.75, -7.5, -3.5]], [[2.5, -3.75, -8.25, -0.25], [7.25, -12.25, 11.75, -11.0], [1.5, 8.5, -8.5, 3.75]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @add_f16_1d() {
  %lhs = util.unfoldable_constant dense<[-6.0, 1.25, -2.5, 6.25, -7.5, 9.0, 4.5, -6.5, 3.75, -8.25, 1.25, -8.0, -9.25, -2.25, 3.75, 4.5, 3.5]> : tensor<17xf16>
  %rhs = util.unfoldable_constant dense<[1.75, 7.5, 0.75, -8.0, -7.25, 9.25, 6.0, -9.75, 9.0, 3.0, 8.25, -7.0, 1.75, 0.0, -6.5, -8.75, 3.25]> : tensor<17xf16>
  %result = stablehlo.add %lhs, %rhs : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[-4.25, 8.75, -1.75, -1.75, -14.75, 18.25, 10.5, -16.25, 12.75, -5.25, 9.5, -15.0, -7.5, -2.25, -2.75, -4.25, 6.75]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @add_f16_3x5() {
  %lhs = util.unfoldable_constant dense<[[-9.25, -5.25, 0.25, 2.0, -4.25], [6.75, 8.0, 4.5, 8.5, -8.75], [-9.0, -7.5, -7.5, 0.5, 8.25]]> : tensor<3x5xf16>
  %rhs = util.unfoldable_constant dense<[[-6.25, 9.75, 7.5, -3.5, -6.25], [-0.0, -3.75, -9.5, -8.25, 1.75], [2.75, 9.25, -9.75, 4.75, 2.75]]> : tensor<3x5xf16>
  %result = stablehlo.add %lhs, %rhs : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[-15.5, 4.5, 7.75, -1.5, -10.5], [6.75, 4.25, -5.0, 0.25, -7.0], [-6.25, 1.75, -17.25, 5.25, 11.0]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

func.func @add_i32_0d() {
  %lhs = util.unfoldable_constant dense<85> : tensor<i32>
  %rhs = util.unfoldable_constant dense<0> : tensor<i32>
  %result = stablehlo.add %lhs, %rhs : tensor<i32>
  check.expect_eq_const(%result, dense<85> : tensor<i32>) : tensor<i32>
  return
}

func.func @add_i32_1d() {
  %lhs = util.unfoldable_constant dense<[91, -76, -18, 72, -99, 41, 96, 14, -56, 97, 25, -82, -76, 46, 79, -2, -34]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[-44, -79, 77, 33, 62, 71, -12, -50, 28, -50, 26, -73, -99, -32, -56, 66, -57]> : tensor<17xi32>
  %result = stablehlo.add %lhs, %rhs : tensor<17xi32>
  check.expect_eq_const(%result, dense<[47, -155, 59, 105, -37, 112, 84, -36, -28, 47, 51, -155, -175, 14, 23, 64, -91]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @add_i32_3x5() {
  %lhs = util.unfoldable_constant dense<[[20, -56, 65, 48, 91], [89, -66, -47, 72, 50], [70, -100, 46, 62, -77]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[62, 57, -90, 86, -81], [11, 11, 72, 53, -9], [46, -68, 37, 36, 53]]> : tensor<3x5xi32>
  %result = stablehlo.add %lhs, %rhs : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[82, 1, -25, 134, 10], [100, -55, 25, 125, 41], [116, -168, 83, 98, -24]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @add_i8_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[68, 20, 33, -53], [26, -95, -83, 83], [-54, -17, -8, 45]], [[10, -47, -46, 97], [-60, -65, -16, -91], [35, -1, -46, -26]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[30, 31, 55, -100], [28, -72, -31, 72], [23, 37, -17, -34]], [[-80, -96, 67, -92], [-70, -22, -15, 89], [71, 84, 4, -37]]]> : tensor<2x3x4xi8>
  %result = stablehlo.add %lhs, %rhs : tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[98, 51, 88, 103], [54, 89, -114, -101], [-31, 20, -25, 11]], [[-70, 113, 21, 5], [126, -87, -31, -2], [106, 83, -42, -63]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// Two's complement wrap-around.
func.func @add_i32_wraps() {
  %lhs = util.unfoldable_constant dense<[2147483647, -2147483648, 65536, 100000]> : tensor<4xi32>
  %rhs = util.unfoldable_constant dense<[1, -1, 65536, 100000]> : tensor<4xi32>
  %result = stablehlo.add %lhs, %rhs : tensor<4xi32>
  check.expect_eq_const(%result, dense<[-2147483648, 2147483647, 131072, 200000]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @add_i8_wraps() {
  %lhs = util.unfoldable_constant dense<[127, -128, 100, 16]> : tensor<4xi8>
  %rhs = util.unfoldable_constant dense<[1, -1, 100, 16]> : tensor<4xi8>
  %result = stablehlo.add %lhs, %rhs : tensor<4xi8>
  check.expect_eq_const(%result, dense<[-128, 127, -56, 32]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @add_f32_33x65() {
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
  %result = stablehlo.add %lhs, %rhs : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[442.8125, 438.75, 434.6875, 430.625, 426.5625, 422.5, 418.4375, 414.375, 410.3125, 406.25, 402.1875, 398.125, 394.0625, 390.0, 385.9375, 381.875, 377.8125, 373.75, 369.6875, 365.625, 361.5625, 357.5, 353.4375, 349.375, 345.3125, 341.25, 337.1875, 333.125, 329.0625, 325.0, 320.9375, 316.875, 312.8125]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @add_i32_33x65() {
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
  %result = stablehlo.add %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[-58435, -54405, -50375, -46345, -42315, -38285, -34255, -30225, -26195, -22165, -18135, -14105, -10075, -6045, -2015, 2015, 6045, 10075, 14105, 18135, 22165, 26195, 30225, 34255, 38285, 42315, 46345, 50375, 54405, 58435, 62465, 66495, 70525]> : tensor<33xi32>) : tensor<33xi32>
  return
}

// Large 4x9x17: row sums of the result.
func.func @add_f32_4x9x17() {
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
  %result = stablehlo.add %lhs, %rhs : tensor<4x9x17xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [2] : (tensor<4x9x17xf32>, tensor<f32>) -> tensor<4x9xf32>
  check.expect_almost_eq_const(%row_sums, dense<[[191.25, 191.25, 191.25, 191.25, 191.25, 191.25, 191.25, 191.25, 191.25], [221.0, 221.0, 221.0, 221.0, 221.0, 221.0, 221.0, 221.0, 221.0], [250.75, 250.75, 250.75, 250.75, 250.75, 250.75, 250.75, 250.75, 250.75], [280.5, 280.5, 280.5, 280.5, 280.5, 280.5, 280.5, 280.5, 280.5]]> : tensor<4x9xf32>) : tensor<4x9xf32>
  return
}
