// The model samples/concurrent_requests/serve.c serves: a two-layer
// perceptron, relu(x @ w1 + b1) @ w2 + b2, for one 1x64 request at a time.
func.func @mlp(%x: tensor<1x64xf32>, %w1: tensor<64x128xf32>, %b1: tensor<128xf32>,
               %w2: tensor<128x10xf32>, %b2: tensor<10xf32>) -> tensor<1x10xf32> {
  %h = stablehlo.dot %x, %w1 : (tensor<1x64xf32>, tensor<64x128xf32>) -> tensor<1x128xf32>
  %bb1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
  %h1 = stablehlo.add %h, %bb1 : tensor<1x128xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<1x128xf32>
  %r = stablehlo.maximum %h1, %zero : tensor<1x128xf32>
  %o = stablehlo.dot %r, %w2 : (tensor<1x128xf32>, tensor<128x10xf32>) -> tensor<1x10xf32>
  %bb2 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
  %y = stablehlo.add %o, %bb2 : tensor<1x10xf32>
  return %y : tensor<1x10xf32>
}
