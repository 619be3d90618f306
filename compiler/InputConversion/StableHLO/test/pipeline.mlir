// RUN: iree-opt --iree-stablehlo-input-pipeline %s | FileCheck %s

// A JAX export: sharding annotations, a private helper reached by call, and
// a scalar result.

// CHECK-LABEL: module @jit_xent {
// CHECK: func.func public @main(%[[LOGITS:.*]]: tensor<16x10xf32>, %[[LABELS:.*]]: tensor<16xi32>) -> tensor<f32>
// CHECK-NOT: call
// CHECK-NOT: stablehlo.
// CHECK: linalg.reduce { arith.maximumf } ins(%[[LOGITS]] : tensor<16x10xf32>)
// CHECK: math.exp
// CHECK: linalg.reduce { arith.addf }
// CHECK: math.log
// CHECK: arith.cmpi eq
// CHECK: arith.uitofp %{{.*}} : i1 to f32
// CHECK: linalg.reduce { arith.addf } ins(%{{.*}} : tensor<16xf32>) outs(%{{.*}} : tensor<f32>) dimensions = [0]
// CHECK: arith.negf
// CHECK: return %{{.*}} : tensor<f32>
// CHECK-NOT: func.func private
module @jit_xent attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<16xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = call @log_softmax(%arg0) : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %1 = call @_one_hot(%arg1) : (tensor<16xi32>) -> tensor<16x10xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_1 : tensor<f32>
    %6 = stablehlo.negate %5 : tensor<f32>
    return %6 : tensor<f32>
  }
  func.func private @log_softmax(%arg0: tensor<16x10xf32>) -> tensor<16x10xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x10xf32>
    %6 = stablehlo.exponential %5 : tensor<16x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x10xf32>
    return %11 : tensor<16x10xf32>
  }
  func.func private @_one_hot(%arg0: tensor<16xi32>) -> tensor<16x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<16x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<16x10xi32>, tensor<16x10xi32>) -> tensor<16x10xi1>
    %5 = stablehlo.convert %4 : (tensor<16x10xi1>) -> tensor<16x10xf32>
    return %5 : tensor<16x10xf32>
  }
}
