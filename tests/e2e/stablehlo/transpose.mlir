// stablehlo.transpose of rank 1 to 3 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @transpose_2d() {
  %x = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %result = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%result, dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

func.func @transpose_2d_i32_3x5() {
  %x = util.unfoldable_constant dense<[[-39, 48, -40, 28, -45], [11, 33, 2, -27, 28], [-46, -34, 33, 15, -47]]> : tensor<3x5xi32>
  %result = stablehlo.transpose %x, dims = [1, 0] : (tensor<3x5xi32>) -> tensor<5x3xi32>
  check.expect_eq_const(%result, dense<[[-39, 11, -46], [48, 33, -34], [-40, 2, 33], [28, -27, 15], [-45, 28, -47]]> : tensor<5x3xi32>) : tensor<5x3xi32>
  return
}

func.func @transpose_3d_201() {
  %x = util.unfoldable_constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : tensor<2x3x4xf32>
  %result = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.0, 4.0, 8.0], [12.0, 16.0, 20.0]], [[1.0, 5.0, 9.0], [13.0, 17.0, 21.0]], [[2.0, 6.0, 10.0], [14.0, 18.0, 22.0]], [[3.0, 7.0, 11.0], [15.0, 19.0, 23.0]]]> : tensor<4x2x3xf32>) : tensor<4x2x3xf32>
  return
}

func.func @transpose_3d_102() {
  %x = util.unfoldable_constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<2x3x4xi32>
  %result = stablehlo.transpose %x, dims = [1, 0, 2] : (tensor<2x3x4xi32>) -> tensor<3x2x4xi32>
  check.expect_eq_const(%result, dense<[[[0, 1, 2, 3], [12, 13, 14, 15]], [[4, 5, 6, 7], [16, 17, 18, 19]], [[8, 9, 10, 11], [20, 21, 22, 23]]]> : tensor<3x2x4xi32>) : tensor<3x2x4xi32>
  return
}

func.func @transpose_3d_021() {
  %x = util.unfoldable_constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<2x3x4xi8>
  %result = stablehlo.transpose %x, dims = [0, 2, 1] : (tensor<2x3x4xi8>) -> tensor<2x4x3xi8>
  check.expect_eq_const(%result, dense<[[[0, 4, 8], [1, 5, 9], [2, 6, 10], [3, 7, 11]], [[12, 16, 20], [13, 17, 21], [14, 18, 22], [15, 19, 23]]]> : tensor<2x4x3xi8>) : tensor<2x4x3xi8>
  return
}

func.func @transpose_3d_identity() {
  %x = util.unfoldable_constant dense<[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]]> : tensor<1x2x3xf32>
  %result = stablehlo.transpose %x, dims = [0, 1, 2] : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]]> : tensor<1x2x3xf32>) : tensor<1x2x3xf32>
  return
}

func.func @transpose_1d() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %result = stablehlo.transpose %x, dims = [0] : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @transpose_f16() {
  %x = util.unfoldable_constant dense<[[0.5, 1.5], [2.5, 3.5], [4.5, 5.5]]> : tensor<3x2xf16>
  %result = stablehlo.transpose %x, dims = [1, 0] : (tensor<3x2xf16>) -> tensor<2x3xf16>
  check.expect_almost_eq_const(%result, dense<[[0.5, 2.5, 4.5], [1.5, 3.5, 5.5]]> : tensor<2x3xf16>) : tensor<2x3xf16>
  return
}

func.func @transpose_i1() {
  %x = util.unfoldable_constant dense<[[true, false, false], [true, true, false]]> : tensor<2x3xi1>
  %result = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xi1>) -> tensor<3x2xi1>
  check.expect_eq_const(%result, dense<[[true, true], [false, true], [false, false]]> : tensor<3x2xi1>) : tensor<3x2xi1>
  return
}

// Large: element (j, i) of the transpose is 65 * i + j.
func.func @transpose_f32_33x65() {
  %rows = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %cols = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %stride = util.unfoldable_constant dense<65.0> : tensor<f32>
  %stride_b = stablehlo.broadcast_in_dim %stride, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %row_start = stablehlo.multiply %rows, %stride_b : tensor<33x65xf32>
  %x = stablehlo.add %row_start, %cols : tensor<33x65xf32>
  %result = stablehlo.transpose %x, dims = [1, 0] : (tensor<33x65xf32>) -> tensor<65x33xf32>
  %t_rows = stablehlo.iota dim = 0 : tensor<65x33xf32>
  %t_cols = stablehlo.iota dim = 1 : tensor<65x33xf32>
  %t_stride = stablehlo.broadcast_in_dim %stride, dims = [] : (tensor<f32>) -> tensor<65x33xf32>
  %t_start = stablehlo.multiply %t_cols, %t_stride : tensor<65x33xf32>
  %expected = stablehlo.add %t_start, %t_rows : tensor<65x33xf32>
  check.expect_almost_eq(%result, %expected) : tensor<65x33xf32>
  return
}

// Large 3-D: sums over the two trailing dims of the transpose.
func.func @transpose_i32_4x9x17() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<4x9x17xi32>
  %x_k0 = stablehlo.constant dense<153> : tensor<4x9x17xi32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<4x9x17xi32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<4x9x17xi32>
  %x_k1 = stablehlo.constant dense<17> : tensor<4x9x17xi32>
  %x_m1 = stablehlo.multiply %x_i1, %x_k1 : tensor<4x9x17xi32>
  %x_i2 = stablehlo.iota dim = 2 : tensor<4x9x17xi32>
  %x_s0 = stablehlo.add %x_m0, %x_m1 : tensor<4x9x17xi32>
  %x_s1 = stablehlo.add %x_s0, %x_i2 : tensor<4x9x17xi32>
  %x_c = util.unfoldable_constant dense<0> : tensor<i32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<i32>) -> tensor<4x9x17xi32>
  %x = stablehlo.add %x_s1, %x_cb : tensor<4x9x17xi32>
  %result = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<4x9x17xi32>) -> tensor<17x4x9xi32>
  %sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %sums = stablehlo.reduce(%result init: %sums_zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<17x4x9xi32>, tensor<i32>) -> tensor<17xi32>
  check.expect_eq_const(%sums, dense<[10710, 10746, 10782, 10818, 10854, 10890, 10926, 10962, 10998, 11034, 11070, 11106, 11142, 11178, 11214, 11250, 11286]> : tensor<17xi32>) : tensor<17xi32>
  return
}
