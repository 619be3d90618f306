// RUN: iree-opt --split-input-file --iree-flow-split-reduction %s | FileCheck %s

// A classifier's 8 x 10 outputs over K = 3136: 16 parts of 196 (the largest
// divisor of 3136 leaving at least 128 per part) as an outer parallel loop,
// then their sum into the original init.
// CHECK-LABEL: func.func @classifier
// CHECK-SAME: (%[[A:.+]]: tensor<8x3136xf32>, %[[B:.+]]: tensor<3136x10xf32>)
// CHECK-DAG: %[[EA:.+]] = tensor.expand_shape %[[A]] {{\[}}[0], [1, 2]] output_shape [8, 16, 196]
// CHECK-DAG: %[[EB:.+]] = tensor.expand_shape %[[B]] {{\[}}[0, 1], [2]] output_shape [16, 196, 10]
// CHECK: %[[PARTS:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[EA]], %[[EB]] : {{.+}}) outs(%{{.+}} : tensor<16x8x10xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: linalg.generic {{.+}} iterator_types = ["reduction", "parallel", "parallel"]} ins(%[[PARTS]] : tensor<16x8x10xf32>) outs(%{{.+}} : tensor<8x10xf32>)
func.func @classifier(%a: tensor<8x3136xf32>, %b: tensor<3136x10xf32>) -> tensor<8x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x10xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x10xf32>) -> tensor<8x10xf32>
  %r = linalg.matmul ins(%a, %b : tensor<8x3136xf32>, tensor<3136x10xf32>) outs(%init : tensor<8x10xf32>) -> tensor<8x10xf32>
  return %r : tensor<8x10xf32>
}

// -----

// A sum of a million elements: 250 parts (at most 256) of 4000, whose
// parts are long enough to be split again, into 25 of 160; the partial sums
// are combined level by level.
// CHECK-LABEL: func.func @large_sum
// CHECK: %[[E1:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0, 1]] output_shape [250, 4000]
// CHECK: %[[E2:.+]] = tensor.expand_shape %[[E1]] {{\[}}[0], [1, 2]] output_shape [250, 25, 160]
// CHECK: %[[P2:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[E2]] : tensor<250x25x160xf32>) outs(%{{.+}} : tensor<25x250xf32>)
// CHECK: %[[P1:.+]] = linalg.generic {{.+}} iterator_types = ["reduction", "parallel"]} ins(%[[P2]] : tensor<25x250xf32>) outs(%{{.+}} : tensor<250xf32>)
// CHECK: linalg.generic {{.+}} iterator_types = ["reduction"]} ins(%[[P1]] : tensor<250xf32>) outs(%{{.+}} : tensor<f32>)
func.func @large_sum(%x: tensor<1000000xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%x : tensor<1000000xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// Left alone: many outputs (a 32 x 512 layer), a short reduction (K = 784 <
// 2048), and a prime reduction size (no divisor leaves parts of 128).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK-NOT: tensor.expand_shape
func.func @left_alone(%a: tensor<32x4096xf32>, %b: tensor<4096x512xf32>, %c: tensor<8x784xf32>, %d: tensor<784x10xf32>, %e: tensor<8x4099xf32>, %f: tensor<4099x10xf32>) -> (tensor<32x512xf32>, tensor<8x10xf32>, tensor<8x10xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<32x512xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<32x512xf32>) -> tensor<32x512xf32>
  %r0 = linalg.matmul ins(%a, %b : tensor<32x4096xf32>, tensor<4096x512xf32>) outs(%i0 : tensor<32x512xf32>) -> tensor<32x512xf32>
  %e1 = tensor.empty() : tensor<8x10xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x10xf32>) -> tensor<8x10xf32>
  %r1 = linalg.matmul ins(%c, %d : tensor<8x784xf32>, tensor<784x10xf32>) outs(%i1 : tensor<8x10xf32>) -> tensor<8x10xf32>
  %r2 = linalg.matmul ins(%e, %f : tensor<8x4099xf32>, tensor<4099x10xf32>) outs(%i1 : tensor<8x10xf32>) -> tensor<8x10xf32>
  return %r0, %r1, %r2 : tensor<32x512xf32>, tensor<8x10xf32>, tensor<8x10xf32>
}

// -----

// A body that reads the reduction index is left alone (the split would
// change what the index means).
// CHECK-LABEL: func.func @reads_index
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.index 0
func.func @reads_index(%x: tensor<4096xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%x : tensor<4096xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %p = arith.mulf %in, %kf : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// A window reduction reads its input at `d0 * 70000 + d1`: splitting d1
// would need that sum split too, so it is left alone.
// CHECK: #[[WINDOW:.+]] = affine_map<(d0, d1) -> (d0 * 70000 + d1)>
// CHECK-LABEL: func.func @window_sum
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.generic {indexing_maps = [#[[WINDOW]],
func.func @window_sum(%x: tensor<140000xf32>, %w: tensor<70000xf32>) -> tensor<2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 70000 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x, %w : tensor<140000xf32>, tensor<70000xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%in: f32, %unused: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
