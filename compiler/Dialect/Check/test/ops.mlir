// RUN: iree-opt --split-input-file %s | FileCheck %s
// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @expectations
// CANON-LABEL: func.func @expectations
// CANON-DAG: %[[C:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CANON-DAG: %[[S:.+]] = arith.constant dense<3.000000e+00> : tensor<2xf32>
func.func @expectations(%i: i32, %t: tensor<2xf32>, %v: !hal.buffer_view) {
  // CHECK: check.expect_true(%{{.+}}) : i32
  check.expect_true(%i) : i32
  // CHECK: check.expect_false(%{{.+}}) : i32
  check.expect_false(%i) : i32
  // CHECK: check.expect_eq(%{{.+}}, %{{.+}}) : tensor<2xf32>
  check.expect_eq(%t, %t) : tensor<2xf32>
  // CHECK: check.expect_almost_eq(%{{.+}}, %{{.+}}) : !hal.buffer_view
  check.expect_almost_eq(%v, %v) : !hal.buffer_view
  // CHECK: check.expect_eq_const(%{{.+}}, dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : tensor<2xf32>
  // CANON: check.expect_eq(%{{.+}}, %[[C]]) : tensor<2xf32>
  check.expect_eq_const(%t, dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  // CHECK: check.expect_almost_eq_const(%{{.+}}, dense<3.000000e+00> : tensor<2xf32>) : tensor<2xf32>
  // CANON: check.expect_almost_eq(%{{.+}}, %[[S]]) : tensor<2xf32>
  check.expect_almost_eq_const(%t, dense<3.0> : tensor<2xf32>) : tensor<2xf32>
  return
}
