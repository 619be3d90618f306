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

// -----

// CHECK-LABEL: func.func @broadcasting
func.func @broadcasting(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %p: tensor<i1>, %s: tensor<3xindex>) -> tensor<2x3xi1> {
  // CHECK: chlo.broadcast_add %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_multiply %{{.*}}, %{{.*}} {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_multiply %0, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_compare %{{.*}}, %{{.*}} {compare_type = #chlo<comparison_type FLOAT>, comparison_direction = #chlo<comparison_direction GT>}
  %2 = chlo.broadcast_compare %1, %b {comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  // CHECK: chlo.broadcast_select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = chlo.broadcast_select %p, %1, %b : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.constant dense<1.000000e+00> : tensor<3xf32>
  %4 = chlo.constant dense<1.0> : tensor<3xf32>
  // CHECK: "chlo.constant_like"(%{{.*}}) <{value = 2.000000e+00 : f32}> : (tensor<3xf32>) -> tensor<3xf32>
  %5 = "chlo.constant_like"(%4) {value = 2.0 : f32} : (tensor<3xf32>) -> tensor<3xf32>
  // CHECK: chlo.conj %{{.*}} : tensor<3xf32> -> tensor<3xf32>
  %6 = chlo.conj %5 : tensor<3xf32> -> tensor<3xf32>
  // CHECK: chlo.minimum_broadcast_shapes %{{.*}}, %{{.*}} : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>, tensor<3xindex>
  %7:2 = chlo.minimum_broadcast_shapes %s, %s : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>, tensor<3xindex>
  return %2 : tensor<2x3xi1>
}
