// RUN: iree-opt --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s | FileCheck %s
// RUN: iree-opt --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s | awk '/spirv.module/,/^  }$/' > %t.mlir
// RUN: mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv

// The i32 arguments after the bindings (a loop counter, an f32's bits) are
// members 0 and 1 of one PushConstant block at offsets 0 and 4, loaded once
// at the kernel's start; the entry point lists the block among its
// interface variables.
// CHECK: spirv.module @__spv__kernels
// CHECK-DAG: spirv.GlobalVariable @[[BLOCK:scale_push_constants]] : !spirv.ptr<!spirv.struct<(i32 [0], i32 [4])>, PushConstant>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<64 x vector<4xf32>, stride=16> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<64 x vector<4xf32>, stride=16> [0])>, StorageBuffer>
// CHECK-NOT: bind(0, 2)
// CHECK: spirv.func @scale
// CHECK: %[[BASE:.+]] = spirv.mlir.addressof @[[BLOCK]]
// CHECK: %[[FIRST:.+]] = spirv.AccessChain %[[BASE]][%{{.+}}] : !spirv.ptr<!spirv.struct<(i32 [0], i32 [4])>, PushConstant>
// CHECK: spirv.Load "PushConstant" %[[FIRST]] : i32
// CHECK: %[[SECOND:.+]] = spirv.AccessChain %[[BASE]][%{{.+}}]
// CHECK: %[[BITS:.+]] = spirv.Load "PushConstant" %[[SECOND]] : i32
// CHECK: spirv.Bitcast %[[BITS]] : i32 to f32
// CHECK: spirv.EntryPoint "GLCompute" @scale, {{.*}}@[[BLOCK]]
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @scale(%a: memref<256xf32>, %out: memref<256xf32>, %step: i32, %factor_bits: i32) {
  %ta = bufferization.to_tensor %a restrict : memref<256xf32> to tensor<256xf32>
  %factor = arith.bitcast %factor_bits : i32 to f32
  %e = tensor.empty() : tensor<256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ta : tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.sitofp %step : i32 to f32
    %m = arith.mulf %x, %factor : f32
    %y = arith.addf %m, %s : f32
    linalg.yield %y : f32
  } -> tensor<256xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256xf32>, memref<256xf32>) -> ()
  return
}
}
