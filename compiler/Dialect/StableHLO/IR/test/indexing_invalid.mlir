// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @dynamic_slice_too_large(%x: tensor<4xf32>, %i: tensor<i32>) -> tensor<5xf32> {
  // expected-error @+1 {{slice size 5 of dimension 0 is not in [0, 4]}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [5] : (tensor<4xf32>, tensor<i32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @dynamic_update_slice_start_count(%x: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{needs 2 start indices, one per operand dimension}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @gather_result_shape(%x: tensor<5x3xf32>, %i: tensor<4x1xi32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{result dimension 1 must be 3}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<4x1xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @gather_index_vector(%x: tensor<5x3xf32>, %i: tensor<4x2xi32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{needs one operand dimension per index vector entry (2)}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<4x2xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @scatter_updates_shape(%x: tensor<8xf32>, %i: tensor<5x1xi32>, %u: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{update scatter dimension 0 must match the scatter indices}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8xf32>, tensor<5x1xi32>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @sort_comparator(%x: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{comparator must return a 0-d i1 tensor}}
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @sort_dimension(%x: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{dimension 1 is out of range for rank 1}}
  %0 = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @select_and_scatter_source(%x: tensor<4xf32>, %s: tensor<3xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{source dimension 0 must be 2, the number of windows}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %init) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
