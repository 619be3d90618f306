// stablehlo.batch_norm_inference with features first, middle and last.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Features last, as flax.linen.BatchNorm exports.
func.func @batch_norm_inference_nhwc() {
  %a0 = util.unfoldable_constant dense<[[[[-3.0, -2.5, -2.0], [-1.5, -1.0, -0.5]], [[0.0, 0.5, 1.0], [1.5, 2.0, 2.5]]], [[[3.0, 3.5, 4.0], [4.5, 5.0, 5.5]], [[6.0, 6.5, 7.0], [7.5, 8.0, 8.5]]]]> : tensor<2x2x2x3xf32>
  %a1 = util.unfoldable_constant dense<[1.0, 2.0, 0.5]> : tensor<3xf32>
  %a2 = util.unfoldable_constant dense<[0.0, -1.0, 3.0]> : tensor<3xf32>
  %a3 = util.unfoldable_constant dense<[0.25, -1.0, 2.0]> : tensor<3xf32>
  %a4 = util.unfoldable_constant dense<[1.0, 4.0, 0.09]> : tensor<3xf32>
  %result = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 0.001 : f32, feature_index = 3 : i64}> : (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[[[-3.2483761, -2.4998126, -3.6299353], [-1.7491256, -1.0, -1.1437095]], [[-0.2498751, 0.49981254, 1.3425162], [1.2493755, 1.9996251, 3.828742]]], [[[2.748626, 3.4994376, 6.3149676], [4.2478766, 4.99925, 8.801193]], [[5.747127, 6.4990625, 11.287419], [7.246378, 7.998875, 13.773644]]]]> : tensor<2x2x2x3xf32>) : tensor<2x2x2x3xf32>
  return
}

// Features in dimension 1; a tiny variance leans on epsilon.
func.func @batch_norm_inference_nchw() {
  %a0 = util.unfoldable_constant dense<[[[0.0, 0.25], [0.5, 0.75], [1.0, 1.25]], [[1.5, 1.75], [2.0, 2.25], [2.5, 2.75]]]> : tensor<2x3x2xf32>
  %a1 = util.unfoldable_constant dense<[1.5, -1.0, 1.0]> : tensor<3xf32>
  %a2 = util.unfoldable_constant dense<[0.5, 0.0, -0.5]> : tensor<3xf32>
  %a3 = util.unfoldable_constant dense<[1.0, 1.5, 0.0]> : tensor<3xf32>
  %a4 = util.unfoldable_constant dense<[2.0, 0.5, 1.0e-05]> : tensor<3xf32>
  %result = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.0e-05 : f32, feature_index = 1 : i64}> : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x2xf32>
  check.expect_almost_eq_const(%result, dense<[[[-0.5606575, -0.29549313], [1.4141995, 1.0606495], [223.1068, 279.0085]], [[1.0303288, 1.2954931], [-0.70709974, -1.0606495], [558.517, 614.4187]]]> : tensor<2x3x2xf32>) : tensor<2x3x2xf32>
  return
}

// Rank 1: every element its own feature.
func.func @batch_norm_inference_1d() {
  %a0 = util.unfoldable_constant dense<[1.0, -2.0]> : tensor<2xf32>
  %a1 = util.unfoldable_constant dense<[1.0, 3.0]> : tensor<2xf32>
  %a2 = util.unfoldable_constant dense<[0.0, 1.0]> : tensor<2xf32>
  %a3 = util.unfoldable_constant dense<[0.0, -2.0]> : tensor<2xf32>
  %a4 = util.unfoldable_constant dense<[0.0, 1.0]> : tensor<2xf32>
  %result = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 0.5 : f32, feature_index = 0 : i64}> : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const(%result, dense<[1.4142135, 1.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}
