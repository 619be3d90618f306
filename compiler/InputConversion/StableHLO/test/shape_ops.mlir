// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s


// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[EXPAND0:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[EXPAND1:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @broadcasts
// Only a unit dim added: a reshape.
// CHECK: %[[UNIT:.*]] = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID]]], {{.*}} ins(%arg1 : tensor<f32>) outs(%{{.*}} : tensor<4x4xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[EXPAND0]], #[[ID]]], {{.*}} ins(%arg2 : tensor<1x64xf32>) outs(%{{.*}} : tensor<8x64xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[EXPAND1]], #[[ID]]], {{.*}} ins(%arg3 : tensor<8x1xf32>) outs(%{{.*}} : tensor<8x64xf32>)
// CHECK: %[[LAST:.*]] = linalg.generic {indexing_maps = [#[[COL]], #[[ID]]], {{.*}} ins(%arg0 : tensor<16xf32>) outs(%{{.*}} : tensor<4x16xf32>)
// An identity broadcast is the operand itself.
// CHECK: return %[[UNIT]], %{{.*}}, %{{.*}}, %arg3, %[[LAST]]
func.func @broadcasts(%a: tensor<16xf32>, %s: tensor<f32>, %r: tensor<1x64xf32>, %c: tensor<8x1xf32>) -> (tensor<16x1xf32>, tensor<4x4xf32>, tensor<8x64xf32>, tensor<8x1xf32>, tensor<4x16xf32>) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
  %1 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
  %2 = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
  %3 = stablehlo.broadcast_in_dim %c, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
  %4 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
  %5 = stablehlo.broadcast_in_dim %c, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
  return %0, %1, %2, %5, %4 : tensor<16x1xf32>, tensor<4x4xf32>, tensor<8x64xf32>, tensor<8x1xf32>, tensor<4x16xf32>
}

// -----

// CHECK-LABEL: func.func @reshapes
// CHECK: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x4xf32> into tensor<16xf32>
// CHECK: %[[E:.*]] = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
// Neither a collapse nor an expand: through 1-D.
// CHECK: %[[F:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK: %[[R:.*]] = tensor.expand_shape %[[F]] {{\[\[}}0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
// CHECK: %[[S:.*]] = tensor.expand_shape %arg2 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK: %[[O:.*]] = tensor.collapse_shape %arg3 [] : tensor<1x1xf32> into tensor<f32>
// CHECK: return %[[C]], %[[E]], %[[R]], %[[S]], %[[O]]
func.func @reshapes(%a: tensor<4x4xf32>, %b: tensor<2x3xf32>, %s: tensor<f32>, %o: tensor<1x1xf32>) -> (tensor<16xf32>, tensor<2x2x4xf32>, tensor<3x2xf32>, tensor<1x1xf32>, tensor<f32>) {
  %0 = stablehlo.reshape %a : (tensor<4x4xf32>) -> tensor<16xf32>
  %1 = stablehlo.reshape %a : (tensor<4x4xf32>) -> tensor<2x2x4xf32>
  %2 = stablehlo.reshape %b : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %3 = stablehlo.reshape %s : (tensor<f32>) -> tensor<1x1xf32>
  %4 = stablehlo.reshape %o : (tensor<1x1xf32>) -> tensor<f32>
  return %0, %1, %2, %3, %4 : tensor<16xf32>, tensor<2x2x4xf32>, tensor<3x2xf32>, tensor<1x1xf32>, tensor<f32>
}

// -----

