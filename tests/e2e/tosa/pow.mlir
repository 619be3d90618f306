// tosa.pow on f32 tensors with positive bases.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @pow_f32() {
  %lhs = util.unfoldable_constant dense<[[2.75, 0.5, 2.5, 2.75, 0.25], [0.75, 1.75, 1.5, 4.25, 2.0], [2.75, 0.75, 3.5, 1.0, 3.5]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[0.0, -0.5, 0.0, 0.25, -1.0], [-1.5, -0.75, 2.0, -1.0, 0.75], [-1.0, 1.5, 0.0, 0.25, -1.25]]> : tensor<3x5xf32>
  %result = tosa.pow %lhs, %rhs : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[1.0, 1.41421356, 1.0, 1.28775479, 4.0], [1.53960072, 0.657236181, 2.25, 0.235294118, 1.68179283], [0.363636364, 0.649519053, 1.0, 1.0, 0.208888699]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// Cases with exact results.
func.func @pow_f32_exact() {
  %lhs = util.unfoldable_constant dense<[2.0, 2.0, 3.0, 10.0, 0.5, 4.0, 1.0, 9.0]> : tensor<8xf32>
  %rhs = util.unfoldable_constant dense<[3.0, -1.0, 2.0, 4.0, 2.0, 0.5, 100.0, 0.5]> : tensor<8xf32>
  %result = tosa.pow %lhs, %rhs : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  check.expect_almost_eq_const(%result, dense<[8.0, 0.5, 9.0, 10000.0, 0.25, 2.0, 1.0, 3.0]> : tensor<8xf32>) : tensor<8xf32>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @pow_f32_broadcast() {
  %lhs = util.unfoldable_constant dense<[[2.75, 0.5, 2.5, 2.75, 0.25], [0.75, 1.75, 1.5, 4.25, 2.0], [2.75, 0.75, 3.5, 1.0, 3.5]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[2.0, 0.5, -1.0, 3.0, 1.5]]> : tensor<1x5xf32>
  %result = tosa.pow %lhs, %rhs : (tensor<3x5xf32>, tensor<1x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[7.5625, 0.707106781, 0.4, 20.796875, 0.125], [0.5625, 1.32287566, 0.666666667, 76.765625, 2.82842712], [7.5625, 0.866025404, 0.285714286, 1.0, 6.54790043]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}
