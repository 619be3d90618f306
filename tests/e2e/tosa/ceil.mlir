// tosa.ceil on f32 and f16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @ceil_f32() {
  %x = util.unfoldable_constant dense<[-2.5, -1.75, -1.0, -0.25, 0.0, 0.25, 0.5, 1.0, 1.5, 2.75, 7.999, -7.001, 123456.5, -0.5, 3.0, 1.0e-06, -1.0e-06]> : tensor<17xf32>
  %result = tosa.ceil %x : (tensor<17xf32>) -> tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[-2.0, -1.0, -1.0, -0.0, 0.0, 1.0, 1.0, 1.0, 2.0, 3.0, 8.0, -7.0, 123457.0, -0.0, 3.0, 1.0, -0.0]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @ceil_f32_2d() {
  %x = util.unfoldable_constant dense<[[-6.075, -6.075, -5.625, 1.35, 4.5], [5.175, 2.25, 1.575, -2.475, 6.3], [2.025, 3.375, 3.375, 5.175, 2.925]]> : tensor<3x5xf32>
  %result = tosa.ceil %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-6.0, -6.0, -5.0, 2.0, 5.0], [6.0, 3.0, 2.0, -2.0, 7.0], [3.0, 4.0, 4.0, 6.0, 3.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @ceil_f16() {
  %x = util.unfoldable_constant dense<[[-6.07421875, -6.07421875, -5.625, 1.349609375, 4.5], [5.17578125, 2.25, 1.5751953125, -2.474609375, 6.30078125], [2.025390625, 3.375, 3.375, 5.17578125, 2.92578125]]> : tensor<3x5xf16>
  %result = tosa.ceil %x : (tensor<3x5xf16>) -> tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[-6.0, -6.0, -5.0, 2.0, 5.0], [6.0, 3.0, 2.0, -2.0, 7.0], [3.0, 4.0, 4.0, 6.0, 3.0]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}
