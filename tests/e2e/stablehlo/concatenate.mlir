// stablehlo.concatenate along dims 0, 1 and 2 with up to three operands.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @concatenate_1d_three() {
  %a = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = util.unfoldable_constant dense<[3.0, 4.0, 5.0]> : tensor<3xf32>
  %c = util.unfoldable_constant dense<[6.0, 7.0, 8.0, 9.0]> : tensor<4xf32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<2xf32>, tensor<3xf32>, tensor<4xf32>) -> tensor<9xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]> : tensor<9xf32>) : tensor<9xf32>
  return
}

// Three operands stacked along dim 0.
func.func @concatenate_dim0_three() {
  %a = util.unfoldable_constant dense<[[1.25, 7.0, -2.5]]> : tensor<1x3xf32>
  %b = util.unfoldable_constant dense<[[8.0, -5.75, -8.75], [2.5, 6.75, 3.5]]> : tensor<2x3xf32>
  %c = util.unfoldable_constant dense<[[8.75, 7.75, 3.0], [-2.25, 4.25, 2.5], [1.0, -4.75, -6.5]]> : tensor<3x3xf32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<1x3xf32>, tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<6x3xf32>
  check.expect_almost_eq_const(%result, dense<[[1.25, 7.0, -2.5], [8.0, -5.75, -8.75], [2.5, 6.75, 3.5], [8.75, 7.75, 3.0], [-2.25, 4.25, 2.5], [1.0, -4.75, -6.5]]> : tensor<6x3xf32>) : tensor<6x3xf32>
  return
}

// Three operands side by side along dim 1.
func.func @concatenate_dim1_three() {
  %a = util.unfoldable_constant dense<[[-8.0], [-6.5]]> : tensor<2x1xf32>
  %b = util.unfoldable_constant dense<[[9.0, -0.75, 7.25], [4.0, -7.0, -1.75]]> : tensor<2x3xf32>
  %c = util.unfoldable_constant dense<[[-4.75, 0.75], [-7.5, -1.0]]> : tensor<2x2xf32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 1 : (tensor<2x1xf32>, tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x6xf32>
  check.expect_almost_eq_const(%result, dense<[[-8.0, 9.0, -0.75, 7.25, -4.75, 0.75], [-6.5, 4.0, -7.0, -1.75, -7.5, -1.0]]> : tensor<2x6xf32>) : tensor<2x6xf32>
  return
}

func.func @concatenate_dim1_i32() {
  %a = util.unfoldable_constant dense<[[-4, -29], [-42, -21], [-36, 12]]> : tensor<3x2xi32>
  %b = util.unfoldable_constant dense<[[-37, -29, -24, -48], [12, 21, 22, -4], [-37, 28, 48, 6]]> : tensor<3x4xi32>
  %c = util.unfoldable_constant dense<[[-45], [-2], [25]]> : tensor<3x1xi32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 1 : (tensor<3x2xi32>, tensor<3x4xi32>, tensor<3x1xi32>) -> tensor<3x7xi32>
  check.expect_eq_const(%result, dense<[[-4, -29, -37, -29, -24, -48, -45], [-42, -21, 12, 21, 22, -4, -2], [-36, 12, -37, 28, 48, 6, 25]]> : tensor<3x7xi32>) : tensor<3x7xi32>
  return
}

func.func @concatenate_dim0_i32() {
  %a = util.unfoldable_constant dense<[[-48, 41, 9, 18], [32, 44, 11, -23]]> : tensor<2x4xi32>
  %b = util.unfoldable_constant dense<[[-16, -33, -24, -1]]> : tensor<1x4xi32>
  %c = util.unfoldable_constant dense<[[26, 31, -5, -15], [-39, -22, 25, 39]]> : tensor<2x4xi32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<2x4xi32>, tensor<1x4xi32>, tensor<2x4xi32>) -> tensor<5x4xi32>
  check.expect_eq_const(%result, dense<[[-48, 41, 9, 18], [32, 44, 11, -23], [-16, -33, -24, -1], [26, 31, -5, -15], [-39, -22, 25, 39]]> : tensor<5x4xi32>) : tensor<5x4xi32>
  return
}

func.func @concatenate_3d_dim2() {
  %a = util.unfoldable_constant dense<[[[0.0, 1.0], [2.0, 3.0]]]> : tensor<1x2x2xf32>
  %b = util.unfoldable_constant dense<[[[10.0, 11.0, 12.0], [13.0, 14.0, 15.0]]]> : tensor<1x2x3xf32>
  %c = util.unfoldable_constant dense<[[[20.0], [21.0]]]> : tensor<1x2x1xf32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 2 : (tensor<1x2x2xf32>, tensor<1x2x3xf32>, tensor<1x2x1xf32>) -> tensor<1x2x6xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.0, 1.0, 10.0, 11.0, 12.0, 20.0], [2.0, 3.0, 13.0, 14.0, 15.0, 21.0]]]> : tensor<1x2x6xf32>) : tensor<1x2x6xf32>
  return
}

