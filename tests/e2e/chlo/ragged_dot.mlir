// chlo.ragged_dot: a dot_general whose lhs ragged dimension is split into
// consecutive groups by group_sizes. Expected values from JAX 0.11.2's
// jax.lax.ragged_dot_general on XLA:CPU (rows_batched, which XLA rejects,
// from the same semantics in numpy; rows_negative_sizes from our
// clamping of sizes to [0, rows], where XLA's result is undefined).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Ragged rows (jax.lax.ragged_dot): rows 0-1 use group 0, row 2 group 1,
// rows 3-4 group 2, and row 5, in no group, is 0. Written as JAX writes it.
func.func @rows() {
  %lhs = util.unfoldable_constant dense<[[-2.0, 2.0, -1.0, 3.0], [0.0, -3.0, 1.0, -2.0], [2.0, -1.0, 3.0, 0.0], [-3.0, 1.0, -2.0, 2.0], [-1.0, 3.0, 0.0, -3.0], [1.0, -2.0, 2.0, -1.0]]> : tensor<6x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-1.0, -3.0, 2.0, 0.0, -2.0], [3.0, 1.0, -1.0, -3.0, 2.0], [0.0, -2.0, 3.0, 1.0, -1.0], [-3.0, 2.0, 0.0, -2.0, 3.0]], [[1.0, -1.0, -3.0, 2.0, 0.0], [-2.0, 3.0, 1.0, -1.0, -3.0], [2.0, 0.0, -2.0, 3.0, 1.0], [-1.0, -3.0, 2.0, 0.0, -2.0]], [[3.0, 1.0, -1.0, -3.0, 2.0], [0.0, -2.0, 3.0, 1.0, -1.0], [-3.0, 2.0, 0.0, -2.0, 3.0], [1.0, -1.0, -3.0, 2.0, 0.0]]]> : tensor<3x4x5xf32>
  %groups = util.unfoldable_constant dense<[2, 1, 2]> : tensor<3xi32>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  check.expect_almost_eq_const(%0, dense<[[-1.0, 16.0, -9.0, -13.0, 18.0], [-3.0, -9.0, 6.0, 14.0, -13.0], [10.0, -5.0, -13.0, 14.0, 6.0], [-1.0, -11.0, 0.0, 18.0, -13.0], [-6.0, -4.0, 19.0, 0.0, -5.0], [0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<6x5xf32>) : tensor<6x5xf32>
  return
}

// Ragged rows under a batch dimension (the rhs group dimension leads).
func.func @rows_batched() {
  %lhs = util.unfoldable_constant dense<[[[-2.0, 2.0, -1.0], [3.0, 0.0, -3.0], [1.0, -2.0, 2.0], [-1.0, 3.0, 0.0]], [[-3.0, 1.0, -2.0], [2.0, -1.0, 3.0], [0.0, -3.0, 1.0], [-2.0, 2.0, -1.0]]]> : tensor<2x4x3xf32>
  %rhs = util.unfoldable_constant dense<[[[[-1.0, -3.0, 2.0, 0.0, -2.0], [3.0, 1.0, -1.0, -3.0, 2.0], [0.0, -2.0, 3.0, 1.0, -1.0]], [[-3.0, 2.0, 0.0, -2.0, 3.0], [1.0, -1.0, -3.0, 2.0, 0.0], [-2.0, 3.0, 1.0, -1.0, -3.0]]], [[[2.0, 0.0, -2.0, 3.0, 1.0], [-1.0, -3.0, 2.0, 0.0, -2.0], [3.0, 1.0, -1.0, -3.0, 2.0]], [[0.0, -2.0, 3.0, 1.0, -1.0], [-3.0, 2.0, 0.0, -2.0, 3.0], [1.0, -1.0, -3.0, 2.0, 0.0]]]]> : tensor<2x2x3x5xf32>
  %groups = util.unfoldable_constant dense<[3, 1]> : tensor<2xi64>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x4x3xf32>, tensor<2x2x3x5xf32>, tensor<2xi64>) -> tensor<2x4x5xf32>
  check.expect_almost_eq_const(%0, dense<[[[8.0, 10.0, -9.0, -7.0, 9.0], [-3.0, -3.0, -3.0, -3.0, -3.0], [-7.0, -9.0, 10.0, 8.0, -8.0], [-5.0, -9.0, 8.0, -3.0, -7.0]], [[14.0, -13.0, -5.0, 10.0, -3.0], [-13.0, 14.0, 6.0, -9.0, -3.0], [-5.0, 6.0, 10.0, -7.0, -3.0], [-7.0, 9.0, -3.0, -8.0, 8.0]]]> : tensor<2x4x5xf32>) : tensor<2x4x5xf32>
  return
}

