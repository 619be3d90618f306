func.func @main(%a: tensor<3xindex>, %b: tensor<2xindex>) -> tensor<3xindex> {
  %0:2 = chlo.minimum_broadcast_shapes %a, %b : tensor<3xindex>, tensor<2xindex> -> tensor<3xindex>, tensor<2xindex>
  return %0#0 : tensor<3xindex>
}
