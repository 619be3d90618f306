// --iree-hal-target-device names the device a module is for: `local` with
// --iree-hal-local-target-device-backends, `vulkan`, or a backend name
// standing for its device (as IREE's guides write `llvm-cpu`).
// RUN: iree-compile %s --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx --compile-to=hal | FileCheck %s --check-prefix=VMVX
// RUN: iree-compile %s --iree-hal-target-device=vmvx --compile-to=hal | FileCheck %s --check-prefix=VMVX
// RUN: iree-compile %s --iree-hal-target-device=llvm-cpu --compile-to=hal | FileCheck %s --check-prefix=CPU
// RUN: iree-compile %s --iree-hal-target-device=vulkan --compile-to=hal | FileCheck %s --check-prefix=GPU
// RUN: iree-compile %s --iree-hal-target-device=vulkan-spirv --compile-to=hal | FileCheck %s --check-prefix=GPU
// RUN: iree-compile %s --iree-hal-target-device=llvm-cpu -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --input=4xf32=1,4,9,16 | FileCheck %s --check-prefix=RESULT
// RUN: not iree-compile %s --iree-hal-target-device=tpu -o %t.bad.vmfb 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not iree-compile %s --iree-hal-target-device=vmvx --iree-hal-target-backends=llvm-cpu -o %t.bad.vmfb 2>&1 | FileCheck %s --check-prefix=CONFLICT

// VMVX: hal.executable.variant @vmvx target("vmvx")
// CPU: hal.executable.variant @llvm_cpu target("llvm-cpu")
// GPU: hal.executable.variant @vulkan_spirv target("vulkan-spirv")
// RESULT: 4xf32=1 2 3 4
// CONFLICT: iree-compile: error: --iree-hal-target-device=vmvx and --iree-hal-target-backends=llvm-cpu name different targets; give one of them
// BAD: iree-compile: error: unknown --iree-hal-target-device 'tpu'; supported: local, vulkan, llvm-cpu, vmvx, vulkan-spirv

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sqrt %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
