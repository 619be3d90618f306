// RUN: not iree-opt --iree-spirv-cooperative-matmul %s 2>&1 | FileCheck %s

// An attribute of the wrong length is an error, not a silently skipped
// kernel.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniform, Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_size = [1024, 1024, 64], max_compute_shared_memory_size = 49152, subgroup_size = 32>>} {
// CHECK: error: iree.spirv.cooperative_matmul_tile must be [TM, TN, FM, FN, TK, STAGES]
func.func @bad_attribute(%a: memref<64x32xf16>, %b: memref<32x64xf16>, %out: memref<64x64xf16>) attributes {iree.spirv.cooperative_matmul_tile = array<i64: 32, 32, 1, 1>, iree.spirv.workgroup_size = 128 : i64} {
  return
}
}
