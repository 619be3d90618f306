// RUN: iree-opt --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s | FileCheck %s
// RUN: iree-opt --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s | awk '/spirv.module/{n++} n==1{print} n==1&&/^  }$/{n++}' > %t.mlir
// RUN: mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv

// A stride-2 3x3 convolution with a bias epilogue and the kernel strategy (as
// iree-spirv-select-kernel-strategies sets it): 8x8x16 output tiles, input
// channels in chunks of 16, 64 invocations. Each chunk's 17x17x16 input patch
// and 3x3x16x16 filter slice (as vec4 of output channels) are copied into
// workgroup memory between two barriers; each invocation then accumulates its
// 16 channels in four vec4 FMAs per tap and stores them through the bias
// addition.
// CHECK-LABEL: spirv.module
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<4624 x f32>)>, Workgroup>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<576 x vector<4xf32>>)>, Workgroup>
// CHECK: spirv.func @conv
// CHECK: spirv.mlir.loop
// CHECK: spirv.ControlBarrier
// CHECK: spirv.Load "StorageBuffer"
// CHECK: spirv.Store "Workgroup"
// CHECK: spirv.ControlBarrier
// CHECK: spirv.Load "Workgroup" %{{.+}} : f32
// CHECK: spirv.Load "Workgroup" %{{.+}} : vector<4xf32>
// CHECK: spirv.GL.Fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
// CHECK: spirv.mlir.merge
// CHECK: spirv.Load "StorageBuffer"
// CHECK: spirv.FAdd
// CHECK: spirv.Store "StorageBuffer"
// CHECK: spirv.ExecutionMode @conv "LocalSize", 64, 1, 1
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d3)>
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 32768>>} {
func.func @conv(%x: memref<1x33x33x32xf32>, %w: memref<3x3x32x32xf32>, %bias: memref<32xf32>, %out: memref<1x16x16x32xf32>) attributes {iree.spirv.convolution_tile = array<i64: 8, 8, 16, 16>, iree.spirv.workgroup_size = 64 : i64} {
  %tx = bufferization.to_tensor %x restrict : memref<1x33x33x32xf32> to tensor<1x33x33x32xf32>
  %tw = bufferization.to_tensor %w restrict : memref<3x3x32x32xf32> to tensor<3x3x32x32xf32>
  %tb = bufferization.to_tensor %bias restrict : memref<32xf32> to tensor<32xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x16x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  %conv = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%tx, %tw : tensor<1x33x33x32xf32>, tensor<3x3x32x32xf32>) outs(%init : tensor<1x16x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x16x16x32xf32>
  %r = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"], iree.workgroup_tile_sizes = array<i64: 0, 8, 8, 16>} ins(%conv, %tb : tensor<1x16x16x32xf32>, tensor<32xf32>) outs(%e : tensor<1x16x16x32xf32>) {
  ^bb0(%c: f32, %b: f32, %o: f32):
    %s = arith.addf %c, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x16x16x32xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x16x16x32xf32>, memref<1x16x16x32xf32>) -> ()
  return
}
}
