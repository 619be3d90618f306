// stablehlo.logistic (1 / (1 + e^-x)). f32 inputs of rank 0 to 3, compared with a 1e-4 tolerance.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @logistic_f32_0d() {
  %x = util.unfoldable_constant dense<5.21> : tensor<f32>
  %result = stablehlo.logistic %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<0.994568> : tensor<f32>) : tensor<f32>
  return
}

func.func @logistic_f32_1d() {
  %x = util.unfoldable_constant dense<[9.17, -2.56, 3.88, 0.95, 4.18, -3.95, -2.99, -3.19, 6.83, 1.19, 4.36, 5.1, -2.58, -7.16, 2.99, 3.57, 4.88]> : tensor<17xf32>
  %result = stablehlo.logistic %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[0.9998959, 0.07175755, 0.979767, 0.7211152, 0.984932, 0.01889096, 0.04787969, 0.039543778, 0.9989203, 0.7667411, 0.9873828, 0.9939402, 0.07043674, 0.0007764513, 0.9521203, 0.9726152, 0.99246025]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @logistic_f32_3x5() {
  %x = util.unfoldable_constant dense<[[5.74, 2.02, -1.96, -9.15, -9.53], [-7.52, -4.72, 4.46, 1.88, -1.96], [-1.67, -8.03, -5.05, 5.21, -0.84]]> : tensor<3x5xf32>
  %result = stablehlo.logistic %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.99679554, 0.882881, 0.12346704, 0.000106208565, 0.000072634364], [0.0005418388, 0.008836403, 0.9885698, 0.8676111, 0.12346704], [0.15842418, 0.00032544235, 0.006368514, 0.994568, 0.3015348]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @logistic_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[4.39, 1.59, -1.32, -9.8], [2.13, -3.23, 0.9, 6.16], [5.33, 1.75, -3.97, -5.21]], [[9.55, -7.94, -4.32, -1.01], [-2.51, 4.8, -4.79, 7.05], [-8.0, -0.65, -6.91, -0.96]]]> : tensor<2x3x4xf32>
  %result = stablehlo.logistic %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.9877512, 0.8306161, 0.21081829, 0.000055448516], [0.893785, 0.038052246, 0.7109495, 0.9978922], [0.9951793, 0.8519528, 0.018523825, 0.0054320055]], [[0.99992883, 0.00035607963, 0.013125316, 0.26697984], [0.07516011, 0.99183744, 0.0082439305, 0.99913335], [0.00033535014, 0.34298953, 0.0009967635, 0.2768782]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

// Saturates without NaNs for large |x|.
func.func @logistic_f32_saturation() {
  %x = util.unfoldable_constant dense<[0.0, 20.0, -20.0, 50.0, -50.0, 0.0001]> : tensor<6xf32>
  %result = stablehlo.logistic %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[0.5, 1.0, 2.0611537e-09, 1.0, 1.9287499e-22, 0.500025]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @logistic_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-1072.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.0078125> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.logistic %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[0.019444343, 0.032303207, 0.05365868, 0.08911236, 0.1479367, 0.24544191, 0.40680122, 0.67311627, 1.1107165, 1.8245739, 2.975449, 4.796151, 7.5923843, 11.6978445, 17.345772, 24.461395, 32.5, 40.538605, 47.65423, 53.302155, 57.407616, 60.20385, 62.02455, 63.175426, 63.889282, 64.32688, 64.5932, 64.754555, 64.852066, 64.91089, 64.94634, 64.9677, 64.98055]> : tensor<33xf32>) : tensor<33xf32>
  return
}
