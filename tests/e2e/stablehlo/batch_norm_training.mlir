// stablehlo.batch_norm_training and batch_norm_grad (generic form, as
// exporters print them); the expected gradient matches central differences
// of sum(grad_output * output).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @batch_norm_training() {
  %x = util.unfoldable_constant dense<[[1.0, -2.0], [3.0, 0.5], [2.0, 4.0]]> : tensor<3x2xf32>
  %scale = util.unfoldable_constant dense<[2.0, 0.5]> : tensor<2xf32>
  %offset = util.unfoldable_constant dense<[0.5, -1.0]> : tensor<2xf32>
  %out, %mean, %var = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.01 : f32, feature_index = 1 : i64} : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const(%mean, dense<[2.0, 0.833333]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_almost_eq_const(%var, dense<[0.666667, 6.055556]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_almost_eq_const(%out, dense<[[-1.931323, -1.575218], [2.931323, -1.067673], [0.5, -0.357109]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

// Features first (NCHW-like), where the reductions run over inner dims.
func.func @batch_norm_training_features_first() {
  %x = util.unfoldable_constant dense<[[[1.0, 3.0], [5.0, 7.0]], [[-1.0, -1.0], [-1.0, -1.0]]]> : tensor<2x2x2xf32>
  %one = util.unfoldable_constant dense<1.0> : tensor<2xf32>
  %zero = util.unfoldable_constant dense<0.0> : tensor<2xf32>
  %out, %mean, %var = "stablehlo.batch_norm_training"(%x, %one, %zero) {epsilon = 0.0 : f32, feature_index = 0 : i64} : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const(%mean, dense<[4.0, -1.0]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_almost_eq_const(%var, dense<[5.0, 0.0]> : tensor<2xf32>) : tensor<2xf32>
  %first = stablehlo.slice %out [0:1, 0:2, 0:2] : (tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
  check.expect_almost_eq_const(%first, dense<[[[-1.341641, -0.447214], [0.447214, 1.341641]]]> : tensor<1x2x2xf32>) : tensor<1x2x2xf32>
  return
}

func.func @batch_norm_grad() {
  %x = util.unfoldable_constant dense<[[1.0, -2.0], [3.0, 0.5], [2.0, 4.0]]> : tensor<3x2xf32>
  %scale = util.unfoldable_constant dense<[2.0, 0.5]> : tensor<2xf32>
  %mean = util.unfoldable_constant dense<[2.0, 0.8333333]> : tensor<2xf32>
  %var = util.unfoldable_constant dense<[0.6666667, 6.0555556]> : tensor<2xf32>
  %g = util.unfoldable_constant dense<[[0.5, -1.0], [1.5, 2.0], [-0.25, 0.75]]> : tensor<3x2xf32>
  %gx, %gscale, %goffset = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %g) {epsilon = 0.01 : f32, feature_index = 1 : i64} : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const(%goffset, dense<[1.75, 1.75]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_almost_eq_const(%gscale, dense<[1.215661, 1.844081]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_almost_eq_const(%gx, dense<[[0.995086, -0.177878], [1.031017, 0.304499], [-2.026102, -0.126621]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}
