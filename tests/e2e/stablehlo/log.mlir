// stablehlo.log (natural logarithm). f32 inputs of rank 0 to 3, compared with a 1e-4 tolerance.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @log_f32_0d() {
  %x = util.unfoldable_constant dense<24.48> : tensor<f32>
  %result = stablehlo.log %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<3.1978564> : tensor<f32>) : tensor<f32>
  return
}

func.func @log_f32_1d() {
  %x = util.unfoldable_constant dense<[7.78, 64.21, 64.48, 63.04, 45.01, 97.36, 45.65, 68.05, 80.08, 97.55, 66.96, 55.42, 74.55, 6.52, 2.54, 60.53, 74.24]> : tensor<17xf32>
  %result = stablehlo.log %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[2.0515563, 4.162159, 4.166355, 4.1437693, 3.8068848, 4.5784154, 3.8210037, 4.220243, 4.383026, 4.580365, 4.2040954, 4.0149407, 4.31147, 1.8748744, 0.9321641, 4.103139, 4.307303]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @log_f32_3x5() {
  %x = util.unfoldable_constant dense<[[81.7, 83.86, 41.7, 22.7, 97.19], [15.13, 97.61, 53.78, 29.3, 83.85], [55.57, 83.44, 38.89, 78.74, 47.79]]> : tensor<3x5xf32>
  %result = stablehlo.log %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[4.4030538, 4.4291487, 3.7305012, 3.122365, 4.576668], [2.7166796, 4.58098, 3.9849017, 3.3775876, 4.4290295], [4.0176435, 4.424128, 3.660737, 4.3661513, 3.8668165]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @log_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[97.46, 61.16, 71.68, 88.44], [33.13, 63.83, 11.44, 60.72], [49.79, 65.44, 73.3, 94.93]], [[58.69, 71.36, 6.79, 50.32], [42.68, 58.99, 42.09, 42.03], [32.1, 6.7, 22.15, 82.87]]]> : tensor<2x3x4xf32>
  %result = stablehlo.log %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[4.579442, 4.1134934, 4.2722116, 4.4823246], [3.5004392, 4.1562233, 2.437116, 4.106273], [3.9078143, 4.1811337, 4.2945604, 4.5531397]], [[4.0722694, 4.2677374, 1.9154509, 3.9184027], [3.7537305, 4.077368, 3.7398102, 3.7383835], [3.468856, 1.9021075, 3.0978374, 4.417273]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @log_f32_wide_range() {
  %x = util.unfoldable_constant dense<[1.0, 2.7182817, 1.0e-06, 1000000.0, 0.5]> : tensor<5xf32>
  %result = stablehlo.log %x : tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 0.99999994, -13.815511, 13.815511, -0.6931472]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @log_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.0078125> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.log %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-106.03938, -18.591728, 15.275987, 37.304077, 53.6955, 66.76319, 77.63317, 86.94043, 95.07886, 102.30981, 108.81566, 114.72877, 120.14824, 125.150215, 129.79448, 134.1288, 138.19199, 142.01599, 145.62741, 149.04866, 152.29877, 155.39404, 158.34857, 161.1746, 163.88286, 166.48274, 168.98262, 171.3899, 173.71118, 175.95241, 178.11893, 180.21555, 182.24663]> : tensor<33xf32>) : tensor<33xf32>
  return
}
