// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @top_k_too_large(%x: tensor<4x8xf32>) -> (tensor<4x9xf32>, tensor<4x9xi32>) {
  // expected-error @+1 {{k = 9 must be in [0, 8]}}
  %values, %indices = chlo.top_k(%x, k = 9) : tensor<4x8xf32> -> (tensor<4x9xf32>, tensor<4x9xi32>)
  return %values, %indices : tensor<4x9xf32>, tensor<4x9xi32>
}

// -----

func.func @top_k_0d(%x: tensor<f32>) -> (tensor<f32>, tensor<i32>) {
  // expected-error @+1 {{operand's rank must be at least 1}}
  %values, %indices = chlo.top_k(%x, k = 1) : tensor<f32> -> (tensor<f32>, tensor<i32>)
  return %values, %indices : tensor<f32>, tensor<i32>
}

// -----

func.func @ragged_dot_result_shape(%lhs: tensor<6x4xf32>, %rhs: tensor<3x4x5xf32>, %groups: tensor<3xi32>) -> tensor<6x3x5xf32> {
  // expected-error @+1 {{result shape must be 'tensor<6x5xf32>'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<3xi32>) -> tensor<6x3x5xf32>
  return %0 : tensor<6x3x5xf32>
}

// -----

func.func @ragged_dot_group_count(%lhs: tensor<6x4xf32>, %rhs: tensor<3x4x5xf32>, %groups: tensor<2xi32>) -> tensor<6x5xf32> {
  // expected-error @+1 {{the rhs group dimension must be a free dimension of group_sizes' last size}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

// -----

func.func @ragged_dot_contracting_with_group(%lhs: tensor<3x6xf32>, %rhs: tensor<2x6x4xf32>, %groups: tensor<2xi32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{needs one rhs group dimension exactly when the lhs ragged dimension is neither batching nor contracting}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<3x6xf32>, tensor<2x6x4xf32>, tensor<2xi32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @ragged_dot_dimension_twice(%lhs: tensor<4x4xf32>, %rhs: tensor<2x4x5xf32>, %groups: tensor<2xi32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{names an operand dimension twice among its batching, contracting and group dimensions}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<4x4xf32>, tensor<2x4x5xf32>, tensor<2xi32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
