// A tensor<4xf32> elementwise multiply written in linalg on tensors, the form
// every input (StableHLO, TOSA) is lowered to.
func.func @simple_mul(%lhs: tensor<4xf32>, %rhs: tensor<4xf32>) -> tensor<4xf32> {
  %init = tensor.empty() : tensor<4xf32>
  %product = linalg.mul ins(%lhs, %rhs : tensor<4xf32>, tensor<4xf32>)
                        outs(%init : tensor<4xf32>) -> tensor<4xf32>
  return %product : tensor<4xf32>
}
