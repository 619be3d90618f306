// TOSA tosa.reduce_sum and tosa.clamp.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// reduce_sum keeps the reduced axis with size 1.
func.func @tosa_reduce_sum_f32_axis1() {
  %x = util.unfoldable_constant dense<[[8.5, 1.75, 8.5, -6.0, -7.5], [-7.25, -1.75, -2.25, 5.25, -8.5], [1.75, 8.5, -2.75, 0.5, 2.25]]> : tensor<3x5xf32>
  %result = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<3x5xf32>) -> tensor<3x1xf32>
  check.expect_almost_eq_const(%result, dense<[[5.25], [-14.5], [10.25]]> : tensor<3x1xf32>) : tensor<3x1xf32>
  return
}

func.func @tosa_reduce_sum_i32_axis0() {
  %x = util.unfoldable_constant dense<[[-662, 229, -786, 86, 150], [-172, 709, -214, -835, -747], [544, 592, 294, 836, 230]]> : tensor<3x5xi32>
  %result = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<3x5xi32>) -> tensor<1x5xi32>
  check.expect_eq_const(%result, dense<[[-290, 1530, -706, 87, -367]]> : tensor<1x5xi32>) : tensor<1x5xi32>
  return
}

func.func @tosa_reduce_sum_f32_3d() {
  %x = util.unfoldable_constant dense<[[[-6.25, 9.0, -9.0, 6.25], [8.25, 4.5, -4.5, 5.0], [2.0, 4.0, -0.25, -3.5]], [[7.75, 1.0, -2.75, -5.75], [3.25, -7.0, 1.5, 0.5], [8.5, 5.75, -3.0, -0.5]]]> : tensor<2x3x4xf32>
  %result = tosa.reduce_sum %x {axis = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.0], [13.25], [2.25]], [[0.25], [-1.75], [10.75]]]> : tensor<2x3x1xf32>) : tensor<2x3x1xf32>
  return
}

// clamp to [0, 6] (relu6).
func.func @tosa_clamp_f32_relu6() {
  %x = util.unfoldable_constant dense<[[8.75, 6.0, -7.25, 3.75, 5.0], [9.0, 5.75, 7.75, 8.25, -6.5], [7.75, -8.5, 3.25, 6.25, -1.75]]> : tensor<3x5xf32>
  %result = tosa.clamp %x {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[6.0, 6.0, 0.0, 3.75, 5.0], [6.0, 5.75, 6.0, 6.0, 0.0], [6.0, 0.0, 3.25, 6.0, 0.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @tosa_clamp_i32() {
  %x = util.unfoldable_constant dense<[-7, -9, 7, 2, 4, 5, 3, 8, 2, -9, -7, -2, 10, 0, 4, 5, 8]> : tensor<17xi32>
  %result = tosa.clamp %x {max_val = 6 : i32, min_val = -2 : i32} : (tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-2, -2, 6, 2, 4, 5, 3, 6, 2, -2, -2, -2, 6, 0, 4, 5, 6]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @tosa_clamp_i8() {
  %x = util.unfoldable_constant dense<[-128, -100, 0, 50, 127]> : tensor<5xi8>
  %result = tosa.clamp %x {max_val = 100 : i8, min_val = -99 : i8} : (tensor<5xi8>) -> tensor<5xi8>
  check.expect_eq_const(%result, dense<[-99, -99, 0, 50, 100]> : tensor<5xi8>) : tensor<5xi8>
  return
}

func.func @tosa_reduce_sum_then_clamp() {
  %x = util.unfoldable_constant dense<[[-3.0, -6.5, 3.25, -5.25, 4.5], [2.0, 7.25, 6.75, -2.75, -4.5], [-8.5, 0.5, -8.75, -0.0, -2.75]]> : tensor<3x5xf32>
  %sum = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<3x5xf32>) -> tensor<3x1xf32>
  %result = tosa.clamp %sum {max_val = 10.0 : f32, min_val = -10.0 : f32} : (tensor<3x1xf32>) -> tensor<3x1xf32>
  check.expect_almost_eq_const(%result, dense<[[-7.0], [8.75], [-10.0]]> : tensor<3x1xf32>) : tensor<3x1xf32>
  return
}

// Large: each row sums to 48.75, clamped to 40.
func.func @tosa_reduce_sum_clamp_33x65() {
  %x = util.unfoldable_constant dense<0.75> : tensor<33x65xf32>
  %sum = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<33x65xf32>) -> tensor<33x1xf32>
  %result = tosa.clamp %sum {max_val = 40.0 : f32, min_val = 0.0 : f32} : (tensor<33x1xf32>) -> tensor<33x1xf32>
  check.expect_almost_eq_const(%sum, dense<48.75> : tensor<33x1xf32>) : tensor<33x1xf32>
  check.expect_almost_eq_const(%result, dense<40.0> : tensor<33x1xf32>) : tensor<33x1xf32>
  return
}
