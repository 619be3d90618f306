// A 784-512-512-10 MLP over a batch of any size (tests/lit/tools/dynamic-shapes.test;
// docs/performance.md times it against the same program with a static batch).
func.func @mlp(%x: tensor<?x784xf32>, %w0: tensor<784x512xf32>, %b0: tensor<512xf32>, %w1: tensor<512x512xf32>, %b1: tensor<512xf32>, %w2: tensor<512x10xf32>, %b2: tensor<10xf32>) -> tensor<?x10xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x784xf32>
  %e0 = tensor.empty(%n) : tensor<?x512xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<?x512xf32>) -> tensor<?x512xf32>
  %m0 = linalg.matmul ins(%x, %w0 : tensor<?x784xf32>, tensor<784x512xf32>) outs(%f0 : tensor<?x512xf32>) -> tensor<?x512xf32>
  %r0 = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%m0, %b0 : tensor<?x512xf32>, tensor<512xf32>) outs(%e0 : tensor<?x512xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    %z = arith.maximumf %s, %zero : f32
    linalg.yield %z : f32
  } -> tensor<?x512xf32>
  %e1 = tensor.empty(%n) : tensor<?x512xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x512xf32>) -> tensor<?x512xf32>
  %m1 = linalg.matmul ins(%r0, %w1 : tensor<?x512xf32>, tensor<512x512xf32>) outs(%f1 : tensor<?x512xf32>) -> tensor<?x512xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%m1, %b1 : tensor<?x512xf32>, tensor<512xf32>) outs(%e1 : tensor<?x512xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    %z = arith.maximumf %s, %zero : f32
    linalg.yield %z : f32
  } -> tensor<?x512xf32>
  %e2 = tensor.empty(%n) : tensor<?x10xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x10xf32>) -> tensor<?x10xf32>
  %m2 = linalg.matmul ins(%r1, %w2 : tensor<?x512xf32>, tensor<512x10xf32>) outs(%f2 : tensor<?x10xf32>) -> tensor<?x10xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%m2, %b2 : tensor<?x10xf32>, tensor<10xf32>) outs(%e2 : tensor<?x10xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<?x10xf32>
  return %r2 : tensor<?x10xf32>
}
