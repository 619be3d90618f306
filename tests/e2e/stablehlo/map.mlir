// stablehlo.map with an elementwise body over two inputs.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @map() {
  %a = util.unfoldable_constant dense<[[1.0, -2.0], [3.0, 0.5]]> : tensor<2x2xf32>
  %b = util.unfoldable_constant dense<[[2.0, 2.0], [-1.0, 4.0]]> : tensor<2x2xf32>
  %r = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.multiply %x, %y : tensor<f32>
    %m = stablehlo.maximum %p, %x : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%r, dense<[[2.0, -2.0], [3.0, 2.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}
