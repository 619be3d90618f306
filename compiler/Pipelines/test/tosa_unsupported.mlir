// RUN: not iree-compile --compile-to=input %s 2>&1 | FileCheck %s

// Every TOSA op without an upstream lowering gets its own located error.

module {
  // CHECK: tosa_unsupported.mlir:[[@LINE+1]]:3: error: 'tosa.variable' is not supported: MLIR 22 does not lower it to linalg
  tosa.variable @state = dense<1.0> : tensor<4xf32>
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    %s = tosa.const_shape {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
    // CHECK: tosa_unsupported.mlir:[[@LINE+1]]:10: error: 'tosa.variable_read' is not supported
    %0 = tosa.variable_read @state : tensor<4xf32>
    %1 = tosa.add %0, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    // CHECK: tosa_unsupported.mlir:[[@LINE+1]]:5: error: 'tosa.variable_write' is not supported
    tosa.variable_write @state, %1 : tensor<4xf32>
    // CHECK: tosa_unsupported.mlir:[[@LINE+1]]:10: error: 'tosa.custom' is not supported
    %2 = tosa.custom %1 {domain_name = "d", implementation_attrs = "", operator_name = "op"} : (tensor<4xf32>) -> tensor<4xf32>
    // CHECK: tosa_unsupported.mlir:[[@LINE+1]]:10: error: 'tosa.add_shape' is not supported
    %3 = tosa.add_shape %s, %s : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<1>
    %4 = tosa.reshape %2, %3 : (tensor<4xf32>, !tosa.shape<1>) -> tensor<4xf32>
    return %4 : tensor<4xf32>
  }
}
// CHECK-NOT: error
