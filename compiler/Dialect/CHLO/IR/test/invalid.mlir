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

// -----

func.func @broadcast_mismatch(%a: tensor<3xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand dimensions 3 and 4 do not broadcast}}
  %0 = chlo.broadcast_add %a, %b : (tensor<3xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @broadcast_wrong_result(%a: tensor<2x1xf32>, %b: tensor<3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{result shape must be the operands' broadcast shape}}
  %0 = chlo.broadcast_multiply %a, %b : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @broadcast_repeated_dimension(%a: tensor<2x2xf32>, %b: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  // expected-error @+1 {{broadcast_dimensions must be distinct dimensions of the result}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 1>} : (tensor<2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

func.func @compare_result_type(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{result #0 must be ranked tensor of 1-bit signless integer values}}
  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @constant_like_type(%x: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{value must have the result's element type}}
  %0 = "chlo.constant_like"(%x) {value = 1.0 : f32} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @constant_like_string(%x: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{value must be an integer or float attribute}}
  %0 = "chlo.constant_like"(%x) {value = "abc" : i32} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
