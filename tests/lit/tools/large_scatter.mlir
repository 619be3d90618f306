// A segment sum of 16384 gathered rows compiles on every backend: each
// workgroup gathers and scatters its columns a chunk of rows at a time
// instead of holding all 16384 rows of them as a temporary (1 MiB here).
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu %s -o %t.cpu.vmfb
// RUN: iree-compile --iree-hal-target-backends=vmvx %s -o %t.vmvx.vmfb
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv %s -o %t.vk.vmfb
// On hopper every one of 1024 invocations takes part in each chunk and adds
// its share of the updates with f32 atomics.
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv --iree-vulkan-target=hopper %s -o %t.hopper.vmfb --mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=HOPPER
// HOPPER: spirv.EXT.AtomicFAdd <Device> <None>
// HOPPER: spirv.ExecutionMode @main_dispatch_0_scatter_f32 "LocalSize", 1024, 1, 1
func.func @main(%table: tensor<10000x128xf32>, %rows: tensor<16384x1xi32>, %segments: tensor<16384x1xi32>) -> tensor<256x128xf32> {
  %g = "stablehlo.gather"(%table, %rows) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<10000x128xf32>, tensor<16384x1xi32>) -> tensor<16384x128xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %zero = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
  %s = "stablehlo.scatter"(%zero, %segments, %g) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<256x128xf32>, tensor<16384x1xi32>, tensor<16384x128xf32>) -> tensor<256x128xf32>
  return %s : tensor<256x128xf32>
}
