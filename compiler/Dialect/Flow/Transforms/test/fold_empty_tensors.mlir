// RUN: iree-opt --split-input-file --iree-flow-fold-empty-tensors %s | FileCheck %s

// A reduction over an empty dimension is its init; an elementwise op over
// no elements becomes tensor.empty.
// CHECK-LABEL: func.func @zero_trip
// CHECK-SAME: (%[[X:.+]]: tensor<3x0xf32>, %[[Y:.+]]: tensor<0xf32>)
// CHECK: %[[INIT:.+]] = linalg.fill
// CHECK-NOT: linalg.reduce
// CHECK-NOT: linalg.generic
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<0xf32>
// CHECK: return %[[INIT]], %[[EMPTY]]
#map = affine_map<(d0) -> (d0)>
func.func @zero_trip(%x: tensor<3x0xf32>, %y: tensor<0xf32>) -> (tensor<3xf32>, tensor<0xf32>) {
  %c5 = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%c5 : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%x : tensor<3x0xf32>) outs(%init : tensor<3xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %ey = tensor.empty() : tensor<0xf32>
  %n = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%y : tensor<0xf32>) outs(%ey : tensor<0xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<0xf32>
  return %r, %n : tensor<3xf32>, tensor<0xf32>
}
