// tosa.floor on f32 and f16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @floor_f32() {
  %x = util.unfoldable_constant dense<[-2.5, -1.75, -1.0, -0.25, 0.0, 0.25, 0.5, 1.0, 1.5, 2.75, 7.999, -7.001, 123456.5, -0.5, 3.0, 1.0e-06, -1.0e-06]> : tensor<17xf32>
  %result = tosa.floor %x : (tensor<17xf32>) -> tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[-3.0, -2.0, -1.0, -1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 2.0, 7.0, -8.0, 123456.0, -1.0, 3.0, 0.0, -1.0]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @floor_f32_2d() {
  %x = util.unfoldable_constant dense<[[6.3, 0.675, 0.675, -3.6, 6.3], [0.675, 0.0, -2.7, -3.375, 2.025], [-0.675, 0.9, 2.475, 5.85, -2.475]]> : tensor<3x5xf32>
  %result = tosa.floor %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[6.0, 0.0, 0.0, -4.0, 6.0], [0.0, 0.0, -3.0, -4.0, 2.0], [-1.0, 0.0, 2.0, 5.0, -3.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @floor_f16() {
  %x = util.unfoldable_constant dense<[[6.30078125, 0.6748046875, 0.6748046875, -3.599609375, 6.30078125], [0.6748046875, 0.0, -2.69921875, -3.375, 2.025390625], [-0.6748046875, 0.89990234375, 2.474609375, 5.8515625, -2.474609375]]> : tensor<3x5xf16>
  %result = tosa.floor %x : (tensor<3x5xf16>) -> tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[6.0, 0.0, 0.0, -4.0, 6.0], [0.0, 0.0, -3.0, -4.0, 2.0], [-1.0, 0.0, 2.0, 5.0, -3.0]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}