// A ragged contraction: entry g of the leading result dimension contracts
// only the 2, 3 and 1 positions of group g.
func.func @contracting() {
  %lhs = util.unfoldable_constant dense<[[-2.0, 2.0, -1.0, 3.0, 0.0, -3.0], [1.0, -2.0, 2.0, -1.0, 3.0, 0.0], [-3.0, 1.0, -2.0, 2.0, -1.0, 3.0]]> : tensor<3x6xf32>
  %rhs = util.unfoldable_constant dense<[[-1.0, -3.0, 2.0, 0.0], [-2.0, 3.0, 1.0, -1.0], [-3.0, 2.0, 0.0, -2.0], [3.0, 1.0, -1.0, -3.0], [2.0, 0.0, -2.0, 3.0], [1.0, -1.0, -3.0, 2.0]]> : tensor<6x4xf32>
  %groups = util.unfoldable_constant dense<[2, 3, 1]> : tensor<3xi32>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>}> : (tensor<3x6xf32>, tensor<6x4xf32>, tensor<3xi32>) -> tensor<3x3x4xf32>
  check.expect_almost_eq_const(%0, dense<[[[-2.0, 12.0, -2.0, -2.0], [3.0, -9.0, 0.0, 2.0], [1.0, 12.0, -5.0, -1.0]], [[12.0, 1.0, -3.0, -7.0], [-3.0, 3.0, -5.0, 8.0], [10.0, -2.0, 0.0, -5.0]], [[-3.0, 3.0, 9.0, -6.0], [0.0, 0.0, 0.0, 0.0], [3.0, -3.0, -9.0, 6.0]]]> : tensor<3x3x4xf32>) : tensor<3x3x4xf32>
  return
}

// A ragged contraction under a batch dimension: the group dimension still
// leads the result.
func.func @contracting_batched() {
  %lhs = util.unfoldable_constant dense<[[[-2.0, 2.0, -1.0, 3.0, 0.0], [-3.0, 1.0, -2.0, 2.0, -1.0], [3.0, 0.0, -3.0, 1.0, -2.0]], [[2.0, -1.0, 3.0, 0.0, -3.0], [1.0, -2.0, 2.0, -1.0, 3.0], [0.0, -3.0, 1.0, -2.0, 2.0]]]> : tensor<2x3x5xf32>
  %rhs = util.unfoldable_constant dense<[[[-1.0, -3.0], [2.0, 0.0], [-2.0, 3.0], [1.0, -1.0], [-3.0, 2.0]], [[0.0, -2.0], [3.0, 1.0], [-1.0, -3.0], [2.0, 0.0], [-2.0, 3.0]]]> : tensor<2x5x2xf32>
  %groups = util.unfoldable_constant dense<[1, 3]> : tensor<2xi32>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2]>}> : (tensor<2x3x5xf32>, tensor<2x5x2xf32>, tensor<2xi32>) -> tensor<2x2x3x2xf32>
  check.expect_almost_eq_const(%0, dense<[[[[2.0, 6.0], [3.0, 9.0], [-3.0, -9.0]], [[0.0, -4.0], [0.0, -2.0], [0.0, 0.0]]], [[[9.0, -6.0], [8.0, -8.0], [7.0, -10.0]], [[-6.0, -10.0], [-10.0, -8.0], [-14.0, -6.0]]]]> : tensor<2x2x3x2xf32>) : tensor<2x2x3x2xf32>
  return
}

