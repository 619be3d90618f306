// stablehlo.reshape between ranks 0 to 3.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reshape_1d_to_2d() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %result = stablehlo.reshape %x : (tensor<6xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @reshape_2d_to_2d() {
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = stablehlo.reshape %x : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const(%result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

func.func @reshape_3d_to_2d() {
  %x = util.unfoldable_constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : tensor<2x3x4xf32>
  %result = stablehlo.reshape %x : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0, 16.0, 17.0], [18.0, 19.0, 20.0, 21.0, 22.0, 23.0]]> : tensor<4x6xf32>) : tensor<4x6xf32>
  return
}

func.func @reshape_2d_to_3d() {
  %x = util.unfoldable_constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29]]> : tensor<5x6xi32>
  %result = stablehlo.reshape %x : (tensor<5x6xi32>) -> tensor<3x5x2xi32>
  check.expect_eq_const(%result, dense<[[[0, 1], [2, 3], [4, 5], [6, 7], [8, 9]], [[10, 11], [12, 13], [14, 15], [16, 17], [18, 19]], [[20, 21], [22, 23], [24, 25], [26, 27], [28, 29]]]> : tensor<3x5x2xi32>) : tensor<3x5x2xi32>
  return
}

func.func @reshape_0d_to_1x1() {
  %x = util.unfoldable_constant dense<3.5> : tensor<f32>
  %result = stablehlo.reshape %x : (tensor<f32>) -> tensor<1x1xf32>
  check.expect_almost_eq_const(%result, dense<[[3.5]]> : tensor<1x1xf32>) : tensor<1x1xf32>
  return
}

func.func @reshape_1x1x1_to_0d() {
  %x = util.unfoldable_constant dense<[[[-4]]]> : tensor<1x1x1xi32>
  %result = stablehlo.reshape %x : (tensor<1x1x1xi32>) -> tensor<i32>
  check.expect_eq_const(%result, dense<-4> : tensor<i32>) : tensor<i32>
  return
}

func.func @reshape_collapse_unit_dims() {
  %x = util.unfoldable_constant dense<[[[0.0], [1.0], [2.0], [3.0], [4.0]]]> : tensor<1x5x1xf32>
  %result = stablehlo.reshape %x : (tensor<1x5x1xf32>) -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 1.0, 2.0, 3.0, 4.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @reshape_i8() {
  %x = util.unfoldable_constant dense<[[-6, -5, -4, -3], [-2, -1, 0, 1], [2, 3, 4, 5]]> : tensor<3x4xi8>
  %result = stablehlo.reshape %x : (tensor<3x4xi8>) -> tensor<2x6xi8>
  check.expect_eq_const(%result, dense<[[-6, -5, -4, -3, -2, -1], [0, 1, 2, 3, 4, 5]]> : tensor<2x6xi8>) : tensor<2x6xi8>
  return
}

func.func @reshape_i1() {
  %x = util.unfoldable_constant dense<[true, false, false, true, true, false]> : tensor<6xi1>
  %result = stablehlo.reshape %x : (tensor<6xi1>) -> tensor<3x2xi1>
  check.expect_eq_const(%result, dense<[[true, false], [false, true], [true, false]]> : tensor<3x2xi1>) : tensor<3x2xi1>
  return
}

func.func @reshape_f16() {
  %x = util.unfoldable_constant dense<[[0.5, 1.5], [2.5, 3.5]]> : tensor<2x2xf16>
  %result = stablehlo.reshape %x : (tensor<2x2xf16>) -> tensor<4xf16>
  check.expect_almost_eq_const(%result, dense<[0.5, 1.5, 2.5, 3.5]> : tensor<4xf16>) : tensor<4xf16>
  return
}

// Large: element (i, j) of the reshaped iota is 65 * i + j.
func.func @reshape_i32_2145_to_33x65() {
  %flat = stablehlo.iota dim = 0 : tensor<2145xi32>
  %offset = util.unfoldable_constant dense<0> : tensor<i32>
  %offset_b = stablehlo.broadcast_in_dim %offset, dims = [] : (tensor<i32>) -> tensor<2145xi32>
  %x = stablehlo.add %flat, %offset_b : tensor<2145xi32>
  %result = stablehlo.reshape %x : (tensor<2145xi32>) -> tensor<33x65xi32>
  %rows = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %cols = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %stride = stablehlo.constant dense<65> : tensor<33x65xi32>
  %row_start = stablehlo.multiply %rows, %stride : tensor<33x65xi32>
  %expected = stablehlo.add %row_start, %cols : tensor<33x65xi32>
  check.expect_eq(%result, %expected) : tensor<33x65xi32>
  return
}

// Large: row sums of the reshaped tensor (first 33 rows).
func.func @reshape_f32_33x65_to_65x33() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.reshape %x : (tensor<33x65xf32>) -> tensor<65x33xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<65x33xf32>, tensor<f32>) -> tensor<65xf32>
  %head = stablehlo.slice %row_sums [0:33] : (tensor<65xf32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%head, dense<[280.5, 825.0, 1369.5, 1914.0, 2458.5, 3003.0, 3547.5, 4092.0, 4636.5, 5181.0, 5725.5, 6270.0, 6814.5, 7359.0, 7903.5, 8448.0, 8992.5, 9537.0, 10081.5, 10626.0, 11170.5, 11715.0, 12259.5, 12804.0, 13348.5, 13893.0, 14437.5, 14982.0, 15526.5, 16071.0, 16615.5, 17160.0, 17704.5]> : tensor<33xf32>) : tensor<33xf32>
  return
}
