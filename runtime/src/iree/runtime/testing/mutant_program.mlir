// The program module_mutation_test.cc mutates: main(x) = |x| + 1, one
// dispatch on every backend.
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.abs %x : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %r = stablehlo.add %a, %one : tensor<4xf32>
  return %r : tensor<4xf32>
}
