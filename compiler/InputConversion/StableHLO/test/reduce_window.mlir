// RUN: iree-opt --iree-stablehlo-to-linalg %s | FileCheck %s

// A cumulative sum as JAX writes it: the input padded with the init value,
// then one generic over (output dims, window dims).
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// CHECK-DAG: #[[WIN:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @cumsum
// CHECK: %[[INIT:.+]] = tensor.extract
// CHECK: %[[PAD:.+]] = tensor.pad %{{.+}} low[31, 0] high[0, 0]
// CHECK: tensor.yield %[[INIT]]
// CHECK: %[[WINDOW:.+]] = tensor.empty() : tensor<32x1xf32>
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[WIN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[PAD]], %[[WINDOW]] : tensor<63x4xf32>, tensor<32x1xf32>)
// CHECK: arith.addf
func.func @cumsum(%x: tensor<32x4xf32>) -> tensor<32x4xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %cst) <{padding = dense<[[31, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 32, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<32x4xf32>, tensor<f32>) -> tensor<32x4xf32>
  return %0 : tensor<32x4xf32>
}
