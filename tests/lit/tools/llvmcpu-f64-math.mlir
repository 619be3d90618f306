// f64 functions have no libm-free expansion on llvm-cpu: each is reported
// once, where it is written, with the flag that computes them in f32; with it
// the program compiles.
// RUN: not iree-compile --iree-hal-target-backends=llvm-cpu %s -o %t.vmfb 2>&1 | FileCheck %s
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu --iree-input-demote-f64-to-f32 %s -o %t.vmfb

func.func @f64_math(%x: tensor<17xf64>) -> tensor<17xf64> {
  // CHECK: llvmcpu-f64-math.mlir:[[@LINE+1]]:8: error: 'math.sin' on 'f64' has no expansion without libm, which llvm-cpu kernels do not link (for f64 programs, --iree-input-demote-f64-to-f32 computes in f32)
  %0 = stablehlo.sine %x : tensor<17xf64>
  // f64 arithmetic needs no library.
  %1 = stablehlo.multiply %0, %x : tensor<17xf64>
  return %1 : tensor<17xf64>
}
// CHECK-NOT: error:
