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

// -----

// A classifier's matmul (10 columns, no kernel tile fits): each output is a
// row of products; a lane loads its elements of A and B, multiplies, and
// adds into its partial sum.
// CHECK-LABEL: func.func @classifier
// CHECK-DAG: %[[LANE:.+]] = gpu.lane_id
// CHECK-DAG: %[[LANES:.+]] = gpu.subgroup_size
// CHECK: scf.for %[[ROW:.+]] = %{{.+}} to %[[ROWS:.+]] step
// CHECK-DAG: %[[N:.+]] = arith.remui %[[ROW]]
// CHECK-DAG: %[[M:.+]] = arith.divui %[[ROW]]
// CHECK: scf.for %[[E:.+]] = %{{.+}} to %{{.+}} step %[[LANES]] iter_args(%[[ACC:.+]] =
// CHECK: %[[POS:.+]] = arith.addi %[[E]], %[[LANE]]
// CHECK: %[[K:.+]] = arith.minui %[[POS]]
// CHECK-DAG: %[[A:.+]] = memref.load %{{.+}}[%[[M]], %[[K]]]
// CHECK-DAG: %[[B:.+]] = memref.load %{{.+}}[%[[K]], %[[N]]]
// CHECK: %[[P:.+]] = arith.mulf %[[A]], %[[B]]
// CHECK: %[[V:.+]] = arith.select %{{.+}}, %[[P]]
// CHECK: arith.addf %[[ACC]], %[[V]]
// CHECK: gpu.subgroup_reduce add
// CHECK-NOT: linalg.matmul
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform, GroupNonUniformArithmetic], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384, subgroup_size = 32>>} {
func.func @classifier(%a: memref<32x512xf32>, %b: memref<512x10xf32>, %c: memref<32x10xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<32x10xf32>)
  linalg.matmul ins(%a, %b : memref<32x512xf32>, memref<512x10xf32>) outs(%c : memref<32x10xf32>)
  return
}
}

// -----

// Mixed precision: the body's extensions are cloned into the lane loop.
// CHECK-LABEL: func.func @int8_contract
// CHECK: arith.extsi %{{.+}} : i8 to i32
// CHECK: arith.extsi %{{.+}} : i8 to i32
// CHECK: arith.muli
// CHECK: arith.addi
// CHECK: gpu.subgroup_reduce add
// CHECK-NOT: linalg.generic
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform, GroupNonUniformArithmetic], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384, subgroup_size = 32>>} {
func.func @int8_contract(%a: memref<4x128xi8>, %b: memref<8x128xi8>, %c: memref<4x8xi32>) {
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%c : memref<4x8xi32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<4x128xi8>, memref<8x128xi8>) outs(%c : memref<4x8xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %p, %acc : i32
    linalg.yield %s : i32
  }
  return
}
}

// -----

// A contraction over fewer elements than a subgroup has lanes stays as it
// is (most lanes would idle).
// CHECK-LABEL: func.func @short_contraction
// CHECK: linalg.matmul
// CHECK-NOT: gpu.subgroup_reduce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform, GroupNonUniformArithmetic], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384, subgroup_size = 32>>} {
func.func @short_contraction(%a: memref<32x16xf32>, %b: memref<16x10xf32>, %c: memref<32x10xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<32x10xf32>)
  linalg.matmul ins(%a, %b : memref<32x16xf32>, memref<16x10xf32>) outs(%c : memref<32x10xf32>)
  return
}
}

// -----

// Two row sums of a layer norm share one fill after CSE: the second output
// is initialized by a copy of the first's, and the first reduction's output
// was filled before the other ops: both become subgroup reductions.
// CHECK-LABEL: func.func @shared_init
// CHECK-COUNT-2: gpu.subgroup_reduce add
// CHECK-NOT: linalg.reduce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform, GroupNonUniformArithmetic], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384, subgroup_size = 32>>} {
func.func @shared_init(%in: memref<1x256xf32>, %sq: memref<1x256xf32>, %a: memref<1xf32>, %b: memref<1xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%b : memref<1xf32>)
  linalg.copy ins(%b : memref<1xf32>) outs(%a : memref<1xf32>)
  linalg.reduce ins(%in : memref<1x256xf32>) outs(%a : memref<1xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  linalg.reduce ins(%sq : memref<1x256xf32>) outs(%b : memref<1xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
}
