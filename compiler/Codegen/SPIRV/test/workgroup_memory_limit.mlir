// RUN: not iree-opt --iree-spirv-lowering-pipeline %s 2>&1 | FileCheck %s

// A temporary larger than the target's workgroup memory that cannot be
// recomputed where it is read (a reduction's result, each element a sum of
// 8) is one clear error naming both sizes.
// CHECK: error: dispatch needs 32768 bytes of workgroup memory for its temporaries; the Vulkan target has 16384
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @big_temporary(%a: memref<128x64x8xf32>, %out: memref<64x128xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<128x64x8xf32> to tensor<128x64x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ta : tensor<128x64x8xf32>) outs(%init : tensor<128x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<128x64xf32>
  %e2 = tensor.empty() : tensor<64x128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<128x64xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<64x128xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<64x128xf32>, memref<64x128xf32>) -> ()
  return
}
}
