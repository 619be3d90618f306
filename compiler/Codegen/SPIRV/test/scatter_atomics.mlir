// RUN: iree-opt --iree-codegen-distribute-to-workgroups=max-workgroups=65535\ min-work-per-workgroup=256 --iree-spirv-lowering-pipeline=target=hopper %s | FileCheck %s
// RUN: iree-opt --iree-codegen-distribute-to-workgroups=max-workgroups=65535\ min-work-per-workgroup=256 --iree-spirv-lowering-pipeline=target=hopper %s | awk '/spirv.module/,/^  }$/' > %t.mlir
// RUN: mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: not iree-opt --iree-spirv-lowering-pipeline=target=nope %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// A segment sum whose updates a gather in the same dispatch computes: every
// invocation takes part in each chunk of scatter positions (gathering its
// share into workgroup memory, then adding its share of the updates into the
// output with relaxed f32 atomics), instead of one invocation doing all.
// CHECK-LABEL: spirv.module
// CHECK-SAME: AtomicFloat32AddEXT
// CHECK-SAME: SPV_EXT_shader_atomic_float_add
// CHECK: spirv.func @segment_sum
// CHECK: spirv.mlir.loop
// CHECK: spirv.ControlBarrier
// CHECK: spirv.EXT.AtomicFAdd <Device> <None>
// CHECK: spirv.ControlBarrier
// Integer combiners are core Vulkan atomics.
// CHECK: spirv.func @segment_max
// CHECK: spirv.AtomicSMax <Device> <None>
// UNKNOWN: unknown Vulkan target 'nope'; available: baseline, lavapipe, hopper
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, AtomicFloat32AddEXT], [SPV_KHR_storage_buffer_storage_class, SPV_EXT_shader_atomic_float_add]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [1024, 1024, 64], max_compute_shared_memory_size = 49152>>} {
func.func @segment_sum(%table: memref<1000x64xf32>, %rows: memref<4096x1xi32>, %segments: memref<4096x1xi32>, %out: memref<256x64xf32>) {
  %t = bufferization.to_tensor %table restrict : memref<1000x64xf32> to tensor<1000x64xf32>
  %r = bufferization.to_tensor %rows restrict : memref<4096x1xi32> to tensor<4096x1xi32>
  %s = bufferization.to_tensor %segments restrict : memref<4096x1xi32> to tensor<4096x1xi32>
  %e = tensor.empty() : tensor<4096x1x64xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%r : tensor<4096x1xi32>) outs(%e : tensor<4096x1x64xf32>) {
  ^bb0(%row: i32, %o: f32):
    %i = arith.index_cast %row : i32 to index
    %j = linalg.index 2 : index
    %v = tensor.extract %t[%i, %j] : tensor<1000x64xf32>
    linalg.yield %v : f32
  } -> tensor<4096x1x64xf32>
  %zero = arith.constant 0.0 : f32
  %z = tensor.empty() : tensor<256x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%z : tensor<256x64xf32>) -> tensor<256x64xf32>
  %sum = linalg_ext.scatter dimension_map = [0] ins(%g : tensor<4096x1x64xf32>) indices(%s : tensor<4096x1xi32>) outs(%init : tensor<256x64xf32>) {
  ^bb0(%a: f32, %b: f32):
    %x = arith.addf %a, %b : f32
    linalg_ext.yield %x : f32
  } -> tensor<256x64xf32>
  bufferization.materialize_in_destination %sum in restrict writable %out : (tensor<256x64xf32>, memref<256x64xf32>) -> ()
  return
}
func.func @segment_max(%u: memref<4096x1x64xi32>, %segments: memref<4096x1xi32>, %out: memref<256x64xi32>) {
  %tu = bufferization.to_tensor %u restrict : memref<4096x1x64xi32> to tensor<4096x1x64xi32>
  %s = bufferization.to_tensor %segments restrict : memref<4096x1xi32> to tensor<4096x1xi32>
  %low = arith.constant -2147483648 : i32
  %z = tensor.empty() : tensor<256x64xi32>
  %init = linalg.fill ins(%low : i32) outs(%z : tensor<256x64xi32>) -> tensor<256x64xi32>
  %m = linalg_ext.scatter dimension_map = [0] ins(%tu : tensor<4096x1x64xi32>) indices(%s : tensor<4096x1xi32>) outs(%init : tensor<256x64xi32>) {
  ^bb0(%a: i32, %b: i32):
    %x = arith.maxsi %a, %b : i32
    linalg_ext.yield %x : i32
  } -> tensor<256x64xi32>
  bufferization.materialize_in_destination %m in restrict writable %out : (tensor<256x64xi32>, memref<256x64xi32>) -> ()
  return
}
}
