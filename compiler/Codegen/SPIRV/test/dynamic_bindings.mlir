// RUN: iree-opt --iree-codegen-distribute-to-workgroups=version-full-tiles=false --iree-spirv-lowering-pipeline %s | FileCheck %s
// RUN: iree-opt --iree-codegen-distribute-to-workgroups=version-full-tiles=false --iree-spirv-lowering-pipeline %s | awk '/spirv.module/,/^  }$/' > %t.mlir
// RUN: mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv

// A dynamically shaped binding (a 0-d memref viewed with the size from the
// push constants) becomes a runtime array read and written at the view's
// linearized indices, as vec4 where the rows are whole quads (24 floats);
// the loops run to the pushed size.
// CHECK: spirv.module @__spv__kernels
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
// CHECK: spirv.func @double_rows
// CHECK: spirv.Load "PushConstant"
// CHECK: spirv.FMul
// CHECK-NOT: memref.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @double_rows(%in: memref<f32>, %out: memref<f32>, %n32: i32) {
  %n = arith.index_castui %n32 : i32 to index
  %two = arith.constant 2.0 : f32
  %iv = memref.reinterpret_cast %in to offset: [0], sizes: [%n, 24], strides: [24, 1] : memref<f32> to memref<?x24xf32>
  %ov = memref.reinterpret_cast %out to offset: [0], sizes: [%n, 24], strides: [24, 1] : memref<f32> to memref<?x24xf32>
  %t = bufferization.to_tensor %iv restrict : memref<?x24xf32> to tensor<?x24xf32>
  %e = tensor.empty(%n) : tensor<?x24xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<?x24xf32>) outs(%e : tensor<?x24xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %two : f32
    linalg.yield %y : f32
  } -> tensor<?x24xf32>
  bufferization.materialize_in_destination %r in restrict writable %ov : (tensor<?x24xf32>, memref<?x24xf32>) -> ()
  return
}
}
