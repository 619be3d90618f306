module @jit_int8_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x128xi8>, %arg1: tensor<128x32xi8>) -> (tensor<64x32xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xi8>, tensor<128x32xi8>) -> tensor<64x32xi32>
    %1 = stablehlo.convert %0 : (tensor<64x32xi32>) -> tensor<64x32xf16>
    return %1 : tensor<64x32xf16>
  }
}
