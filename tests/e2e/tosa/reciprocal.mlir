// tosa.reciprocal on f32 and f16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reciprocal_f32() {
  %x = util.unfoldable_constant dense<[[4.25, -0.5, -1.5, -0.5, 0.5], [-4.0, -6.25, -3.25, 8.0, -3.5], [2.75, -4.0, 5.5, -0.25, 1.0]]> : tensor<3x5xf32>
  %result = tosa.reciprocal %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.235294118, -2.0, -0.666666667, -2.0, 2.0], [-0.25, -0.16, -0.307692308, 0.125, -0.285714286], [0.363636364, -0.25, 0.181818182, -4.0, 1.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// Powers of two have exact reciprocals in f16.
func.func @reciprocal_f16() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 4.0, 0.5, -0.25, 8.0]> : tensor<6xf16>
  %result = tosa.reciprocal %x : (tensor<6xf16>) -> tensor<6xf16>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.5, 0.25, 2.0, -4.0, 0.125]> : tensor<6xf16>) : tensor<6xf16>
  return
}

func.func @reciprocal_f32_17() {
  %x = util.unfoldable_constant dense<[0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5]> : tensor<17xf32>
  %result = tosa.reciprocal %x : (tensor<17xf32>) -> tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[2.0, 1.0, 0.666666667, 0.5, 0.4, 0.333333333, 0.285714286, 0.25, 0.222222222, 0.2, 0.181818182, 0.166666667, 0.153846154, 0.142857143, 0.133333333, 0.125, 0.117647059]> : tensor<17xf32>) : tensor<17xf32>
  return
}
