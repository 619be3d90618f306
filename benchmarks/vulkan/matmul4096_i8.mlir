// The 4096^3 i8 matmul of the Vulkan performance target (docs/performance.md):
// i8 operands, i32 products and result (as JAX's int8 matmul with
// preferred_element_type=int32).
func.func @matmul(%a: tensor<4096x4096xi8>, %b: tensor<4096x4096xi8>) -> tensor<4096x4096xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<4096x4096xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<4096x4096xi32>) -> tensor<4096x4096xi32>
  %c = linalg.matmul ins(%a, %b : tensor<4096x4096xi8>, tensor<4096x4096xi8>) outs(%init : tensor<4096x4096xi32>) -> tensor<4096x4096xi32>
  return %c : tensor<4096x4096xi32>
}
