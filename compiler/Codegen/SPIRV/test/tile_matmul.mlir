// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s | awk '/spirv.module/{n++} n==1{print} n==1&&/^  }$/{n++}' > %t.mlir
// RUN: mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv

// A matmul with the kernel strategy (as iree-spirv-select-kernel-strategies
// sets it): 64x64 tiles of C, K steps of 8, 64 invocations with 8x8 outputs
// each. The operand slices live in workgroup memory as vec4; each step stores
// the prefetched slices between two barriers and multiplies with vec4 FMAs.
// Every binding is accessed as vec4 (the fill folded into the accumulators).
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xf32>>)>, Workgroup>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<32768 x vector<4xf32>, stride=16> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<32768 x vector<4xf32>, stride=16> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<65536 x vector<4xf32>, stride=16> [0])>, StorageBuffer>
// CHECK: spirv.func @mm
// CHECK: spirv.mlir.loop
// CHECK: spirv.ControlBarrier
// CHECK: spirv.Store "Workgroup"
// CHECK: spirv.ControlBarrier
// CHECK: spirv.Load "StorageBuffer" %{{.+}} : vector<4xf32>
// CHECK: spirv.Load "Workgroup" %{{.+}} : vector<4xf32>
// CHECK: spirv.GL.Fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK: spirv.Store "StorageBuffer" %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK: spirv.ExecutionMode @mm "LocalSize", 64, 1, 1
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @mm(%a: memref<512x256xf32>, %b: memref<256x512xf32>, %out: memref<512x512xf32>) attributes {iree.spirv.matmul_tile = array<i64: 64, 64, 8, 8, 2>, iree.spirv.workgroup_size = 64 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<512x256xf32> to tensor<512x256xf32>
  %tb = bufferization.to_tensor %b restrict : memref<256x512xf32> to tensor<256x512xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 64, 64, 0>} ins(%ta, %tb : tensor<512x256xf32>, tensor<256x512xf32>) outs(%init : tensor<512x512xf32>) -> tensor<512x512xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<512x512xf32>, memref<512x512xf32>) -> ()
  return
}
}

// -----

// A workgroup tile of C that is not the kernel's (64x130, rows of 130
// elements: not vec4-aligned either) leaves the matmul to the generic path:
// scalar loads, no workgroup memory.
// CHECK-LABEL: spirv.module
// CHECK-NOT: Workgroup>
// CHECK: spirv.func @unaligned
// CHECK-NOT: vector<4xf32>
// CHECK: spirv.ExecutionMode @unaligned "LocalSize", 64, 1, 1
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @unaligned(%a: memref<128x66xf32>, %b: memref<66x130xf32>, %out: memref<128x130xf32>) attributes {iree.spirv.matmul_tile = array<i64: 64, 64, 8, 8, 2>, iree.spirv.workgroup_size = 64 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<128x66xf32> to tensor<128x66xf32>
  %tb = bufferization.to_tensor %b restrict : memref<66x130xf32> to tensor<66x130xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x130xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<128x130xf32>) -> tensor<128x130xf32>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 64, 0, 0>} ins(%ta, %tb : tensor<128x66xf32>, tensor<66x130xf32>) outs(%init : tensor<128x130xf32>) -> tensor<128x130xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<128x130xf32>, memref<128x130xf32>) -> ()
  return
}
}

// -----

// A small tile (16x32, as a 128-row matmul gets to have enough workgroups):
// 64 invocations with 2x4 outputs each, rows r and r + 8 of the tile, one
// column quad.
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<64 x vector<4xf32>>)>, Workgroup>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xf32>>)>, Workgroup>
// CHECK: spirv.func @small
// CHECK: spirv.mlir.loop
// CHECK: spirv.GL.Fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK-COUNT-2: spirv.Store "StorageBuffer" %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK-NOT: spirv.Store "StorageBuffer"
// CHECK: spirv.ExecutionMode @small "LocalSize", 64, 1, 1
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @small(%a: memref<128x256xf32>, %b: memref<256x1024xf32>, %out: memref<128x1024xf32>) attributes {iree.spirv.matmul_tile = array<i64: 16, 32, 16, 2, 1>, iree.spirv.workgroup_size = 64 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<128x256xf32> to tensor<128x256xf32>
  %tb = bufferization.to_tensor %b restrict : memref<256x1024xf32> to tensor<256x1024xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x1024xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<128x1024xf32>) -> tensor<128x1024xf32>
  %r = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 16, 32, 0>} ins(%ta, %tb : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%init : tensor<128x1024xf32>) -> tensor<128x1024xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<128x1024xf32>, memref<128x1024xf32>) -> ()
  return
}
}

