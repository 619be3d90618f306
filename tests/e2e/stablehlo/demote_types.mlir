// --iree-input-demote-f64-to-f32 / --iree-input-demote-i64-to-i32 compute a
// 64-bit program in 32 bits (the expectations are demoted with it).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend --iree-input-demote-f64-to-f32 --iree-input-demote-i64-to-i32 %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb
// RUN: iree-compile --iree-hal-target-backends=%iree_backend --iree-input-demote-i64-to-i32 %s --compile-to=input | FileCheck %s --check-prefix=I64ONLY

// I64ONLY-LABEL: func.func @f64_and_i64
// I64ONLY: tensor<3xf64>
// I64ONLY-NOT: i64
func.func @f64_and_i64() {
  %x = util.unfoldable_constant dense<[0.5, -1.25, 3.0]> : tensor<3xf64>
  %n = util.unfoldable_constant dense<[3, -4, 100000]> : tensor<3xi64>
  %sq = stablehlo.multiply %x, %x : tensor<3xf64>
  %e = stablehlo.exponential %x : tensor<3xf64>
  %nf = stablehlo.convert %n : (tensor<3xi64>) -> tensor<3xf64>
  %s = stablehlo.add %sq, %nf : tensor<3xf64>
  %n2 = stablehlo.multiply %n, %n : tensor<3xi64>
  check.expect_almost_eq_const(%s, dense<[3.25, -2.4375, 100009.0]> : tensor<3xf64>) : tensor<3xf64>
  check.expect_almost_eq_const(%e, dense<[1.6487212707, 0.2865047968, 20.0855369232]> : tensor<3xf64>) : tensor<3xf64>
  check.expect_eq_const(%n2, dense<[9, 16, 1410065408]> : tensor<3xi64>) : tensor<3xi64>
  return
}
