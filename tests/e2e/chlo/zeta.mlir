// chlo.zeta: the Hurwitz zeta function ζ(x, q) in f32 and f16 (f64:
// special_functions_f64.mlir), with its poles and domain.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Series terms, tail and Bernoulli corrections across exponents and shifts (ζ(2, 1) = π²/6).
func.func @zeta_f32() {
  %a = util.unfoldable_constant dense<[2.0, 3.0, 2.0, 1.5, 4.0, 30.0, 1.00999999, 2.5, 6.0, 2.0, 3.0]> : tensor<11xf32>
  %b = util.unfoldable_constant dense<[1.0, 1.0, 2.0, 0.5, 3.5, 1.0, 1.0, 0.00999999978, 20.0, -0.5, 100.0]> : tensor<11xf32>
  %result = chlo.zeta %a, %b : tensor<11xf32>, tensor<11xf32> -> tensor<11xf32>
  check.expect_almost_eq_const(%result, dense<[1.64493406, 1.20205688, 0.644934058, 4.7765379, 0.0117176417, 1.0, 100.578041, 100001.32, 7.0702221e-08, 8.93480206, 5.05024982e-05]> : tensor<11xf32>) : tensor<11xf32>
  return
}

// x = 1 and q a non-positive integer are poles; x < 1, and q < 0 with x not an integer, are NaN.
func.func @zeta_f32_special() {
  %a = util.unfoldable_constant dense<[1.0, 0.5, 2.0, 2.0, 2.5, 0x7FC00000]> : tensor<6xf32>
  %b = util.unfoldable_constant dense<[1.0, 1.0, 0.0, -1.0, -0.5, 1.0]> : tensor<6xf32>
  %result = chlo.zeta %a, %b : tensor<6xf32>, tensor<6xf32> -> tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[0x7F800000, 0x7FC00000, 0x7F800000, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// f16 computes in f32; results round to f16.
func.func @zeta_f16() {
  %a = util.unfoldable_constant dense<[2.0, 3.0, 2.0]> : tensor<3xf16>
  %b = util.unfoldable_constant dense<[1.0, 2.0, 0.5]> : tensor<3xf16>
  %result = chlo.zeta %a, %b : tensor<3xf16>, tensor<3xf16> -> tensor<3xf16>
  check.expect_almost_eq_const(%result, dense<[1.645, 0.202, 4.934]> : tensor<3xf16>) : tensor<3xf16>
  return
}

// Large exponents: the correction terms stay finite where a rising
// factorial alone would overflow f32.
func.func @zeta_f32_large_exponents() {
  %a = util.unfoldable_constant dense<[40.0, 60.0, 90.0]> : tensor<3xf32>
  %b = util.unfoldable_constant dense<[1.0, 1.0, 0.9]> : tensor<3xf32>
  %result = chlo.zeta %a, %b : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 1.0, 13127.293]> : tensor<3xf32>) : tensor<3xf32>
  return
}
