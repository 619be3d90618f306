// stablehlo.rsqrt (1 / sqrt(x)). f32 inputs of rank 0 to 3, compared with a 1e-4 tolerance.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @rsqrt_f32_0d() {
  %x = util.unfoldable_constant dense<56.68> : tensor<f32>
  %result = stablehlo.rsqrt %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<0.13282661> : tensor<f32>) : tensor<f32>
  return
}

func.func @rsqrt_f32_1d() {
  %x = util.unfoldable_constant dense<[34.3, 13.76, 74.53, 53.12, 66.37, 96.28, 77.83, 61.73, 19.73, 25.88, 35.1, 92.36, 46.27, 32.62, 57.82, 13.42, 2.82]> : tensor<17xf32>
  %result = stablehlo.rsqrt %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[0.17074695, 0.26958194, 0.11583357, 0.13720533, 0.122747906, 0.10191356, 0.11335129, 0.12727757, 0.2251316, 0.19657029, 0.1687899, 0.104053825, 0.14701115, 0.17508866, 0.13151066, 0.27297553, 0.59549135]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @rsqrt_f32_3x5() {
  %x = util.unfoldable_constant dense<[[40.44, 85.7, 52.74, 61.58, 10.94], [17.97, 89.46, 89.32, 50.66, 99.9], [60.72, 21.44, 9.65, 86.24, 14.57]]> : tensor<3x5xf32>
  %result = stablehlo.rsqrt %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.15725137, 0.10802135, 0.13769872, 0.12743248, 0.30233702], [0.23589893, 0.10572691, 0.10580974, 0.14049712, 0.10005004], [0.12833175, 0.2159671, 0.3219114, 0.10768262, 0.26198125]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @rsqrt_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[48.52, 3.33, 75.09, 37.73], [98.77, 32.23, 29.37, 26.5], [1.24, 30.15, 98.81, 66.73]], [[54.89, 40.97, 42.49, 31.2], [42.59, 50.33, 34.82, 5.47], [54.97, 63.21, 98.7, 25.19]]]> : tensor<2x3x4xf32>
  %result = stablehlo.rsqrt %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.14356203, 0.54799664, 0.115400836, 0.16280082], [0.10062073, 0.17614481, 0.18452194, 0.19425717], [0.8980265, 0.18211946, 0.10060036, 0.12241635]], [[0.13497502, 0.15623093, 0.15341105, 0.17902872], [0.15323085, 0.14095697, 0.16946718, 0.42756912], [0.13487676, 0.1257787, 0.100656405, 0.1992443]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @rsqrt_f32_exact() {
  %x = util.unfoldable_constant dense<[1.0, 4.0, 0.25, 1000000.0, 1.0e-06, 2.0]> : tensor<6xf32>
  %result = stablehlo.rsqrt %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.5, 2.0, 0.001, 1000.0, 0.70710677]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @rsqrt_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.0625> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.rsqrt %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[58.904396, 26.64352, 20.467749, 17.263037, 15.212844, 13.755631, 12.650983, 11.776183, 11.061104, 10.462353, 9.951442, 9.508786, 9.12042, 8.776078, 8.468022, 8.190294, 7.938223, 7.708085, 7.496873, 7.302127, 7.121813, 6.954231, 6.7979503, 6.651755, 6.5146046, 6.3856034, 6.263975, 6.149043, 6.040214, 5.936967, 5.83884, 5.7454233, 5.656352]> : tensor<33xf32>) : tensor<33xf32>
  return
}
