// stablehlo.dot_general: batch dims, transposed operands, several contracting dims, mixed types.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Plain matmul as JAX emits it.
func.func @dot_general_matmul() {
  %lhs = util.unfoldable_constant dense<[[-1.75, -3.0, -1.0, 2.5, -3.5], [0.75, 0.0, -2.75, -2.75, 2.25], [-1.5, 3.0, 1.0, 1.5, 0.0]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[-0.25, -1.75, -1.5, 2.75], [-1.25, -0.0, 0.75, -1.25], [-3.25, -0.0, 2.75, 3.5], [0.75, -1.0, -2.75, 1.0], [1.25, -1.5, -1.25, -3.25]]> : tensor<5x4xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[4.9375, 5.8125, -4.875, 9.3125], [9.5, -1.9375, -3.9375, -17.625], [-5.5, 1.125, 3.125, -2.875]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

// 3-D batch matmul: batching_dims = [0] x [0].
func.func @dot_general_batch_matmul() {
  %lhs = util.unfoldable_constant dense<[[[-2.75, -1.0, 3.25, -0.5], [2.25, -2.25, -0.0, -2.0], [1.75, -3.75, -1.5, 1.25]], [[-0.75, -3.5, 2.5, -3.75], [-0.0, 2.0, 1.75, -4.0], [3.0, 3.0, -2.25, -2.75]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[2.25, -0.5, 0.75, -3.0, 0.5], [2.5, -3.5, -2.25, -0.0, 0.5], [3.25, 2.5, 1.0, -0.5, 0.5], [1.25, 3.0, 1.75, 0.25, 0.0]], [[-3.75, -0.75, -3.0, 3.25, 1.75], [-3.25, 2.5, 2.5, -0.5, 2.0], [0.0, 1.25, -3.5, 3.5, -2.5], [3.75, 3.75, 2.0, -2.75, 3.75]]]> : tensor<2x4x5xf32>
  %result = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[[1.25, 11.5, 2.5625, 6.5, -0.25], [-3.0625, 0.75, 3.25, -7.25, 0.0], [-8.75, 12.25, 10.4375, -4.1875, -1.75]], [[0.125, -19.125, -22.75, 18.375, -28.625], [-21.5, -7.8125, -9.125, 16.125, -15.375], [-31.3125, -7.875, 0.875, 7.9375, 6.5625]]]> : tensor<2x3x5xf32>) : tensor<2x3x5xf32>
  return
}

