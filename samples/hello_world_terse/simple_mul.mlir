// The module of hello_world_terse.c: an elementwise product.
func.func @simple_mul(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.mulf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
