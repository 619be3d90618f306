// --iree-hal-dump-executable-benchmarks-to writes, per executable, a
// program dispatching each export alone on inputs of the model's shapes
// (push constants as the model passes them), headed by the commands that
// build and time it. --iree-hal-dump-executable-files-to writes sources,
// binaries and benchmarks into one directory.
// RUN: rm -rf %t.files && iree-compile %s --iree-hal-dump-executable-files-to=%t.files -o %t.vmfb
// RUN: ls %t.files | FileCheck %s --check-prefix=FILES
// RUN: FileCheck %s --check-prefix=HEADER < %t.files/main_dispatch_0_reduce_8x16_f32.benchmark.mlir
// RUN: iree-compile --compile-from=hal %t.files/main_dispatch_0_reduce_8x16_f32.benchmark.mlir -o %t.bench.vmfb
// RUN: iree-run-module --module=%t.bench.vmfb --function=main_dispatch_0_reduce_8x16_f32_benchmark --input=8x16xf32=0 | FileCheck %s --check-prefix=RESULT
// A push constant that varies in the model (fori_loop's counter) is named as
// such; an executable with only SPIR-V variants is timed on --device=vulkan.
// RUN: rm -rf %t.loop && iree-compile %S/../../../benchmarks/codegen/loop.mlir --iree-hal-dump-executable-benchmarks-to=%t.loop -o %t.loop.vmfb
// RUN: cat %t.loop/*.benchmark.mlir | FileCheck %s --check-prefix=VARYING
// RUN: rm -rf %t.gpu && iree-compile %s --iree-hal-target-backends=vulkan-spirv --iree-hal-dump-executable-benchmarks-to=%t.gpu -o %t.gpu.vmfb
// RUN: FileCheck %s --check-prefix=GPU < %t.gpu/main_dispatch_0_reduce_8x16_f32.benchmark.mlir
// RUN: iree-benchmark-module --module=%t.bench.vmfb --function=main_dispatch_0_reduce_8x16_f32_benchmark --input=8x16xf32=0 --benchmark_min_time=0.001 2>/dev/null | FileCheck %s --check-prefix=TIME

// FILES: main_dispatch_0_reduce_8x16_f32.benchmark.mlir
// FILES-NEXT: main_dispatch_0_reduce_8x16_f32.llvm-cpu.so
// FILES-NEXT: main_dispatch_0_reduce_8x16_f32.mlir
// HEADER: // iree-compile --compile-from=hal main_dispatch_0_reduce_8x16_f32.benchmark.mlir -o main_dispatch_0_reduce_8x16_f32.benchmark.vmfb
// HEADER-NEXT: // iree-benchmark-module --module=main_dispatch_0_reduce_8x16_f32.benchmark.vmfb --function=main_dispatch_0_reduce_8x16_f32_benchmark --input=8x16xf32=0
// HEADER: hal.executable private @main_dispatch_0_reduce_8x16_f32
// HEADER: func.func @main_dispatch_0_reduce_8x16_f32_benchmark(%{{.+}}: !hal.buffer_view) -> !hal.buffer_view
// VARYING: // push constant 0 of counted_loop_dispatch_0_elementwise_4_f32 varies in the model (a loop counter, an offset); it is 0 here
// GPU: // iree-benchmark-module --module=main_dispatch_0_reduce_8x16_f32.benchmark.vmfb --device=vulkan --function=main_dispatch_0_reduce_8x16_f32_benchmark --input=8x16xf32=0
// RESULT: 8xf32=16 16 16 16 16 16 16 16
// TIME: BM_module.main_dispatch_0_reduce_8x16_f32_benchmark

func.func @main(%x: tensor<8x16xf32>) -> tensor<8xf32> {
  %e = stablehlo.exponential %x : tensor<8x16xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %sum : tensor<8xf32>
}
