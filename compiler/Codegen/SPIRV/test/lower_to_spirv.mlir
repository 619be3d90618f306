// RUN: iree-opt --iree-codegen-distribute-to-workgroups=max-workgroups=65535\ min-work-per-workgroup=256 --iree-spirv-lowering-pipeline %s | FileCheck %s
// RUN: iree-opt --iree-codegen-distribute-to-workgroups=max-workgroups=65535\ min-work-per-workgroup=256 --iree-spirv-lowering-pipeline %s | awk '/spirv.module/,/^  }$/' > %t.mlir
// RUN: mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv

// An elementwise map over an f32 and an i8 binding (packed four to a word):
// a GLCompute entry point of 64 invocations, storage buffers at set 0,
// bindings 0..2, the workgroup id from WorkgroupId, the loop over the
// workgroup's elements strided by the workgroup size.
// CHECK: spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.5,
// CHECK-DAG: spirv.GlobalVariable @[[A:.+]] bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4096 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<1024 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<4096 x f32, stride=4> [0])>, StorageBuffer>
// CHECK: spirv.func @add_i8
// CHECK: spirv.mlir.loop
// CHECK: spirv.ShiftRightLogical
// CHECK: spirv.ControlBarrier <Workgroup>
// CHECK: spirv.EntryPoint "GLCompute" @add_i8
// CHECK: spirv.ExecutionMode @add_i8 "LocalSize", 64, 1, 1
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @add_i8(%a: memref<4096xf32>, %b: memref<4096xi8>, %out: memref<4096xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<4096xf32> to tensor<4096xf32>
  %tb = bufferization.to_tensor %b restrict : memref<4096xi8> to tensor<4096xi8>
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ta, %tb : tensor<4096xf32>, tensor<4096xi8>) outs(%e : tensor<4096xf32>) {
  ^bb0(%x: f32, %y: i8, %o: f32):
    %f = arith.sitofp %y : i8 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096xf32>, memref<4096xf32>) -> ()
  return
}
}
