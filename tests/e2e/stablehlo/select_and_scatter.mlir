// stablehlo.select_and_scatter: max-pool gradients and other selections;
// padding is never selected.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb
// Expected values come from numpy.

// The gradient of a 2x2 max pool: ties go to the first maximum (GE).
func.func @maxpool_grad_2x2_stride2() {
  %x = util.unfoldable_constant dense<[[1.0, 5.0, 2.0, 0.0], [3.0, 4.0, 8.0, 8.0], [0.0, 9.0, 1.0, 2.0], [7.0, 7.0, 3.0, 6.0]]> : tensor<4x4xf32>
  %s = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %s, %init) <{padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  check.expect_almost_eq_const(%r, dense<[[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 2.0, 0.0], [0.0, 3.0, 0.0, 0.0], [0.0, 0.0, 0.0, 4.0]]> : tensor<4x4xf32>) : tensor<4x4xf32>
  return
}

// 3x3 windows with stride 1 and SAME padding: values add up where windows agree.
func.func @overlapping_windows_accumulate() {
  %x = util.unfoldable_constant dense<[[1.0, 5.0, 2.0, 0.0], [3.0, 4.0, 8.0, 8.0], [0.0, 9.0, 1.0, 2.0], [7.0, 7.0, 3.0, 6.0]]> : tensor<4x4xf32>
  %s = util.unfoldable_constant dense<[[1.0, 1.5, 2.0, 2.5], [3.0, 3.5, 4.0, 4.5], [5.0, 5.5, 6.0, 6.5], [7.0, 7.5, 8.0, 8.5]]> : tensor<4x4xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %s, %init) <{padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
  check.expect_almost_eq_const(%r, dense<[[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 17.0, 0.0], [0.0, 49.5, 0.0, 0.0], [0.0, 0.0, 0.0, 8.5]]> : tensor<4x4xf32>) : tensor<4x4xf32>
  return
}

