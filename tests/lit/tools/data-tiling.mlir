// --iree-opt-data-tiling (on by default): llvm-cpu matmul tiles copy the
// blocks of B they use into contiguous panels (a 256x8 buffer here, two
// 4-lane vectors of the generic x86-64 target wide); =false reads B in
// place. Both compute the same.
// --mlir-print-ir-after=<pass> reaches a backend's passes by name.
// RUN: iree-compile %s --mlir-print-ir-after=iree-llvmcpu-tile-and-vectorize -o %t.on.vmfb 2>&1 | FileCheck %s --check-prefix=ON
// RUN: iree-compile %s --iree-opt-data-tiling=false --mlir-print-ir-after=iree-llvmcpu-tile-and-vectorize -o %t.off.vmfb 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: iree-run-module --module=%t.on.vmfb --input=256x256xf32=1 --input=256x256xf32=0.5 --output_max_element_count=3 | FileCheck %s
// RUN: iree-run-module --module=%t.off.vmfb --input=256x256xf32=1 --input=256x256xf32=0.5 --output_max_element_count=3 | FileCheck %s

// ON: IR Dump After TileAndVectorizePass (iree-llvmcpu-tile-and-vectorize)
// ON: tensor.empty() : tensor<256x8xf32>
// OFF: IR Dump After TileAndVectorizePass (iree-llvmcpu-tile-and-vectorize)
// OFF-NOT: tensor.empty() : tensor<256x8xf32>
// CHECK: 256x256xf32=128 128 128 ...

func.func @main(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}
