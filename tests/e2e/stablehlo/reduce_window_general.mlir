// stablehlo.reduce_window generalizations: base dilation, negative padding,
// reducers of several ops and several inputs.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb
// Expected values come from numpy.

// Holes and padding hold the init value (here 0).
func.func @sum_base_dilation() {
  %x0 = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %i0 = stablehlo.constant dense<0.0> : tensor<f32>
  %r0 = "stablehlo.reduce_window"(%x0, %i0) <{base_dilations = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
  ^bb0(%a0: tensor<f32>, %b0: tensor<f32>):
    %s = stablehlo.add %a0, %b0 : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<5xf32>, tensor<f32>) -> tensor<9xf32>
  check.expect_almost_eq_const(%r0, dense<[1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0, 4.0, 5.0]> : tensor<9xf32>) : tensor<9xf32>
  return
}

// Holes hold the init value -1, which a window of holes returns.
func.func @max_base_dilation_init_minus_one() {
  %x0 = util.unfoldable_constant dense<[[3, -5], [2, -7]]> : tensor<2x2xi32>
  %i0 = stablehlo.constant dense<-1> : tensor<i32>
  %r0 = "stablehlo.reduce_window"(%x0, %i0) <{base_dilations = array<i64: 3, 2>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a0: tensor<i32>, %b0: tensor<i32>):
    %s = stablehlo.maximum %a0, %b0 : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
  check.expect_eq_const(%r0, dense<[[3, -1], [-1, -1], [-1, -1], [2, -1]]> : tensor<4x2xi32>) : tensor<4x2xi32>
  return
}

func.func @max_negative_padding() {
  %x0 = util.unfoldable_constant dense<[[2.0, -0.5, -1.5, -0.5, -1.5, -1.0], [1.5, -1.0, -0.5, 2.0, 2.0, -2.0], [1.0, 2.0, 1.5, 1.0, 2.0, -2.0], [-0.5, -0.5, -1.5, -1.5, -1.5, 0.5], [2.0, 0.0, 0.0, 0.0, -1.5, -1.0]]> : tensor<5x6xf32>
  %i0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r0 = "stablehlo.reduce_window"(%x0, %i0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[-1, 0], [0, -1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a0: tensor<f32>, %b0: tensor<f32>):
    %s = stablehlo.maximum %a0, %b0 : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<5x6xf32>, tensor<f32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%r0, dense<[[2.0, 2.0], [2.0, 1.5], [2.0, 0.0]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

// A max written as compare and select.
func.func @multi_op_reducer_i32() {
  %x0 = util.unfoldable_constant dense<[[4, 9, 2, 9], [1, 3, 8, 0], [7, 7, 6, 5]]> : tensor<3x4xi32>
  %i0 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %r0 = "stablehlo.reduce_window"(%x0, %i0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a0: tensor<i32>, %b0: tensor<i32>):
    %gt = stablehlo.compare GT, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %s = stablehlo.select %gt, %a0, %b0 : tensor<i1>, tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const(%r0, dense<[[9, 9, 9], [7, 8, 8]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// Max and its first index over windows of 3 with stride 1.
func.func @windowed_argmax_two_inputs() {
  %x0 = util.unfoldable_constant dense<[1.0, 5.0, 5.0, 2.0, 7.0, 3.0]> : tensor<6xf32>
  %x1 = util.unfoldable_constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %i0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %i1 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce_window"(%x0, %x1, %i0, %i1) <{base_dilations = array<i64: 1>, padding = dense<[[0, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %b0: tensor<f32>, %b1: tensor<i32>):
    %gt = stablehlo.compare GT, %a0, %b0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a0, %b0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %a1, %b1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %keep = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %gt, %a0, %b0 : tensor<i1>, tensor<f32>
    %i = stablehlo.select %keep, %a1, %b1 : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }) : (tensor<6xf32>, tensor<6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  check.expect_almost_eq_const(%r#0, dense<[5.0, 5.0, 7.0, 7.0]> : tensor<4xf32>) : tensor<4xf32>
  check.expect_eq_const(%r#1, dense<[1, 1, 4, 4]> : tensor<4xi32>) : tensor<4xi32>
  return
}

// Base and window dilation, stride and padding of both signs.
func.func @everything_i32() {
  %x0 = util.unfoldable_constant dense<[[9, -7, -6, 5, -7], [-2, -6, 5, -9, 4], [-1, 5, -3, -8, 7], [-6, -6, -8, -6, -3], [2, -6, -2, -4, 6], [4, -8, 6, -8, -8], [1, 1, -3, 1, -2]]> : tensor<7x5xi32>
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %r0 = "stablehlo.reduce_window"(%x0, %i0) <{base_dilations = array<i64: 2, 1>, padding = dense<[[1, -2], [2, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 2, 2>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%a0: tensor<i32>, %b0: tensor<i32>):
    %s = stablehlo.add %a0, %b0 : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<7x5xi32>, tensor<i32>) -> tensor<5x4xi32>
  check.expect_eq_const(%r0, dense<[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]> : tensor<5x4xi32>) : tensor<5x4xi32>
  return
}
