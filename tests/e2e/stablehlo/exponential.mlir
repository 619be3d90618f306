// stablehlo.exponential (e^x). f32 inputs of rank 0 to 3, compared with a 1e-4 tolerance.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @exponential_f32_0d() {
  %x = util.unfoldable_constant dense<4.64> : tensor<f32>
  %result = stablehlo.exponential %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<103.544334> : tensor<f32>) : tensor<f32>
  return
}

func.func @exponential_f32_1d() {
  %x = util.unfoldable_constant dense<[3.28, 0.18, 5.51, 1.68, 2.61, 0.18, 6.85, -4.31, -9.46, -5.02, 2.71, -7.57, -8.73, 9.64, -5.31, -7.82, -6.99]> : tensor<17xf32>
  %result = stablehlo.exponential %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[26.575771, 1.1972173, 247.15118, 5.365556, 13.59905, 1.1972173, 943.8808, 0.0134335505, 0.00007790659, 0.0066045267, 15.029276, 0.00051569234, 0.00016166252, 15367.349, 0.004941927, 0.00040162163, 0.00092104677]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @exponential_f32_3x5() {
  %x = util.unfoldable_constant dense<[[-9.34, -3.14, 9.11, -3.11, -6.77], [-0.1, -3.6, 5.62, -1.28, -0.94], [2.3, 8.49, 6.64, -6.82, 6.24]]> : tensor<3x5xf32>
  %result = stablehlo.exponential %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.00008783942, 0.043282792, 9045.292, 0.04460096, 0.0011476947], [0.9048374, 0.027323725, 275.88934, 0.2780373, 0.39062783], [9.974182, 4865.8647, 765.0949, 0.0010917208, 512.8584]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @exponential_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-9.16, 5.58, 6.98, 4.17], [-3.98, 9.7, 0.98, 7.67], [-4.18, -1.91, 0.99, 9.1]], [[-9.26, 6.55, 8.05, -0.7], [4.25, 7.78, -0.6, -5.42], [-7.01, -7.67, -9.39, 0.93]]]> : tensor<2x3x4xf32>
  %result = stablehlo.exponential %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.000105162915, 265.0716, 1074.9183, 64.715454], [0.018685639, 16317.6045, 2.6644564, 2143.0815], [0.01529851, 0.1480804, 2.6912346, 8955.296]], [[0.0000951553, 699.2443, 3133.7957, 0.4965853], [70.105415, 2392.2754, 0.5488116, 0.004427146], [0.0009028084, 0.00046661778, 0.00008355543, 2.5345092]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @exponential_f32_wide_range() {
  %x = util.unfoldable_constant dense<[0.0, 1.0, -1.0, 20.0, -20.0, 88.0]> : tensor<6xf32>
  %result = stablehlo.exponential %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 2.7182817, 0.36787945, 4.851652e+08, 2.0611537e-09, 1.6516363e+38]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @exponential_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-1072.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.00390625> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.exponential %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[1.1213927, 1.4455323, 1.8633648, 2.401972, 3.0962644, 3.9912426, 5.144915, 6.6320577, 8.549061, 11.020174, 14.205566, 18.311699, 23.604713, 30.427677, 39.222824, 50.560223, 65.1747, 84.01351, 108.2977, 139.60124, 179.95312, 231.96873, 299.01953, 385.45142, 496.8665, 640.4862, 825.6194, 1064.2655, 1371.8925, 1768.4392, 2279.6082, 2938.5312, 3787.9163]> : tensor<33xf32>) : tensor<33xf32>
  return
}
