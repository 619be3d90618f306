// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @max_pool_2x2_stride2_f32() {
  %x = util.unfoldable_constant dense<[[[[-3.0, -3.0],   [2.5, 0.0],   [1.0, 1.0],   [2.0, -4.0],   [0.0, -3.0],   [-1.0, 3.5]],  [[0.5, -3.5],   [0.5, -3.0],   [2.0, 4.0],   [4.0, 1.0],   [3.0, -1.0],   [-3.0, 0.0]],  [[-0.5, 1.5],   [4.0, -2.0],   [3.0, -3.0],   [-1.5, 2.5],   [-2.0, 1.5],   [-0.5, 0.0]],  [[4.0, 2.5],   [3.0, 0.5],   [4.0, 4.0],   [-3.0, -2.5],   [-1.5, 0.5],   [3.0, 0.0]],  [[4.0, -1.0],   [3.5, 1.0],   [2.0, -2.0],   [1.0, 2.5],   [3.5, 3.0],   [4.0, -3.0]],  [[2.5, -0.5],   [1.5, -2.0],   [-4.0, -3.5],   [4.0, 3.5],   [-1.5, -0.5],   [-2.0, -3.0]]]]> : tensor<1x6x6x2xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[0, 0], [0, 0], [0, 0], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x6x6x2xf32>, tensor<f32>) -> tensor<1x3x3x2xf32>
  check.expect_almost_eq_const(%r, dense<[[[[2.5, 0.0],   [4.0, 4.0],   [3.0, 3.5]],  [[4.0, 2.5],   [4.0, 4.0],   [3.0, 1.5]],  [[4.0, 1.0],   [4.0, 3.5],   [4.0, 3.0]]]]> : tensor<1x3x3x2xf32>) : tensor<1x3x3x2xf32>
  return
}

func.func @sum_pool_3x3_same_f32() {
  %x = util.unfoldable_constant dense<[[[[3.0],   [1.5],   [-3.5],   [-2.5],   [0.5]],  [[3.5],   [4.0],   [-2.5],   [1.0],   [-4.0]],  [[-3.0],   [-2.5],   [-0.5],   [-1.5],   [2.0]],  [[-0.5],   [-1.5],   [3.5],   [1.0],   [1.5]],  [[2.0],   [-1.5],   [3.5],   [-4.0],   [-1.5]]]]> : tensor<1x5x5x1xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x5x5x1xf32>, tensor<f32>) -> tensor<1x5x5x1xf32>
  check.expect_almost_eq_const(%r, dense<[[[[12.0],   [6.0],   [-2.0],   [-11.0],   [-5.0]],  [[6.5],   [0.0],   [-6.5],   [-11.0],   [-4.5]],  [[0.0],   [0.5],   [1.0],   [0.5],   [0.0]],  [[-7.0],   [-0.5],   [-3.5],   [4.0],   [-2.5]],  [[-1.5],   [5.5],   [1.0],   [4.0],   [-3.0]]]]> : tensor<1x5x5x1xf32>) : tensor<1x5x5x1xf32>
  return
}

func.func @cumsum_i32() {
  %x = util.unfoldable_constant dense<[[-4, -5,  5], [-5,  0,  4], [ 2,  4, -5], [ 0, -5, -3], [ 4, -5,  1], [-5, -2,  5], [-2, -2, -5], [ 3, -4,  0]]> : tensor<8x3xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 8, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<8x3xi32>, tensor<i32>) -> tensor<8x3xi32>
  check.expect_eq_const(%r, dense<[[ -4,  -5,   5], [ -9,  -5,   9], [ -7,  -1,   4], [ -7,  -6,   1], [ -3, -11,   2], [ -8, -13,   7], [-10, -15,   2], [ -7, -19,   2]]> : tensor<8x3xi32>) : tensor<8x3xi32>
  return
}

func.func @min_window3_stride2_i32() {
  %x = util.unfoldable_constant dense<[-9, -9,  6, -9, -1, -1, -7]> : tensor<7xi32>
  %init = stablehlo.constant dense<2147483647> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[1, 1]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.minimum %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<7xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const(%r, dense<[-9, -9, -9, -7]> : tensor<4xi32>) : tensor<4xi32>
  return
}
