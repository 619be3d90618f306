// The 256^3 f32 matmul module_benchmark.cc runs compiled three ways: vmvx
// with microkernels, vmvx without them, and llvm-cpu.
func.func @matmul(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<256x256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x256xf32>, tensor<256x256xf32>) outs(%init : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}