// -----

// Attention's P.V: A is computed in the tile (probabilities divided by their
// row sums), which the kernel does as it loads A's slices (vec4 loads of P,
// the sum loaded per element, four divisions); the result goes out through a
// transposing epilogue (heads merged back into rows: 4x128x64 -> 128x4x64),
// which the kernel folds into its stores, still vec4 along the columns.
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<64 x vector<4xf32>>)>, Workgroup>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xf32>>)>, Workgroup>
// CHECK: spirv.func @attention_pv
// CHECK-COUNT-4: spirv.FDiv %{{.+}}, %{{.+}} : f32
// CHECK: spirv.mlir.loop
// CHECK-COUNT-4: spirv.FDiv %{{.+}}, %{{.+}} : f32
// CHECK: spirv.GL.Fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK-COUNT-2: spirv.Store "StorageBuffer" %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK-NOT: spirv.Store "StorageBuffer"
// CHECK: spirv.ExecutionMode @attention_pv "LocalSize", 64, 1, 1
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @attention_pv(%p: memref<4x128x128xf32>, %s: memref<4x128x1xf32>, %v: memref<4x128x64xf32>, %out: memref<128x4x64xf32>) attributes {iree.spirv.matmul_tile = array<i64: 16, 32, 16, 2, 1>, iree.spirv.workgroup_size = 64 : i64} {
  %tp = bufferization.to_tensor %p restrict : memref<4x128x128xf32> to tensor<4x128x128xf32>
  %ts = bufferization.to_tensor %s restrict : memref<4x128x1xf32> to tensor<4x128x1xf32>
  %tv = bufferization.to_tensor %v restrict : memref<4x128x64xf32> to tensor<4x128x64xf32>
  %ea = tensor.empty() : tensor<4x128x128xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%tp, %ts : tensor<4x128x128xf32>, tensor<4x128x1xf32>) outs(%ea : tensor<4x128x128xf32>) {
  ^bb0(%x: f32, %sum: f32, %o: f32):
    %q = arith.divf %x, %sum : f32
    linalg.yield %q : f32
  } -> tensor<4x128x128xf32>
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<4x128x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ec : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  %mm = linalg.batch_matmul ins(%a, %tv : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%init : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  %eo = tensor.empty() : tensor<128x4x64xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm : tensor<4x128x64xf32>) outs(%eo : tensor<128x4x64xf32>) attrs = {iree.workgroup_tile_sizes = array<i64: 16, 1, 32>} {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<128x4x64xf32>
  bufferization.materialize_in_destination %t in restrict writable %out : (tensor<128x4x64xf32>, memref<128x4x64xf32>) -> ()
  return
}
}

// -----

// The partial op of a matmul split along K (iree-flow-split-reduction): a
// batch of parts whose A keeps rows outermost (32 x 7 x 112: row, part, k)
// takes the kernel too, A's rows read along its first dimension.
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<64 x vector<4xf32>>)>, Workgroup>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xf32>>)>, Workgroup>
// CHECK: spirv.func @split_k_part
// CHECK: spirv.mlir.loop
// CHECK: spirv.GL.Fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK-COUNT-2: spirv.Store "StorageBuffer" %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK-NOT: spirv.Store "StorageBuffer"
// CHECK: spirv.ExecutionMode @split_k_part "LocalSize", 64, 1, 1
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @split_k_part(%a: memref<32x7x112xf32>, %b: memref<7x112x512xf32>, %out: memref<7x32x512xf32>) attributes {iree.spirv.matmul_tile = array<i64: 16, 32, 16, 2, 1>, iree.spirv.workgroup_size = 64 : i64} {
  %ta = bufferization.to_tensor %a restrict : memref<32x7x112xf32> to tensor<32x7x112xf32>
  %tb = bufferization.to_tensor %b restrict : memref<7x112x512xf32> to tensor<7x112x512xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<7x32x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<7x32x512xf32>) -> tensor<7x32x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%ta, %tb : tensor<32x7x112xf32>, tensor<7x112x512xf32>) outs(%init : tensor<7x32x512xf32>) attrs = {iree.workgroup_tile_sizes = array<i64: 1, 16, 32, 0>} {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<7x32x512xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<7x32x512xf32>, memref<7x32x512xf32>) -> ()
  return
}
}
