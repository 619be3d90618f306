// A two-layer perceptron as `jax.jit(f).lower(...).as_text()` prints it:
//   def f(x, w1, b1, w2, b2):
//     return jnp.tanh(x @ w1 + b1) @ w2 + b2
// Sharding annotations and JAX's attributes are accepted and ignored.
//   iree-compile --iree-hal-target-backends=llvm-cpu mlp.mlir -o mlp.vmfb
//   iree-run-module --device=local-task --module=mlp.vmfb --function=main \
//       --input="2x4xf32=1 2 3 4 5 6 7 8" --input="4x3xf32=0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1" \
//       --input="3xf32=1 2 3" --input="3x2xf32=1 -1 2 -2 3 -3" --input="2xf32=0.5 -0.5"
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<4x3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3x2xf32>, %arg4: tensor<2xf32>) -> (tensor<2x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x3xf32>
    %4 = call @activation(%3) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<2x2xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x2xf32>
    return %8 : tensor<2x2xf32>
  }
  func.func private @activation(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
