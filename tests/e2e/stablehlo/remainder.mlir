// stablehlo.remainder: the result has the sign of the dividend.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @remainder_f32_0d() {
  %lhs = util.unfoldable_constant dense<1.0> : tensor<f32>
  %rhs = util.unfoldable_constant dense<2.5> : tensor<f32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<f32>
  check.expect_almost_eq_const(%result, dense<1.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @remainder_f32_1d() {
  %lhs = util.unfoldable_constant dense<[1.75, -3.25, 4.0, 5.25, -4.5, -3.75, -3.5, 4.25, 2.75, 0.75, 6.25, -9.0, -3.75, 9.75, -7.0, 8.0, 4.0]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[2.25, 2.5, 2.75, 3.5, 2.25, 1.25, 3.75, 1.25, 3.25, 3.5, 3.25, 1.75, 1.0, 2.5, 2.25, 2.0, 1.0]> : tensor<17xf32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[1.75, -0.75, 1.25, 1.75, -0.0, -0.0, -3.5, 0.5, 2.75, 0.75, 3.0, -0.25, -0.75, 2.25, -0.25, 0.0, 0.0]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @remainder_f32_3x5() {
  %lhs = util.unfoldable_constant dense<[[-0.25, 9.0, 2.5, -1.75, -7.0], [3.75, 1.5, 8.25, -3.25, -1.75], [-6.5, 1.25, 10.0, -6.0, -7.25]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[1.5, 2.0, 3.75, 2.0, 2.5], [3.75, 2.25, 2.25, 3.75, 1.75], [1.5, 3.25, 2.25, 2.75, 3.75]]> : tensor<3x5xf32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.25, 1.0, 2.5, -1.75, -2.0], [0.0, 1.5, 1.5, -3.25, -0.0], [-0.5, 1.25, 1.0, -0.5, -3.5]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @remainder_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[5.25, -1.0, -7.25, 7.0], [1.75, -8.25, 9.5, -2.25], [-9.25, 9.0, 2.25, -1.0]], [[-0.75, 9.0, -4.0, -3.0], [-7.0, -5.25, -9.0, -3.0], [5.75, -0.75, 0.25, 3.5]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[2.25, 1.5, 3.75, 3.0], [3.5, 2.75, 2.5, 3.75], [1.0, 3.75, 1.5, 1.25]], [[1.75, 3.0, 3.0, 3.75], [1.25, 1.5, 1.25, 3.75], [2.5, 2.0, 1.5, 4.0]]]> : tensor<2x3x4xf32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.75, -1.0, -3.5, 1.0], [1.75, -0.0, 2.0, -2.25], [-0.25, 1.5, 0.75, -1.0]], [[-0.75, 0.0, -1.0, -3.0], [-0.75, -0.75, -0.25, -3.0], [0.75, -0.75, 0.25, 3.5]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

// The result has the sign of the dividend (like C fmod).
func.func @remainder_f32_signs() {
  %lhs = util.unfoldable_constant dense<[7.5, -7.5, 7.5, -7.5, 1.0, -0.5]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[2.0, 2.0, -2.0, -2.0, 3.0, 0.25]> : tensor<6xf32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[1.5, -1.5, 1.5, -1.5, 1.0, -0.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Exact remainders where dividing first would round: the quotient of 0.3 by
// 0.1 rounds to 3 in f32, and 16777215 / 0.1 needs more than 24 bits.
func.func @remainder_f32_exact() {
  %lhs = util.unfoldable_constant dense<[0.30000001192092896, 16777215.0, -1.0e10, 1.0, 5.5, 123456.703125]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[0.10000000149011612, 0.10000000149011612, 3.0, 0x7F800000, -2.0, 0.0029296875]> : tensor<6xf32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<6xf32>
  check.expect_eq_const(%result, dense<[7.450580596923828e-09, 0.05000001937150955, -1.0, 1.0, 1.5, 0.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Integer remainder has the sign of the dividend.
func.func @remainder_i32_signs() {
  %lhs = util.unfoldable_constant dense<[7, -7, 7, -7, 0, 5, 100, -100, 2147483647, -2147483647]> : tensor<10xi32>
  %rhs = util.unfoldable_constant dense<[3, 3, -3, -3, 4, 5, 7, 7, 10, 10]> : tensor<10xi32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<10xi32>
  check.expect_eq_const(%result, dense<[1, -1, 1, -1, 0, 0, 2, -2, 7, -7]> : tensor<10xi32>) : tensor<10xi32>
  return
}

// INT_MIN keeps its sign (it is its own negation).
func.func @remainder_i32_min() {
  %lhs = util.unfoldable_constant dense<[-2147483648, -2147483648, 7]> : tensor<3xi32>
  %rhs = util.unfoldable_constant dense<[3, 2147483647, -2147483648]> : tensor<3xi32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<3xi32>
  check.expect_eq_const(%result, dense<[-2, -1, 7]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @remainder_i32_3x5() {
  %lhs = util.unfoldable_constant dense<[[324, -79, 191, -121, 224], [23, 368, 371, -859, 841], [515, 862, -374, -131, 262]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[-25, -4, -10, 24, 12], [29, 1, 14, 7, 19], [-1, -5, -15, 25, -16]]> : tensor<3x5xi32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[24, -3, 1, -1, 8], [23, 0, 7, -5, 5], [0, 2, -14, -6, 6]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @remainder_i8() {
  %lhs = util.unfoldable_constant dense<[127, -128, -7, 7]> : tensor<4xi8>
  %rhs = util.unfoldable_constant dense<[10, 10, 2, -4]> : tensor<4xi8>
  %result = stablehlo.remainder %lhs, %rhs : tensor<4xi8>
  check.expect_eq_const(%result, dense<[7, -8, -1, 3]> : tensor<4xi8>) : tensor<4xi8>
  return
}

func.func @remainder_i32_0d() {
  %lhs = util.unfoldable_constant dense<-17> : tensor<i32>
  %rhs = util.unfoldable_constant dense<5> : tensor<i32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<i32>
  check.expect_eq_const(%result, dense<-2> : tensor<i32>) : tensor<i32>
  return
}

// Large 33x65: row sums of the result.
func.func @remainder_f32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_i1 : tensor<33x65xf32>
  %lhs_c = util.unfoldable_constant dense<-40.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs_u = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xf32>
  %lhs_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<33x65xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %rhs_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs_u = stablehlo.add %rhs_i1, %rhs_cb : tensor<33x65xf32>
  %rhs_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<33x65xf32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-38.0, -22.25, -10.0, -2.25, 13.0, 28.75, 37.0, 46.75, 62.0, 70.75, 87.0, 102.75, 110.0, 125.75, 140.0, 149.75, 165.0, 178.25, 190.5, 206.25, 221.5, 232.25, 246.5, 262.25, 274.5, 290.25, 306.5, 318.25, 333.5, 349.25, 363.5, 379.25, 394.5]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @remainder_i32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %lhs_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %lhs_m0 = stablehlo.multiply %lhs_i0, %lhs_k0 : tensor<33x65xi32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %lhs_s0 = stablehlo.add %lhs_m0, %lhs_i1 : tensor<33x65xi32>
  %lhs_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %lhs = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xi32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %rhs_c = util.unfoldable_constant dense<1> : tensor<i32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %rhs = stablehlo.add %rhs_i0, %rhs_cb : tensor<33x65xi32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[0, -33, -65, -97, -130, -161, -190, -225, -257, -285, -320, -365, -390, -435, -470, 103, 532, 535, 552, 655, 643, 681, 705, 751, 855, 741, 922, 811, 889, 955, 993, 1015, 1033]> : tensor<33xi32>) : tensor<33xi32>
  return
}
