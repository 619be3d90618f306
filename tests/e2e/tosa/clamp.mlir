// tosa.clamp on f16, f32 (with NaN) and i16 tensors; reduce_sum_clamp.mlir has f32, i32 and i8.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @clamp_f16() {
  %x = util.unfoldable_constant dense<[[-4.5, 3.5, -6.75, -1.75], [-5.5, 4.0, -2.5, -0.5], [-0.5, -0.5, -3.75, 1.0]]> : tensor<3x4xf16>
  %result = tosa.clamp %x {max_val = 2.5 : f16, min_val = -1.0 : f16} : (tensor<3x4xf16>) -> tensor<3x4xf16>
  check.expect_almost_eq_const(%result, dense<[[-1.0, 2.5, -1.0, -1.0], [-1.0, 2.5, -1.0, -0.5], [-0.5, -0.5, -1.0, 1.0]]> : tensor<3x4xf16>) : tensor<3x4xf16>
  return
}

// NaN propagates through clamp by default.
func.func @clamp_f32_nan() {
  %x = util.unfoldable_constant dense<[0x7FC00000, -3.0, 0.5, 9.0, -0.0]> : tensor<5xf32>
  %result = tosa.clamp %x {max_val = 1.0 : f32, min_val = -1.0 : f32} : (tensor<5xf32>) -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[0x7FC00000, -1.0, 0.5, 1.0, -0.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @clamp_f32_0d() {
  %x = util.unfoldable_constant dense<-9.0> : tensor<f32>
  %result = tosa.clamp %x {max_val = 1.0 : f32, min_val = -1.0 : f32} : (tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<-1.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @clamp_i16() {
  %x = util.unfoldable_constant dense<[[[20694, -88, -20101, -31169], [-24284, -27430, -26761, -24741], [6459, 20125, 23248, 10053]], [[6659, -11031, 28310, 9213], [14731, 15329, 23629, 13272], [28137, 2717, 3026, -16314]]]> : tensor<2x3x4xi16>
  %result = tosa.clamp %x {max_val = 1000 : i16, min_val = -2000 : i16} : (tensor<2x3x4xi16>) -> tensor<2x3x4xi16>
  check.expect_eq_const(%result, dense<[[[1000, -88, -2000, -2000], [-2000, -2000, -2000, -2000], [1000, 1000, 1000, 1000]], [[1000, -2000, 1000, 1000], [1000, 1000, 1000, 1000], [1000, 1000, 1000, -2000]]]> : tensor<2x3x4xi16>) : tensor<2x3x4xi16>
  return
}
