// tosa.abs on f32, i32 and f16 tensors of rank 0 to 3.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @abs_f32() {
  %x = util.unfoldable_constant dense<[[-0.0, -4.5, 4.75, -3.0, -4.75], [4.75, 2.25, 2.75, 8.0, -1.75], [5.5, -2.75, 1.0, 1.5, -4.75]]> : tensor<3x5xf32>
  %result = tosa.abs %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, 4.5, 4.75, 3.0, 4.75], [4.75, 2.25, 2.75, 8.0, 1.75], [5.5, 2.75, 1.0, 1.5, 4.75]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @abs_i32() {
  %x = util.unfoldable_constant dense<[-2147483647, -542, 346, 227, 884, 413, -504, 830, 898, 465, 335, -739, -809, -468, -116, -856, 773]> : tensor<17xi32>
  %result = tosa.abs %x : (tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[2147483647, 542, 346, 227, 884, 413, 504, 830, 898, 465, 335, 739, 809, 468, 116, 856, 773]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @abs_f16_3d() {
  %x = util.unfoldable_constant dense<[[[-0.5, 3.25, -4.75, -2.75], [-6.25, 3.75, 4.5, -4.5], [3.5, -6.75, -1.75, -5.5]], [[4.0, -2.5, -0.5, -0.5], [-0.5, -3.75, 1.0, 5.25], [0.0, -5.0, -7.75, -6.0]]]> : tensor<2x3x4xf16>
  %result = tosa.abs %x : (tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
  check.expect_almost_eq_const(%result, dense<[[[0.5, 3.25, 4.75, 2.75], [6.25, 3.75, 4.5, 4.5], [3.5, 6.75, 1.75, 5.5]], [[4.0, 2.5, 0.5, 0.5], [0.5, 3.75, 1.0, 5.25], [0.0, 5.0, 7.75, 6.0]]]> : tensor<2x3x4xf16>) : tensor<2x3x4xf16>
  return
}

func.func @abs_f32_0d() {
  %x = util.unfoldable_constant dense<-3.5> : tensor<f32>
  %result = tosa.abs %x : (tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<3.5> : tensor<f32>) : tensor<f32>
  return
}
