// The llvm-cpu target beyond a CPU name: other triples (cross-compiling
// aarch64 and riscv64 modules this x86-64 runtime refuses to load, with the
// reason) and
// added features; unknown names are one error naming all three flags.
// RUN: iree-compile --iree-llvmcpu-target-triple=aarch64-linux-gnu --iree-llvmcpu-target-cpu=neoverse-v1 %s -o %t.arm.vmfb
// RUN: python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); e = d.index(b'\x7fELF'); print('e_machine', int.from_bytes(d[e + 18:e + 20], 'little'))" %t.arm.vmfb | FileCheck %s --check-prefix=ELF
// RUN: not iree-run-module --module=%t.arm.vmfb --function=abs --input=4xf32=-1 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: iree-compile --iree-llvmcpu-target-triple=riscv64-linux-gnu --iree-llvmcpu-target-cpu=generic-rv64 --iree-llvmcpu-target-cpu-features=+m,+a,+f,+d,+c,+v %s -o %t.rv.vmfb
// RUN: python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); e = d.index(b'\x7fELF'); print('e_machine', int.from_bytes(d[e + 18:e + 20], 'little'))" %t.rv.vmfb | FileCheck %s --check-prefix=RISCV
// RUN: not iree-run-module --module=%t.rv.vmfb --function=abs --input=4xf32=-1 2>&1 | FileCheck %s --check-prefix=RISCV-LOAD
// RUN: iree-compile --iree-llvmcpu-target-cpu=x86-64 --iree-llvmcpu-target-cpu-features=+avx2,+fma,-avx512f %s -o %t.avx2.vmfb
// RUN: iree-run-module --module=%t.avx2.vmfb --function=abs --input="4xf32=-1 2 -3 4" | FileCheck %s --check-prefix=OUT
// RUN: not iree-compile --iree-llvmcpu-target-cpu-features=+warpdrive %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=FEATURE
// RUN: not iree-compile --iree-llvmcpu-target-triple=aarch64-linux-gnu --iree-llvmcpu-target-cpu=skylake %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=MISMATCH

// ELF: e_machine 183
// LOAD: no loader for format 'system-elf-arm_64'
// RISCV: e_machine 243
// RISCV-LOAD: no loader for format 'system-elf-riscv_64'
// OUT: 4xf32=1 2 3 4
// FEATURE-NOT: not a recognized feature
// FEATURE: iree-compile: error: unknown llvm-cpu target: {{.*}}--iree-llvmcpu-target-cpu-features '+warpdrive'
// MISMATCH: iree-compile: error: unknown llvm-cpu target: --iree-llvmcpu-target-cpu 'skylake'{{.*}}--iree-llvmcpu-target-triple 'aarch64-linux-gnu'

func.func @abs(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = math.absf %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
