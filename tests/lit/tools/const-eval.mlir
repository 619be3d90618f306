// Weights squared and transposed before use are evaluated by iree-compile:
// the dispatch reads the result as a constant and computes only the matmul.
// --iree-opt-const-eval=false leaves the work in the dispatch. Both run.
// RUN: iree-compile --compile-to=flow %s | FileCheck %s --check-prefix=ON --implicit-check-not=linalg.transpose --implicit-check-not=arith.mulf
// RUN: iree-compile --compile-to=flow --iree-opt-const-eval=false %s | FileCheck %s --check-prefix=OFF
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=main --input="1x3xf32=1 1 1" | FileCheck %s --check-prefix=RESULT
// RUN: iree-compile --iree-opt-const-eval=false %s -o %t.off.vmfb
// RUN: iree-run-module --module=%t.off.vmfb --function=main --input="1x3xf32=1 1 1" | FileCheck %s --check-prefix=RESULT

// ON: linalg.matmul
// ON: arith.constant dense<{{\[\[}}1.000000e+00, 1.600000e+01], [4.000000e+00, 2.500000e+01], [9.000000e+00, 3.600000e+01]]> : tensor<3x2xf32>
// OFF: linalg.transpose
// OFF: linalg.matmul
// RESULT: 1x2xf32=[14 77]
func.func @main(%x: tensor<1x3xf32>) -> tensor<1x2xf32> {
  %w = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %w2 = stablehlo.multiply %w, %w : tensor<2x3xf32>
  %wt = stablehlo.transpose %w2, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %r = stablehlo.dot %x, %wt : (tensor<1x3xf32>, tensor<3x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
