// RUN: iree-opt --split-input-file %s | FileCheck %s
// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @unary
func.func @unary(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>) {
  // CHECK: chlo.erf %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.erf_inv %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erf_inv %0 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.lgamma %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %2 = chlo.lgamma %1 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.square %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.square %2 : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.is_inf %{{.*}} : tensor<4xf32> -> tensor<4xi1>
  %4 = chlo.is_inf %3 : tensor<4xf32> -> tensor<4xi1>
  return %3, %4 : tensor<4xf32>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @top_k
func.func @top_k(%x: tensor<4x8xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  // CHECK: %{{.*}}, %{{.*}} = chlo.top_k(%{{.*}}, k = 2) : tensor<4x8xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<4x8xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %values, %indices : tensor<4x2xf32>, tensor<4x2xi32>
}

// -----

// JAX writes ragged_dot in generic form; its attributes print back the same.
// CHECK-LABEL: func.func @ragged_dot
func.func @ragged_dot(%lhs: tensor<2x6x4xf32>, %rhs: tensor<3x2x4x5xf32>, %groups: tensor<3xi64>) -> tensor<2x6x5xf32> {
  // CHECK: "chlo.ragged_dot"(%{{.*}}, %{{.*}}, %{{.*}}) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x6x4xf32>, tensor<3x2x4x5xf32>, tensor<3xi64>) -> tensor<2x6x5xf32>
  return %0 : tensor<2x6x5xf32>
}
