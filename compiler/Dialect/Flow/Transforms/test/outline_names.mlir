// RUN: iree-opt --split-input-file --iree-flow-pipeline %s | FileCheck %s

// Executables are named after their heaviest op, its loop ranges and its
// result element type, so that profiles name the slow kernels.
// CHECK-LABEL: flow.executable private @rows_dispatch_0_reduction_4x8_f32
func.func @rows(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// -----

// The contraction names the dispatch, not the elementwise op fused after it.
// CHECK-LABEL: flow.executable private @bmm_dispatch_0_batch_matmul_2x4x5x3_i32
func.func @bmm(%a: tensor<2x4x3xi32>, %b: tensor<2x3x5xi32>) -> tensor<2x4x5xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<2x4x5xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<2x4x5xi32>) -> tensor<2x4x5xi32>
  %mm = linalg.batch_matmul ins(%a, %b : tensor<2x4x3xi32>, tensor<2x3x5xi32>) outs(%init : tensor<2x4x5xi32>) -> tensor<2x4x5xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm : tensor<2x4x5xi32>) outs(%empty : tensor<2x4x5xi32>) {
  ^bb0(%v: i32, %o: i32):
    %m = arith.maxsi %v, %zero : i32
    linalg.yield %m : i32
  } -> tensor<2x4x5xi32>
  return %r : tensor<2x4x5xi32>
}
