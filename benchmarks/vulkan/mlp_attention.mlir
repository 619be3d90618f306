// An MLP layer, a multi-head attention block, a 3x3 convolution layer and an
// elementwise layer,
// the GPU benchmark of our own (docs/performance.md): benchmarks/vulkan/jax_models.py runs the same
// computations under JAX/XLA on the same GPU and checks our outputs.

// relu(x W1 + b1) W2 + b2: 256 tokens, 1024 -> 4096 -> 1024.
func.func @mlp(%x: tensor<256x1024xf32>, %w1: tensor<1024x4096xf32>, %b1: tensor<4096xf32>,
               %w2: tensor<4096x1024xf32>, %b2: tensor<1024xf32>) -> tensor<256x1024xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<256x1024xf32>, tensor<1024x4096xf32>) -> tensor<256x4096xf32>
  %bb1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<4096xf32>) -> tensor<256x4096xf32>
  %hb = stablehlo.add %h, %bb1 : tensor<256x4096xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<256x4096xf32>
  %r = stablehlo.maximum %hb, %zero : tensor<256x4096xf32>
  %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<256x4096xf32>, tensor<4096x1024xf32>) -> tensor<256x1024xf32>
  %bb2 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<1024xf32>) -> tensor<256x1024xf32>
  %y = stablehlo.add %o, %bb2 : tensor<256x1024xf32>
  return %y : tensor<256x1024xf32>
}

// softmax(Q K^T / sqrt(64)) V for 16 heads of 512 positions and 64 features.
func.func @attention(%q: tensor<16x512x64xf32>, %k: tensor<16x512x64xf32>, %v: tensor<16x512x64xf32>) -> tensor<16x512x64xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<16x512x64xf32>, tensor<16x512x64xf32>) -> tensor<16x512x512xf32>
  %scale = stablehlo.constant dense<0.125> : tensor<16x512x512xf32>
  %ss = stablehlo.multiply %s, %scale : tensor<16x512x512xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%ss init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<16x512x512xf32>, tensor<f32>) -> tensor<16x512xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1] : (tensor<16x512xf32>) -> tensor<16x512x512xf32>
  %d = stablehlo.subtract %ss, %mb : tensor<16x512x512xf32>
  %e = stablehlo.exponential %d : tensor<16x512x512xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<16x512x512xf32>, tensor<f32>) -> tensor<16x512xf32>
  %sb = stablehlo.broadcast_in_dim %sum, dims = [0, 1] : (tensor<16x512xf32>) -> tensor<16x512x512xf32>
  %p = stablehlo.divide %e, %sb : tensor<16x512x512xf32>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x512x512xf32>, tensor<16x512x64xf32>) -> tensor<16x512x64xf32>
  return %o : tensor<16x512x64xf32>
}

// relu(conv3x3(x, W) + b), SAME padding: one 112x112 image, 64 -> 64 channels.
func.func @conv(%x: tensor<1x112x112x64xf32>, %w: tensor<3x3x64x64xf32>, %b: tensor<64xf32>) -> tensor<1x112x112x64xf32> {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x112x112x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x112x112x64xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<64xf32>) -> tensor<1x112x112x64xf32>
  %cb = stablehlo.add %c, %bb : tensor<1x112x112x64xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<1x112x112x64xf32>
  %r = stablehlo.maximum %cb, %zero : tensor<1x112x112x64xf32>
  return %r : tensor<1x112x112x64xf32>
}

// relu(x + b) + r over 4096x4096: a memory-bound elementwise layer (bias,
// activation, residual), 192 MiB moved per call.
func.func @elementwise(%x: tensor<4096x4096xf32>, %b: tensor<4096xf32>, %r: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %s = stablehlo.add %x, %bb : tensor<4096x4096xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<4096x4096xf32>
  %a = stablehlo.maximum %s, %zero : tensor<4096x4096xf32>
  %y = stablehlo.add %a, %r : tensor<4096x4096xf32>
  return %y : tensor<4096x4096xf32>
}
