// chlo.polygamma: ψ⁽ⁿ⁾(x) in f32 and f16 (f64: special_functions_f64.mlir); n
// = 0 is digamma.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Orders 0 to 5 (ψ⁽¹⁾(1) = π²/6, ψ⁽²⁾(1) = -2ζ(3)).
func.func @polygamma_f32() {
  %a = util.unfoldable_constant dense<[0.0, 1.0, 2.0, 3.0, 1.0, 4.0, 1.0, 2.0, 0.0, 5.0]> : tensor<10xf32>
  %b = util.unfoldable_constant dense<[1.0, 1.0, 1.0, 2.5, 0.25, 7.5, -1.5, 10.0, -0.5, 3.0]> : tensor<10xf32>
  %result = chlo.polygamma %a, %b : tensor<10xf32>, tensor<10xf32> -> tensor<10xf32>
  check.expect_almost_eq_const(%result, dense<[-0.577215672, 1.64493406, -2.40411377, 0.223905846, 17.1973286, -0.00245748297, 9.37924671, -0.011049835, 0.0364899747, 0.206167445]> : tensor<10xf32>) : tensor<10xf32>
  return
}

// n must be a non-negative integer; x a non-positive integer is a pole.
func.func @polygamma_f32_special() {
  %a = util.unfoldable_constant dense<[1.5, -1.0, 0.0, 1.0, 1.0]> : tensor<5xf32>
  %b = util.unfoldable_constant dense<[1.0, 1.0, 0.0, 0.0, -2.0]> : tensor<5xf32>
  %result = chlo.polygamma %a, %b : tensor<5xf32>, tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7F800000, 0x7F800000]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// f16 computes in f32.
func.func @polygamma_f16() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 1.0]> : tensor<3xf16>
  %b = util.unfoldable_constant dense<[1.0, 2.0, 4.0]> : tensor<3xf16>
  %result = chlo.polygamma %a, %b : tensor<3xf16>, tensor<3xf16> -> tensor<3xf16>
  check.expect_almost_eq_const(%result, dense<[1.645, -0.4041, 0.2839]> : tensor<3xf16>) : tensor<3xf16>
  return
}
