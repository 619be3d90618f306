// RUN: iree-opt --split-input-file --iree-flow-pipeline %s | FileCheck %s

#map = affine_map<(d0) -> (d0)>
// Two identical computations share one executable; splat constants and
// empties are cloned into the dispatch, non-splat constants are passed.
// CHECK: flow.executable private @main_dispatch_0_elementwise_4_f32 {
// CHECK-NEXT: flow.executable.export @main_dispatch_0_elementwise_4_f32
// CHECK: func.func @main_dispatch_0_elementwise_4_f32(%[[IN:.+]]: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %[[W:.+]]: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %[[OUT:.+]]: !flow.dispatch.tensor<writeonly:tensor<4xf32>>)
// CHECK-DAG: %[[A:.+]] = flow.dispatch.tensor.load %[[IN]]
// CHECK-DAG: %[[B:.+]] = flow.dispatch.tensor.load %[[W]]
// CHECK-DAG: arith.constant 2.000000e+00 : f32
// CHECK-DAG: tensor.empty() : tensor<4xf32>
// CHECK: %[[R:.+]] = linalg.generic
// CHECK: flow.dispatch.tensor.store %[[R]], %[[OUT]]
// CHECK-NOT: flow.executable private @main_dispatch_1
// CHECK-LABEL: func.func @main(
// CHECK: %[[CST:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK: %[[D0:.+]] = flow.dispatch @main_dispatch_0_elementwise_4_f32::@main_dispatch_0_elementwise_4_f32(%{{.+}}, %[[CST]])
// CHECK: %[[BARRIER:.+]] = util.optimization_barrier %[[D0]]
// CHECK: %[[D1:.+]] = flow.dispatch @main_dispatch_0_elementwise_4_f32::@main_dispatch_0_elementwise_4_f32(%[[BARRIER]], %[[CST]])
// CHECK: return %[[D1]]
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %w : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    %t = arith.addf %s, %two : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  %1 = util.optimization_barrier %0 : tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1, %w : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    %t = arith.addf %s, %two : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
