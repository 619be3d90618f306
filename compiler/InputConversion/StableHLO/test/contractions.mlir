// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// CHECK-LABEL: func.func @matmul
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x64xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<4x64xf32>)
// CHECK: linalg.matmul ins(%arg0, %arg1 : tensor<4x128xf32>, tensor<128x64xf32>) outs(%[[F]] : tensor<4x64xf32>)
func.func @matmul(%a: tensor<4x128xf32>, %b: tensor<128x64xf32>) -> tensor<4x64xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128xf32>, tensor<128x64xf32>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_transposed_rhs
// CHECK: %[[T:.*]] = linalg.transpose ins(%arg1 : tensor<16x32xf32>) outs(%{{.*}} : tensor<32x16xf32>) permutation = [1, 0]
// CHECK: linalg.matmul ins(%arg0, %[[T]] : tensor<16x32xf32>, tensor<32x16xf32>)
func.func @matmul_transposed_rhs(%q: tensor<16x32xf32>, %k: tensor<16x32xf32>) -> tensor<16x16xf32> {
  %0 = stablehlo.dot_general %q, %k, contracting_dims = [1] x [1] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul
// CHECK: arith.constant 0.000000e+00 : f16
// CHECK: linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x4xf16>, tensor<2x4x5xf16>) outs(%{{.*}} : tensor<2x3x5xf16>)
func.func @batch_matmul(%a: tensor<2x3x4xf16>, %b: tensor<2x4x5xf16>) -> tensor<2x3x5xf16> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf16>, tensor<2x4x5xf16>) -> tensor<2x3x5xf16>
  return %0 : tensor<2x3x5xf16>
}

// -----

// Batch dimensions move first.
// CHECK-LABEL: func.func @batch_last
// CHECK: %[[L:.*]] = linalg.transpose ins(%arg0 : tensor<3x4x2xf32>) outs(%{{.*}} : tensor<2x3x4xf32>) permutation = [2, 0, 1]
// CHECK: %[[R:.*]] = linalg.transpose ins(%arg1 : tensor<4x5x2xf32>) outs(%{{.*}} : tensor<2x4x5xf32>) permutation = [2, 0, 1]
// CHECK: linalg.batch_matmul ins(%[[L]], %[[R]] : tensor<2x3x4xf32>, tensor<2x4x5xf32>)
func.func @batch_last(%a: tensor<3x4x2xf32>, %b: tensor<4x5x2xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [2] x [2], contracting_dims = [1] x [0] : (tensor<3x4x2xf32>, tensor<4x5x2xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @vectors
// CHECK: linalg.matvec ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK: linalg.vecmat ins(%arg2, %arg0 : tensor<4xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<8xf32>)
// CHECK: linalg.dot ins(%arg1, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<f32>)
func.func @vectors(%m: tensor<4x8xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>) -> (tensor<4xf32>, tensor<8xf32>, tensor<f32>) {
  %0 = stablehlo.dot %m, %v : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>
  %1 = stablehlo.dot %w, %m : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<8xf32>
  %2 = stablehlo.dot %v, %v : (tensor<8xf32>, tensor<8xf32>) -> tensor<f32>
  return %0, %1, %2 : tensor<4xf32>, tensor<8xf32>, tensor<f32>
}

// -----

// CHECK-DAG: #[[LHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[RHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @two_contracting
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<3x4x5xf32>) outs(%[[F]] : tensor<2x5xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[M]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @two_contracting(%a: tensor<2x3x4xf32>, %b: tensor<3x4x5xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1, 2] x [0, 1] : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// Mixed element types extend the operands in a generic contraction.
// CHECK-LABEL: func.func @mixed_int
// CHECK: arith.constant 0 : i32
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x2xi8>) outs(%{{.*}} : tensor<4x2xi32>)
// CHECK: %[[A:.*]] = arith.extsi %{{.*}} : i8 to i32
// CHECK-NEXT: %[[B:.*]] = arith.extsi %{{.*}} : i8 to i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT: arith.addi %{{.*}}, %[[M]] : i32
func.func @mixed_int(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>) -> tensor<4x2xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xi8>, tensor<8x2xi8>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}
