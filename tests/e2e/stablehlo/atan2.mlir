// stablehlo.atan2: all quadrants, signed zeros and infinities, f32 and f16.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @atan2_f32_0d() {
  %a0 = util.unfoldable_constant dense<-1.0> : tensor<f32>
  %a1 = util.unfoldable_constant dense<-2.5> : tensor<f32>
  %result = stablehlo.atan2 %a0, %a1 : tensor<f32>
  check.expect_almost_eq_const(%result, dense<-2.7610862> : tensor<f32>) : tensor<f32>
  return
}

func.func @atan2_f32_1d() {
  %a0 = util.unfoldable_constant dense<[-0.48, 0.6, 4.24, -0.34, 0.08, 0.87, -3.15, 0.12, 1.3, 2.93, -4.06, -1.97, -4.09, 3.1, 1.93, -4.58, 4.82]> : tensor<17xf32>
  %a1 = util.unfoldable_constant dense<[4.65, 1.54, 1.16, -3.43, -4.85, 0.28, -4.4, -3.1, -2.58, -4.7, -0.36, -0.59, 3.42, 0.19, 1.4, -0.0, 1.62]> : tensor<17xf32>
  %result = stablehlo.atan2 %a0, %a1 : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[-0.10286149, 0.37151787, 1.3037462, -3.04279, 3.1250994, 1.259426, -2.5202692, 3.1029022, 2.674849, 2.5841417, -1.659235, -1.8617873, -0.874377, 1.5095825, 0.9432335, -1.5707964, 1.2465582]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @atan2_f32_2x3() {
  %a0 = util.unfoldable_constant dense<[[-0.43, -2.22, 4.98], [4.96, 3.4, 2.08]]> : tensor<2x3xf32>
  %a1 = util.unfoldable_constant dense<[[-1.85, -2.7, -2.11], [-4.3, 2.66, -1.0]]> : tensor<2x3xf32>
  %result = stablehlo.atan2 %a0, %a1 : tensor<2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[-2.9132152, -2.4534476, 1.971561], [2.2850406, 0.9069088, 2.0189414]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

// One point in each quadrant.
func.func @atan2_f32_1x1x4() {
  %a0 = util.unfoldable_constant dense<[[[1.0, 1.0, -1.0, -1.0]]]> : tensor<1x1x4xf32>
  %a1 = util.unfoldable_constant dense<[[[1.0, -1.0, -1.0, 1.0]]]> : tensor<1x1x4xf32>
  %result = stablehlo.atan2 %a0, %a1 : tensor<1x1x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.7853982, 2.3561945, -2.3561945, -0.7853982]]]> : tensor<1x1x4xf32>) : tensor<1x1x4xf32>
  return
}

// Signed zeros pick the half-plane; infinities give multiples of pi/4; NaN propagates.
func.func @atan2_f32_special() {
  %a0 = util.unfoldable_constant dense<[0.0, -0.0, 0.0, -0.0, 1.0, 0x7F800000, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0, 3.0, -2.0]> : tensor<12xf32>
  %a1 = util.unfoldable_constant dense<[0.0, 0.0, -0.0, -0.0, 0x7F800000, 1.0, 0x7F800000, 0xFF800000, 1.0, 0x7FC00000, 0.0, 0xFF800000]> : tensor<12xf32>
  %result = stablehlo.atan2 %a0, %a1 : tensor<12xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, -0.0, 3.1415927, -3.1415927, 0.0, 1.5707964, 0.7853982, -2.3561945, 0x7FC00000, 0x7FC00000, 1.5707964, -3.1415927]> : tensor<12xf32>) : tensor<12xf32>
  return
}

func.func @atan2_f16() {
  %a0 = util.unfoldable_constant dense<[1.0, -2.0, 0.5]> : tensor<3xf16>
  %a1 = util.unfoldable_constant dense<[2.0, -1.0, -3.0]> : tensor<3xf16>
  %result = stablehlo.atan2 %a0, %a1 : tensor<3xf16>
  check.expect_almost_eq_const(%result, dense<[0.4636, -2.035, 2.977]> : tensor<3xf16>) : tensor<3xf16>
  return
}
