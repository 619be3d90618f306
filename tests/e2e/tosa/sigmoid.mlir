// tosa.sigmoid on f32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @sigmoid_f32() {
  %x = util.unfoldable_constant dense<[[1.0, -3.25, -2.75, 3.75, -2.0], [0.5, 1.5, 2.75, -3.5, 2.75], [3.0, 1.5, -0.5, -2.0, 1.0]]> : tensor<3x5xf32>
  %result = tosa.sigmoid %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.731058579, 0.0373268873, 0.0600866502, 0.97702263, 0.119202922], [0.622459331, 0.817574476, 0.93991335, 0.0293122308, 0.93991335], [0.952574127, 0.817574476, 0.377540669, 0.119202922, 0.731058579]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @sigmoid_f32_range() {
  %x = util.unfoldable_constant dense<[-20.0, -9.0, -1.0, -0.001, 0.0, 0.001, 0.5, 1.0, 3.0, 9.0, 20.0]> : tensor<11xf32>
  %result = tosa.sigmoid %x : (tensor<11xf32>) -> tensor<11xf32>
  check.expect_almost_eq_const(%result, dense<[2.06115362e-09, 0.000123394576, 0.268941421, 0.49975, 0.5, 0.50025, 0.622459331, 0.731058579, 0.952574127, 0.999876605, 0.999999998]> : tensor<11xf32>) : tensor<11xf32>
  return
}

func.func @sigmoid_f32_0d() {
  %x = util.unfoldable_constant dense<0.0> : tensor<f32>
  %result = tosa.sigmoid %x : (tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<0.5> : tensor<f32>) : tensor<f32>
  return
}
