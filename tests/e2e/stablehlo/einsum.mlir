// stablehlo.einsum and unary_einsum (deprecated): contractions, outer
// products, transposes and sums written as label strings.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @einsum_matmul() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = util.unfoldable_constant dense<[[1.0, 0.0], [0.0, 1.0], [2.0, -1.0]]> : tensor<3x2xf32>
  %c = stablehlo.einsum %a, %b, config = "ij,jk->ik" : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%c, dense<[[7.0, -1.0], [16.0, -1.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  // The same contraction with a transposed result, in the generic form.
  %t = "stablehlo.einsum"(%a, %b) {einsum_config = "ij,jk->ki"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%t, dense<[[7.0, 16.0], [-1.0, -1.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

func.func @einsum_batch_and_outer() {
  %a = util.unfoldable_constant dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi32>
  %b = util.unfoldable_constant dense<[[[5], [6]], [[7], [8]]]> : tensor<2x2x1xi32>
  %c = stablehlo.einsum %a, %b, config = "bij,bjk->bik" : (tensor<2x1x2xi32>, tensor<2x2x1xi32>) -> tensor<2x1x1xi32>
  check.expect_eq_const(%c, dense<[[[17]], [[53]]]> : tensor<2x1x1xi32>) : tensor<2x1x1xi32>
  %u = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %v = util.unfoldable_constant dense<[10, 20]> : tensor<2xi32>
  %o = stablehlo.einsum %u, %v, config = "i,j->ij" : (tensor<3xi32>, tensor<2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const(%o, dense<[[10, 20], [20, 40], [30, 60]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

func.func @unary_einsum() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %rows = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<2x3xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const(%rows, dense<[6.0, 15.0]> : tensor<2xf32>) : tensor<2xf32>
  %t = stablehlo.unary_einsum %a, config = "ab->ba" : (tensor<2x3xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%t, dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  // Upstream's canonical form names the missing operand with a comma.
  %cols = "stablehlo.unary_einsum"(%a) {einsum_config = ",ab->b"} : (tensor<2x3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%cols, dense<[5.0, 7.0, 9.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// Repeated labels in an operand read its diagonal: "ii->i" the diagonal,
// "ii->" the trace, "iij,jk->ik" a diagonal times a matrix.
func.func @einsum_repeated_labels() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %d = stablehlo.unary_einsum %a, config = "ii->i" : (tensor<3x3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%d, dense<[1.0, 5.0, 9.0]> : tensor<3xf32>) : tensor<3xf32>
  %t = stablehlo.unary_einsum %a, config = "ii->" : (tensor<3x3xf32>) -> tensor<f32>
  check.expect_almost_eq_const(%t, dense<15.0> : tensor<f32>) : tensor<f32>
  %c = util.unfoldable_constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %m = util.unfoldable_constant dense<[[1, 0, 2], [0, 1, 3]]> : tensor<2x3xi32>
  %p = stablehlo.einsum %c, %m, config = "iij,jk->ik" : (tensor<2x2x2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const(%p, dense<[[1, 2, 8], [7, 8, 38]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}
