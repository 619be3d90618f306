// The dynamic_* ops with constant sizes and paddings, as exporters write
// them for static programs: each runs as its static op.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @broadcast_reshape_iota() {
  %a = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %b = stablehlo.dynamic_broadcast_in_dim %a, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const(%b, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  %b2 = stablehlo.dynamic_broadcast_in_dim %a, %shape, dims = [1], known_expanding_dimensions = [], known_nonexpanding_dimensions = [0] : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const(%b2, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  %shape2 = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %r = stablehlo.dynamic_reshape %b, %shape2 : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const(%r, dense<[[1, 2], [3, 1], [2, 3]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  %i = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const(%i, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

func.func @pad_and_gather() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %low = stablehlo.constant dense<[1]> : tensor<1xi64>
  %high = stablehlo.constant dense<[2]> : tensor<1xi64>
  %interior = stablehlo.constant dense<[1]> : tensor<1xi64>
  %p = stablehlo.dynamic_pad %a, %zero, %low, %high, %interior : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<8xf32>
  check.expect_almost_eq_const(%p, dense<[0.0, 1.0, 0.0, 2.0, 0.0, 3.0, 0.0, 0.0]> : tensor<8xf32>) : tensor<8xf32>
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %idx = util.unfoldable_constant dense<[[2], [0]]> : tensor<2x1xi32>
  %sizes = stablehlo.constant dense<[1, 3]> : tensor<2xi32>
  %g = "stablehlo.dynamic_gather"(%x, %idx, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const(%g, dense<[[7, 8, 9], [1, 2, 3]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

func.func @conv() {
  %x = util.unfoldable_constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf32>
  %k = util.unfoldable_constant dense<[[[[1.0]], [[0.0]]], [[[0.0]], [[-1.0]]]]> : tensor<2x2x1x1xf32>
  %padding = stablehlo.constant dense<0> : tensor<2x2xi64>
  %y = "stablehlo.dynamic_conv"(%x, %k, %padding) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  check.expect_almost_eq_const(%y, dense<-4.0> : tensor<1x2x2x1xf32>) : tensor<1x2x2x1xf32>
  return
}

func.func @real_dynamic_slice() {
  %x = util.unfoldable_constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %limit = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %strides = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %s = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<3x4xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x2xi32>
  check.expect_eq_const(%s, dense<[[5, 7], [9, 11]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}
