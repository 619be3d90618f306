// stablehlo.exponential_minus_one (e^x - 1). f32 inputs of rank 0 to 3, compared with a 1e-4 tolerance.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @exponential_minus_one_f32_0d() {
  %x = util.unfoldable_constant dense<0.2> : tensor<f32>
  %result = stablehlo.exponential_minus_one %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<0.22140276> : tensor<f32>) : tensor<f32>
  return
}

func.func @exponential_minus_one_f32_1d() {
  %x = util.unfoldable_constant dense<[-0.02, -1.87, -1.14, -1.75, -3.5, -3.32, -0.33, -2.17, 0.06, 1.62, 4.95, 1.94, -4.37, 4.26, 4.76, -0.09, 1.2]> : tensor<17xf32>
  %result = stablehlo.exponential_minus_one %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[-0.019801326, -0.84587634, -0.68018097, -0.82622606, -0.9698026, -0.96384716, -0.28107628, -0.8858224, 0.061836544, 4.0530906, 140.17494, 5.958751, -0.98734874, 69.81, 115.74596, -0.08606882, 2.320117]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @exponential_minus_one_f32_3x5() {
  %x = util.unfoldable_constant dense<[[-2.94, -4.07, 3.77, -3.62, -0.9], [-1.51, -2.93, -1.29, 0.19, 2.57], [2.89, 2.9, 3.41, 2.63, 2.35]]> : tensor<3x5xf32>
  %result = stablehlo.exponential_minus_one %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.94713426, -0.9829226, 42.380062, -0.9732173, -0.59343034], [-0.77909005, -0.94660294, -0.7247292, 0.2092496, 12.065824], [16.99331, 17.174147, 29.265247, 12.873772, 9.485569]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @exponential_minus_one_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-1.12, -0.44, 1.25, -1.68], [1.01, 2.81, 2.73, -4.42], [3.95, -4.1, -1.54, -1.57]], [[2.5, 1.88, -3.58, -4.72], [-4.92, 1.08, 4.89, -3.38], [4.17, 3.39, -1.88, 1.98]]]> : tensor<2x3x4xf32>
  %result = stablehlo.exponential_minus_one %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-0.6737202, -0.3559636, 2.4903429, -0.813626], [1.7456009, 15.609918, 14.332888, -0.98796576], [50.935368, -0.98342735, -0.7856189, -0.7919548]], [[11.182494, 5.553505, -0.9721243, -0.9910848], [-0.9927009, 1.9446796, 131.95355, -0.9659526], [63.715458, 28.665955, -0.8474099, 6.242743]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

// Values near zero.
func.func @exponential_minus_one_f32_small() {
  %x = util.unfoldable_constant dense<[0.0, 1.0e-05, -1.0e-05, 0.001, 20.0, -20.0]> : tensor<6xf32>
  %result = stablehlo.exponential_minus_one %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 0.00001000005, -9.99995e-06, 0.0010005002, 4.851652e+08, -1.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @exponential_minus_one_f32_33x65() {
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
  %result = stablehlo.exponential_minus_one %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-63.87861, -63.554466, -63.136635, -62.598026, -61.903736, -61.00876, -59.855083, -58.367943, -56.45094, -53.979824, -50.794434, -46.6883, -41.395287, -34.572323, -25.777174, -14.439779, 0.1747012, 19.01351, 43.297695, 74.60125, 114.95312, 166.96873, 234.01953, 320.45142, 431.8665, 575.4862, 760.6194, 999.26544, 1306.8925, 1703.4392, 2214.6082, 2873.5312, 3722.9163]> : tensor<33xf32>) : tensor<33xf32>
  return
}
