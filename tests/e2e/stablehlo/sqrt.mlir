// stablehlo.sqrt. f32 inputs of rank 0 to 3, compared with a 1e-4 tolerance.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @sqrt_f32_0d() {
  %x = util.unfoldable_constant dense<68.61> : tensor<f32>
  %result = stablehlo.sqrt %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<8.283115> : tensor<f32>) : tensor<f32>
  return
}

func.func @sqrt_f32_1d() {
  %x = util.unfoldable_constant dense<[87.31, 53.67, 59.16, 11.03, 79.64, 35.49, 59.06, 85.65, 81.55, 27.08, 57.57, 47.86, 48.35, 6.28, 79.72, 87.8, 47.54]> : tensor<17xf32>
  %result = stablehlo.sqrt %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[9.343982, 7.325981, 7.6915536, 3.3211443, 8.924125, 5.9573483, 7.6850505, 9.254728, 9.030504, 5.2038445, 7.5874896, 6.9180923, 6.9534163, 2.505993, 8.928606, 9.370166, 6.8949256]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @sqrt_f32_3x5() {
  %x = util.unfoldable_constant dense<[[6.21, 26.48, 16.83, 83.03, 63.6], [42.9, 15.48, 6.38, 49.13, 78.25], [1.96, 74.56, 60.9, 55.6, 24.82]]> : tensor<3x5xf32>
  %result = stablehlo.sqrt %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[2.4919872, 5.145872, 4.1024384, 9.11208, 7.974961], [6.5498095, 3.934463, 2.5258663, 7.0092797, 8.845903], [1.4, 8.634813, 7.8038454, 7.4565406, 4.9819674]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @sqrt_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[98.75, 70.36, 63.25, 77.78], [60.3, 81.81, 4.35, 29.39], [56.71, 45.2, 76.54, 38.53]], [[61.96, 73.88, 44.58, 47.79], [2.14, 64.57, 62.13, 47.02], [7.26, 34.43, 82.05, 61.09]]]> : tensor<2x3x4xf32>
  %result = stablehlo.sqrt %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[9.937304, 8.388087, 7.9529867, 8.819297], [7.7653074, 9.044888, 2.0856652, 5.4212546], [7.5306044, 6.7230945, 8.748714, 6.207254]], [[7.8714676, 8.595347, 6.6768255, 6.913031], [1.4628739, 8.035546, 7.8822584, 6.8571134], [2.6944387, 5.867708, 9.0581455, 7.816009]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @sqrt_f32_exact() {
  %x = util.unfoldable_constant dense<[1.0, 4.0, 0.25, 1000000.0, 1.0e-06, 2.0]> : tensor<6xf32>
  %result = stablehlo.sqrt %x : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 2.0, 0.5, 1000.0, 0.001, 1.4142135]> : tensor<6xf32>) : tensor<6xf32>
  return
}

func.func @sqrt_f32_zero_and_inf() {
  %x = util.unfoldable_constant dense<[0.0, 9.0, 0x7F800000, 16.0]> : tensor<4xf32>
  %result = stablehlo.sqrt %x : tensor<4xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 3.0, 0x7F800000, 4.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @sqrt_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<0.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.0625> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.sqrt %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[86.28266, 159.27907, 206.47931, 244.62106, 277.5365, 306.92856, 333.73532, 358.53967, 381.7334, 403.59494, 424.3307, 444.0986, 463.0228, 481.20297, 498.72055, 515.6431, 532.0275, 547.9221, 563.3683, 578.402, 593.0546, 607.3538, 621.324, 634.9868, 648.3617, 661.4662, 674.31604, 686.92554, 699.3077, 711.4743, 723.43634, 735.2038, 746.78577]> : tensor<33xf32>) : tensor<33xf32>
  return
}
