// f64 arithmetic: the vulkan baseline target has no Float64 capability.
func.func @add(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  %sum = stablehlo.add %a, %b : tensor<4xf64>
  return %sum : tensor<4xf64>
}
