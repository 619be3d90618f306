// RUN: iree-opt --iree-stablehlo-strip-sharding %s | FileCheck %s

// CHECK-LABEL: module @jit_f
// CHECK-NOT: mhlo.
// CHECK-SAME: attributes {util.keep = 1 : i32}
// CHECK-NOT: sdy.mesh
// CHECK: func.func public @main(%arg0: tensor<16x10xf32>, %arg1: tensor<4xf32> {util.keep}) -> tensor<16x10xf32> {
// CHECK-NEXT: %[[X:.*]] = stablehlo.add %arg0, %arg0
// CHECK-NEXT: return %[[X]]
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, util.keep = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<4xf32> {util.keep, mhlo.layout_mode = "default"}) -> (tensor<16x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg0 {mhlo.frontend_attributes = {x = "y"}} : tensor<16x10xf32>
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}> : (tensor<16x10xf32>) -> tensor<16x10xf32>
    return %1 : tensor<16x10xf32>
  }
}
