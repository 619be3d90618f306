// RUN: iree-opt --split-input-file --iree-flow-split-reduction="contraction-max-outputs=65536" --cse %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-flow-split-reduction %s | FileCheck %s --check-prefix=DEFAULT

// Split-K, as GPU targets ask for it: an MLP layer's 32 x 512 outputs over
// K = 784 are 16 tiles of 32 x 32 for a GPU of 128 multiprocessors. The
// smallest number of parts reaching 262144 partial results would be 16,
// but 784 only splits into parts of a multiple of 16 elements (the matmul
// kernel's K step), at least 64, as 7 parts of 112. Without the option
// nothing is split (a CPU's cores are busy without).
// CHECK-LABEL: func.func @mlp_layer
// CHECK-DAG: tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2]] output_shape [32, 7, 112]
// CHECK-DAG: tensor.expand_shape %{{.+}} {{\[}}[0, 1], [2]] output_shape [7, 112, 512]
// CHECK: %[[PARTS:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<7x32x512xf32>)
// CHECK: linalg.generic {{.+}} iterator_types = ["reduction", "parallel", "parallel"]} ins(%[[PARTS]] : tensor<7x32x512xf32>)
// DEFAULT-LABEL: func.func @mlp_layer
// DEFAULT-NOT: tensor.expand_shape
// DEFAULT: linalg.matmul
func.func @mlp_layer(%a: tensor<32x784xf32>, %b: tensor<784x512xf32>) -> tensor<32x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<32x512xf32>) -> tensor<32x512xf32>
  %r = linalg.matmul ins(%a, %b : tensor<32x784xf32>, tensor<784x512xf32>) outs(%init : tensor<32x512xf32>) -> tensor<32x512xf32>
  return %r : tensor<32x512xf32>
}

// -----

// 128 x 256 outputs over K = 1024 (an encoder's feed-forward projection):
// 8 parts of 128 give 262144 partial results.
// CHECK-LABEL: func.func @ffn_down
// CHECK: linalg.generic {{.+}} outs(%{{.+}} : tensor<8x128x256xf32>)
func.func @ffn_down(%a: tensor<128x1024xf32>, %b: tensor<1024x256xf32>) -> tensor<128x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%init : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %r : tensor<128x256xf32>
}

// -----

// Left alone: a short K (256 < 512), many outputs (1024 x 1024 > 65536),
// and few outputs (32 x 10 <= 1024, the general rule's, whose K of 512 is
// too short for it).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: tensor.expand_shape
// CHECK-COUNT-3: linalg.matmul
func.func @left_alone(%a: tensor<128x256xf32>, %b: tensor<256x256xf32>, %c: tensor<1024x512xf32>, %d: tensor<512x1024xf32>, %e: tensor<32x512xf32>, %f: tensor<512x10xf32>) -> (tensor<128x256xf32>, tensor<1024x1024xf32>, tensor<32x10xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<128x256xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %r0 = linalg.matmul ins(%a, %b : tensor<128x256xf32>, tensor<256x256xf32>) outs(%i0 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %e1 = tensor.empty() : tensor<1024x1024xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %r1 = linalg.matmul ins(%c, %d : tensor<1024x512xf32>, tensor<512x1024xf32>) outs(%i1 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e2 = tensor.empty() : tensor<32x10xf32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x10xf32>) -> tensor<32x10xf32>
  %r2 = linalg.matmul ins(%e, %f : tensor<32x512xf32>, tensor<512x10xf32>) outs(%i2 : tensor<32x10xf32>) -> tensor<32x10xf32>
  return %r0, %r1, %r2 : tensor<128x256xf32>, tensor<1024x1024xf32>, tensor<32x10xf32>
}

// -----

// A dynamic batch counts as contraction-dynamic-size (32) rows: the layer
// is split as its batch-32 version is, the partial results sized by the
// batch.
// CHECK-LABEL: func.func @dynamic_batch
// CHECK-SAME: (%[[A:.+]]: tensor<?x784xf32>
// CHECK: %[[N:.+]] = tensor.dim %[[A]]
// CHECK: tensor.expand_shape %[[A]] {{\[}}[0], [1, 2]] output_shape [%[[N]], 7, 112]
// CHECK: tensor.empty(%{{.+}}) : tensor<7x?x512xf32>
// CHECK: %[[PARTS:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<7x?x512xf32>)
// CHECK: linalg.generic {{.+}} iterator_types = ["reduction", "parallel", "parallel"]} ins(%[[PARTS]] : tensor<7x?x512xf32>) outs(%{{.+}} : tensor<?x512xf32>)
// DEFAULT-LABEL: func.func @dynamic_batch
// DEFAULT-NOT: tensor.expand_shape
func.func @dynamic_batch(%a: tensor<?x784xf32>, %b: tensor<784x512xf32>) -> tensor<?x512xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x784xf32>
  %e = tensor.empty(%n) : tensor<?x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<?x512xf32>) -> tensor<?x512xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x784xf32>, tensor<784x512xf32>) outs(%init : tensor<?x512xf32>) -> tensor<?x512xf32>
  return %r : tensor<?x512xf32>
}

// -----

// A dynamic reduction is left alone (its parts would have no static size).
// CHECK-LABEL: func.func @dynamic_reduction
// CHECK-NOT: tensor.expand_shape
func.func @dynamic_reduction(%a: tensor<32x?xf32>, %b: tensor<?x512xf32>) -> tensor<32x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<32x512xf32>) -> tensor<32x512xf32>
  %r = linalg.matmul ins(%a, %b : tensor<32x?xf32>, tensor<?x512xf32>) outs(%init : tensor<32x512xf32>) -> tensor<32x512xf32>
  return %r : tensor<32x512xf32>
}
