// RUN: not iree-opt --iree-spirv-lowering-pipeline %s 2>&1 | FileCheck %s

// A temporary (the transposed input, not written in place) larger than the
// target's workgroup memory is one clear error naming both sizes.
// CHECK: error: dispatch needs 32768 bytes of workgroup memory for its temporaries; the Vulkan target has 16384
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @big_temporary(%a: memref<64x128xf32>, %out: memref<128x64xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<64x128xf32> to tensor<64x128xf32>
  %e = tensor.empty() : tensor<128x64xf32>
  %t = linalg.transpose ins(%ta : tensor<64x128xf32>) outs(%e : tensor<128x64xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<128x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<128x64xf32>) outs(%e2 : tensor<128x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<128x64xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<128x64xf32>, memref<128x64xf32>) -> ()
  return
}
}
