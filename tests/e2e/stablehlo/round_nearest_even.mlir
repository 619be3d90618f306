// stablehlo.round_nearest_even on f32 and f16.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @round_nearest_even_f32_0d() {
  %x = util.unfoldable_constant dense<-10.0> : tensor<f32>
  %result = stablehlo.round_nearest_even %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<-10.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @round_nearest_even_f32_1d() {
  %x = util.unfoldable_constant dense<[8.75, -7.75, -4.0, 7.0, 1.75, 3.75, 6.25, -7.25, -1.25, -2.75, -6.5, 1.75, -8.5, -8.75, 1.0, 7.75, -8.25]> : tensor<17xf32>
  %result = stablehlo.round_nearest_even %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[9.0, -8.0, -4.0, 7.0, 2.0, 4.0, 6.0, -7.0, -1.0, -3.0, -6.0, 2.0, -8.0, -9.0, 1.0, 8.0, -8.0]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @round_nearest_even_f32_3x5() {
  %x = util.unfoldable_constant dense<[[3.25, -3.75, -6.25, -0.75, 5.25], [2.25, -2.25, -4.25, -8.75, -6.75], [5.0, -9.25, 10.0, 0.75, -6.25]]> : tensor<3x5xf32>
  %result = stablehlo.round_nearest_even %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[3.0, -4.0, -6.0, -1.0, 5.0], [2.0, -2.0, -4.0, -9.0, -7.0], [5.0, -9.0, 10.0, 1.0, -6.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @round_nearest_even_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[0.0, -0.5, 6.0, -0.5], [-1.0, 6.0, -3.0, -1.75], [-6.25, -1.5, -5.5, 9.75]], [[8.0, -1.75, 7.5, 2.75], [-8.5, -0.25, -3.75, -7.0], [-1.5, -6.25, -8.75, 5.75]]]> : tensor<2x3x4xf32>
  %result = stablehlo.round_nearest_even %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.0, -0.0, 6.0, -0.0], [-1.0, 6.0, -3.0, -2.0], [-6.0, -2.0, -6.0, 10.0]], [[8.0, -2.0, 8.0, 3.0], [-8.0, -0.0, -4.0, -7.0], [-2.0, -6.0, -9.0, 6.0]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @round_nearest_even_f16_1d() {
  %x = util.unfoldable_constant dense<[-3.5, 2.0, -4.0, -8.25, 9.75, 4.0, 5.0, -5.0, 1.5, 2.25, 4.5, 3.25, -2.0, 1.0, 4.5, -1.25, 9.5]> : tensor<17xf16>
  %result = stablehlo.round_nearest_even %x : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[-4.0, 2.0, -4.0, -8.0, 10.0, 4.0, 5.0, -5.0, 2.0, 2.0, 4.0, 3.0, -2.0, 1.0, 4.0, -1.0, 10.0]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @round_nearest_even_f16_3x5() {
  %x = util.unfoldable_constant dense<[[-2.25, 1.25, -2.5, -7.25, -4.25], [-2.0, 5.75, 8.75, 1.5, 4.0], [9.25, -4.25, 0.25, 2.25, -0.5]]> : tensor<3x5xf16>
  %result = stablehlo.round_nearest_even %x : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[-2.0, 1.0, -2.0, -7.0, -4.0], [-2.0, 6.0, 9.0, 2.0, 4.0], [9.0, -4.0, 0.0, 2.0, -0.0]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

// Halfway cases, the largest value below 0.5, and an integer above 2^23.
func.func @round_nearest_even_f32_halfway() {
  %x = util.unfoldable_constant dense<[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -0.49999997, 8388609.0, -0.0, 3.0, -3.75]> : tensor<12xf32>
  %result = stablehlo.round_nearest_even %x : tensor<12xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 2.0, 2.0, -0.0, -2.0, -2.0, 0.0, -0.0, 8388609.0, -0.0, 3.0, -4.0]> : tensor<12xf32>) : tensor<12xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @round_nearest_even_f32_33x65() {
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
  %result = stablehlo.round_nearest_even %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-4225.0, -3961.0, -3697.0, -3433.0, -3169.0, -2905.0, -2641.0, -2377.0, -2112.0, -1848.0, -1584.0, -1320.0, -1056.0, -792.0, -528.0, -264.0, 0.0, 264.0, 528.0, 792.0, 1056.0, 1320.0, 1584.0, 1848.0, 2112.0, 2377.0, 2641.0, 2905.0, 3169.0, 3433.0, 3697.0, 3961.0, 4225.0]> : tensor<33xf32>) : tensor<33xf32>
  return
}
