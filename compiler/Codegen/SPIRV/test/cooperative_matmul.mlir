// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline="target=hopper native-f16=true" %s | FileCheck %s
// (Not validated with spirv-val: Debian 12's SPIRV-Tools predate
// SPV_KHR_cooperative_matrix; the H100 runs of the e2e tests cover it.)

// An f16 matmul with the cooperative-matrix strategy (as
// iree-spirv-select-kernel-strategies sets it on hopper): 64x64 tiles of C,
// 2 x 2 subgroups of 2 x 2 fragments. Each K step of 16 loads the next step's
// fragments from the f16 bindings (arrays of f16, not packed words) and
// multiplies the current ones into f32 accumulators; the accumulators pass
// through 32 x 64 f32 of workgroup memory (512 quads of i32) in two rounds,
// converted to f16 a quad per invocation on the way to the output.
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<512 x vector<4xi32>>)>, Workgroup>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<32768 x f16, stride=2> [0])>, StorageBuffer>
// CHECK: spirv.func @mm
// CHECK: spirv.CompositeConstruct %{{.+}} : (f32) -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
// CHECK: spirv.mlir.loop
// CHECK-COUNT-2: spirv.KHR.CooperativeMatrixLoad {{.*}} -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
// CHECK-COUNT-2: spirv.KHR.CooperativeMatrixLoad {{.*}} -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>
// CHECK-COUNT-4: spirv.KHR.CooperativeMatrixMulAdd
// CHECK: spirv.KHR.CooperativeMatrixStore {{.*}} : !spirv.ptr<vector<4xi32>, Workgroup>, !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
// CHECK: spirv.ControlBarrier
// CHECK: spirv.Load "Workgroup" %{{.+}} : vector<4xi32>
// CHECK: spirv.Bitcast %{{.+}} : i32 to f32
// CHECK: spirv.FConvert %{{.+}} : f32 to f16
// CHECK: spirv.Store "StorageBuffer" %{{.+}}, %{{.+}} : f16
// CHECK: spirv.ExecutionMode @mm "LocalSize", 128, 1, 1
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniform, Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_size = [1024, 1024, 64], max_compute_shared_memory_size = 49152, subgroup_size = 32>>} {
func.func @mm(%a: memref<256x128xf16>, %b: memref<128x256xf16>, %out: memref<256x256xf16>) attributes {iree.spirv.cooperative_matmul_tile = array<i64: 64, 64, 2, 2, 0, 0>, iree.spirv.workgroup_size = 128 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<256x128xf16> to tensor<256x128xf16>
  %tb = bufferization.to_tensor %b restrict : memref<128x256xf16> to tensor<128x256xf16>
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x256xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<256x256xf16>) -> tensor<256x256xf16>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 64, 64, 0>} ins(%ta, %tb : tensor<256x128xf16>, tensor<128x256xf16>) outs(%init : tensor<256x256xf16>) -> tensor<256x256xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x256xf16>, memref<256x256xf16>) -> ()
  return
}
}

// -----

// Without the CooperativeMatrixKHR capability in the module's environment
// the strategy is ignored: the matmul takes the generic path and the f16
// bindings stay packed words.
// CHECK-LABEL: spirv.module
// CHECK-NOT: coopmatrix
// CHECK: spirv.GlobalVariable @{{.+}} bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<1024 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-NOT: coopmatrix
// CHECK: spirv.func @no_capability
// CHECK-NOT: coopmatrix
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @no_capability(%a: memref<64x32xf16>, %b: memref<32x64xf16>, %out: memref<64x64xf16>) attributes {iree.spirv.cooperative_matmul_tile = array<i64: 32, 32, 1, 1, 0, 0>, iree.spirv.workgroup_size = 128 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<64x32xf16> to tensor<64x32xf16>
  %tb = bufferization.to_tensor %b restrict : memref<32x64xf16> to tensor<32x64xf16>
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<64x64xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<64x64xf16>) -> tensor<64x64xf16>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 32, 32, 0>} ins(%ta, %tb : tensor<64x32xf16>, tensor<32x64xf16>) outs(%init : tensor<64x64xf16>) -> tensor<64x64xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<64x64xf16>, memref<64x64xf16>) -> ()
  return
}
}

// -----

