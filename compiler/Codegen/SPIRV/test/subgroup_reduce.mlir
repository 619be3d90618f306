// RUN: iree-opt --split-input-file --iree-spirv-subgroup-reduce %s | FileCheck %s

// A max over rows: one row per subgroup; each lane folds every
// subgroup-size-th element from -inf (the same number of steps on every
// lane, lanes past the end folding -inf), the lanes combine with a subgroup
// max (plus a NaN check, as maximumf propagates NaN), and lane 0 updates the
// output.
// CHECK-LABEL: func.func @row_max
// CHECK-DAG: %[[SG:.+]] = gpu.subgroup_id
// CHECK-DAG: %[[NSG:.+]] = gpu.num_subgroups
// CHECK-DAG: %[[LANE:.+]] = gpu.lane_id
// CHECK-DAG: %[[LANES:.+]] = gpu.subgroup_size
// CHECK: scf.for %{{.+}} = %[[SG]] to %{{.+}} step %[[NSG]]
// CHECK: %[[PART:.+]] = scf.for %[[E:.+]] = %{{.+}} to %{{.+}} step %[[LANES]] iter_args
// CHECK: arith.addi %[[E]], %[[LANE]]
// CHECK: arith.select
// CHECK: arith.maximumf
// CHECK: gpu.subgroup_reduce maxnumf %[[PART]]
// CHECK: arith.cmpf uno, %[[PART]], %[[PART]]
// CHECK: gpu.subgroup_reduce maxsi
// CHECK: arith.select
// CHECK: scf.if
// CHECK: memref.store
// CHECK-NOT: linalg.reduce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform, GroupNonUniformArithmetic], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @row_max(%in: memref<4x512xf32>, %out: memref<4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  linalg.fill ins(%ninf : f32) outs(%out : memref<4xf32>)
  linalg.reduce ins(%in : memref<4x512xf32>) outs(%out : memref<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %m = arith.maximumf %x, %acc : f32
      linalg.yield %m : f32
    }
  return
}
}

// -----

// A reduction over the outer dimension is left alone.
// CHECK-LABEL: func.func @column_sum
// CHECK-NOT: gpu.subgroup_reduce
// CHECK: linalg.reduce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform, GroupNonUniformArithmetic], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @column_sum(%in: memref<512x4xf32>, %out: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<4xf32>)
  linalg.reduce ins(%in : memref<512x4xf32>) outs(%out : memref<4xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
}

// -----

// A target without subgroup arithmetic keeps the per-invocation reduction.
// CHECK-LABEL: func.func @no_subgroups
// CHECK-NOT: gpu.subgroup_reduce
// CHECK: linalg.reduce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @no_subgroups(%in: memref<4x512xf32>, %out: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<4xf32>)
  linalg.reduce ins(%in : memref<4x512xf32>) outs(%out : memref<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
}
