// stablehlo.torch_index_select (deprecated, generic form only): rows or
// columns picked by an index tensor, with shared batch dimensions.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @select_rows() {
  %x = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %i = util.unfoldable_constant dense<[2, 0, 2, 1]> : tensor<4xi32>
  %r = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<4xi32>) -> tensor<4x2xf32>
  check.expect_almost_eq_const(%r, dense<[[5.0, 6.0], [1.0, 2.0], [5.0, 6.0], [3.0, 4.0]]> : tensor<4x2xf32>) : tensor<4x2xf32>
  return
}

func.func @select_columns_2d_index() {
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %i = util.unfoldable_constant dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>
  %r = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<2x3xi32>, tensor<2x2xi64>) -> tensor<2x2x2xi32>
  check.expect_eq_const(%r, dense<[[[3, 2], [1, 1]], [[6, 5], [4, 4]]]> : tensor<2x2x2xi32>) : tensor<2x2x2xi32>
  return
}

func.func @select_with_batch_dims() {
  %x = util.unfoldable_constant dense<[[10, 11, 12], [20, 21, 22]]> : tensor<2x3xi32>
  %i = util.unfoldable_constant dense<[[2, 0], [1, 1]]> : tensor<2x2xi32>
  %r = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%r, dense<[[12, 10], [21, 21]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}
