// Upstream MLIR's linalg.reduce parser (LLVM 22) crashes after reporting a
// malformed `dimensions` list; iree-compile reports the parser's located
// errors, then the crash as one more error, and exits with a failure (no
// stack dump).
// RUN: not iree-compile %s -o %t.vmfb 2>&1 | FileCheck %s
// CHECK: parser-crash.mlir:[[@LINE+6]]:{{[0-9]+}}: error: custom op 'linalg.reduce' expected integer value
// CHECK: error: the MLIR parser crashed on this input after the errors above
// CHECK-NOT: Stack dump
// CHECK-NOT: PLEASE submit a bug report
func.func @sum_rows(%x: tensor<4x4xi32>, %init: tensor<4xi32>) -> tensor<4xi32> {
  %r = linalg.reduce ins(%x : tensor<4x4xi32>) outs(%init : tensor<4xi32>)
      dimensions = [x1]
    (%in: i32, %acc: i32) {
      %s = arith.addi %in, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<4xi32>
}
