// RUN: iree-opt --split-input-file --verify-diagnostics --iree-input-check-static-shapes %s

// Every dynamically shaped value gets its own error, in one run.
// expected-error @+1 {{dynamic shapes are not supported yet: 'dynamic_result' takes or returns '(tensor<4xf32>) -> tensor<?xf32>'}}
func.func @dynamic_result(%a: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{dynamic shapes are not supported yet: 'tensor.cast' produces 'tensor<?xf32>'}}
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_inside(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{dynamic shapes are not supported yet: 'tensor.cast' produces 'tensor<?xf32>'}}
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Static programs pass unchanged.
func.func @static(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
