// stablehlo.slice with and without strides.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Every third element from 2 to 14.
func.func @slice_1d_strided() {
  %x = util.unfoldable_constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0]> : tensor<17xf32>
  %result = stablehlo.slice %x [2:15:3] : (tensor<17xf32>) -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[2.0, 5.0, 8.0, 11.0, 14.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @slice_1d_contiguous() {
  %x = util.unfoldable_constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>
  %result = stablehlo.slice %x [5:12] : (tensor<17xi32>) -> tensor<7xi32>
  check.expect_eq_const(%result, dense<[5, 6, 7, 8, 9, 10, 11]> : tensor<7xi32>) : tensor<7xi32>
  return
}

func.func @slice_2d() {
  %x = util.unfoldable_constant dense<[[4.5, 2.25, 1.0, 2.25, 1.75], [-2.0, -5.0, 2.0, 0.25, 8.25], [-1.25, -0.0, 7.75, -0.5, 3.0]]> : tensor<3x5xf32>
  %result = stablehlo.slice %x [1:3, 0:5:2] : (tensor<3x5xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[-2.0, 2.0, 8.25], [-1.25, 7.75, 3.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @slice_2d_i32_like_jax() {
  %x = util.unfoldable_constant dense<[[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15], [16, 17, 18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29, 30, 31], [32, 33, 34, 35, 36, 37, 38, 39]]> : tensor<5x8xi32>
  %result = stablehlo.slice %x [1:4, 0:8:2] : (tensor<5x8xi32>) -> tensor<3x4xi32>
  check.expect_eq_const(%result, dense<[[8, 10, 12, 14], [16, 18, 20, 22], [24, 26, 28, 30]]> : tensor<3x4xi32>) : tensor<3x4xi32>
  return
}

func.func @slice_3d_strided() {
  %x = util.unfoldable_constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]], [[24.0, 25.0, 26.0, 27.0], [28.0, 29.0, 30.0, 31.0], [32.0, 33.0, 34.0, 35.0]]]> : tensor<3x3x4xf32>
  %result = stablehlo.slice %x [0:3:2, 1:3, 0:4:3] : (tensor<3x3x4xf32>) -> tensor<2x2x2xf32>
  check.expect_almost_eq_const(%result, dense<[[[4.0, 7.0], [8.0, 11.0]], [[28.0, 31.0], [32.0, 35.0]]]> : tensor<2x2x2xf32>) : tensor<2x2x2xf32>
  return
}

// A slice of everything.
func.func @slice_full() {
  %x = util.unfoldable_constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %result = stablehlo.slice %x [0:2, 0:3] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @slice_single_element() {
  %x = util.unfoldable_constant dense<[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14]]> : tensor<3x5xi32>
  %result = stablehlo.slice %x [2:3, 4:5] : (tensor<3x5xi32>) -> tensor<1x1xi32>
  check.expect_eq_const(%result, dense<[[14]]> : tensor<1x1xi32>) : tensor<1x1xi32>
  return
}

func.func @slice_i8() {
  %x = util.unfoldable_constant dense<[[-10, -9, -8, -7, -6], [-5, -4, -3, -2, -1], [0, 1, 2, 3, 4], [5, 6, 7, 8, 9]]> : tensor<4x5xi8>
  %result = stablehlo.slice %x [1:4:2, 1:5:3] : (tensor<4x5xi8>) -> tensor<2x2xi8>
  check.expect_eq_const(%result, dense<[[-4, -1], [6, 9]]> : tensor<2x2xi8>) : tensor<2x2xi8>
  return
}

func.func @slice_i1() {
  %x = util.unfoldable_constant dense<[true, false, true, true, false, false]> : tensor<6xi1>
  %result = stablehlo.slice %x [1:6:2] : (tensor<6xi1>) -> tensor<3xi1>
  check.expect_eq_const(%result, dense<[false, true, false]> : tensor<3xi1>) : tensor<3xi1>
  return
}

func.func @slice_f16() {
  %x = util.unfoldable_constant dense<[[0.5, 1.5, 2.5], [3.5, 4.5, 5.5]]> : tensor<2x3xf16>
  %result = stablehlo.slice %x [0:2, 1:3] : (tensor<2x3xf16>) -> tensor<2x2xf16>
  check.expect_almost_eq_const(%result, dense<[[1.5, 2.5], [4.5, 5.5]]> : tensor<2x2xf16>) : tensor<2x2xf16>
  return
}

// Large: element (a, b) of x[3:30:4, 1:65:7] is x(3 + 4a, 1 + 7b).
func.func @slice_i32_33x65_strided() {
  %rows = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %cols = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %stride = util.unfoldable_constant dense<65> : tensor<i32>
  %stride_b = stablehlo.broadcast_in_dim %stride, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %row_start = stablehlo.multiply %rows, %stride_b : tensor<33x65xi32>
  %x = stablehlo.add %row_start, %cols : tensor<33x65xi32>
  %result = stablehlo.slice %x [3:30:4, 1:65:7] : (tensor<33x65xi32>) -> tensor<7x10xi32>
  %r = stablehlo.iota dim = 0 : tensor<7x10xi32>
  %c = stablehlo.iota dim = 1 : tensor<7x10xi32>
  %four = stablehlo.constant dense<4> : tensor<7x10xi32>
  %three = stablehlo.constant dense<3> : tensor<7x10xi32>
  %seven = stablehlo.constant dense<7> : tensor<7x10xi32>
  %one = stablehlo.constant dense<1> : tensor<7x10xi32>
  %r4 = stablehlo.multiply %r, %four : tensor<7x10xi32>
  %src_row = stablehlo.add %r4, %three : tensor<7x10xi32>
  %c7 = stablehlo.multiply %c, %seven : tensor<7x10xi32>
  %src_col = stablehlo.add %c7, %one : tensor<7x10xi32>
  %src_stride = stablehlo.broadcast_in_dim %stride, dims = [] : (tensor<i32>) -> tensor<7x10xi32>
  %src_start = stablehlo.multiply %src_row, %src_stride : tensor<7x10xi32>
  %expected = stablehlo.add %src_start, %src_col : tensor<7x10xi32>
  check.expect_eq(%result, %expected) : tensor<7x10xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<7x10xi32>, tensor<i32>) -> tensor<7xi32>
  check.expect_eq_const(%row_sums, dense<[2275, 4875, 7475, 10075, 12675, 15275, 17875]> : tensor<7xi32>) : tensor<7xi32>
  return
}

// Large: drop a border; row sums of what is left.
func.func @slice_f32_33x65_interior() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-1000.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.slice %x [1:32, 2:63] : (tensor<33x65xf32>) -> tensor<31x61xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<31x61xf32>, tensor<f32>) -> tensor<31xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-6885.375, -6389.75, -5894.125, -5398.5, -4902.875, -4407.25, -3911.625, -3416.0, -2920.375, -2424.75, -1929.125, -1433.5, -937.875, -442.25, 53.375, 549.0, 1044.625, 1540.25, 2035.875, 2531.5, 3027.125, 3522.75, 4018.375, 4514.0, 5009.625, 5505.25, 6000.875, 6496.5, 6992.125, 7487.75, 7983.375]> : tensor<31xf32>) : tensor<31xf32>
  return
}
