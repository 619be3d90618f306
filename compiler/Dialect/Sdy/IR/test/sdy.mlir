// RUN: iree-opt --split-input-file %s | FileCheck %s
// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// Shardy annotations as JAX exports them parse and print back unchanged.

// CHECK: sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
// CHECK: sdy.mesh @mesh = <["x"=2, "y"=4], device_ids=[0, 1, 2, 3, 4, 5, 6, 7]>
sdy.mesh @mesh = <["x"=2, "y"=4], device_ids=[0, 1, 2, 3, 4, 5, 6, 7]>
// CHECK-LABEL: func.func public @main
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}
// CHECK-SAME: {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y", ?}]>}
func.func public @main(%arg0: tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y", ?}]>, jax.result_info = "result"}) {
  return %arg0 : tensor<16x10xf32>
}

// -----

// Other Shardy ops are accepted in generic form.
// CHECK-LABEL: func.func @constraint
// CHECK: "sdy.sharding_constraint"(%{{.*}}) <{sharding = #sdy.sharding<@mesh, [{"x"}]>}>
func.func @constraint(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "sdy.sharding_constraint"(%arg0) <{sharding = #sdy.sharding<@mesh, [{"x"}]>}> : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
