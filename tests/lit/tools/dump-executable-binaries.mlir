// --iree-hal-dump-executable-binaries-to writes each executable as it goes
// into the module: llvm-cpu's ELF shared object (.so, for objdump and
// friends), the vmvx and vulkan-spirv FlatBuffers (.fb); a directory that
// cannot be made is one error naming it. --iree-hal-dump-executable-
// sources-to writes each executable before translation, and iree-compile
// turns such a file back into the same binary.
// RUN: rm -rf %t.bin %t.src && mkdir -p %t.bin
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu %s --iree-hal-dump-executable-binaries-to=%t.bin/cpu -o %t.cpu.vmfb
// RUN: ls %t.bin/cpu | FileCheck %s --check-prefix=CPU
// RUN: python3 -c "import sys; print(open(sys.argv[1], 'rb').read(4))" %t.bin/cpu/main_dispatch_0_elementwise_4_f32.llvm-cpu.so | FileCheck %s --check-prefix=ELF
// RUN: iree-compile --iree-hal-target-backends=vmvx %s --iree-hal-dump-executable-binaries-to=%t.bin/vmvx -o %t.vmvx.vmfb
// RUN: ls %t.bin/vmvx | FileCheck %s --check-prefix=VMVX
// RUN: iree-compile %s --iree-hal-dump-executable-sources-to=%t.src -o %t.src.vmfb
// RUN: ls %t.src | FileCheck %s --check-prefix=SOURCES
// RUN: iree-compile %t.src/main_dispatch_0_elementwise_4_f32.mlir -o %t.recompiled.so
// RUN: cmp %t.recompiled.so %t.bin/cpu/main_dispatch_0_elementwise_4_f32.llvm-cpu.so
// RUN: touch %t.bin/file
// RUN: not iree-compile %s --iree-hal-dump-executable-binaries-to=%t.bin/file/sub -o %t.bad.vmfb 2>&1 | FileCheck %s --check-prefix=ERROR

// CPU: main_dispatch_0_elementwise_4_f32.llvm-cpu.so
// ELF: b'\x7fELF'
// VMVX: main_dispatch_0_elementwise_4_f32.vmvx.fb
// SOURCES: main_dispatch_0_elementwise_4_f32.mlir
// ERROR: error: cannot write '{{.*}}file/sub/main_dispatch_0_elementwise_4_f32.llvm-cpu.so'

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = stablehlo.exponential %x : tensor<4xf32>
  return %e : tensor<4xf32>
}
