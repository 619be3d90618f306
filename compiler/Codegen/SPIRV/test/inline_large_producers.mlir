// RUN: iree-opt --iree-spirv-inline-large-producers=max-producer-bytes=16384 %s | FileCheck %s

// A transpose whose 32768-byte result workgroup memory could not hold is
// recomputed where its consumer reads it: one generic reads the input
// through the transposed map. A 4096-byte producer stays as it is.
// CHECK: #[[TRANSPOSED:.+]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @large_transpose
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[TRANSPOSED]],
// CHECK-SAME: ins(%{{.+}} : tensor<64x128xf32>)
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic
func.func @large_transpose(%a: tensor<64x128xf32>) -> tensor<128x64xf32> {
  %e = tensor.empty() : tensor<128x64xf32>
  %t = linalg.transpose ins(%a : tensor<64x128xf32>) outs(%e : tensor<128x64xf32>) permutation = [1, 0]
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<128x64xf32>) outs(%e : tensor<128x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}

// CHECK-LABEL: func.func @small_producer
// CHECK: math.exp
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @small_producer(%a: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = math.exp %v : f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = arith.mulf %v, %v : f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

// A fill read through a window (a splat filled from an unfoldable value,
// summed in 2 x 2 windows): the sum reads the fill's scalar; no temporary,
// however small.
// CHECK-LABEL: func.func @window_of_fill
// CHECK-SAME: (%[[V:.+]]: f32)
// CHECK-NOT: linalg.fill ins(%[[V]]
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}]
// CHECK-SAME: ins(%[[V]], %{{.+}} : f32, tensor<2x2xf32>)
func.func @window_of_fill(%v: f32) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%o : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 2 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%f, %w : tensor<4x4xf32>, tensor<2x2xf32>) outs(%init : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
