// jnp.matmul(a, b, preferred_element_type=jnp.int32) of int8 1024x1024
// operands, as JAX exports it.
module @jit_matmul_i8 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xi8>, %arg1: tensor<1024x1024xi8>) -> (tensor<1024x1024xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xi8>, tensor<1024x1024xi8>) -> tensor<1024x1024xi32>
    return %0 : tensor<1024x1024xi32>
  }
}