// Contracting on dim 0 of lhs: lhs^T * rhs.
func.func @dot_general_lhs_transposed() {
  %lhs = util.unfoldable_constant dense<[[1.25, 2.75, 3.25], [1.5, 1.25, -1.25], [0.5, -3.5, -0.75], [-3.0, 3.25, 0.25], [-1.75, -1.5, -2.75]]> : tensor<5x3xf32>
  %rhs = util.unfoldable_constant dense<[[-3.0, -2.75, 1.0, 1.75], [-3.25, -3.25, 4.0, -3.75], [-3.5, -3.25, -3.75, -0.75], [-2.75, -0.75, -0.5, -3.25], [2.0, 1.0, -3.25, 0.75]]> : tensor<5x4xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[-5.625, -9.4375, 12.5625, 4.625], [-12.0, -4.1875, 24.125, -8.9375], [-9.25, -5.375, 9.875, 8.0625]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

// lhs * rhs^T.
func.func @dot_general_rhs_transposed() {
  %lhs = util.unfoldable_constant dense<[[-3.25, 3.5, -0.25, -2.0, 2.0], [3.5, 2.25, 0.5, -3.25, -0.5], [3.5, 2.0, -0.25, -2.25, -3.25]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[1.0, -3.25, -2.25, 0.0, 0.5], [-1.5, -3.5, -3.25, -0.5, -2.5], [1.25, -2.25, 1.5, 1.0, -3.5], [0.75, 2.75, -3.0, -3.25, -3.0]]> : tensor<4x5xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[-13.0625, -10.5625, -21.3125, 8.4375], [-5.1875, -11.875, -1.4375, 19.375], [-4.0625, -2.1875, 8.625, 25.9375]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

// lhs^T * rhs^T.
func.func @dot_general_both_transposed() {
  %lhs = util.unfoldable_constant dense<[[0.25, -0.75, -3.25], [1.0, 3.25, -2.75], [2.25, -1.0, 2.75], [0.75, 3.25, -2.0], [0.5, -0.0, 3.75]]> : tensor<5x3xf32>
  %rhs = util.unfoldable_constant dense<[[0.25, -3.5, -3.5, -1.0, -0.5], [4.0, 2.0, 2.75, -2.5, -4.0], [1.0, -0.0, -2.5, 4.0, -1.25], [3.0, -2.0, 1.0, 1.5, 2.0]]> : tensor<4x5xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [1] : (tensor<5x3xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[-12.3125, 5.3125, -3.0, 3.125], [-11.3125, -7.375, 14.75, -4.875], [-0.6875, -20.9375, -22.8125, 3.0]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

// The lhs batch dimension is dim 1; the result puts it first.
func.func @dot_general_batch_dim_in_middle() {
  %lhs = util.unfoldable_constant dense<[[[-3.5, -3.0, -0.75, -1.5], [3.75, -0.75, 2.25, 1.0]], [[1.25, 2.0, -3.25, -1.5], [-2.0, 2.0, 3.0, -3.5]], [[1.75, -0.25, -1.75, 0.0], [2.0, 1.75, 3.75, 1.5]]]> : tensor<3x2x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-1.75, 3.5, -3.5, -3.75, -1.0], [-1.75, -2.0, -1.5, -0.5, -0.25], [0.75, -0.75, -3.25, -1.25, 1.25], [0.25, 1.75, 4.0, -0.5, 0.25]], [[-3.0, -0.5, -0.75, -2.0, 0.5], [-0.75, -3.0, -4.0, -2.0, -4.0], [3.25, -3.5, 0.75, -2.25, -2.5], [-3.5, -1.75, -1.0, -3.25, 0.25]]]> : tensor<2x4x5xf32>
  %result = stablehlo.dot_general %lhs, %rhs, batching_dims = [1] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[[10.4375, -8.3125, 13.1875, 16.3125, 2.9375], [-8.5, 0.1875, -2.8125, -0.875, -6.1875], [-3.9375, 7.9375, -0.0625, -4.25, -3.875]], [[-6.875, -9.25, 0.875, -14.3125, -0.5], [26.5, -9.375, -0.75, 4.625, -17.375], [-0.375, -22.0, -7.1875, -20.8125, -15.0]]]> : tensor<2x3x5xf32>) : tensor<2x3x5xf32>
  return
}

func.func @dot_general_batch_transposed_operands() {
  %lhs = util.unfoldable_constant dense<[[[3.5, 0.0, 3.0], [3.5, -3.5, 2.75], [-1.5, -2.5, -0.75], [1.0, -3.5, 0.5]], [[1.75, -2.0, 0.25], [-0.0, -2.5, -3.25], [2.5, -1.0, 1.25], [-3.5, 1.0, -2.0]]]> : tensor<2x4x3xf32>
  %rhs = util.unfoldable_constant dense<[[[-1.75, 0.5], [-0.5, -0.75], [-2.25, 2.25], [-2.75, -2.75]], [[-0.0, -3.75], [-1.5, 3.75], [3.25, -1.75], [-1.5, 3.0]], [[-0.5, 3.0], [-1.5, -2.25], [-2.5, -1.75], [-0.0, 1.0]], [[-2.0, -2.25], [-0.0, 0.25], [0.5, -0.25], [-2.75, 3.5]], [[-0.75, -1.25], [-4.0, -2.0], [-3.0, 0.5], [2.75, 3.25]]]> : tensor<5x4x2xf32>
  %result = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xf32>, tensor<5x4x2xf32>) -> tensor<2x3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[[-7.25, -11.625, -3.25, -10.5, -9.375], [17.0, 2.375, 11.5, 8.375, 11.875], [-6.3125, -7.3125, -3.75, -7.75, -9.625]], [[16.125, -21.4375, -2.625, -16.8125, -12.3125], [-4.125, 2.875, 2.375, 7.625, 10.25], [10.875, -21.3125, 3.875, -8.6875, 0.3125]]]> : tensor<2x3x5xf32>) : tensor<2x3x5xf32>
  return
}

