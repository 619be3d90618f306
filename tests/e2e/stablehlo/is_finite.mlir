// stablehlo.is_finite on f32 and f16, with infinities and NaN.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @is_finite_f32_0d() {
  %a0 = util.unfoldable_constant dense<0x7F800000> : tensor<f32>
  %result = stablehlo.is_finite %a0 : (tensor<f32>) -> tensor<i1>
  check.expect_eq_const(%result, dense<false> : tensor<i1>) : tensor<i1>
  return
}

// Extremes and denormals are finite; infinities and NaN are not.
func.func @is_finite_f32_1d() {
  %a0 = util.unfoldable_constant dense<[0.0, -0.0, 1.0, -3.4e+38, 3.4e+38, 1.0e-45, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<9xf32>
  %result = stablehlo.is_finite %a0 : (tensor<9xf32>) -> tensor<9xi1>
  check.expect_eq_const(%result, dense<[true, true, true, true, true, true, false, false, false]> : tensor<9xi1>) : tensor<9xi1>
  return
}

func.func @is_finite_f32_2x3() {
  %a0 = util.unfoldable_constant dense<[[1.0, 0x7FC00000, 2.0], [0xFF800000, 5.0, 0.0]]> : tensor<2x3xf32>
  %result = stablehlo.is_finite %a0 : (tensor<2x3xf32>) -> tensor<2x3xi1>
  check.expect_eq_const(%result, dense<[[true, false, true], [false, true, true]]> : tensor<2x3xi1>) : tensor<2x3xi1>
  return
}

func.func @is_finite_f16_1x4() {
  %a0 = util.unfoldable_constant dense<[[6.55e+04, 0x7C00, 0x7E00, -1.0]]> : tensor<1x4xf16>
  %result = stablehlo.is_finite %a0 : (tensor<1x4xf16>) -> tensor<1x4xi1>
  check.expect_eq_const(%result, dense<[[true, false, false, true]]> : tensor<1x4xi1>) : tensor<1x4xi1>
  return
}
