// tosa.rsqrt on f32 and f16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @rsqrt_f32() {
  %x = util.unfoldable_constant dense<[[5.0, 2.0, 0.25, 3.75, 4.25], [2.0, 5.75, 0.75, 5.5, 7.25], [6.25, 0.25, 5.5, 3.5, 4.25]]> : tensor<3x5xf32>
  %result = tosa.rsqrt %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.447213595, 0.707106781, 2.0, 0.516397779, 0.48507125], [0.707106781, 0.417028828, 1.15470054, 0.426401433, 0.371390676], [0.4, 2.0, 0.426401433, 0.534522484, 0.48507125]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// Even powers of two have exact reciprocal roots.
func.func @rsqrt_f16() {
  %x = util.unfoldable_constant dense<[1.0, 4.0, 16.0, 0.25, 64.0, 0.0625]> : tensor<6xf16>
  %result = tosa.rsqrt %x : (tensor<6xf16>) -> tensor<6xf16>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.5, 0.25, 2.0, 0.125, 4.0]> : tensor<6xf16>) : tensor<6xf16>
  return
}

// bf16 in a 6-lane vector: on CPUs without bf16 instructions LLVM rounds
// the select of the NaN check through a `__truncsfbf2` libcall, which
// each kernel defines. 0 -> +inf, -1 -> NaN.
func.func @rsqrt_bf16() {
  %x = util.unfoldable_constant dense<[1.0, 4.0, 16.0, 0.25, 0.0, -1.0]> : tensor<6xbf16>
  %result = tosa.rsqrt %x : (tensor<6xbf16>) -> tensor<6xbf16>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.5, 0.25, 2.0, 0x7F80, 0x7FC0]> : tensor<6xbf16>) : tensor<6xbf16>
  return
}

func.func @rsqrt_f32_range() {
  %x = util.unfoldable_constant dense<[1.0e-06, 0.01, 2.0, 3.0, 1000000.0]> : tensor<5xf32>
  %result = tosa.rsqrt %x : (tensor<5xf32>) -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[1000.0, 10.0000001, 0.707106781, 0.577350269, 0.001]> : tensor<5xf32>) : tensor<5xf32>
  return
}
