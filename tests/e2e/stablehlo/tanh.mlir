// stablehlo.tanh. f32 inputs of rank 0 to 3, compared with a 1e-4 tolerance.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @tanh_f32_0d() {
  %x = util.unfoldable_constant dense<1.52> : tensor<f32>
  %result = stablehlo.tanh %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<0.90869766> : tensor<f32>) : tensor<f32>
  return
}

func.func @tanh_f32_1d() {
  %x = util.unfoldable_constant dense<[0.23, -0.83, -1.45, -4.95, 0.73, -4.74, -1.1, -2.63, -3.09, 3.85, -4.23, 0.08, 0.11, -0.68, -3.88, 4.87, -1.89]> : tensor<17xf32>
  %result = stablehlo.tanh %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[0.22602835, -0.680476, -0.8956929, -0.9998997, 0.62306535, -0.9998473, -0.800499, -0.9896631, -0.99586767, 0.9990948, -0.99957657, 0.07982977, 0.10955847, -0.5915194, -0.9991475, 0.9998822, -0.9553731]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @tanh_f32_3x5() {
  %x = util.unfoldable_constant dense<[[3.78, 2.0, 0.38, 1.91, -2.6], [0.3, 4.27, 4.96, -0.38, 2.31], [-3.06, -2.85, -2.45, 2.56, 4.98]]> : tensor<3x5xf32>
  %result = stablehlo.tanh %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.99895877, 0.9640276, 0.36270747, 0.95708543, -0.9890274], [0.29131263, 0.9996091, 0.99990165, -0.36270747, 0.9804867], [-0.99561274, -0.99333036, -0.9852169, 0.98811895, 0.9999055]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @tanh_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-2.11, 2.65, 1.6, 2.16], [3.97, 4.08, -4.96, 3.21], [3.29, 3.04, 5.0, -3.08]], [[4.34, -1.46, 2.52, 3.72], [1.33, 4.58, -3.78, 4.58], [3.34, -1.71, -1.39, -4.15]]]> : tensor<2x3x4xf32>
  %result = stablehlo.tanh %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-0.97102857, 0.9900664, 0.9216685, 0.97374934], [0.99928784, 0.99942845, -0.99990165, 0.996748], [0.99722815, 0.9954341, 0.9999092, -0.9957844]], [[0.99966013, -0.8976526, 0.98713577, 0.99882615], [0.86924934, 0.9997897, -0.99895877, 0.9997897], [0.9974916, -0.93664753, -0.8831709, -0.9995031]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

// Saturates without NaNs for large |x|.
func.func @tanh_f32_saturation() {
  %x = util.unfoldable_constant dense<[0.0, 20.0, -20.0, 50.0, -50.0, 0.0001]> : tensor<6xf32>
  %result = stablehlo.tanh %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 1.0, -1.0, 1.0, -1.0, 0.0001]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @tanh_f32_33x65() {
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
  %result = stablehlo.tanh %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-64.96111, -64.935394, -64.892685, -64.82178, -64.704124, -64.50912, -64.1864, -63.653767, -62.77857, -61.350853, -59.049103, -55.4077, -49.81523, -41.60431, -30.308458, -16.07721, 0.0, 16.07721, 30.308458, 41.60431, 49.81523, 55.4077, 59.049103, 61.350853, 62.77857, 63.653767, 64.1864, 64.50912, 64.704124, 64.82178, 64.892685, 64.935394, 64.96111]> : tensor<33xf32>) : tensor<33xf32>
  return
}
