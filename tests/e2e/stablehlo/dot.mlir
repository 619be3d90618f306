// stablehlo.dot: matrix-vector, vector-vector, vector-matrix and matrix-matrix products.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// 3x5 matrix times a 5-vector.
func.func @dot_matrix_vector() {
  %lhs = util.unfoldable_constant dense<[[1.0, -1.0, 0.75, 3.75, -2.5], [-1.25, 0.5, 0.25, 2.0, -0.5], [-3.5, -2.75, 2.0, 1.5, 1.5]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[-3.25, -3.75, 3.5, -0.75, -3.75]> : tensor<5xf32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[9.6875, 3.4375, 21.9375]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// Inner product of two 17-vectors: a 0-d result.
func.func @dot_vector_vector() {
  %lhs = util.unfoldable_constant dense<[-2.25, -0.0, -1.5, -3.25, 2.5, -3.0, -2.5, -2.75, 3.25, 2.0, 2.25, -3.5, -3.0, -2.75, -1.5, -3.0, -2.75]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[-3.75, -1.25, -3.0, -2.75, 2.0, -2.25, -0.25, 1.5, 1.5, 2.75, 2.75, -0.75, -1.5, 3.25, -3.5, 2.5, 2.25]> : tensor<17xf32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<17xf32>, tensor<17xf32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<36.4375> : tensor<f32>) : tensor<f32>
  return
}

func.func @dot_vector_matrix() {
  %lhs = util.unfoldable_constant dense<[3.25, 1.75, 2.0, 2.5, 2.0]> : tensor<5xf32>
  %rhs = util.unfoldable_constant dense<[[1.25, -0.5, 2.5], [-0.5, -1.25, -0.75], [0.25, 4.0, -3.5], [-3.5, -3.5, -2.25], [0.25, -2.25, -2.25]]> : tensor<5x3xf32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<5xf32>, tensor<5x3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[-4.5625, -9.0625, -10.3125]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @dot_matrix_matrix() {
  %lhs = util.unfoldable_constant dense<[[2.75, -1.75, 1.75, 2.25, -0.5], [-3.75, -1.5, 1.0, -0.25, 3.75], [-1.75, -3.0, -3.25, -0.25, -1.5]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[-3.75, -0.5, -2.0, 2.25], [2.0, -3.25, 0.0, -0.0], [-1.0, -0.0, 1.0, -1.0], [-2.5, -3.25, -3.75, -3.75], [0.75, 3.75, 2.75, 3.0]]> : tensor<5x4xf32>
  %result = stablehlo.dot %lhs, %rhs, precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[-21.5625, -4.875, -13.5625, -5.5], [13.5, 21.625, 19.75, 2.75], [3.3125, 5.8125, -2.9375, -4.25]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

func.func @dot_matrix_matrix_6x6x5() {
  %lhs = util.unfoldable_constant dense<[[-2.0, 0.0, -0.0, 1.5, 1.5, -1.0], [2.0, 0.5, 1.0, -1.0, 0.0, 1.5], [-1.0, -0.5, -2.0, 0.5, 2.0, 1.0], [-2.0, 1.0, 2.0, -1.0, -1.5, -0.0], [-1.0, -2.0, -2.0, -1.5, 0.5, 0.0], [-0.5, 2.0, -0.0, -0.0, 1.0, 1.0]]> : tensor<6x6xf32>
  %rhs = util.unfoldable_constant dense<[[-0.0, -1.5, -0.0, -0.5, 1.0], [-1.0, -1.5, 0.0, 1.5, -0.0], [0.0, -1.0, 1.5, -2.0, 1.0], [0.0, 1.0, -1.5, -1.5, 1.0], [1.0, -1.0, -2.0, 1.0, 1.0], [1.5, 1.0, -0.5, -0.5, 1.5]]> : tensor<6x5xf32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<6x6xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, 2.0, -4.75, 0.75, -0.5], [1.75, -4.25, 2.25, -1.5, 4.25], [4.0, 3.75, -8.25, 4.5, 1.0], [-2.5, 0.0, 7.5, -1.5, -2.5], [2.5, 4.5, -1.75, 4.25, -4.0], [0.5, -2.25, -2.5, 3.75, 2.0]]> : tensor<6x5xf32>) : tensor<6x5xf32>
  return
}

func.func @dot_i32_matrix_matrix() {
  %lhs = util.unfoldable_constant dense<[[-5, 3, 17, -11, -11], [19, -17, -13, -20, -6], [4, 18, -16, 5, -9]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[5, 18, 0, -19], [8, -12, 11, 8], [1, -20, -8, -17], [-10, -16, 13, 5], [6, 1, -8, -17]]> : tensor<5x4xi32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<3x5xi32>, tensor<5x4xi32>) -> tensor<3x4xi32>
  check.expect_eq_const(%result, dense<[[60, -301, -158, -38], [110, 1120, -295, -274], [44, 87, 463, 518]]> : tensor<3x4xi32>) : tensor<3x4xi32>
  return
}

