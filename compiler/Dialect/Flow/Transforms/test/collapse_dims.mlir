// RUN: iree-opt --split-input-file --iree-flow-collapse-dims %s | FileCheck %s

// A classifier over a 7x7x64 feature map: the three reduction loops are
// contiguous in both operands and become one of 3136.
// CHECK-LABEL: func.func @dense_over_feature_map
// CHECK-SAME: (%[[X:.+]]: tensor<8x7x7x64xf32>, %[[W:.+]]: tensor<7x7x64x10xf32>
// CHECK-DAG: %[[XC:.+]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1, 2, 3]] : tensor<8x7x7x64xf32> into tensor<8x3136xf32>
// CHECK-DAG: %[[WC:.+]] = tensor.collapse_shape %[[W]] {{\[}}[0, 1, 2], [3]] : tensor<7x7x64x10xf32> into tensor<3136x10xf32>
// CHECK: linalg.matmul ins(%[[XC]], %[[WC]] : tensor<8x3136xf32>, tensor<3136x10xf32>)
func.func @dense_over_feature_map(%x: tensor<8x7x7x64xf32>, %w: tensor<7x7x64x10xf32>, %init: tensor<8x10xf32>) -> tensor<8x10xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, n, h, w, c) -> (b, h, w, c)>, affine_map<(b, n, h, w, c) -> (h, w, c, n)>, affine_map<(b, n, h, w, c) -> (b, n)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<8x7x7x64xf32>, tensor<7x7x64x10xf32>) outs(%init : tensor<8x10xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x10xf32>
  return %r : tensor<8x10xf32>
}

// -----

// Reduction loops in different orders in the two operands cannot be merged
// by reshapes: the op stays as it is.
// CHECK-LABEL: func.func @not_contiguous
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic
// CHECK-SAME: "reduction", "reduction"
func.func @not_contiguous(%x: tensor<4x8x16xf32>, %w: tensor<16x8x2xf32>, %init: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k1, k2) -> (m, k1, k2)>, affine_map<(m, n, k1, k2) -> (k2, k1, n)>, affine_map<(m, n, k1, k2) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x, %w : tensor<4x8x16xf32>, tensor<16x8x2xf32>) outs(%init : tensor<4x2xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

// A sum over two contiguous dimensions that is no contraction collapses but
// stays a generic.
// CHECK-LABEL: func.func @sum_two_dims
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0], [1, 2]] : tensor<4x8x16xf32> into tensor<4x128xf32>
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
func.func @sum_two_dims(%x: tensor<4x8x16xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(m, k1, k2) -> (m, k1, k2)>, affine_map<(m, k1, k2) -> (m)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x : tensor<4x8x16xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Attention's scores over 1 x 4 heads: the two batch loops merge and the op
// is a batch matmul.
// CHECK-LABEL: func.func @two_batch_loops
// CHECK-DAG: %[[Q:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
// CHECK-DAG: %[[K:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0, 1], [2], [3]] : tensor<1x4x64x128xf32> into tensor<4x64x128xf32>
// CHECK: %[[S:.+]] = linalg.batch_matmul ins(%[[Q]], %[[K]] : tensor<4x128x64xf32>, tensor<4x64x128xf32>)
// CHECK: tensor.expand_shape %[[S]] {{\[}}[0, 1], [2], [3]]
func.func @two_batch_loops(%q: tensor<1x4x128x64xf32>, %k: tensor<1x4x64x128xf32>, %init: tensor<1x4x128x128xf32>) -> tensor<1x4x128x128xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b0, b1, m, n, k) -> (b0, b1, m, k)>, affine_map<(b0, b1, m, n, k) -> (b0, b1, k, n)>, affine_map<(b0, b1, m, n, k) -> (b0, b1, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x4x128x64xf32>, tensor<1x4x64x128xf32>) outs(%init : tensor<1x4x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x4x128x128xf32>
  return %r : tensor<1x4x128x128xf32>
}

// -----

// The reshape back to 1 x 4 moves past the scale of the scores, which then
// consumes the batch matmul directly (and joins its dispatch).
// CHECK-LABEL: func.func @scaled_scores
// CHECK: %[[S:.+]] = linalg.batch_matmul
// CHECK: %[[SCALED:.+]] = linalg.generic {{.+}} ins(%[[S]] : tensor<4x128x128xf32>)
// CHECK: arith.mulf
// CHECK: tensor.expand_shape %[[SCALED]] {{\[}}[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
func.func @scaled_scores(%q: tensor<1x4x128x64xf32>, %k: tensor<1x4x64x128xf32>, %init: tensor<1x4x128x128xf32>) -> tensor<1x4x128x128xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b0, b1, m, n, k) -> (b0, b1, m, k)>, affine_map<(b0, b1, m, n, k) -> (b0, b1, k, n)>, affine_map<(b0, b1, m, n, k) -> (b0, b1, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x4x128x64xf32>, tensor<1x4x64x128xf32>) outs(%init : tensor<1x4x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x4x128x128xf32>
  %c = arith.constant 0.125 : f32
  %e = tensor.empty() : tensor<1x4x128x128xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<1x4x128x128xf32>) outs(%e : tensor<1x4x128x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %c : f32
    linalg.yield %m : f32
  } -> tensor<1x4x128x128xf32>
  return %scaled : tensor<1x4x128x128xf32>
}

// -----

// A row reduction's result expanded to 128x1 for its consumer, read at
// (d0, 0): the consumer reads the 128 results at (d0), with no reshape
// between them. A bias expanded from a function argument stays as it is.
// CHECK-LABEL: func.func @row_mean_broadcast
// CHECK-SAME: (%[[X:.+]]: tensor<128x256xf32>, %[[B:.+]]: tensor<256xf32>
// CHECK: %[[MEAN:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<128xf32>)
// CHECK: %[[BIAS:.+]] = tensor.expand_shape %[[B]]
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]], %[[MEAN]], %[[BIAS]] : tensor<128x256xf32>, tensor<128xf32>, tensor<1x256xf32>)
func.func @row_mean_broadcast(%x: tensor<128x256xf32>, %b: tensor<256xf32>) -> tensor<128x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<128x256xf32>) outs(%f : tensor<128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  %m = tensor.expand_shape %sum [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
  %bias = tensor.expand_shape %b [[0, 1]] output_shape [1, 256] : tensor<256xf32> into tensor<1x256xf32>
  %o = tensor.empty() : tensor<128x256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m, %bias : tensor<128x256xf32>, tensor<128x1xf32>, tensor<1x256xf32>) outs(%o : tensor<128x256xf32>) {
  ^bb0(%a: f32, %c: f32, %d: f32, %out: f32):
    %s = arith.subf %a, %c : f32
    %t = arith.addf %s, %d : f32
    linalg.yield %t : f32
  } -> tensor<128x256xf32>
  return %r : tensor<128x256xf32>
}
