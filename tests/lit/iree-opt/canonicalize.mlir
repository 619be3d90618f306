// RUN: iree-opt --canonicalize --split-input-file %s | FileCheck %s

// Upstream dialects parse and upstream patterns run through iree-opt.
// CHECK-LABEL: func.func @fold_constant_add
func.func @fold_constant_add() -> i32 {
  // CHECK: %[[C:.+]] = arith.constant 5 : i32
  // CHECK-NEXT: return %[[C]]
  %0 = arith.constant 2 : i32
  %1 = arith.constant 3 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @linalg_on_tensors
// CHECK: linalg.generic
func.func @linalg_on_tensors(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %init = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
