// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

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

// -----

// Two inputs and a reducer of several ops; base dilation and padding fill
// with the init values through a strided insert_slice, negative padding
// crops.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1) -> (d0 * 3 + d1)>
// CHECK-DAG: #[[WIN:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @argmax_window
// CHECK: %[[INIT:.+]] = tensor.extract %{{.+}}[] : tensor<f32>
// CHECK: %[[HOLES:.+]] = linalg.fill ins(%[[INIT]] : f32) outs(%{{.+}} : tensor<12xf32>)
// CHECK: %[[DILATED:.+]] = tensor.insert_slice %{{.+}} into %[[HOLES]][1] [6] [2]
// CHECK: %[[X:.+]] = tensor.extract_slice %[[DILATED]][0] [10] [1]
// CHECK: %[[ACC:.+]] = linalg.fill ins(%[[INIT]] : f32) outs(%{{.+}} : tensor<3xf32>)
// CHECK: %[[I:.+]] = tensor.extract_slice %{{.+}}[0] [10] [1] : tensor<12xi32> to tensor<10xi32>
// CHECK: %[[WINDOW:.+]] = tensor.empty() : tensor<3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[IN]], #[[WIN]], #[[OUT]], #[[OUT]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]], %[[I]], %[[WINDOW]] : tensor<10xf32>, tensor<10xi32>, tensor<3xf32>) outs(%[[ACC]], %{{.+}} : tensor<3xf32>, tensor<3xi32>)
// CHECK: ^bb0(%[[XV:.+]]: f32, %[[IV:.+]]: i32, %{{.+}}: f32, %[[AV:.+]]: f32, %[[AI:.+]]: i32):
// CHECK: %[[GT:.+]] = arith.cmpf ogt, %[[AV]], %[[XV]] : f32
// CHECK: %[[V:.+]] = arith.select %[[GT]], %[[AV]], %[[XV]] : f32
// CHECK: %[[J:.+]] = arith.select %[[GT]], %[[AI]], %[[IV]] : i32
// CHECK: linalg.yield %[[V]], %[[J]]
func.func @argmax_window(%x: tensor<6xf32>, %i: tensor<6xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = "stablehlo.reduce_window"(%x, %i, %ninf, %zero) <{base_dilations = array<i64: 2>, padding = dense<[[1, -2]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 3>}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %b0: tensor<f32>, %b1: tensor<i32>):
    %gt = stablehlo.compare GT, %a0, %b0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %a0, %b0 : tensor<i1>, tensor<f32>
    %j = stablehlo.select %gt, %a1, %b1 : tensor<i1>, tensor<i32>
    stablehlo.return %v, %j : tensor<f32>, tensor<i32>
  }) : (tensor<6xf32>, tensor<6xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}
