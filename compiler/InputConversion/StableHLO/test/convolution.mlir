// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// NHWC/HWIO with SAME padding, stride 2 and kernel dilation 3 in W: the
// input is padded, then one generic reduces over (kh, kw, ci).
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 + d5 * 3, d6)>
// CHECK-DAG: #[[K:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv_nhwc
// CHECK: %[[PAD:.+]] = tensor.pad %{{.+}} low[0, 1, 3, 0] high[0, 1, 3, 0]
// CHECK: %[[FILL:.+]] = linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[K]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[PAD]], %{{.+}} : tensor<1x10x14x3xf32>, tensor<3x3x3x8xf32>) outs(%[[FILL]] : tensor<1x4x8x8xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @conv_nhwc(%x: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x8xf32>) -> tensor<1x4x8x8xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

// Channels-first layouts place the same loops at other dimensions; no
// padding means no tensor.pad.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d6, d1 + d4, d2 + d5)>
// CHECK-DAG: #[[K:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d6, d4, d5)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d1, d2)>
// CHECK-LABEL: func.func @conv_nchw
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[K]], #[[OUT]]]
// CHECK: arith.muli
// CHECK: arith.addi
func.func @conv_nchw(%x: tensor<1x2x4x4xi32>, %k: tensor<3x2x2x2xi32>) -> tensor<1x3x3x3xi32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xi32>, tensor<3x2x2x2xi32>) -> tensor<1x3x3x3xi32>
  return %0 : tensor<1x3x3x3xi32>
}

// -----

// Feature groups split the input feature and the kernel and output
// features into (group, size / group) and add a parallel group loop.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
// CHECK-DAG: #[[K:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7, d3, d4)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @depthwise
// CHECK: %[[PAD:.+]] = tensor.pad
// CHECK: %[[IN_G:.+]] = tensor.expand_shape %[[PAD]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 7, 7, 3, 1]
// CHECK: %[[K_G:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0], [1], [2], [3, 4]] output_shape [3, 3, 1, 3, 1]
// CHECK: %[[CONV:.+]] = linalg.generic {indexing_maps = [#[[IN]], #[[K]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[IN_G]], %[[K_G]] : tensor<1x7x7x3x1xf32>, tensor<3x3x1x3x1xf32>)
// CHECK: tensor.collapse_shape %[[CONV]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x5x5x3x1xf32> into tensor<1x5x5x3xf32>
func.func @depthwise(%x: tensor<1x5x5x3xf32>, %k: tensor<3x3x1x3xf32>) -> tensor<1x5x5x3xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x5x5x3xf32>, tensor<3x3x1x3xf32>) -> tensor<1x5x5x3xf32>
  return %0 : tensor<1x5x5x3xf32>
}

// -----

// Input dilation fills the holes and positive padding with zeros through a
// strided insert_slice, negative padding crops, and a reversed window reads
// a reversed copy of the kernel.
// CHECK-LABEL: func.func @transposed
// CHECK: %[[FILL:.+]] = linalg.fill {{.+}} -> tensor<1x7x6x1xf32>
// CHECK: %[[DILATED:.+]] = tensor.insert_slice %{{.+}} into %[[FILL]][0, 1, 1, 0] [1, 3, 3, 1] [1, 2, 2, 1]
// CHECK: %[[CROPPED:.+]] = tensor.extract_slice %[[DILATED]][0, 0, 0, 0] [1, 7, 5, 1] [1, 1, 1, 1]
// CHECK: %[[REVERSED:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<3x3x1x2xf32>)
// CHECK: %[[C2:.+]] = arith.constant 2 : index
// CHECK: %[[K0:.+]] = arith.subi %[[C2]], %{{.+}} : index
// CHECK: tensor.extract %arg1[%[[K0]], %{{.+}}, %{{.+}}, %{{.+}}] : tensor<3x3x1x2xf32>
// CHECK: linalg.generic {{.+}} ins(%[[CROPPED]], %[[REVERSED]] : tensor<1x7x5x1xf32>, tensor<3x3x1x2xf32>) outs(%{{.+}} : tensor<1x5x3x2xf32>)
func.func @transposed(%x: tensor<1x3x3x1xf32>, %k: tensor<3x3x1x2xf32>) -> tensor<1x5x3x2xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, -1]], lhs_dilate = [2, 2], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x1xf32>, tensor<3x3x1x2xf32>) -> tensor<1x5x3x2xf32>
  return %0 : tensor<1x5x3x2xf32>
}
