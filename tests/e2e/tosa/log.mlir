// tosa.log on f32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @log_f32() {
  %x = util.unfoldable_constant dense<[[3.625, 1.875, 7.125, 0.875, 2.125], [7.625, 5.375, 1.875, 3.375, 7.375], [1.125, 2.625, 5.875, 5.125, 4.625]]> : tensor<3x5xf32>
  %result = tosa.log %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[1.28785429, 0.628608659, 1.96360973, -0.133531393, 0.753771802], [2.03143232, 1.68175857, 0.628608659, 1.21639532, 1.9980959], [0.117783036, 0.965080896, 1.77070606, 1.63413053, 1.53147637]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @log_f32_range() {
  %x = util.unfoldable_constant dense<[1.0e-06, 0.001, 0.5, 1.0, 2.0, 2.71828183, 10.0, 1000.0, 1000000.0]> : tensor<9xf32>
  %result = tosa.log %x : (tensor<9xf32>) -> tensor<9xf32>
  check.expect_almost_eq_const(%result, dense<[-13.8155106, -6.90775523, -0.693147181, 0.0, 0.693147181, 0.99999997, 2.30258509, 6.90775528, 13.8155106]> : tensor<9xf32>) : tensor<9xf32>
  return
}

func.func @log_f32_0d() {
  %x = util.unfoldable_constant dense<4.0> : tensor<f32>
  %result = tosa.log %x : (tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<1.38629436> : tensor<f32>) : tensor<f32>
  return
}