// An NHWC pooling gradient as JAX writes it, with padding.
func.func @nhwc_pool_grad() {
  %x = util.unfoldable_constant dense<[[[[-5.0, 2.0, -1.0], [2.0, -3.0, -4.0], [1.0, -4.0, -4.0], [2.0, 2.0, 4.0], [-1.0, -3.0, -3.0], [-3.0, -4.0, 2.0]], [[3.0, 0.0, 2.0], [-1.0, 3.0, -2.0], [0.0, -5.0, -3.0], [0.0, -4.0, -2.0], [-5.0, -1.0, -4.0], [0.0, -2.0, 2.0]], [[-5.0, 1.0, -5.0], [3.0, -2.0, -5.0], [-2.0, 2.0, -2.0], [0.0, 5.0, 4.0], [-4.0, 5.0, 0.0], [-5.0, -3.0, 4.0]], [[3.0, -3.0, -4.0], [1.0, 0.0, 3.0], [-5.0, 4.0, 1.0], [5.0, -5.0, 1.0], [-4.0, 4.0, 4.0], [0.0, -4.0, -3.0]], [[1.0, -4.0, 1.0], [0.0, 3.0, 3.0], [5.0, -1.0, -1.0], [2.0, -3.0, -4.0], [-2.0, 5.0, 5.0], [0.0, 4.0, 4.0]]], [[[-5.0, 3.0, -5.0], [3.0, -4.0, -1.0], [5.0, -4.0, -5.0], [0.0, 1.0, -2.0], [-1.0, -1.0, -3.0], [5.0, -2.0, -2.0]], [[-3.0, 3.0, 2.0], [-4.0, 4.0, 1.0], [1.0, -2.0, -5.0], [-3.0, -5.0, -1.0], [-1.0, 5.0, -4.0], [1.0, 1.0, 0.0]], [[0.0, 3.0, 4.0], [0.0, -2.0, -4.0], [-1.0, -4.0, 0.0], [2.0, 4.0, 0.0], [3.0, -3.0, 0.0], [5.0, -1.0, -3.0]], [[-5.0, 3.0, -3.0], [-2.0, 1.0, 3.0], [-1.0, 0.0, 4.0], [-5.0, -4.0, 2.0], [3.0, -2.0, 4.0], [-1.0, 5.0, 2.0]], [[5.0, 5.0, 5.0], [-1.0, -5.0, 2.0], [-4.0, 0.0, 3.0], [2.0, 3.0, -4.0], [-5.0, 5.0, 1.0], [-4.0, -5.0, 2.0]]]]> : tensor<2x5x6x3xf32>
  %s = util.unfoldable_constant dense<[[[[2.0, 1.0, 3.0], [1.0, 1.0, 3.0], [2.0, 3.0, 1.0]], [[1.0, 1.0, 1.0], [2.0, 1.0, 1.0], [3.0, 2.0, 3.0]], [[1.0, 3.0, 3.0], [3.0, 1.0, 3.0], [3.0, 1.0, 3.0]]], [[[1.0, 3.0, 1.0], [2.0, 2.0, 2.0], [3.0, 3.0, 2.0]], [[3.0, 1.0, 3.0], [2.0, 3.0, 3.0], [3.0, 2.0, 1.0]], [[2.0, 1.0, 1.0], [2.0, 3.0, 3.0], [1.0, 1.0, 3.0]]]]> : tensor<2x3x3x3xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %s, %init) <{padding = dense<[[0, 0], [1, 1], [0, 0], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<2x5x6x3xf32>, tensor<2x3x3x3xf32>, tensor<f32>) -> tensor<2x5x6x3xf32>
  check.expect_almost_eq_const(%r, dense<[[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [1.0, 1.0, 3.0], [0.0, 0.0, 0.0], [0.0, 0.0, 1.0]], [[3.0, 0.0, 3.0], [0.0, 2.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 3.0, 0.0], [5.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 1.0], [0.0, 2.0, 0.0], [0.0, 0.0, 3.0]], [[1.0, 0.0, 0.0], [0.0, 0.0, 4.0], [0.0, 1.0, 3.0], [5.0, 0.0, 0.0], [0.0, 0.0, 0.0], [3.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 3.0], [0.0, 0.0, 0.0]]], [[[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [2.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 0.0], [3.0, 0.0, 0.0]], [[0.0, 0.0, 1.0], [0.0, 4.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 2.0], [0.0, 5.0, 0.0], [0.0, 0.0, 2.0]], [[3.0, 0.0, 3.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [2.0, 3.0, 0.0], [0.0, 0.0, 0.0], [3.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 6.0], [0.0, 0.0, 0.0], [1.0, 0.0, 4.0], [0.0, 1.0, 0.0]], [[2.0, 1.0, 1.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [2.0, 3.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]]> : tensor<2x5x6x3xf32>) : tensor<2x5x6x3xf32>
  return
}

// LE selects the first minimum of each window.
func.func @min_select_last_tie_i32() {
  %x = util.unfoldable_constant dense<[4, -1, -1, 3, 2, -5, 0]> : tensor<7xi32>
  %s = util.unfoldable_constant dense<[10, 20, 30]> : tensor<3xi32>
  %init = stablehlo.constant dense<100> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%x, %s, %init) <{padding = dense<[[0, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare LE, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<7xi32>, tensor<3xi32>, tensor<i32>) -> tensor<7xi32>
  check.expect_eq_const(%r, dense<[100, 110, 120, 100, 100, 130, 100]> : tensor<7xi32>) : tensor<7xi32>
  return
}

// GT replaces the choice on ties: the last maximum; the scatter takes a maximum.
func.func @scatter_maximum_gt() {
  %x = util.unfoldable_constant dense<[1.0, 3.0, 3.0, 2.0, 1.0]> : tensor<5xf32>
  %s = util.unfoldable_constant dense<[5.0, -2.0, 4.0]> : tensor<3xf32>
  %init = stablehlo.constant dense<-1.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %s, %init) <{padding = dense<[[0, 1]]> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<5xf32>, tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  check.expect_almost_eq_const(%r, dense<[-1.0, 5.0, -1.0, -1.0, 4.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}
