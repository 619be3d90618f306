// The Vulkan backend's tile choice for 2-D convolutions: one image 56x56,
// 64 -> 64 channels takes the workgroup-memory kernel with 8x8 pixels, 8
// output channels and 16-channel input chunks (fastest of the tiles tried
// on the H100); a batch of 8 images with 64 output channels keeps the
// generic path (its channels would have to be whole per workgroup).
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv --iree-vulkan-target=hopper %s -o %t.vmfb --mlir-print-ir-after-all 2>&1 | FileCheck %s
// CHECK: func.func @main_dispatch_0_contract_1x56x56x64x3x3x64_f32({{.*}}iree.spirv.convolution_tile = array<i64: 8, 8, 8, 16>
// CHECK-NOT: func.func @main_dispatch_1_contract_8x14x14x64x3x3x32_f32({{.*}}convolution_tile
func.func @main(%x: tensor<1x58x58x64xf32>, %w: tensor<3x3x64x64xf32>, %y: tensor<8x16x16x32xf32>, %v: tensor<3x3x32x64xf32>) -> (tensor<1x56x56x64xf32>, tensor<8x14x14x64xf32>) {
  %a = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x56x56x64xf32>
  %b = stablehlo.convolution(%y, %v) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<8x14x14x64xf32>
  return %a, %b : tensor<1x56x56x64xf32>, tensor<8x14x14x64xf32>
}
