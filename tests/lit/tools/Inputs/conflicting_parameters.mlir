// One parameter name declared with two sizes: the compiler refuses it.
util.global private @w = #flow.parameter.named<"model"::"dense/kernel"> : tensor<64x64xf32>
util.global private @v = #flow.parameter.named<"model"::"dense/kernel"> : tensor<64xf32>
func.func @main(%x: tensor<4x64xf32>) -> (tensor<64x64xf32>, tensor<64xf32>) {
  %w = util.global.load @w : tensor<64x64xf32>
  %v = util.global.load @v : tensor<64xf32>
  return %w, %v : tensor<64x64xf32>, tensor<64xf32>
}
