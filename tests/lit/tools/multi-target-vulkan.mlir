// A module with vulkan-spirv and llvm-cpu variants runs on either device,
// each loading its own. The variants grid the exponential differently (8x16
// workgroups on the GPU, 2 on the CPU); each dispatch uses the loaded
// variant's count, so the sum sees every element. A device that loads none
// of a module's formats fails its initialization with one error naming them.
// REQUIRES: vulkan
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv,llvm-cpu %s --compile-to=hal | FileCheck %s --check-prefix=HAL
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv,llvm-cpu %s -o %t.both.vmfb
// RUN: iree-run-module --module=%t.both.vmfb --device=vulkan --input=128x256xf32=0 --output_max_element_count=4 --trace_file=%t.gpu.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=GPU < %t.gpu.json
// RUN: iree-run-module --module=%t.both.vmfb --device=local-task --input=128x256xf32=0 --output_max_element_count=4 --trace_file=%t.cpu.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=CPU < %t.cpu.json
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu,vmvx %s -o %t.cpu_only.vmfb
// RUN: not iree-run-module --module=%t.cpu_only.vmfb --device=vulkan --input=128x256xf32=0 2>&1 | FileCheck %s --check-prefix=NONE

// HAL: hal.executable.export @main_dispatch_0_elementwise_128x256_f32 ordinal(0) bindings(2) workgroups([8, 16, 1])
// HAL: hal.executable.export @main_dispatch_0_elementwise_128x256_f32 ordinal(0) bindings(2) workgroups([2, 1, 1])
// HAL-DAG: %[[Y:.+]] = arith.select %{{.+}}, %c16_i32, %c1_i32
// HAL-DAG: %[[X:.+]] = arith.select %{{.+}}, %c8_i32, %c2_i32
// HAL: hal.command_buffer.dispatch %{{.+}}, %{{.+}}[0] workgroups([%[[X]], %[[Y]], %c1_i32])
// CHECK: 128x256xf32=1 1 1 1 ...
// CHECK: f32=32768
// GPU: "args": {"format": "vulkan-spirv-fb"}
// CPU: "args": {"format": "system-elf-x86_64"}
// NONE: iree-run-module: error: FAILED_PRECONDITION; the device loads none of the formats of executable @main_dispatch_0_elementwise_128x256_f32: system-elf-x86_64, vmvx-bytecode-fb

func.func @main(%x: tensor<128x256xf32>) -> (tensor<128x256xf32>, tensor<f32>) {
  %e = stablehlo.exponential %x : tensor<128x256xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<f32>
  return %e, %sum : tensor<128x256xf32>, tensor<f32>
}
