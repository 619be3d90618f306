module @jit_gather_segment attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10000x128xf32>, %arg1: tensor<4096xi32>, %arg2: tensor<4096xi32>) -> (tensor<256x128xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_0 = stablehlo.constant dense<10000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4096xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4096xi1>, tensor<4096xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<10000x128xf32>, tensor<4096x1xi32>) -> tensor<4096x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %9 = "stablehlo.scatter"(%7, %8, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<256x128xf32>, tensor<4096x1xi32>, tensor<4096x128xf32>) -> tensor<256x128xf32>
    return %9 : tensor<256x128xf32>
  }
}