func.func @concatenate_3d_dim1() {
  %a = util.unfoldable_constant dense<[[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tensor<2x2x2xi32>
  %b = util.unfoldable_constant dense<[[[10, 11]], [[12, 13]]]> : tensor<2x1x2xi32>
  %result = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x2x2xi32>, tensor<2x1x2xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const(%result, dense<[[[0, 1], [2, 3], [10, 11]], [[4, 5], [6, 7], [12, 13]]]> : tensor<2x3x2xi32>) : tensor<2x3x2xi32>
  return
}

func.func @concatenate_i1() {
  %a = util.unfoldable_constant dense<[true, false]> : tensor<2xi1>
  %b = util.unfoldable_constant dense<[false]> : tensor<1xi1>
  %c = util.unfoldable_constant dense<[true, true]> : tensor<2xi1>
  %result = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<2xi1>, tensor<1xi1>, tensor<2xi1>) -> tensor<5xi1>
  check.expect_eq_const(%result, dense<[true, false, false, true, true]> : tensor<5xi1>) : tensor<5xi1>
  return
}

func.func @concatenate_f16() {
  %a = util.unfoldable_constant dense<[[0.5, 1.5]]> : tensor<1x2xf16>
  %b = util.unfoldable_constant dense<[[2.5, 3.5]]> : tensor<1x2xf16>
  %c = util.unfoldable_constant dense<[[4.5, 5.5]]> : tensor<1x2xf16>
  %result = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<1x2xf16>, tensor<1x2xf16>, tensor<1x2xf16>) -> tensor<3x2xf16>
  check.expect_almost_eq_const(%result, dense<[[0.5, 1.5], [2.5, 3.5], [4.5, 5.5]]> : tensor<3x2xf16>) : tensor<3x2xf16>
  return
}

func.func @concatenate_i8() {
  %a = util.unfoldable_constant dense<[-128, 0]> : tensor<2xi8>
  %b = util.unfoldable_constant dense<[127]> : tensor<1xi8>
  %c = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi8>
  %result = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<2xi8>, tensor<1xi8>, tensor<3xi8>) -> tensor<6xi8>
  check.expect_eq_const(%result, dense<[-128, 0, 127, 1, 2, 3]> : tensor<6xi8>) : tensor<6xi8>
  return
}

// Large: column blocks 0:20, 20:50 and 50:65 of 65 * i + j reassemble it.
func.func @concatenate_i32_33x65_dim1() {
  %a_rows = stablehlo.iota dim = 0 : tensor<33x20xi32>
  %a_cols = stablehlo.iota dim = 1 : tensor<33x20xi32>
  %a_k = stablehlo.constant dense<65> : tensor<33x20xi32>
  %a_off = util.unfoldable_constant dense<0> : tensor<i32>
  %a_offb = stablehlo.broadcast_in_dim %a_off, dims = [] : (tensor<i32>) -> tensor<33x20xi32>
  %a_r = stablehlo.multiply %a_rows, %a_k : tensor<33x20xi32>
  %a_c = stablehlo.add %a_cols, %a_offb : tensor<33x20xi32>
  %a = stablehlo.add %a_r, %a_c : tensor<33x20xi32>
  %b_rows = stablehlo.iota dim = 0 : tensor<33x30xi32>
  %b_cols = stablehlo.iota dim = 1 : tensor<33x30xi32>
  %b_k = stablehlo.constant dense<65> : tensor<33x30xi32>
  %b_off = util.unfoldable_constant dense<20> : tensor<i32>
  %b_offb = stablehlo.broadcast_in_dim %b_off, dims = [] : (tensor<i32>) -> tensor<33x30xi32>
  %b_r = stablehlo.multiply %b_rows, %b_k : tensor<33x30xi32>
  %b_c = stablehlo.add %b_cols, %b_offb : tensor<33x30xi32>
  %b = stablehlo.add %b_r, %b_c : tensor<33x30xi32>
  %c_rows = stablehlo.iota dim = 0 : tensor<33x15xi32>
  %c_cols = stablehlo.iota dim = 1 : tensor<33x15xi32>
  %c_k = stablehlo.constant dense<65> : tensor<33x15xi32>
  %c_off = util.unfoldable_constant dense<50> : tensor<i32>
  %c_offb = stablehlo.broadcast_in_dim %c_off, dims = [] : (tensor<i32>) -> tensor<33x15xi32>
  %c_r = stablehlo.multiply %c_rows, %c_k : tensor<33x15xi32>
  %c_c = stablehlo.add %c_cols, %c_offb : tensor<33x15xi32>
  %c = stablehlo.add %c_r, %c_c : tensor<33x15xi32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 1 : (tensor<33x20xi32>, tensor<33x30xi32>, tensor<33x15xi32>) -> tensor<33x65xi32>
  %rows = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %cols = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %k = stablehlo.constant dense<65> : tensor<33x65xi32>
  %row_start = stablehlo.multiply %rows, %k : tensor<33x65xi32>
  %expected = stablehlo.add %row_start, %cols : tensor<33x65xi32>
  check.expect_eq(%result, %expected) : tensor<33x65xi32>
  return
}