// A ragged batch dimension is the plain dot_general: XLA computes batch 3
// too, though it lies in no group.
func.func @batch() {
  %lhs = util.unfoldable_constant dense<[[[-2.0, 2.0, -1.0], [3.0, 0.0, -3.0]], [[1.0, -2.0, 2.0], [-1.0, 3.0, 0.0]], [[-3.0, 1.0, -2.0], [2.0, -1.0, 3.0]], [[0.0, -3.0, 1.0], [-2.0, 2.0, -1.0]]]> : tensor<4x2x3xf32>
  %rhs = util.unfoldable_constant dense<[[[-1.0, -3.0], [2.0, 0.0], [-2.0, 3.0]], [[1.0, -1.0], [-3.0, 2.0], [0.0, -2.0]], [[3.0, 1.0], [-1.0, -3.0], [2.0, 0.0]], [[-2.0, 3.0], [1.0, -1.0], [-3.0, 2.0]]]> : tensor<4x3x2xf32>
  %groups = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>}> : (tensor<4x2x3xf32>, tensor<4x3x2xf32>, tensor<2xi32>) -> tensor<4x2x2xf32>
  check.expect_almost_eq_const(%0, dense<[[[8.0, 3.0], [3.0, -18.0]], [[7.0, -9.0], [-10.0, 7.0]], [[-14.0, -6.0], [13.0, 5.0]], [[-6.0, 5.0], [9.0, -10.0]]]> : tensor<4x2x2xf32>) : tensor<4x2x2xf32>
  return
}

// A negative size counts as 0 and one past the rows as the rest: rows
// 0-1 use group 0 and rows 2-5 group 2.
func.func @rows_negative_sizes() {
  %lhs = util.unfoldable_constant dense<[[-2.0, 2.0, -1.0, 3.0], [0.0, -3.0, 1.0, -2.0], [2.0, -1.0, 3.0, 0.0], [-3.0, 1.0, -2.0, 2.0], [-1.0, 3.0, 0.0, -3.0], [1.0, -2.0, 2.0, -1.0]]> : tensor<6x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-1.0, -3.0, 2.0, 0.0, -2.0], [3.0, 1.0, -1.0, -3.0, 2.0], [0.0, -2.0, 3.0, 1.0, -1.0], [-3.0, 2.0, 0.0, -2.0, 3.0]], [[1.0, -1.0, -3.0, 2.0, 0.0], [-2.0, 3.0, 1.0, -1.0, -3.0], [2.0, 0.0, -2.0, 3.0, 1.0], [-1.0, -3.0, 2.0, 0.0, -2.0]], [[3.0, 1.0, -1.0, -3.0, 2.0], [0.0, -2.0, 3.0, 1.0, -1.0], [-3.0, 2.0, 0.0, -2.0, 3.0], [1.0, -1.0, -3.0, 2.0, 0.0]]]> : tensor<3x4x5xf32>
  %groups = util.unfoldable_constant dense<[2, -1, 9]> : tensor<3xi32>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x5xf32>
  check.expect_almost_eq_const(%0, dense<[[-1.0, 16.0, -9.0, -13.0, 18.0], [-3.0, -9.0, 6.0, 14.0, -13.0], [-3.0, 10.0, -5.0, -13.0, 14.0], [-1.0, -11.0, 0.0, 18.0, -13.0], [-6.0, -4.0, 19.0, 0.0, -5.0], [-4.0, 10.0, -4.0, -11.0, 10.0]]> : tensor<6x5xf32>) : tensor<6x5xf32>
  return
}

// Empty groups (sizes 0) hold no rows: every row uses group 1.
func.func @rows_empty_groups() {
  %lhs = util.unfoldable_constant dense<[[-2.0, 2.0, -1.0], [3.0, 0.0, -3.0], [1.0, -2.0, 2.0], [-1.0, 3.0, 0.0], [-3.0, 1.0, -2.0]]> : tensor<5x3xf32>
  %rhs = util.unfoldable_constant dense<[[[-1.0, -3.0], [2.0, 0.0], [-2.0, 3.0]], [[1.0, -1.0], [-3.0, 2.0], [0.0, -2.0]], [[3.0, 1.0], [-1.0, -3.0], [2.0, 0.0]]]> : tensor<3x3x2xf32>
  %groups = util.unfoldable_constant dense<[0, 5, 0]> : tensor<3xi64>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<5x3xf32>, tensor<3x3x2xf32>, tensor<3xi64>) -> tensor<5x2xf32>
  check.expect_almost_eq_const(%0, dense<[[-8.0, 8.0], [3.0, 3.0], [7.0, -9.0], [-10.0, 7.0], [-6.0, 9.0]]> : tensor<5x2xf32>) : tensor<5x2xf32>
  return
}
