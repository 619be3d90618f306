// RUN: iree-opt --split-input-file --verify-diagnostics --iree-stream-conversion %s

func.func @tensor_math_on_host(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  // expected-error @+1 {{'tensor.insert' on tensors cannot run on the host}}
  %r = tensor.insert %f into %a[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @dynamic_host_read(%a: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{the host cannot read elements of a dynamically shaped tensor yet}}
  %e = tensor.extract %a[%c0] : tensor<?xf32>
  return %e : f32
}

// -----

// expected-error @+1 {{host functions must have one block (structured control flow: scf.while, scf.if)}}
func.func @blocks(%a: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^bb1
^bb1:
  return %a : tensor<4xf32>
}
