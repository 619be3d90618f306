// A kernel whose output may be bound to its input's range (an elementwise
// dispatch: `inplace_operands` on its export) declares its storage buffers
// Aliased, since SPIR-V may otherwise assume distinct buffers never
// overlap; other kernels (the matmul) keep that assumption.
// extract_spirv.py takes the SPIR-V words out of the dumped FlatBuffer.
// RUN: rm -rf %t && mkdir -p %t
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv %s --iree-hal-dump-executable-binaries-to=%t -o %t/module.vmfb
// RUN: python3 %S/Inputs/extract_spirv.py %t/main_dispatch_1_elementwise_64x64_f32.vulkan-spirv.fb %t/elementwise.spv
// RUN: spirv-dis %t/elementwise.spv | FileCheck %s --check-prefix=ELEMENTWISE
// RUN: python3 %S/Inputs/extract_spirv.py %t/main_dispatch_0_matmul_64x64x64_f32.vulkan-spirv.fb %t/matmul.spv
// RUN: spirv-dis %t/matmul.spv | FileCheck %s --check-prefix=MATMUL

// ELEMENTWISE-DAG: OpDecorate %[[IN:.+]] Aliased
// ELEMENTWISE-DAG: OpDecorate %[[IN]] Binding 0
// ELEMENTWISE-DAG: OpDecorate %[[OUT:.+]] Aliased
// ELEMENTWISE-DAG: OpDecorate %[[OUT]] Binding 1
// MATMUL-NOT: Aliased

func.func @main(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %m = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %o = util.optimization_barrier %m : tensor<64x64xf32>
  %e = stablehlo.exponential %o : tensor<64x64xf32>
  return %e : tensor<64x64xf32>
}
