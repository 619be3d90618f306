// f64 and i64 programs (JAX with x64 enabled) computed in f32 and i32 with
// --iree-input-demote-f64-to-f32 and --iree-input-demote-i64-to-i32: sine
// needs no f64 libm, and i64 constants wrap to 32 bits.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend --iree-input-demote-f64-to-f32 --iree-input-demote-i64-to-i32 %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @demote_f64_sine() {
  %x = util.unfoldable_constant dense<[0.5, -1.25, 3.0, 100.0]> : tensor<4xf64>
  %s = stablehlo.sine %x : tensor<4xf64>
  %r = stablehlo.add %s, %s : tensor<4xf64>
  check.expect_almost_eq_const(%r, dense<[0.958851, -1.8979692, 0.28224, -1.0127313]> : tensor<4xf64>) : tensor<4xf64>
  return
}

// 2^32 + 1 wraps to 1 in i32.
func.func @demote_i64_wraps() {
  %x = util.unfoldable_constant dense<[4294967297, -7, 12]> : tensor<3xi64>
  %c = stablehlo.constant dense<5> : tensor<3xi64>
  %r = stablehlo.add %x, %c : tensor<3xi64>
  check.expect_eq_const(%r, dense<[6, -2, 17]> : tensor<3xi64>) : tensor<3xi64>
  return
}
