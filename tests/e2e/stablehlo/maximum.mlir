// stablehlo.maximum on f32, f16, i32 and i8.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @maximum_f32_0d() {
  %lhs = util.unfoldable_constant dense<3.75> : tensor<f32>
  %rhs = util.unfoldable_constant dense<7.25> : tensor<f32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<f32>
  check.expect_almost_eq_const(%result, dense<7.25> : tensor<f32>) : tensor<f32>
  return
}

func.func @maximum_f32_1d() {
  %lhs = util.unfoldable_constant dense<[3.75, 0.25, 6.0, -10.0, -4.0, 9.0, 1.75, 6.5, -1.0, 9.25, 7.25, -6.25, -5.0, -3.5, 2.5, -3.0, -3.0]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[-7.5, -4.75, -7.0, -1.75, 2.0, -1.0, 7.5, 9.5, 6.75, -1.75, -3.0, 2.75, 2.5, 2.5, -4.25, -3.5, 6.5]> : tensor<17xf32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[3.75, 0.25, 6.0, -1.75, 2.0, 9.0, 7.5, 9.5, 6.75, 9.25, 7.25, 2.75, 2.5, 2.5, 2.5, -3.0, 6.5]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @maximum_f32_3x5() {
  %lhs = util.unfoldable_constant dense<[[3.75, -6.25, 5.5, 0.25, 4.75], [-1.0, -5.75, 3.5, 6.5, 0.5], [7.75, 9.5, 2.5, 6.25, 7.5]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[8.75, 0.25, 7.25, -3.75, -7.25], [7.5, -2.25, -1.25, -3.5, 8.0], [-9.75, -0.0, -0.25, 9.5, 8.0]]> : tensor<3x5xf32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[8.75, 0.25, 7.25, 0.25, 4.75], [7.5, -2.25, 3.5, 6.5, 8.0], [7.75, 9.5, 2.5, 9.5, 8.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @maximum_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[5.0, -4.5, 5.0, -1.5], [-4.5, 2.0, 7.75, 0.25], [6.25, 0.25, -5.25, 6.0]], [[9.0, 0.25, -10.0, 1.75], [-10.0, -9.25, 3.5, -3.25], [-3.25, 2.5, -9.0, 10.0]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-7.0, 5.5, 8.0, 3.25], [2.75, 8.0, -7.5, 3.25], [-2.25, 5.0, 0.75, 0.5]], [[8.25, -6.0, 6.0, -7.5], [1.75, -5.0, -6.25, 10.0], [0.75, 7.5, 4.5, 5.0]]]> : tensor<2x3x4xf32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[5.0, 5.5, 8.0, 3.25], [2.75, 8.0, 7.75, 3.25], [6.25, 5.0, 0.75, 6.0]], [[9.0, 0.25, 6.0, 1.75], [1.75, -5.0, 3.5, 10.0], [0.75, 7.5, 4.5, 10.0]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @maximum_f16_1d() {
  %lhs = util.unfoldable_constant dense<[3.0, -2.25, -4.75, -1.5, 1.5, 7.25, 7.5, -2.0, -9.75, -1.75, 0.75, 0.0, -8.25, 7.25, 3.25, 8.25, 1.0]> : tensor<17xf16>
  %rhs = util.unfoldable_constant dense<[5.25, -7.25, -3.0, -8.75, 1.5, 2.5, -3.5, -2.75, -1.75, -5.75, 5.5, -0.0, -4.0, 6.0, 8.25, 3.75, -3.0]> : tensor<17xf16>
  %result = stablehlo.maximum %lhs, %rhs : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[5.25, -2.25, -3.0, -1.5, 1.5, 7.25, 7.5, -2.0, -1.75, -1.75, 5.5, 0.0, -4.0, 7.25, 8.25, 8.25, 1.0]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @maximum_f16_3x5() {
  %lhs = util.unfoldable_constant dense<[[2.25, -3.0, 2.5, -4.75, -6.5], [1.5, -2.25, -8.25, -2.75, 2.5], [7.75, 8.25, 7.25, 9.5, -4.25]]> : tensor<3x5xf16>
  %rhs = util.unfoldable_constant dense<[[9.0, -0.75, -2.75, -2.75, 9.25], [9.75, 9.5, 5.75, -10.0, -4.5], [-0.25, -3.0, -4.75, 8.75, -1.75]]> : tensor<3x5xf16>
  %result = stablehlo.maximum %lhs, %rhs : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[9.0, -0.75, 2.5, -2.75, 9.25], [9.75, 9.5, 5.75, -2.75, 2.5], [7.75, 8.25, 7.25, 9.5, -1.75]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

func.func @maximum_i32_0d() {
  %lhs = util.unfoldable_constant dense<95> : tensor<i32>
  %rhs = util.unfoldable_constant dense<-36> : tensor<i32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<i32>
  check.expect_eq_const(%result, dense<95> : tensor<i32>) : tensor<i32>
  return
}

func.func @maximum_i32_1d() {
  %lhs = util.unfoldable_constant dense<[-43, 29, 76, -34, -40, 82, 37, 27, 38, -33, 74, -88, -5, -78, -85, 28, -27]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[62, -68, -6, 77, -91, -10, 3, -85, -49, -94, -20, 42, 15, 68, -54, 43, -78]> : tensor<17xi32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<17xi32>
  check.expect_eq_const(%result, dense<[62, 29, 76, 77, -40, 82, 37, 27, 38, -33, 74, 42, 15, 68, -54, 43, -27]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @maximum_i32_3x5() {
  %lhs = util.unfoldable_constant dense<[[10, -39, -4, 9, 32], [29, 2, 38, -79, 75], [-36, -96, 91, 33, -31]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[88, 27, 40, 37, -9], [-98, -85, 100, 53, -50], [34, -47, -43, 3, -44]]> : tensor<3x5xi32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[88, 27, 40, 37, 32], [29, 2, 100, 53, 75], [34, -47, 91, 33, -31]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @maximum_i8_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[-64, -32, 58, 92], [-77, -59, -15, 5], [77, 51, 37, 48]], [[-16, -6, 53, -39], [-40, -27, -95, -48], [-31, 50, -47, -69]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[96, 82, -7, -80], [-74, 47, 100, -67], [56, -21, 74, -84]], [[73, -35, -17, 77], [16, -52, -26, -32], [77, 22, 14, 62]]]> : tensor<2x3x4xi8>
  %result = stablehlo.maximum %lhs, %rhs : tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[96, 82, 58, 92], [-74, 47, 100, 5], [77, 51, 74, 48]], [[73, -6, 53, 77], [16, -27, -26, -32], [77, 50, 14, 62]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// Signed comparison of extreme values.
func.func @maximum_i32_extremes() {
  %lhs = util.unfoldable_constant dense<[-2147483648, 2147483647, -1, 0]> : tensor<4xi32>
  %rhs = util.unfoldable_constant dense<[2147483647, -2147483648, 1, -1]> : tensor<4xi32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<4xi32>
  check.expect_eq_const(%result, dense<[2147483647, 2147483647, 1, 0]> : tensor<4xi32>) : tensor<4xi32>
  return
}

// Large 33x65: row sums of the result.
func.func @maximum_f32_33x65() {
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
  %result = stablehlo.maximum %lhs, %rhs : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[612.5, 600.75, 589.75, 579.5, 570.0, 561.25, 553.25, 546.0, 539.5, 533.75, 528.75, 524.5, 521.0, 518.25, 516.25, 515.0, 514.5, 514.75, 515.75, 517.5, 520.0, 523.25, 527.25, 532.0, 537.5, 543.75, 550.75, 558.5, 567.0, 576.25, 586.25, 597.0, 608.5]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @maximum_i32_33x65() {
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
  %result = stablehlo.maximum %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[69420, 65195, 60970, 56745, 52520, 48295, 44070, 39845, 35620, 31395, 27170, 22945, 18720, 14495, 10270, 6045, 4790, 8905, 13130, 17355, 21580, 25805, 30030, 34255, 38480, 42705, 46930, 51155, 55380, 59605, 63830, 68055, 72280]> : tensor<33xi32>) : tensor<33xi32>
  return
}