// 128x128 tiles stage each 32-deep slice of A (128 x 40 f16, rows padded by
// 8) and B (32 x 136 f16) in workgroup memory, 1184 quads that the
// accumulators reuse after the loop: every invocation loads 16-byte quads of
// the slices from the bindings (arrays of quads of i32) one slice ahead and
// stores them between two barriers; the subgroups load their fragments from
// the quads.
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<1184 x vector<4xi32>>)>, Workgroup>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<2048 x vector<4xi32>, stride=16> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<2048 x vector<4xi32>, stride=16> [0])>, StorageBuffer>
// CHECK: spirv.func @staged
// CHECK-COUNT-8: spirv.Load "StorageBuffer" %{{.+}} : vector<4xi32>
// CHECK: spirv.mlir.loop
// CHECK: spirv.ControlBarrier
// CHECK-COUNT-8: spirv.Store "Workgroup" %{{.+}}, %{{.+}} : vector<4xi32>
// CHECK-NEXT: spirv.ControlBarrier
// CHECK-COUNT-8: spirv.Load "StorageBuffer" %{{.+}} : vector<4xi32>
// CHECK: spirv.KHR.CooperativeMatrixLoad {{.*}} : !spirv.ptr<vector<4xi32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
// CHECK: spirv.KHR.CooperativeMatrixLoad {{.*}} : !spirv.ptr<vector<4xi32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>
// CHECK: spirv.KHR.CooperativeMatrixMulAdd
// CHECK: spirv.mlir.merge
// CHECK-NOT: spirv.mlir.selection
// CHECK: spirv.ControlBarrier
// CHECK-NOT: spirv.mlir.selection
// CHECK: spirv.KHR.CooperativeMatrixStore
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniform, Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_size = [1024, 1024, 64], max_compute_shared_memory_size = 49152, subgroup_size = 32>>} {
func.func @staged(%a: memref<256x64xf16>, %b: memref<64x256xf16>, %out: memref<256x256xf16>) attributes {iree.spirv.cooperative_matmul_tile = array<i64: 128, 128, 4, 4, 32, 1>, iree.spirv.workgroup_size = 128 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<256x64xf16> to tensor<256x64xf16>
  %tb = bufferization.to_tensor %b restrict : memref<64x256xf16> to tensor<64x256xf16>
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x256xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<256x256xf16>) -> tensor<256x256xf16>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 128, 128, 0>} ins(%ta, %tb : tensor<256x64xf16>, tensor<64x256xf16>) outs(%init : tensor<256x256xf16>) -> tensor<256x256xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x256xf16>, memref<256x256xf16>) -> ()
  return
}
}

// -----

// i8 operands into i32 (with the Int8 capability getModuleTargetEnv adds):
// always staged (64-deep slices here), the bindings arrays of quads, the
// fragments 16 x 32 of signed i8, the products marked signed.
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<512 x vector<4xi32>, stride=16> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<4096 x i32, stride=4> [0])>, StorageBuffer>
// CHECK: spirv.func @mm_i8
// CHECK: spirv.CompositeConstruct %{{.+}} : (i32) -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK: spirv.mlir.loop
// CHECK: spirv.KHR.CooperativeMatrixLoad {{.*}} : !spirv.ptr<vector<4xi32>, Workgroup>, i32 -> !spirv.coopmatrix<16x32xsi8, Subgroup, MatrixA>
// CHECK: spirv.KHR.CooperativeMatrixLoad {{.*}} : !spirv.ptr<vector<4xi32>, Workgroup>, i32 -> !spirv.coopmatrix<32x16xsi8, Subgroup, MatrixB>
// CHECK: spirv.KHR.CooperativeMatrixMulAdd {{.*}}, <ASigned|BSigned|CSigned|ResultSigned> : !spirv.coopmatrix<16x32xsi8, Subgroup, MatrixA>, !spirv.coopmatrix<32x16xsi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK: spirv.KHR.CooperativeMatrixStore {{.*}} !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK-NOT: spirv.Bitcast
// CHECK: spirv.Store "StorageBuffer" %{{.+}}, %{{.+}} : i32
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniform, Int8, Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_size = [1024, 1024, 64], max_compute_shared_memory_size = 49152, subgroup_size = 32>>} {
func.func @mm_i8(%a: memref<64x128xi8>, %b: memref<128x64xi8>, %out: memref<64x64xi32>) attributes {iree.spirv.cooperative_matmul_tile = array<i64: 32, 32, 1, 1, 64, 1>, iree.spirv.workgroup_size = 128 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<64x128xi8> to tensor<64x128xi8>
  %tb = bufferization.to_tensor %b restrict : memref<128x64xi8> to tensor<128x64xi8>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<64x64xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<64x64xi32>) -> tensor<64x64xi32>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 32, 32, 0>} ins(%ta, %tb : tensor<64x128xi8>, tensor<128x64xi8>) outs(%init : tensor<64x64xi32>) -> tensor<64x64xi32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<64x64xi32>, memref<64x64xi32>) -> ()
  return
}
}

