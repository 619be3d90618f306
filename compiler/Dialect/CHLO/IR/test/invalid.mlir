// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @top_k_too_large(%x: tensor<4x8xf32>) -> (tensor<4x9xf32>, tensor<4x9xi32>) {
  // expected-error @+1 {{k = 9 must be in [0, 8]}}
  %values, %indices = chlo.top_k(%x, k = 9) : tensor<4x8xf32> -> (tensor<4x9xf32>, tensor<4x9xi32>)
  return %values, %indices : tensor<4x9xf32>, tensor<4x9xi32>
}

// -----

func.func @top_k_0d(%x: tensor<f32>) -> (tensor<f32>, tensor<i32>) {
  // expected-error @+1 {{operand's rank must be at least 1}}
  %values, %indices = chlo.top_k(%x, k = 1) : tensor<f32> -> (tensor<f32>, tensor<i32>)
  return %values, %indices : tensor<f32>, tensor<i32>
}
