// stablehlo.log_plus_one (log(1 + x)). f32 inputs of rank 0 to 3, compared with a 1e-4 tolerance.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @log_plus_one_f32_0d() {
  %x = util.unfoldable_constant dense<7.36> : tensor<f32>
  %result = stablehlo.log_plus_one %x : tensor<f32>
  check.expect_almost_eq_const(%result, dense<2.1234584> : tensor<f32>) : tensor<f32>
  return
}

func.func @log_plus_one_f32_1d() {
  %x = util.unfoldable_constant dense<[7.67, 7.37, 4.29, 3.05, 7.66, 7.24, 1.15, 0.32, 9.67, 5.16, 4.77, 4.13, 1.89, 5.45, 9.97, 7.24, 4.68]> : tensor<17xf32>
  %result = stablehlo.log_plus_one %x : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[2.1598687, 2.1246538, 1.6658182, 1.3987169, 2.1587148, 2.1090002, 0.7654678, 0.27763173, 2.3674362, 1.8180767, 1.7526721, 1.6351057, 1.0612565, 1.8640801, 2.3951643, 2.1090002, 1.7369512]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @log_plus_one_f32_3x5() {
  %x = util.unfoldable_constant dense<[[3.14, 2.7, 4.08, 7.58, 7.08], [3.5, 0.59, 7.85, 0.14, 2.16], [8.94, 9.99, 9.62, 8.61, 5.41]]> : tensor<3x5xf32>
  %result = stablehlo.log_plus_one %x : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[1.4206958, 1.3083328, 1.6253113, 2.1494339, 2.089392], [1.5040774, 0.463734, 2.1804175, 0.13102826, 1.1505721], [2.296567, 2.3969858, 2.362739, 2.2628043, 1.8578593]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @log_plus_one_f32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[6.03, 7.58, 2.35, 9.4], [7.96, 5.15, 2.94, 3.69], [6.22, 0.46, 7.88, 2.27]], [[1.54, 7.42, 3.51, 2.91], [-0.35, 5.01, 0.73, 5.24], [8.89, 4.4, 1.77, -0.16]]]> : tensor<2x3x4xf32>
  %result = stablehlo.log_plus_one %x : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[1.9501867, 2.1494339, 1.2089603, 2.3418057], [2.1927702, 1.8164521, 1.3711808, 1.5454326], [1.9768549, 0.37843645, 2.1838017, 1.18479]], [[0.9321641, 2.1306098, 1.5062971, 1.3635374], [-0.4307829, 1.7934248, 0.5481214, 1.8309802], [2.2915242, 1.686399, 1.0188473, -0.17435338]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

// Values near zero.
func.func @log_plus_one_f32_small() {
  %x = util.unfoldable_constant dense<[0.0, 1.0e-05, -1.0e-05, 0.001, 1000000.0]> : tensor<5xf32>
  %result = stablehlo.log_plus_one %x : tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 9.99995e-06, -0.00001000005, 0.0009995004, 13.815512]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @log_plus_one_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<0.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.0078125> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %result = stablehlo.log_plus_one %x : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[14.051816, 36.437157, 53.02375, 66.21468, 77.16962, 86.53901, 94.72486, 101.99321, 108.529305, 114.467384, 119.907814, 124.927635, 129.58728, 133.93498, 138.00995, 141.84436, 145.46509, 148.89467, 152.15228, 155.25438, 158.21513, 161.04684, 163.76031, 166.36502, 168.86934, 171.28073, 173.60585, 175.85065, 178.02051, 180.12024, 182.15427, 184.12657, 186.04077]> : tensor<33xf32>) : tensor<33xf32>
  return
}