// -----

// Two slice buffers (STAGES = 2): each trip covers two 32-deep slices at
// fixed offsets (1184 quads apart), one barrier each; the first slice is
// stored before the loop.
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<2368 x vector<4xi32>>)>, Workgroup>
// CHECK: spirv.func @two_stages
// CHECK-COUNT-8: spirv.Store "Workgroup" %{{.+}}, %{{.+}} : vector<4xi32>
// CHECK: spirv.mlir.loop
// CHECK: spirv.ControlBarrier
// CHECK-COUNT-8: spirv.Store "Workgroup" %{{.+}}, %{{.+}} : vector<4xi32>
// CHECK-COUNT-8: spirv.Load "StorageBuffer" %{{.+}} : vector<4xi32>
// CHECK-COUNT-16: spirv.KHR.CooperativeMatrixMulAdd
// CHECK: spirv.ControlBarrier
// CHECK-COUNT-8: spirv.Store "Workgroup" %{{.+}}, %{{.+}} : vector<4xi32>
// CHECK-COUNT-8: spirv.Load "StorageBuffer" %{{.+}} : vector<4xi32>
// CHECK-COUNT-16: spirv.KHR.CooperativeMatrixMulAdd
// CHECK: spirv.mlir.merge
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniform, Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_size = [1024, 1024, 64], max_compute_shared_memory_size = 49152, subgroup_size = 32>>} {
func.func @two_stages(%a: memref<256x128xf16>, %b: memref<128x256xf16>, %out: memref<256x256xf16>) attributes {iree.spirv.cooperative_matmul_tile = array<i64: 128, 128, 4, 4, 32, 2>, iree.spirv.workgroup_size = 128 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<256x128xf16> to tensor<256x128xf16>
  %tb = bufferization.to_tensor %b restrict : memref<128x256xf16> to tensor<128x256xf16>
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x256xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<256x256xf16>) -> tensor<256x256xf16>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 128, 128, 0>} ins(%ta, %tb : tensor<256x128xf16>, tensor<128x256xf16>) outs(%init : tensor<256x256xf16>) -> tensor<256x256xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x256xf16>, memref<256x256xf16>) -> ()
  return
}
}


// -----

// A 128x256 tile of 2 x 4 subgroups (256 invocations, each subgroup still
// 4 x 4 fragments): each invocation copies 2 quads of every A slice (128 x 4
// quads) and 4 of every B slice (32 x 32 quads); the accumulators leave
// through 2 x 16 rows of 256 f32 (2048 quads, more than a slice's 1696).
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<2048 x vector<4xi32>>)>, Workgroup>
// CHECK: spirv.func @eight_subgroups
// CHECK-COUNT-6: spirv.Load "StorageBuffer" %{{.+}} : vector<4xi32>
// CHECK-NOT: spirv.Load "StorageBuffer" %{{.+}} : vector<4xi32>
// CHECK: spirv.mlir.loop
// CHECK: spirv.ControlBarrier
// CHECK-COUNT-6: spirv.Store "Workgroup" %{{.+}}, %{{.+}} : vector<4xi32>
// CHECK-NEXT: spirv.ControlBarrier
// CHECK-COUNT-16: spirv.KHR.CooperativeMatrixMulAdd
// CHECK: spirv.ExecutionMode @eight_subgroups "LocalSize", 256, 1, 1
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniform, Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_size = [1024, 1024, 64], max_compute_shared_memory_size = 49152, subgroup_size = 32>>} {
func.func @eight_subgroups(%a: memref<128x64xf16>, %b: memref<64x256xf16>, %out: memref<128x256xf16>) attributes {iree.spirv.cooperative_matmul_tile = array<i64: 128, 256, 4, 4, 32, 1>, iree.spirv.workgroup_size = 256 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<128x64xf16> to tensor<128x64xf16>
  %tb = bufferization.to_tensor %b restrict : memref<64x256xf16> to tensor<64x256xf16>
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<128x256xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<128x256xf16>) -> tensor<128x256xf16>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 128, 256, 0>} ins(%ta, %tb : tensor<128x64xf16>, tensor<64x256xf16>) outs(%init : tensor<128x256xf16>) -> tensor<128x256xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<128x256xf16>, memref<128x256xf16>) -> ()
  return
}
}
