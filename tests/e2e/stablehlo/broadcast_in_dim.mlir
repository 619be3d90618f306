// stablehlo.broadcast_in_dim: 0-d, size-1 expansion, new dimensions, out-of-order dims.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// A 0-d value fills a 3x5 tensor.
func.func @broadcast_in_dim_0d_to_2d() {
  %x = util.unfoldable_constant dense<2.5> : tensor<f32>
  %result = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<2.5> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// Each row is a copy of the operand.
func.func @broadcast_in_dim_1d_rows() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %result = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [1.0, 2.0, 3.0, 4.0, 5.0], [1.0, 2.0, 3.0, 4.0, 5.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// Each column is a copy of the operand.
func.func @broadcast_in_dim_1d_cols() {
  %x = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %result = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<3xi32>) -> tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

// A size-1 dimension expands.
func.func @broadcast_in_dim_size1_expand() {
  %x = util.unfoldable_constant dense<[[1.5], [-2.5], [3.5]]> : tensor<3x1xf32>
  %result = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[1.5, 1.5, 1.5, 1.5], [-2.5, -2.5, -2.5, -2.5], [3.5, 3.5, 3.5, 3.5]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

func.func @broadcast_in_dim_size1_expand_rows() {
  %x = util.unfoldable_constant dense<[[1, -2, 3, -4, 5]]> : tensor<1x5xi32>
  %result = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[1, -2, 3, -4, 5], [1, -2, 3, -4, 5], [1, -2, 3, -4, 5]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @broadcast_in_dim_1d_to_3d_middle() {
  %x = util.unfoldable_constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  %result = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[7.0, 7.0, 7.0, 7.0], [8.0, 8.0, 8.0, 8.0], [9.0, 9.0, 9.0, 9.0]], [[7.0, 7.0, 7.0, 7.0], [8.0, 8.0, 8.0, 8.0], [9.0, 9.0, 9.0, 9.0]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @broadcast_in_dim_2d_to_3d() {
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %result = stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<2x3xi8>) -> tensor<2x4x3xi8>
  check.expect_eq_const(%result, dense<[[[1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3]], [[4, 5, 6], [4, 5, 6], [4, 5, 6], [4, 5, 6]]]> : tensor<2x4x3xi8>) : tensor<2x4x3xi8>
  return
}

// Operand dimensions map out of order (dims = [2, 0]).
func.func @broadcast_in_dim_transposing() {
  %x = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %result = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<2x3xf32>) -> tensor<3x4x2xf32>
  check.expect_almost_eq_const(%result, dense<[[[1.0, 4.0], [1.0, 4.0], [1.0, 4.0], [1.0, 4.0]], [[2.0, 5.0], [2.0, 5.0], [2.0, 5.0], [2.0, 5.0]], [[3.0, 6.0], [3.0, 6.0], [3.0, 6.0], [3.0, 6.0]]]> : tensor<3x4x2xf32>) : tensor<3x4x2xf32>
  return
}

func.func @broadcast_in_dim_i1() {
  %x = util.unfoldable_constant dense<[true, false]> : tensor<2xi1>
  %result = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
  check.expect_eq_const(%result, dense<[[true, true, true], [false, false, false]]> : tensor<2x3xi1>) : tensor<2x3xi1>
  return
}

func.func @broadcast_in_dim_f16_0d() {
  %x = util.unfoldable_constant dense<-0.5> : tensor<f16>
  %result = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f16>) -> tensor<2x3xf16>
  check.expect_almost_eq_const(%result, dense<[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]> : tensor<2x3xf16>) : tensor<2x3xf16>
  return
}

func.func @broadcast_in_dim_identity() {
  %x = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %result = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%result, dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

// Large: row i of the broadcast times i, summed per row.
func.func @broadcast_in_dim_f32_65_to_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<65xf32>
  %x_c = util.unfoldable_constant dense<-20.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<65xf32>
  %x_u = stablehlo.add %x_i0, %x_cb : tensor<65xf32>
  %x_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<65xf32>
  %result = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<65xf32>) -> tensor<33x65xf32>
  %rows = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %scaled = stablehlo.multiply %result, %rows : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%scaled init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[0.0, 390.0, 780.0, 1170.0, 1560.0, 1950.0, 2340.0, 2730.0, 3120.0, 3510.0, 3900.0, 4290.0, 4680.0, 5070.0, 5460.0, 5850.0, 6240.0, 6630.0, 7020.0, 7410.0, 7800.0, 8190.0, 8580.0, 8970.0, 9360.0, 9750.0, 10140.0, 10530.0, 10920.0, 11310.0, 11700.0, 12090.0, 12480.0]> : tensor<33xf32>) : tensor<33xf32>
  return
}

func.func @broadcast_in_dim_i32_33_to_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33xi32>
  %x_k0 = stablehlo.constant dense<3> : tensor<33xi32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33xi32>
  %x_c = util.unfoldable_constant dense<-40> : tensor<i32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<i32>) -> tensor<33xi32>
  %x = stablehlo.add %x_m0, %x_cb : tensor<33xi32>
  %result = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<33xi32>) -> tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[-2600, -2405, -2210, -2015, -1820, -1625, -1430, -1235, -1040, -845, -650, -455, -260, -65, 130, 325, 520, 715, 910, 1105, 1300, 1495, 1690, 1885, 2080, 2275, 2470, 2665, 2860, 3055, 3250, 3445, 3640]> : tensor<33xi32>) : tensor<33xi32>
  return
}