// Large: row blocks of 10, 17 and 6 rows.
func.func @concatenate_f32_33x65_dim0() {
  %a_i0 = stablehlo.iota dim = 0 : tensor<10x65xf32>
  %a_k0 = stablehlo.constant dense<65.0> : tensor<10x65xf32>
  %a_m0 = stablehlo.multiply %a_i0, %a_k0 : tensor<10x65xf32>
  %a_i1 = stablehlo.iota dim = 1 : tensor<10x65xf32>
  %a_s0 = stablehlo.add %a_m0, %a_i1 : tensor<10x65xf32>
  %a_c = util.unfoldable_constant dense<0.0> : tensor<f32>
  %a_cb = stablehlo.broadcast_in_dim %a_c, dims = [] : (tensor<f32>) -> tensor<10x65xf32>
  %a_u = stablehlo.add %a_s0, %a_cb : tensor<10x65xf32>
  %a_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %a_fb = stablehlo.broadcast_in_dim %a_f, dims = [] : (tensor<f32>) -> tensor<10x65xf32>
  %a = stablehlo.multiply %a_u, %a_fb : tensor<10x65xf32>
  %b_i0 = stablehlo.iota dim = 0 : tensor<17x65xf32>
  %b_k0 = stablehlo.constant dense<65.0> : tensor<17x65xf32>
  %b_m0 = stablehlo.multiply %b_i0, %b_k0 : tensor<17x65xf32>
  %b_i1 = stablehlo.iota dim = 1 : tensor<17x65xf32>
  %b_s0 = stablehlo.add %b_m0, %b_i1 : tensor<17x65xf32>
  %b_c = util.unfoldable_constant dense<650.0> : tensor<f32>
  %b_cb = stablehlo.broadcast_in_dim %b_c, dims = [] : (tensor<f32>) -> tensor<17x65xf32>
  %b_u = stablehlo.add %b_s0, %b_cb : tensor<17x65xf32>
  %b_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %b_fb = stablehlo.broadcast_in_dim %b_f, dims = [] : (tensor<f32>) -> tensor<17x65xf32>
  %b = stablehlo.multiply %b_u, %b_fb : tensor<17x65xf32>
  %c_i0 = stablehlo.iota dim = 0 : tensor<6x65xf32>
  %c_k0 = stablehlo.constant dense<65.0> : tensor<6x65xf32>
  %c_m0 = stablehlo.multiply %c_i0, %c_k0 : tensor<6x65xf32>
  %c_i1 = stablehlo.iota dim = 1 : tensor<6x65xf32>
  %c_s0 = stablehlo.add %c_m0, %c_i1 : tensor<6x65xf32>
  %c_c = util.unfoldable_constant dense<1755.0> : tensor<f32>
  %c_cb = stablehlo.broadcast_in_dim %c_c, dims = [] : (tensor<f32>) -> tensor<6x65xf32>
  %c_u = stablehlo.add %c_s0, %c_cb : tensor<6x65xf32>
  %c_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %c_fb = stablehlo.broadcast_in_dim %c_f, dims = [] : (tensor<f32>) -> tensor<6x65xf32>
  %c = stablehlo.multiply %c_u, %c_fb : tensor<6x65xf32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<10x65xf32>, tensor<17x65xf32>, tensor<6x65xf32>) -> tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[1040.0, 3152.5, 5265.0, 7377.5, 9490.0, 11602.5, 13715.0, 15827.5, 17940.0, 20052.5, 22165.0, 24277.5, 26390.0, 28502.5, 30615.0, 32727.5, 34840.0, 36952.5, 39065.0, 41177.5, 43290.0, 45402.5, 47515.0, 49627.5, 51740.0, 53852.5, 55965.0, 58077.5, 60190.0, 62302.5, 64415.0, 66527.5, 68640.0]> : tensor<33xf32>) : tensor<33xf32>
  return
}
