// RUN: not iree-opt %s 2>&1 | FileCheck %s

// Malformed IR gets MLIR's parse error with its location and a failing exit.
// CHECK: errors.mlir:[[@LINE+2]]:{{[0-9]+}}: error:
func.func @bad() -> i32 {
  %0 = arith.addi %undefined, %undefined : i32
  return %0 : i32
}
