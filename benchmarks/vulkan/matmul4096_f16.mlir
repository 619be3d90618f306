// The 4096^3 f16 matmul of the Vulkan performance target (docs/performance.md):
// f16 operands and result, f32 accumulation (cooperative matrices on hopper).
func.func @matmul(%a: tensor<4096x4096xf16>, %b: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  %zero = arith.constant 0.0 : f16
  %empty = tensor.empty() : tensor<4096x4096xf16>
  %init = linalg.fill ins(%zero : f16) outs(%empty : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  %c = linalg.matmul ins(%a, %b : tensor<4096x4096xf16>, tensor<4096x4096xf16>) outs(%init : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %c : tensor<4096x4096xf16>
}
