// RUN: iree-opt --iree-flow-split-reduction="contraction-max-outputs=262144 contraction-target-outputs=2097152" %s | FileCheck %s

// 128 x 128 outputs over K = 8192 would reach 2M partial results only with
// 128 parts of 64 (8 MiB of partials for a 64 KiB result): at most 16 parts
// are taken, of 512.
// CHECK-LABEL: func.func @long_k
// CHECK: linalg.generic {{.+}} outs(%{{.+}} : tensor<16x128x128xf32>)
// CHECK-NOT: tensor<128x128x128xf32>
func.func @long_k(%a: tensor<128x8192xf32>, %b: tensor<8192x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x8192xf32>, tensor<8192x128xf32>) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}
