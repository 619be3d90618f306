// RUN: iree-opt --split-input-file %s | iree-opt | FileCheck %s

// CHECK-LABEL: func.func @scatter_tensors
// CHECK: %[[R:.+]] = linalg_ext.scatter dimension_map = [0] ins(%{{.+}} : tensor<4x1x8xf32>) indices(%{{.+}} : tensor<4x1xi32>) outs(%{{.+}} : tensor<16x8xf32>) {
// CHECK: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32):
// CHECK: linalg_ext.yield %{{.+}} : f32
// CHECK: } -> tensor<16x8xf32>
func.func @scatter_tensors(%u: tensor<4x1x8xf32>, %i: tensor<4x1xi32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %r = linalg_ext.scatter dimension_map = [0] ins(%u : tensor<4x1x8xf32>) indices(%i : tensor<4x1xi32>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg_ext.yield %s : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

// Two originals on buffers: no results.
// CHECK-LABEL: func.func @scatter_buffers
// CHECK: linalg_ext.scatter dimension_map = [0] ins(%{{.+}}, %{{.+}} : memref<3x1xf32>, memref<3x1xi32>) indices(%{{.+}} : memref<3x1xi64>) outs(%{{.+}}, %{{.+}} : memref<5xf32>, memref<5xi32>) {
// CHECK-NOT: ->
// CHECK: return
func.func @scatter_buffers(%u: memref<3x1xf32>, %v: memref<3x1xi32>, %i: memref<3x1xi64>, %x: memref<5xf32>, %y: memref<5xi32>) {
  linalg_ext.scatter dimension_map = [0] ins(%u, %v : memref<3x1xf32>, memref<3x1xi32>) indices(%i : memref<3x1xi64>) outs(%x, %y : memref<5xf32>, memref<5xi32>) {
  ^bb0(%a: f32, %b: i32, %c: f32, %d: i32):
    linalg_ext.yield %c, %d : f32, i32
  }
  return
}
