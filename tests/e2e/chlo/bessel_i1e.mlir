// chlo.bessel_i1e: I₁(x)·e^-|x| in f32 and f16 (f64:
// special_functions_f64.mlir), on both sides of the switch from series to
// asymptotic expansion at |x| = 30.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Series up to 30, asymptotic beyond; odd in x.
func.func @bessel_i1e_f32() {
  %a = util.unfoldable_constant dense<[0.0, 1.0, -1.0, 0.00100000005, 2.5, 10.0, -17.5, 29.8999996, 30.1000004, 55.0, -100.0, 1000.0]> : tensor<12xf32>
  %result = chlo.bessel_i1e %a : tensor<12xf32> -> tensor<12xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 0.207910419, -0.207910419, 0.000499500311, 0.206584647, 0.121262684, -0.0932834148, 0.0720333755, 0.071799852, 0.0534244739, -0.0397441536, 0.01261093]> : tensor<12xf32>) : tensor<12xf32>
  return
}

// Infinities give 0 (of their sign), NaN stays NaN.
func.func @bessel_i1e_f32_special() {
  %a = util.unfoldable_constant dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>
  %result = chlo.bessel_i1e %a : tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 0.0, 0x7FC00000]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// f16 computes in f32.
func.func @bessel_i1e_f16() {
  %a = util.unfoldable_constant dense<[1.0, -3.0, 50.0]> : tensor<3xf16>
  %result = chlo.bessel_i1e %a : tensor<3xf16> -> tensor<3xf16>
  check.expect_almost_eq_const(%result, dense<[0.2079, -0.1968, 0.056]> : tensor<3xf16>) : tensor<3xf16>
  return
}