// Reverse reads at `size - 1 - index` through tensor.extract (tiling sizes
// the slice of an operand read through a decreasing map wrongly).
// CHECK-LABEL: func.func @data_movement
// CHECK: %[[S0:.*]] = tensor.extract_slice %arg0[1, 0] [4, 4] [1, 2] : tensor<6x8xf32> to tensor<4x4xf32>
// CHECK: %[[S1:.*]] = tensor.extract_slice %arg0[0, 1] [4, 4] [1, 2] : tensor<6x8xf32> to tensor<4x4xf32>
// CHECK: %[[R:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4x4xf32>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[REV:.*]] = arith.subi %[[C3]], %[[I]] : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: tensor.extract %[[S1]][%[[REV]], %[[J]]] : tensor<4x4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[I0:.*]] = tensor.insert_slice %[[S0]] into %[[E]][0, 0] [4, 4] [1, 1]
// CHECK: %[[I1:.*]] = tensor.insert_slice %[[R]] into %[[I0]][0, 4] [4, 4] [1, 1]
// CHECK: linalg.transpose ins(%[[I1]] : tensor<4x8xf32>) outs(%{{.*}} : tensor<8x4xf32>) permutation = [1, 0]
// CHECK: linalg.generic
// CHECK: arith.subi %c5
// CHECK: arith.subi %c7
// CHECK: tensor.extract %arg0
func.func @data_movement(%arg0: tensor<6x8xf32>, %p: tensor<f32>) -> (tensor<8x4xf32>, tensor<4x4xf32>, tensor<6x8xf32>) {
  %0 = stablehlo.slice %arg0 [1:5, 0:8:2] : (tensor<6x8xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.slice %arg0 [0:4, 1:8:2] : (tensor<6x8xf32>) -> tensor<4x4xf32>
  %2 = stablehlo.reverse %1, dims = [0] : tensor<4x4xf32>
  %3 = stablehlo.concatenate %0, %2, dim = 1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %5 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<6x8xf32>
  return %4, %2, %5 : tensor<8x4xf32>, tensor<4x4xf32>, tensor<6x8xf32>
}

// -----

// CHECK-LABEL: func.func @pads
// CHECK: %[[P:.*]] = tensor.extract %arg1[] : tensor<f32>
// CHECK: tensor.pad %arg0 low[1, 0] high[1, 2] {
// CHECK: tensor.yield %[[P]] : f32
// CHECK: } : tensor<6x8xf32> to tensor<8x10xf32>
// Negative edge padding crops first.
// CHECK: %[[C:.*]] = tensor.extract_slice %arg0[1, 0] [4, 8] [1, 1] : tensor<6x8xf32> to tensor<4x8xf32>
// CHECK: tensor.pad %[[C]] low[0, 1] high[0, 0]
// Interior padding scatters the operand into a filled tensor.
// CHECK: %[[P2:.*]] = tensor.extract %arg1[] : tensor<f32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[P2]] : f32) outs(%{{.*}} : tensor<13x8xf32>)
// CHECK: tensor.insert_slice %arg0 into %[[F]][1, 0] [6, 8] [2, 1] : tensor<6x8xf32> into tensor<13x8xf32>
func.func @pads(%arg0: tensor<6x8xf32>, %p: tensor<f32>) -> (tensor<8x10xf32>, tensor<4x9xf32>, tensor<13x8xf32>) {
  %0 = stablehlo.pad %arg0, %p, low = [1, 0], high = [1, 2], interior = [0, 0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8x10xf32>
  %1 = stablehlo.pad %arg0, %p, low = [-1, 1], high = [-1, 0], interior = [0, 0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<4x9xf32>
  %2 = stablehlo.pad %arg0, %p, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<13x8xf32>
  return %0, %1, %2 : tensor<8x10xf32>, tensor<4x9xf32>, tensor<13x8xf32>
}

// -----

// CHECK-LABEL: func.func @zero_d
// CHECK-NOT: linalg.generic
// CHECK-NOT: linalg.transpose
// CHECK: %[[S:.*]] = tensor.extract_slice %arg0[] [] [] : tensor<i32> to tensor<i32>
// CHECK: return %[[S]]
func.func @zero_d(%s: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.reverse %s, dims = [] : tensor<i32>
  %1 = stablehlo.transpose %0, dims = [] : (tensor<i32>) -> tensor<i32>
  %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<i32>
  %3 = stablehlo.slice %2 [] : (tensor<i32>) -> tensor<i32>
  return %3 : tensor<i32>
}
