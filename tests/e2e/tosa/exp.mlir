// tosa.exp on f32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @exp_f32() {
  %x = util.unfoldable_constant dense<[[2.25, 5.0, -0.5, -3.0, -2.5], [-2.0, 1.5, -3.0, 4.25, -1.75], [-5.25, -6.0, -5.75, 1.5, -2.0]]> : tensor<3x5xf32>
  %result = tosa.exp %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[9.48773584, 148.413159, 0.60653066, 0.0497870684, 0.0820849986], [0.135335283, 4.48168907, 0.0497870684, 70.1054123, 0.173773943], [0.0052475184, 0.00247875218, 0.0031827808, 4.48168907, 0.135335283]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @exp_f32_range() {
  %x = util.unfoldable_constant dense<[-20.0, -10.5, -1.0, 0.0, 0.5, 1.0, 2.0, 10.25, 20.0]> : tensor<9xf32>
  %result = tosa.exp %x : (tensor<9xf32>) -> tensor<9xf32>
  check.expect_almost_eq_const(%result, dense<[2.06115362e-09, 2.75364493e-05, 0.367879441, 1.0, 1.64872127, 2.71828183, 7.3890561, 28282.5419, 485165195.0]> : tensor<9xf32>) : tensor<9xf32>
  return
}

func.func @exp_f32_33x65() {
  %x = util.unfoldable_constant dense<0.5> : tensor<33x65xf32>
  %result = tosa.exp %x : (tensor<33x65xf32>) -> tensor<33x65xf32>
  check.expect_almost_eq_const(%result, dense<1.64872127> : tensor<33x65xf32>) : tensor<33x65xf32>
  return
}

// exp(0) is exactly 1 in f16 too.
func.func @exp_f16_exact() {
  %x = util.unfoldable_constant dense<0.0> : tensor<2xf16>
  %result = tosa.exp %x : (tensor<2xf16>) -> tensor<2xf16>
  check.expect_almost_eq_const(%result, dense<1.0> : tensor<2xf16>) : tensor<2xf16>
  return
}
