// RUN: iree-opt --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s | FileCheck %s
// RUN: iree-opt --iree-codegen-distribute-to-workgroups --iree-spirv-lowering-pipeline %s | awk '/spirv.module/,/^  }$/' > %t.mlir
// RUN: mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv

// A target that can keep IEEE NaN/infinity/signed-zero behaviour (the hopper
// preset) asks for it on every entry point; NaN-propagating max stays so.
// CHECK: spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.5, [{{.*}}SignedZeroInfNanPreserve{{.*}}]
// CHECK: spirv.EntryPoint "GLCompute" @relu
// CHECK: spirv.ExecutionMode @relu "SignedZeroInfNanPreserve", 32
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, SignedZeroInfNanPreserve], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @relu(%a: memref<256xf32>, %out: memref<256xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<256xf32> to tensor<256xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ta : tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<256xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256xf32>, memref<256xf32>) -> ()
  return
}
}
