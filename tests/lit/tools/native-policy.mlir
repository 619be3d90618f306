// --allow_native_executables=false (the runtime instance option
// deny_native_executables) refuses executables that run as host machine code:
// an llvm-cpu module fails with PERMISSION_DENIED naming the format, and a
// module that also has a vmvx variant runs that. vmvx modules are unaffected.
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu %s -o %t.cpu.vmfb
// RUN: iree-run-module --module=%t.cpu.vmfb --input=4xf32=-1,2,-3,4 | FileCheck %s
// RUN: not iree-run-module --module=%t.cpu.vmfb --allow_native_executables=false --input=4xf32=-1,2,-3,4 2>&1 | FileCheck %s --check-prefix=DENIED
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu,vmvx %s -o %t.both.vmfb
// RUN: iree-run-module --module=%t.both.vmfb --allow_native_executables=false --input=4xf32=-1,2,-3,4 --trace_file=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=VMVX < %t.json
// RUN: iree-compile --iree-hal-target-backends=vmvx %s -o %t.vmvx.vmfb
// RUN: iree-run-module --module=%t.vmvx.vmfb --allow_native_executables=false --input=4xf32=-1,2,-3,4 | FileCheck %s

// CHECK: 4xf32=1 2 3 4
// DENIED: iree-run-module: error: PERMISSION_DENIED; {{.*}}executables of format 'system-elf-{{.*}}' run as host machine code, which this runtime's policy refuses (allow them with --allow_native_executables or the runtime instance option, or compile for vmvx or vulkan-spirv)
// VMVX: "args": {"format": "vmvx-bytecode-fb"}
// VMVX-NOT: system-elf

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
