// stablehlo.triangular_solve (generic form only): left and right sides,
// lower and upper, transposed and unit-diagonal matrices; the triangle the
// op does not read holds junk.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @left_lower() {
  %a = util.unfoldable_constant dense<[[2.0, 7.0, 7.0], [1.0, 4.0, 7.0], [-1.0, 3.0, 5.0]]> : tensor<3x3xf32>
  %b = util.unfoldable_constant dense<[[2.0, 4.0], [5.0, -2.0], [3.0, 1.0]]> : tensor<3x2xf32>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%x, dense<[[1.0, 2.0], [1.0, -1.0], [0.2, 1.2]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  %t = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%t, dense<[[0.9, 2.425], [0.8, -0.65], [0.6, 0.2]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  %u = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%u, dense<[[2.0, 4.0], [3.0, -6.0], [-4.0, 23.0]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

// The upper triangle of the same system, stored transposed: aᵀ x = b.
func.func @left_upper() {
  %a = util.unfoldable_constant dense<[[2.0, 1.0, -1.0], [7.0, 4.0, 3.0], [7.0, 7.0, 5.0]]> : tensor<3x3xf32>
  %b = util.unfoldable_constant dense<[[2.0, 4.0], [5.0, -2.0], [3.0, 1.0]]> : tensor<3x2xf32>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%x, dense<[[0.9, 2.425], [0.8, -0.65], [0.6, 0.2]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  %adj = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%adj, dense<[[1.0, 2.0], [1.0, -1.0], [0.2, 1.2]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

// x a = b with a lower, batched over two identical systems.
func.func @right_lower_batched() {
  %a = util.unfoldable_constant dense<[[[2.0, 7.0, 7.0], [1.0, 4.0, 7.0], [-1.0, 3.0, 5.0]], [[2.0, 7.0, 7.0], [1.0, 4.0, 7.0], [-1.0, 3.0, 5.0]]]> : tensor<2x3x3xf32>
  %b = util.unfoldable_constant dense<[[[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]], [[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]]]> : tensor<2x2x3xf32>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  check.expect_almost_eq_const(%x, dense<[[[0.775, 0.05, 0.6], [-0.2125, -0.175, 0.4]], [[0.775, 0.05, 0.6], [-0.2125, -0.175, 0.4]]]> : tensor<2x2x3xf32>) : tensor<2x2x3xf32>
  return
}
