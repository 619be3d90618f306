// stablehlo.select with elementwise and 0-d predicates.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @select_f32_1d() {
  %pred = util.unfoldable_constant dense<[true, false, true, false, false]> : tensor<5xi1>
  %on_true = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %on_false = util.unfoldable_constant dense<[-1.0, -2.0, -3.0, -4.0, -5.0]> : tensor<5xf32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<5xi1>, tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, -2.0, 3.0, -4.0, -5.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @select_i32_3x5() {
  %pred = util.unfoldable_constant dense<[[false, false, true, true, false], [true, true, false, true, true], [false, true, false, true, false]]> : tensor<3x5xi1>
  %on_true = util.unfoldable_constant dense<[[40, 79, -72, 56, 61], [87, 73, -65, 19, 24], [28, -75, -7, -71, -87]]> : tensor<3x5xi32>
  %on_false = util.unfoldable_constant dense<[[-18, 93, 74, 31, -82], [-25, 29, -71, -93, 84], [57, -82, 33, -5, 49]]> : tensor<3x5xi32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<3x5xi1>, tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[-18, 93, -72, 56, -82], [87, 73, -71, 19, 24], [57, -75, 33, -71, 49]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @select_f32_2x3x4() {
  %pred = util.unfoldable_constant dense<[[[true, true, false, true], [true, false, true, true], [false, true, true, true]], [[false, true, true, true], [false, false, true, false], [false, true, true, true]]]> : tensor<2x3x4xi1>
  %on_true = util.unfoldable_constant dense<[[[-0.5, 6.0, 5.25, 0.5], [-7.5, 0.5, 7.25, 3.0], [-3.0, -0.5, -8.0, 8.75]], [[4.75, 6.5, 4.0, 5.5], [-7.75, -9.0, -8.25, 7.0], [-1.0, -2.5, 2.75, -4.25]]]> : tensor<2x3x4xf32>
  %on_false = util.unfoldable_constant dense<[[[-9.0, -1.5, -0.25, -6.0], [1.25, 0.25, 4.25, -1.25], [5.0, 4.75, 2.5, -0.0]], [[-7.0, -5.25, 5.5, 8.75], [-3.25, -8.25, 4.5, 3.25], [0.0, -6.25, 6.25, 8.25]]]> : tensor<2x3x4xf32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<2x3x4xi1>, tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-0.5, 6.0, -0.25, 0.5], [-7.5, 0.25, 7.25, 3.0], [5.0, -0.5, -8.0, 8.75]], [[-7.0, 6.5, 4.0, 5.5], [-3.25, -8.25, -8.25, 3.25], [0.0, -2.5, 2.75, -4.25]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @select_f16_1d() {
  %pred = util.unfoldable_constant dense<[false, true, true]> : tensor<3xi1>
  %on_true = util.unfoldable_constant dense<[1.5, 2.5, 3.5]> : tensor<3xf16>
  %on_false = util.unfoldable_constant dense<[-1.5, -2.5, -3.5]> : tensor<3xf16>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<3xi1>, tensor<3xf16>
  check.expect_almost_eq_const(%result, dense<[-1.5, 2.5, 3.5]> : tensor<3xf16>) : tensor<3xf16>
  return
}

func.func @select_i8_1d() {
  %pred = util.unfoldable_constant dense<[false, true, true, false]> : tensor<4xi1>
  %on_true = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi8>
  %on_false = util.unfoldable_constant dense<[-1, -2, -3, -128]> : tensor<4xi8>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<4xi1>, tensor<4xi8>
  check.expect_eq_const(%result, dense<[-1, 2, 3, -128]> : tensor<4xi8>) : tensor<4xi8>
  return
}

func.func @select_i1_1d() {
  %pred = util.unfoldable_constant dense<[false, true, true, false]> : tensor<4xi1>
  %on_true = util.unfoldable_constant dense<[true, true, false, false]> : tensor<4xi1>
  %on_false = util.unfoldable_constant dense<[true, false, true, false]> : tensor<4xi1>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<4xi1>, tensor<4xi1>
  check.expect_eq_const(%result, dense<[true, true, false, false]> : tensor<4xi1>) : tensor<4xi1>
  return
}

func.func @select_f32_0d() {
  %pred = util.unfoldable_constant dense<false> : tensor<i1>
  %on_true = util.unfoldable_constant dense<1.0> : tensor<f32>
  %on_false = util.unfoldable_constant dense<2.0> : tensor<f32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<i1>, tensor<f32>
  check.expect_almost_eq_const(%result, dense<2.0> : tensor<f32>) : tensor<f32>
  return
}

// A 0-d predicate selects whole tensors.
func.func @select_scalar_pred_true() {
  %pred = util.unfoldable_constant dense<true> : tensor<i1>
  %on_true = util.unfoldable_constant dense<[[-0.75, 1.75, 1.0, -3.75, 3.25], [-8.75, -4.75, 0.5, 3.75, 6.75], [1.5, 2.0, 1.0, -0.75, -7.5]]> : tensor<3x5xf32>
  %on_false = util.unfoldable_constant dense<[[7.5, 6.25, 4.0, -3.5, 0.75], [-2.75, -1.0, -5.25, -7.0, -6.75], [-6.75, 0.25, -6.25, 7.5, 1.25]]> : tensor<3x5xf32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<i1>, tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.75, 1.75, 1.0, -3.75, 3.25], [-8.75, -4.75, 0.5, 3.75, 6.75], [1.5, 2.0, 1.0, -0.75, -7.5]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @select_scalar_pred_false() {
  %pred = util.unfoldable_constant dense<false> : tensor<i1>
  %on_true = util.unfoldable_constant dense<[[-0.75, 1.75, 1.0, -3.75, 3.25], [-8.75, -4.75, 0.5, 3.75, 6.75], [1.5, 2.0, 1.0, -0.75, -7.5]]> : tensor<3x5xf32>
  %on_false = util.unfoldable_constant dense<[[7.5, 6.25, 4.0, -3.5, 0.75], [-2.75, -1.0, -5.25, -7.0, -6.75], [-6.75, 0.25, -6.25, 7.5, 1.25]]> : tensor<3x5xf32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<i1>, tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[7.5, 6.25, 4.0, -3.5, 0.75], [-2.75, -1.0, -5.25, -7.0, -6.75], [-6.75, 0.25, -6.25, 7.5, 1.25]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @select_scalar_pred_i32() {
  %pred = util.unfoldable_constant dense<false> : tensor<i1>
  %on_true = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %on_false = util.unfoldable_constant dense<[4, 5, 6]> : tensor<3xi32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<i1>, tensor<3xi32>
  check.expect_eq_const(%result, dense<[4, 5, 6]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// Large: lower triangle from one operand, the rest from the other.
func.func @select_f32_33x65() {
  %on_true_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %on_true_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %on_true_s0 = stablehlo.add %on_true_i0, %on_true_i1 : tensor<33x65xf32>
  %on_true_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %on_true_cb = stablehlo.broadcast_in_dim %on_true_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %on_true_u = stablehlo.add %on_true_s0, %on_true_cb : tensor<33x65xf32>
  %on_true_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %on_true_fb = stablehlo.broadcast_in_dim %on_true_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %on_true = stablehlo.multiply %on_true_u, %on_true_fb : tensor<33x65xf32>
  %on_false_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %on_false_k0 = stablehlo.constant dense<-1.0> : tensor<33x65xf32>
  %on_false_m0 = stablehlo.multiply %on_false_i0, %on_false_k0 : tensor<33x65xf32>
  %on_false_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %on_false_k1 = stablehlo.constant dense<2.0> : tensor<33x65xf32>
  %on_false_m1 = stablehlo.multiply %on_false_i1, %on_false_k1 : tensor<33x65xf32>
  %on_false_s0 = stablehlo.add %on_false_m0, %on_false_m1 : tensor<33x65xf32>
  %on_false_c = util.unfoldable_constant dense<0.0> : tensor<f32>
  %on_false_cb = stablehlo.broadcast_in_dim %on_false_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %on_false_u = stablehlo.add %on_false_s0, %on_false_cb : tensor<33x65xf32>
  %on_false_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %on_false_fb = stablehlo.broadcast_in_dim %on_false_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %on_false = stablehlo.multiply %on_false_u, %on_false_fb : tensor<33x65xf32>
  %rows = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %cols = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %pred = stablehlo.compare GT, %rows, %cols, SIGNED : (tensor<33x65xi32>, tensor<33x65xi32>) -> tensor<33x65xi1>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<33x65xi1>, tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[1040.0, 1025.0, 1011.5, 999.5, 989.0, 980.0, 972.5, 966.5, 962.0, 959.0, 957.5, 957.5, 959.0, 962.0, 966.5, 972.5, 980.0, 989.0, 999.5, 1011.5, 1025.0, 1040.0, 1056.5, 1074.5, 1094.0, 1115.0, 1137.5, 1161.5, 1187.0, 1214.0, 1242.5, 1272.5, 1304.0]> : tensor<33xf32>) : tensor<33xf32>
  return
}