func.func @dot_i32_matrix_vector() {
  %lhs = util.unfoldable_constant dense<[[-16, -19, -11, 20, 14, 12], [9, 13, -3, 17, 14, -15], [-11, -1, -5, -9, -12, -11], [-16, 3, -2, 18, 7, 6]]> : tensor<4x6xi32>
  %rhs = util.unfoldable_constant dense<[11, -12, -13, 14, -17, 16]> : tensor<6xi32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<4x6xi32>, tensor<6xi32>) -> tensor<4xi32>
  check.expect_eq_const(%result, dense<[429, -258, -142, 43]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @dot_1x1() {
  %lhs = util.unfoldable_constant dense<[[2.5]]> : tensor<1x1xf32>
  %rhs = util.unfoldable_constant dense<[[-4.0]]> : tensor<1x1xf32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  check.expect_almost_eq_const(%result, dense<[[-10.0]]> : tensor<1x1xf32>) : tensor<1x1xf32>
  return
}

// Large: against broadcast-multiply-reduce, and row sums against numpy.
func.func @dot_f32_33x65x17() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %lhs_k1 = stablehlo.constant dense<-2.0> : tensor<33x65xf32>
  %lhs_m1 = stablehlo.multiply %lhs_i1, %lhs_k1 : tensor<33x65xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_m1 : tensor<33x65xf32>
  %lhs_c = util.unfoldable_constant dense<5.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs_u = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xf32>
  %lhs_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<33x65xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<65x17xf32>
  %rhs_k0 = stablehlo.constant dense<-1.0> : tensor<65x17xf32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<65x17xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<65x17xf32>
  %rhs_k1 = stablehlo.constant dense<3.0> : tensor<65x17xf32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<65x17xf32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<65x17xf32>
  %rhs_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<65x17xf32>
  %rhs_u = stablehlo.add %rhs_s0, %rhs_cb : tensor<65x17xf32>
  %rhs_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<65x17xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<65x17xf32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<33x65xf32>, tensor<65x17xf32>) -> tensor<33x17xf32>
  %lhs_b = stablehlo.broadcast_in_dim %lhs, dims = [0, 1] : (tensor<33x65xf32>) -> tensor<33x65x17xf32>
  %rhs_b = stablehlo.broadcast_in_dim %rhs, dims = [1, 2] : (tensor<65x17xf32>) -> tensor<33x65x17xf32>
  %products = stablehlo.multiply %lhs_b, %rhs_b : tensor<33x65x17xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %expected = stablehlo.reduce(%products init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65x17xf32>, tensor<f32>) -> tensor<33x17xf32>
  check.expect_almost_eq(%result, %expected) : tensor<33x17xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x17xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[38571.406, 38329.688, 38087.97, 37846.25, 37604.53, 37362.812, 37121.094, 36879.375, 36637.656, 36395.938, 36154.22, 35912.5, 35670.78, 35429.062, 35187.344, 34945.625, 34703.906, 34462.188, 34220.47, 33978.75, 33737.03, 33495.312, 33253.594, 33011.875, 32770.156, 32528.438, 32286.719, 32045.0, 31803.281, 31561.562, 31319.844, 31078.125, 30836.406]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large integer matmul.
func.func @dot_i32_33x65x17() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %lhs_k1 = stablehlo.constant dense<-2> : tensor<33x65xi32>
  %lhs_m1 = stablehlo.multiply %lhs_i1, %lhs_k1 : tensor<33x65xi32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_m1 : tensor<33x65xi32>
  %lhs_c = util.unfoldable_constant dense<5> : tensor<i32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %lhs = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xi32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<65x17xi32>
  %rhs_k0 = stablehlo.constant dense<-1> : tensor<65x17xi32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<65x17xi32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<65x17xi32>
  %rhs_k1 = stablehlo.constant dense<3> : tensor<65x17xi32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<65x17xi32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<65x17xi32>
  %rhs_c = util.unfoldable_constant dense<1> : tensor<i32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<i32>) -> tensor<65x17xi32>
  %rhs = stablehlo.add %rhs_s0, %rhs_cb : tensor<65x17xi32>
  %result = stablehlo.dot %lhs, %rhs : (tensor<33x65xi32>, tensor<65x17xi32>) -> tensor<33x17xi32>
  %lhs_b = stablehlo.broadcast_in_dim %lhs, dims = [0, 1] : (tensor<33x65xi32>) -> tensor<33x65x17xi32>
  %rhs_b = stablehlo.broadcast_in_dim %rhs, dims = [1, 2] : (tensor<65x17xi32>) -> tensor<33x65x17xi32>
  %products = stablehlo.multiply %lhs_b, %rhs_b : tensor<33x65x17xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %expected = stablehlo.reduce(%products init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65x17xi32>, tensor<i32>) -> tensor<33x17xi32>
  check.expect_eq(%result, %expected) : tensor<33x17xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x17xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[1234285, 1226550, 1218815, 1211080, 1203345, 1195610, 1187875, 1180140, 1172405, 1164670, 1156935, 1149200, 1141465, 1133730, 1125995, 1118260, 1110525, 1102790, 1095055, 1087320, 1079585, 1071850, 1064115, 1056380, 1048645, 1040910, 1033175, 1025440, 1017705, 1009970, 1002235, 994500, 986765]> : tensor<33xi32>) : tensor<33xi32>
  return
}
