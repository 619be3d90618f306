// tosa.reduce_sum on f16, i32 and rank-4 f32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reduce_sum_f16() {
  %x = util.unfoldable_constant dense<[[1.0, -1.75, -0.75, 5.25, -7.0, -6.0], [-7.5, 7.0, 3.0, -7.75, -1.0, 8.0], [1.25, 5.0, 5.0, 5.0, 1.5, 4.5], [-2.0, 3.75, 0.75, 6.75, -7.75, -5.75]]> : tensor<4x6xf16>
  %result = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<4x6xf16>) -> tensor<1x6xf16>
  check.expect_almost_eq_const(%result, dense<[[-7.25, 14.0, 8.0, 9.25, -14.25, 0.75]]> : tensor<1x6xf16>) : tensor<1x6xf16>
  return
}

func.func @reduce_sum_i32_1d() {
  %x = util.unfoldable_constant dense<[679020, 458910, 652431, -895073, -486310, -284002, -505613, 456047, -145858, 146697, 910498, 9545, 473479, -890660, -317117, 451564, 51622]> : tensor<17xi32>
  %result = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<17xi32>) -> tensor<1xi32>
  check.expect_eq_const(%result, dense<[765180]> : tensor<1xi32>) : tensor<1xi32>
  return
}

func.func @reduce_sum_f32_4d_axis3() {
  %x = util.unfoldable_constant dense<[[[[-4.75, -6.25, 0.25, -3.0, 7.75], [1.0, -0.25, -3.75, 3.0, 0.5], [-2.0, -3.5, 2.25, -2.25, -6.25]], [[-1.75, -6.5, 2.0, -5.75, -5.25], [3.25, -0.5, -5.0, -6.0, -5.0], [-0.5, 2.25, -0.25, -2.75, 4.25]]], [[[2.0, -0.5, -5.5, -4.75, -6.25], [4.0, 0.25, 5.5, -4.25, -4.0], [-5.5, 4.5, -7.5, 6.5, 7.25]], [[-1.5, 1.25, -8.0, 2.75, 4.25], [6.75, -0.25, 7.5, 1.5, 2.75], [3.0, 8.0, -4.25, 0.0, -5.5]]]]> : tensor<2x2x3x5xf32>
  %result = tosa.reduce_sum %x {axis = 3 : i32} : (tensor<2x2x3x5xf32>) -> tensor<2x2x3x1xf32>
  check.expect_almost_eq_const(%result, dense<[[[[-6.0], [0.5], [-11.75]], [[-17.25], [-13.25], [3.0]]], [[[-15.0], [1.5], [5.25]], [[-1.25], [18.25], [1.25]]]]> : tensor<2x2x3x1xf32>) : tensor<2x2x3x1xf32>
  return
}
