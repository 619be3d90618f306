// stablehlo.round_nearest_afz on f32 and f16.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @round_nearest_afz_f32_0d() {
  %x = util.unfoldable_constant dense<2.25> : tensor<f32>
  %result = stablehlo.round_nearest_afz %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<2.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @round_nearest_afz_f32_1d() {
  %x = util.unfoldable_constant dense<[-5.0, -8.25, -1.0, -8.25, 5.0, -4.75, -5.25, 8.5, -1.0, -4.75, 0.75, 5.25, 9.5, 1.75, -9.75, -7.5, 9.75]> : tensor<17xf32>
  %result = stablehlo.round_nearest_afz %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[-5.0, -8.0, -1.0, -8.0, 5.0, -5.0, -5.0, 9.0, -1.0, -5.0, 1.0, 5.0, 10.0, 2.0, -10.0, -8.0, 10.0]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @round_nearest_afz_f32_3x5() {
  %x = util.unfoldable_constant dense<[[-7.5, -2.25, -4.75, -3.25, 3.5], [1.75, 2.5, -0.5, -9.5, 6.0], [2.75, 9.5, -10.0, -5.75, -2.25]]> : tensor<3x5xf32>
  %result = stablehlo.round_nearest_afz %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-8.0, -2.0, -5.0, -3.0, 4.0], [2.0, 3.0, -1.0, -10.0, 6.0], [3.0, 10.0, -10.0, -6.0, -2.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @round_nearest_afz_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-9.5, -6.0, 3.25, 3.5], [-5.0, -2.75, 0.5, 9.25], [-0.75, -6.0, 8.0, -9.25]], [[-3.75, 1.5, 9.0, -4.0], [9.0, -1.5, 5.25, 2.0], [-7.75, 4.25, -4.75, 9.0]]]> : tensor<2x3x4xf32>
  %result = stablehlo.round_nearest_afz %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-10.0, -6.0, 3.0, 4.0], [-5.0, -3.0, 1.0, 9.0], [-1.0, -6.0, 8.0, -9.0]], [[-4.0, 2.0, 9.0, -4.0], [9.0, -2.0, 5.0, 2.0], [-8.0, 4.0, -5.0, 9.0]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @round_nearest_afz_f16_1d() {
  %x = util.unfoldable_constant dense<[-0.75, -4.0, -0.25, -3.75, -0.0, -0.5, -1.75, 7.0, -5.0, 6.0, -5.0, 1.0, -1.0, -10.0, -6.0, -9.25, 6.5]> : tensor<17xf16>
  %result = stablehlo.round_nearest_afz %x : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[-1.0, -4.0, -0.0, -4.0, 0.0, -1.0, -2.0, 7.0, -5.0, 6.0, -5.0, 1.0, -1.0, -10.0, -6.0, -9.0, 7.0]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @round_nearest_afz_f16_3x5() {
  %x = util.unfoldable_constant dense<[[-5.75, 7.5, 5.25, 6.0, 3.5], [2.25, -5.25, -8.0, 7.25, 2.5], [10.0, -6.5, -1.75, 4.0, -5.75]]> : tensor<3x5xf16>
  %result = stablehlo.round_nearest_afz %x : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[-6.0, 8.0, 5.0, 6.0, 4.0], [2.0, -5.0, -8.0, 7.0, 3.0], [10.0, -7.0, -2.0, 4.0, -6.0]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

// Halfway cases, the largest value below 0.5, and an integer above 2^23.
func.func @round_nearest_afz_f32_halfway() {
  %x = util.unfoldable_constant dense<[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -0.49999997, 8388609.0, -0.0, 3.0, -3.75]> : tensor<12xf32>
  %result = stablehlo.round_nearest_afz %x : tensor<12xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 2.0, 3.0, -1.0, -2.0, -3.0, 0.0, -0.0, 8388609.0, 0.0, 3.0, -4.0]> : tensor<12xf32>) : tensor<12xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @round_nearest_afz_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-1072.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.0625> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.round_nearest_afz %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-4227.0, -3963.0, -3699.0, -3435.0, -3171.0, -2907.0, -2643.0, -2379.0, -2115.0, -1850.0, -1586.0, -1322.0, -1058.0, -794.0, -530.0, -266.0, 0.0, 266.0, 530.0, 794.0, 1058.0, 1322.0, 1586.0, 1850.0, 2115.0, 2379.0, 2643.0, 2907.0, 3171.0, 3435.0, 3699.0, 3963.0, 4227.0]> : tensor<33xf32>) : tensor<33xf32>
  return
}
