// RUN: iree-opt --split-input-file --verify-diagnostics --iree-flow-inline-tensor-globals %s | FileCheck %s

// Loads of immutable tensor globals become their values: a dense one a
// constant, a named parameter a flow.tensor.parameter; the globals go.
// CHECK-NOT: util.global private @w
// CHECK-NOT: util.global private @c
// CHECK: util.global private mutable @counter
util.global private @w = #flow.parameter.named<"model"::"dense/kernel"> : tensor<4x4xf32>
util.global private @u = #flow.parameter.named<"bias"> : tensor<4xf32>
util.global private @c = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
util.global private mutable @counter = 0 : i32
// CHECK-LABEL: func.func @main
func.func @main() -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[W:.+]] = flow.tensor.parameter key("model", "dense/kernel") : tensor<4x4xf32>
  %w = util.global.load @w : tensor<4x4xf32>
  // CHECK: %[[U:.+]] = flow.tensor.parameter key("", "bias") : tensor<4xf32>
  %u = util.global.load @u : tensor<4xf32>
  // CHECK: %[[C:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %c = util.global.load @c : tensor<4xf32>
  // CHECK: return %[[W]], %[[U]], %[[C]]
  return %w, %u, %c : tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// expected-error @+1 {{tensor globals must be immutable with a dense or #flow.parameter.named initial value; this one is mutable}}
util.global private mutable @state = dense<0.0> : tensor<4xf32>

// -----

// expected-error @+1 {{tensor globals must be immutable with a dense or #flow.parameter.named initial value; this one has none}}
util.global private @nothing : tensor<4xf32>
