// RUN: not iree-opt --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s 2>&1 | FileCheck %s

// More push constants than the 128 bytes every Vulkan device has is one
// error naming both sizes.
// CHECK: error: dispatch takes 33 push constants (132 bytes); Vulkan guarantees 128
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @many_constants(%out: memref<4xi32>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %c5: i32, %c6: i32, %c7: i32, %c8: i32, %c9: i32, %c10: i32, %c11: i32, %c12: i32, %c13: i32, %c14: i32, %c15: i32, %c16: i32, %c17: i32, %c18: i32, %c19: i32, %c20: i32, %c21: i32, %c22: i32, %c23: i32, %c24: i32, %c25: i32, %c26: i32, %c27: i32, %c28: i32, %c29: i32, %c30: i32, %c31: i32, %c32: i32) {
  %e = tensor.empty() : tensor<4xi32>
  %f = linalg.fill ins(%c32 : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  bufferization.materialize_in_destination %f in restrict writable %out : (tensor<4xi32>, memref<4xi32>) -> ()
  return
}
}
