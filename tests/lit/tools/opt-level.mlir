// --iree-opt-level: O0 compiles fastest (no compile-time evaluation, llvm-cpu
// kernels at LLVM -O0) and still computes the same results; an explicit
// --iree-opt-const-eval wins over the level; O1..O3 set LLVM's level.
// RUN: iree-compile --iree-opt-level=O0 --compile-to=flow %S/const-eval.mlir | FileCheck %S/const-eval.mlir --check-prefix=OFF
// RUN: iree-compile --iree-opt-level=O0 --iree-opt-const-eval=true --compile-to=flow %S/const-eval.mlir | FileCheck %S/const-eval.mlir --check-prefix=ON
// RUN: rm -rf %t.o0 %t.o3
// RUN: iree-compile --iree-opt-level=O0 %s --iree-hal-dump-executable-binaries-to=%t.o0 -o %t.o0.vmfb
// RUN: iree-compile --iree-opt-level=O3 %s --iree-hal-dump-executable-binaries-to=%t.o3 -o %t.o3.vmfb
// RUN: not cmp -s %t.o0/main_dispatch_0_elementwise_64_f32.llvm-cpu.so %t.o3/main_dispatch_0_elementwise_64_f32.llvm-cpu.so
// RUN: iree-run-module --module=%t.o0.vmfb --input=64xf32=-2 | FileCheck %s
// RUN: iree-run-module --module=%t.o3.vmfb --input=64xf32=-2 | FileCheck %s
// RUN: not iree-compile --iree-opt-level=O4 %s 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: 64xf32=5 5 5
// BAD: Cannot find option named 'O4'

func.func @main(%x: tensor<64xf32>) -> tensor<64xf32> {
  %a = stablehlo.abs %x : tensor<64xf32>
  %s = stablehlo.multiply %a, %a : tensor<64xf32>
  %one = stablehlo.constant dense<1.0> : tensor<64xf32>
  %r = stablehlo.add %s, %one : tensor<64xf32>
  return %r : tensor<64xf32>
}