// Contracting over two dimensions at once.
func.func @dot_general_two_contracting_dims() {
  %lhs = util.unfoldable_constant dense<[[[2.75, 0.5, 1.0, -1.0], [3.5, -3.5, -0.25, 0.5]], [[-0.0, 1.25, -2.25, 0.25], [-1.5, 3.75, -3.5, -2.25]], [[-2.5, 1.5, -1.0, -1.0], [0.75, -2.5, 3.0, -0.75]]]> : tensor<3x2x4xf32>
  %rhs = util.unfoldable_constant dense<[[[3.0, 3.75, -1.0, 3.5, 1.25], [-1.75, 0.25, -0.0, 1.75, -1.75], [-2.5, -2.25, 2.75, -2.5, 0.75], [3.25, -3.75, -1.25, -3.5, -0.5]], [[-1.0, 0.25, 3.75, 1.0, 2.75], [3.5, 2.75, 1.5, -0.0, -3.75], [0.75, 1.25, 0.25, 1.25, -2.5], [1.25, 3.5, -3.0, -2.5, 3.0]]]> : tensor<2x4x5xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x4xf32>, tensor<2x4x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-13.6875, 4.625, 7.5625, 13.4375, 28.6875], [13.4375, 2.125, -0.625, 6.6875, -20.1875], [-19.0625, -8.5625, 3.0625, 6.25, -4.3125]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @dot_general_matrix_vector() {
  %lhs = util.unfoldable_constant dense<[[-2.25, -1.0, -0.25, -0.5, -3.5], [-3.5, -2.75, 3.25, 2.75, 0.75], [0.75, 1.0, -2.0, 1.5, 4.0]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[-3.5, 1.25, -1.75, -3.75, 1.0]> : tensor<5xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[5.4375, -6.4375, 0.5]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// 0-d result.
func.func @dot_general_vector_vector() {
  %lhs = util.unfoldable_constant dense<[-0.75, -1.75, -2.0, -1.0, 1.75, -1.0, -1.25, 3.25, 0.75, 2.25, 3.75, 2.5, 0.5, 2.0, 3.25, 1.25, 2.5]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[0.25, 1.75, -2.25, 4.0, -0.5, -0.75, -1.5, -1.0, 1.75, 3.5, 3.25, -0.75, -2.0, 2.0, 3.75, 3.0, 1.75]> : tensor<17xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<17xf32>, tensor<17xf32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<38.5625> : tensor<f32>) : tensor<f32>
  return
}

// No contracting dims: an outer product.
func.func @dot_general_outer_product() {
  %lhs = util.unfoldable_constant dense<[-3.5, -0.0, 2.5]> : tensor<3xf32>
  %rhs = util.unfoldable_constant dense<[-2.25, -1.0, -3.0, 2.0]> : tensor<4xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[7.875, 3.5, 10.5, -7.0], [0.0, 0.0, 0.0, 0.0], [-5.625, -2.5, -7.5, 5.0]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

// Batched inner products.
func.func @dot_general_batched_vector_vector() {
  %lhs = util.unfoldable_constant dense<[[-2.0, -2.75, 2.25, -3.0, -2.5, -2.75], [-3.5, 3.75, -1.0, -2.25, 3.5, -2.25], [-0.75, -3.5, 1.5, -1.75, -0.75, 3.5], [2.0, 3.0, -3.0, -3.0, -4.0, 3.25]]> : tensor<4x6xf32>
  %rhs = util.unfoldable_constant dense<[[0.5, -3.0, 3.0, 3.5, -0.75, 1.25], [-2.75, -1.25, 0.25, 0.25, -1.75, 2.5], [-2.0, -1.0, -3.25, 3.0, 3.0, 0.0], [2.25, 1.25, -2.75, -3.5, 3.75, 3.25]]> : tensor<4x6xf32>
  %result = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%result, dense<[1.9375, -7.625, -7.375, 22.5625]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @dot_general_i32_batch_matmul() {
  %lhs = util.unfoldable_constant dense<[[[7, -12, 14, -9], [-5, 20, 2, -18], [0, -8, -20, -18]], [[-14, -9, 17, -7], [16, 0, 11, -8], [-13, 17, -1, -16]]]> : tensor<2x3x4xi32>
  %rhs = util.unfoldable_constant dense<[[[2, -3, 15, -12, 15], [10, 4, 12, 14, 6], [2, -12, 1, -19, -8], [3, 11, -3, 4, -7]], [[-10, -20, -9, -20, 4], [-10, -14, -17, -12, -5], [10, 5, 1, -18, 1], [4, 19, 13, -6, -17]]]> : tensor<2x4x5xi32>
  %result = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xi32>, tensor<2x4x5xi32>) -> tensor<2x3x5xi32>
  check.expect_eq_const(%result, dense<[[[-105, -336, 2, -554, -16], [140, -127, 221, 230, 155], [-174, 10, -62, 196, 238]], [[372, 358, 205, 124, 125], [-82, -417, -237, -470, 211], [-114, -287, -381, 170, 134]]]> : tensor<2x3x5xi32>) : tensor<2x3x5xi32>
  return
}

// i8 operands with an i32 result: products and sums are taken in i32.
func.func @dot_general_i8_to_i32() {
  %lhs = util.unfoldable_constant dense<[[-123, -91, -72, -115], [-45, 6, -88, -90], [88, 121, 64, -108]]> : tensor<3x4xi8>
  %rhs = util.unfoldable_constant dense<[[-32, -85], [10, -86], [75, -29], [86, 46]]> : tensor<4x2xi8>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<3x4xi8>, tensor<4x2xi8>) -> tensor<3x2xi32>
  check.expect_eq_const(%result, dense<[[-12264, 15079], [-12840, 1721], [-6094, -24710]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

// Large batch matmul against broadcast-multiply-reduce, and sums against numpy.
func.func @dot_general_batch_matmul_4x33x65x17() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<4x33x65xf32>
  %lhs_k0 = stablehlo.constant dense<2.0> : tensor<4x33x65xf32>
  %lhs_m0 = stablehlo.multiply %lhs_i0, %lhs_k0 : tensor<4x33x65xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<4x33x65xf32>
  %lhs_i2 = stablehlo.iota dim = 2 : tensor<4x33x65xf32>
  %lhs_k2 = stablehlo.constant dense<-1.0> : tensor<4x33x65xf32>
  %lhs_m2 = stablehlo.multiply %lhs_i2, %lhs_k2 : tensor<4x33x65xf32>
  %lhs_s0 = stablehlo.add %lhs_m0, %lhs_i1 : tensor<4x33x65xf32>
  %lhs_s1 = stablehlo.add %lhs_s0, %lhs_m2 : tensor<4x33x65xf32>
  %lhs_c = util.unfoldable_constant dense<3.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<4x33x65xf32>
  %lhs_u = stablehlo.add %lhs_s1, %lhs_cb : tensor<4x33x65xf32>
  %lhs_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<4x33x65xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<4x33x65xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<4x65x17xf32>
  %rhs_k0 = stablehlo.constant dense<-1.0> : tensor<4x65x17xf32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<4x65x17xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<4x65x17xf32>
  %rhs_i2 = stablehlo.iota dim = 2 : tensor<4x65x17xf32>
  %rhs_k2 = stablehlo.constant dense<2.0> : tensor<4x65x17xf32>
  %rhs_m2 = stablehlo.multiply %rhs_i2, %rhs_k2 : tensor<4x65x17xf32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_i1 : tensor<4x65x17xf32>
  %rhs_s1 = stablehlo.add %rhs_s0, %rhs_m2 : tensor<4x65x17xf32>
  %rhs_c = util.unfoldable_constant dense<-7.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<4x65x17xf32>
  %rhs_u = stablehlo.add %rhs_s1, %rhs_cb : tensor<4x65x17xf32>
  %rhs_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<4x65x17xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<4x65x17xf32>
  %result = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x33x65xf32>, tensor<4x65x17xf32>) -> tensor<4x33x17xf32>
  %lhs_b = stablehlo.broadcast_in_dim %lhs, dims = [0, 1, 2] : (tensor<4x33x65xf32>) -> tensor<4x33x65x17xf32>
  %rhs_b = stablehlo.broadcast_in_dim %rhs, dims = [0, 2, 3] : (tensor<4x65x17xf32>) -> tensor<4x33x65x17xf32>
  %products = stablehlo.multiply %lhs_b, %rhs_b : tensor<4x33x65x17xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %expected = stablehlo.reduce(%products init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x33x65x17xf32>, tensor<f32>) -> tensor<4x33x17xf32>
  check.expect_almost_eq(%result, %expected) : tensor<4x33x17xf32>
  %sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sums = stablehlo.reduce(%result init: %sums_zero) applies stablehlo.add across dimensions = [0, 2] : (tensor<4x33x17xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%sums, dense<[-190819.69, -185363.75, -179907.81, -174451.88, -168995.94, -163540.0, -158084.06, -152628.12, -147172.19, -141716.25, -136260.31, -130804.375, -125348.44, -119892.5, -114436.56, -108980.625, -103524.69, -98068.75, -92612.81, -87156.875, -81700.94, -76245.0, -70789.06, -65333.125, -59877.188, -54421.25, -48965.312, -43509.375, -38053.438, -32597.5, -27141.562, -21685.625, -16229.6875]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large: contracting dim 0 of lhs equals transpose then matmul.
func.func @dot_general_lhs_transposed_65x33x17() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<65x33xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<65x33xf32>
  %lhs_k1 = stablehlo.constant dense<-1.0> : tensor<65x33xf32>
  %lhs_m1 = stablehlo.multiply %lhs_i1, %lhs_k1 : tensor<65x33xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_m1 : tensor<65x33xf32>
  %lhs_c = util.unfoldable_constant dense<2.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<65x33xf32>
  %lhs_u = stablehlo.add %lhs_s0, %lhs_cb : tensor<65x33xf32>
  %lhs_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<65x33xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<65x33xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<65x17xf32>
  %rhs_k0 = stablehlo.constant dense<-1.0> : tensor<65x17xf32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<65x17xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<65x17xf32>
  %rhs_k1 = stablehlo.constant dense<2.0> : tensor<65x17xf32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<65x17xf32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<65x17xf32>
  %rhs_c = util.unfoldable_constant dense<9.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<65x17xf32>
  %rhs_u = stablehlo.add %rhs_s0, %rhs_cb : tensor<65x17xf32>
  %rhs_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<65x17xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<65x17xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0] : (tensor<65x33xf32>, tensor<65x17xf32>) -> tensor<33x17xf32>
  %lhs_t = stablehlo.transpose %lhs, dims = [1, 0] : (tensor<65x33xf32>) -> tensor<33x65xf32>
  %expected = stablehlo.dot_general %lhs_t, %rhs, contracting_dims = [1] x [0] : (tensor<33x65xf32>, tensor<65x17xf32>) -> tensor<33x17xf32>
  check.expect_almost_eq(%result, %expected) : tensor<33x17xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x17xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-81493.75, -80526.875, -79560.0, -78593.125, -77626.25, -76659.375, -75692.5, -74725.625, -73758.75, -72791.875, -71825.0, -70858.125, -69891.25, -68924.375, -67957.5, -66990.625, -66023.75, -65056.875, -64090.0, -63123.125, -62156.25, -61189.375, -60222.5, -59255.625, -58288.75, -57321.875, -56355.0, -55388.125, -54421.25, -53454.375, -52487.5, -51520.625, -50553.75]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// A classifier-shaped product, 4 x 3 outputs over K = 4096, which runs as
// 32 parts of 128 summed afterwards (iree-flow-split-reduction): lhs (r, k)
// is k mod 16 + r and rhs (k, c) is c + 1, so output (r, c) is
// (c + 1) * (30720 + 4096 r), exact in f32.
func.func @long_contraction_in_parts() {
  %k = stablehlo.iota dim = 1 : tensor<4x4096xf32>
  %sixteen = stablehlo.constant dense<16.0> : tensor<4x4096xf32>
  %kmod = stablehlo.remainder %k, %sixteen : tensor<4x4096xf32>
  %r = stablehlo.iota dim = 0 : tensor<4x4096xf32>
  %lhs = stablehlo.add %kmod, %r : tensor<4x4096xf32>
  %c = stablehlo.iota dim = 1 : tensor<4096x3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4096x3xf32>
  %rhs0 = stablehlo.add %c, %one : tensor<4096x3xf32>
  %rhs = util.optimization_barrier %rhs0 : tensor<4096x3xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096xf32>, tensor<4096x3xf32>) -> tensor<4x3xf32>
  check.expect_eq_const(%result, dense<[[30720.0, 61440.0, 92160.0], [34816.0, 69632.0, 104448.0], [38912.0, 77824.0, 116736.0], [43008.0, 86016.0, 129024.0]]> : tensor<4x3xf32>) : tensor<4x3xf32>
  return
}

// A matmul with few output tiles and a long K, 32 x 64 outputs over
// K = 1024: GPU targets split it along K (8 parts of 128, summed after).
// lhs (r, k) is k mod 8 + r and rhs (k, c) is c + 1, so output (r, c) is
// (c + 1) * (3584 + 1024 r), exact in f32; the expected tensor is built
// elementwise from iotas.
func.func @split_k_matmul() {
  %k = stablehlo.iota dim = 1 : tensor<32x1024xf32>
  %eight = stablehlo.constant dense<8.0> : tensor<32x1024xf32>
  %kmod = stablehlo.remainder %k, %eight : tensor<32x1024xf32>
  %r = stablehlo.iota dim = 0 : tensor<32x1024xf32>
  %lhs0 = stablehlo.add %kmod, %r : tensor<32x1024xf32>
  %lhs = util.optimization_barrier %lhs0 : tensor<32x1024xf32>
  %c = stablehlo.iota dim = 1 : tensor<1024x64xf32>
  %one = stablehlo.constant dense<1.0> : tensor<1024x64xf32>
  %rhs0 = stablehlo.add %c, %one : tensor<1024x64xf32>
  %rhs = util.optimization_barrier %rhs0 : tensor<1024x64xf32>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1024xf32>, tensor<1024x64xf32>) -> tensor<32x64xf32>
  %er = stablehlo.iota dim = 0 : tensor<32x64xf32>
  %ec = stablehlo.iota dim = 1 : tensor<32x64xf32>
  %k1024 = stablehlo.constant dense<1024.0> : tensor<32x64xf32>
  %k3584 = stablehlo.constant dense<3584.0> : tensor<32x64xf32>
  %eone = stablehlo.constant dense<1.0> : tensor<32x64xf32>
  %rows = stablehlo.multiply %er, %k1024 : tensor<32x64xf32>
  %sums = stablehlo.add %rows, %k3584 : tensor<32x64xf32>
  %cols = stablehlo.add %ec, %eone : tensor<32x64xf32>
  %expected0 = stablehlo.multiply %sums, %cols : tensor<32x64xf32>
  %expected = util.optimization_barrier %expected0 : tensor<32x64xf32>
  check.expect_eq(%result, %expected) : tensor<32x64xf32>
  return
}
