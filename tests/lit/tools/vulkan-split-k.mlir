// Vulkan targets split matmuls whose outputs make few tiles along K: the
// second layer of an MLP (256 x 1024 outputs, 64 tiles of 64 x 64, K = 4096)
// runs as 8 parts of 512 (2M partial results, about four waves of tiles on
// an H100) and a dispatch adding them; the first layer (256 x 4096 outputs)
// has tiles enough and stays whole. llvm-cpu splits neither.
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv --iree-vulkan-target=hopper %s --compile-to=flow -o - | FileCheck %s
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu %s --compile-to=flow -o - | FileCheck %s --check-prefix=CPU
// CHECK-DAG: flow.executable private @main_dispatch_{{[0-9]+}}_matmul_256x4096x1024_f32
// CHECK-DAG: flow.executable private @main_dispatch_{{[0-9]+}}_contract_8x256x1024x512_f32
// CPU-DAG: flow.executable private @main_dispatch_{{[0-9]+}}_matmul_256x4096x1024_f32
// CPU-DAG: flow.executable private @main_dispatch_{{[0-9]+}}_matmul_256x1024x4096_f32
// CPU-NOT: contract_
func.func @main(%x: tensor<256x1024xf32>, %w1: tensor<1024x4096xf32>, %w2: tensor<4096x1024xf32>) -> tensor<256x1024xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<256x1024xf32>, tensor<1024x4096xf32>) -> tensor<256x4096xf32>
  %o = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0] : (tensor<256x4096xf32>, tensor<4096x1024xf32>) -> tensor<256x1024xf32>
  return %o : tensor<256x1024xf32>
}
