// RUN: iree-opt %s | FileCheck %s
// RUN: iree-opt %s | iree-opt | FileCheck %s
// RUN: iree-opt --mlir-print-op-generic %s | iree-opt | FileCheck %s

// The indexing ops as JAX exports print them; gather, scatter and sort have
// no pretty form upstream either.

// CHECK-LABEL: func.func @indexing
func.func @indexing(%x: tensor<5x3xf32>, %i: tensor<4x1xi32>, %s: tensor<i64>, %u: tensor<1x3xf32>, %v: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<2x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>) {
  // CHECK: "stablehlo.gather"(%{{.+}}, %{{.+}}) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3>}>
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
  // CHECK: stablehlo.dynamic_slice %{{.+}}, %{{.+}}, %{{.+}}, sizes = [2, 3] : (tensor<5x3xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_slice %x, %s, %s, sizes = [2, 3] : (tensor<5x3xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  // CHECK: stablehlo.dynamic_update_slice %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<5x3xf32>
  %2 = stablehlo.dynamic_update_slice %x, %u, %s, %s : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<5x3xf32>
  // CHECK: "stablehlo.scatter"(%{{.+}}, %{{.+}}, %{{.+}}) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}>
  %3 = "stablehlo.scatter"(%x, %i, %v) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
  // CHECK: "stablehlo.sort"(%{{.+}}) <{dimension = 0 : i64, is_stable = true}>
  // CHECK: stablehlo.compare LT, %{{.+}}, %{{.+}}, TOTALORDER
  %4 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<5x3xf32>) -> tensor<5x3xf32>
  return %0, %1, %2, %3, %4 : tensor<4x3xf32>, tensor<2x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
}

// Batching dims print after the collapsed/inserted dims, as upstream orders them.
// CHECK-LABEL: func.func @batching
func.func @batching(%x: tensor<2x4x3xf32>, %i: tensor<2x2xi32>, %u: tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x4x3xf32>) {
  // CHECK: #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x4x3xf32>, tensor<2x2xi32>) -> tensor<2x2x3xf32>
  // CHECK: #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>
  %1 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x4x3xf32>, tensor<2x2xi32>, tensor<2x2x3xf32>) -> tensor<2x4x3xf32>
  return %0, %1 : tensor<2x2x3xf32>, tensor<2x4x3xf32>
}
