// One module for several targets: each executable has a variant per
// backend, in the order given, and the runtime loads the first its device
// can run (the trace's executable_load events name the format loaded).
// multi-target-vulkan.mlir runs variants whose workgroup counts differ.
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu,vmvx %s -o %t.cpu_first.vmfb
// RUN: iree-run-module --module=%t.cpu_first.vmfb --device=local-task --input=64x256xf32=1 --input=256x128xf32=0.5 --trace_file=%t.cpu.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=CPU < %t.cpu.json
// RUN: iree-compile --iree-hal-target-backends=vmvx,llvm-cpu %s -o %t.vmvx_first.vmfb
// RUN: iree-run-module --module=%t.vmvx_first.vmfb --device=local-sync --input=64x256xf32=1 --input=256x128xf32=0.5 --trace_file=%t.vmvx.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=VMVX < %t.vmvx.json
// The sources dump holds one file per variant, and each recompiles.
// RUN: rm -rf %t.src && iree-compile --iree-hal-target-backends=llvm-cpu,vmvx %s --iree-hal-dump-executable-sources-to=%t.src -o %t.dump.vmfb
// RUN: ls %t.src | FileCheck %s --check-prefix=SOURCES
// RUN: iree-compile %t.src/main_dispatch_0_matmul_64x128x256_f32.vmvx.mlir -o %t.recompiled.fb
// A device that loads none of an executable's formats fails the module's
// initialization naming them all; a backend named twice is a flag error.
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu,vulkan-spirv --iree-llvmcpu-target-triple=aarch64-linux-gnu %s -o %t.foreign.vmfb
// RUN: not iree-run-module --module=%t.foreign.vmfb --device=local-sync --input=64x256xf32=1 --input=256x128xf32=0.5 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not iree-compile --iree-hal-target-backends=vmvx,llvm-cpu,vmvx %s -o %t.twice.vmfb 2>&1 | FileCheck %s --check-prefix=TWICE

// CHECK: 64x128xf32=128 128 128 128
// CPU-COUNT-1: "name": "executable_load", {{.*}}"args": {"format": "system-elf-x86_64"}
// CPU-NOT: "format": "vmvx-bytecode-fb"
// VMVX-COUNT-1: "name": "executable_load", {{.*}}"args": {"format": "vmvx-bytecode-fb"}
// VMVX-NOT: "format": "system-elf
// NONE: iree-run-module: error: FAILED_PRECONDITION; the device loads none of the formats of executable @main_dispatch_0_matmul_64x128x256_f32: system-elf-arm_64, vulkan-spirv-fb
// TWICE: iree-compile: error: target backend 'vmvx' is named twice
// SOURCES: main_dispatch_0_matmul_64x128x256_f32.llvm-cpu.mlir
// SOURCES-NEXT: main_dispatch_0_matmul_64x128x256_f32.vmvx.mlir

func.func @main(%a: tensor<64x256xf32>, %b: tensor<256x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x128xf32>) -> tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
