// RUN: iree-opt --iree-linalg-ext-lower-to-loops --verify-diagnostics %s

func.func @not_bufferized(%u: tensor<4x1x8xf32>, %i: tensor<4x1xi32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{must be bufferized before it becomes loops}}
  %r = linalg_ext.scatter dimension_map = [0] ins(%u : tensor<4x1x8xf32>) indices(%i : tensor<4x1xi32>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg_ext.yield %b : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}
