// RUN: iree-opt --split-input-file --verify-diagnostics --iree-hal-convert-host %s

func.func @host_math(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.addf' on tensors cannot run on the host}}
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{dynamic shapes are not supported yet}}
func.func @dynamic(%a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}
