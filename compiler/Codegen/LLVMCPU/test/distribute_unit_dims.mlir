// RUN: iree-opt --iree-llvmcpu-distribute-to-workgroups --canonicalize %s | FileCheck %s

// A convolution over one image: the unit batch loop is not a candidate, so
// the grid splits the two spatial loops 8 x 8 (64 workgroups of 7 x 7
// pixels) rather than only the rows (56 workgroups, 3.5 per core on 16).
// CHECK-LABEL: func.func @conv_one_image
// CHECK-SAME: iree.workgroup_count = array<i64: 8, 8, 1>
// CHECK: scf.forall
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} -> tensor<1x7x7x64xf32>
func.func @conv_one_image(%in: memref<1x58x58x64xf32>, %f: memref<3x3x64x64xf32>, %out: memref<1x56x56x64xf32>) {
  %tin = bufferization.to_tensor %in restrict : memref<1x58x58x64xf32> to tensor<1x58x58x64xf32>
  %tf = bufferization.to_tensor %f restrict : memref<3x3x64x64xf32> to tensor<3x3x64x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x56x56x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%tin, %tf : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>) outs(%init : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x56x56x64xf32>, memref<1x56x56x64xf32>) -> ()
  return
}
