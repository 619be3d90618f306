// stablehlo.reduce_precision: mantissa rounding, exponent overflow and underflow.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reduce_precision_e5m10_0d() {
  %a0 = util.unfoldable_constant dense<3.1415927> : tensor<f32>
  %result = stablehlo.reduce_precision %a0, format = e5m10 : tensor<f32>
  check.expect_eq_const(%result, dense<3.140625> : tensor<f32>) : tensor<f32>
  return
}

// Ties round to even; past 65504 is infinity; below the smallest normal is a signed zero.
func.func @reduce_precision_e5m10_special() {
  %a0 = util.unfoldable_constant dense<[1.0, 1.0004883, 1.0014648, 65504.0, 6.552e+04, 1.0e+05, -1.0e+05, 6.1e-05, 1.0e-06, -1.0e-06, 0x7F800000, 0xFF800000, 0x7FC00000, -0.0]> : tensor<14xf32>
  %result = stablehlo.reduce_precision %a0, format = e5m10 : tensor<14xf32>
  check.expect_eq_const(%result, dense<[1.0, 1.0, 1.0019531, 65504.0, 0x7F800000, 0x7F800000, 0xFF800000, 0.0, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000, -0.0]> : tensor<14xf32>) : tensor<14xf32>
  return
}

// bfloat16 rounding; with the exponent kept, f32 denormals round too.
func.func @reduce_precision_e8m7_2x3() {
  %a0 = util.unfoldable_constant dense<[[1.0039062, 1.0117188, 3.1415927], [-2.7182817, 1.0e+38, 1.0e-38]]> : tensor<2x3xf32>
  %result = stablehlo.reduce_precision %a0, format = e8m7 : tensor<2x3xf32>
  check.expect_eq_const(%result, dense<[[1.0, 1.015625, 3.140625], [-2.71875, 9.96921e+37, 1.0010069e-38]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

// A tiny format: exponents -0..1 and one mantissa bit.
func.func @reduce_precision_e2m1_1x5() {
  %a0 = util.unfoldable_constant dense<[[0.3, 1.0, 1.25, 1.75, 5.0]]> : tensor<1x5xf32>
  %result = stablehlo.reduce_precision %a0, format = e2m1 : tensor<1x5xf32>
  check.expect_eq_const(%result, dense<[[0.0, 1.0, 1.0, 2.0, 0x7F800000]]> : tensor<1x5xf32>) : tensor<1x5xf32>
  return
}

func.func @reduce_precision_f16_e5m3() {
  %a0 = util.unfoldable_constant dense<[1.0, 1.0625, 1.1875, 3.3, -1.0e+02]> : tensor<5xf16>
  %result = stablehlo.reduce_precision %a0, format = e5m3 : tensor<5xf16>
  check.expect_eq_const(%result, dense<[1.0, 1.0, 1.25, 3.25, -96.0]> : tensor<5xf16>) : tensor<5xf16>
  return
}
