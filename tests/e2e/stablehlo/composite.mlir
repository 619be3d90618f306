// stablehlo.composite: a named op whose meaning is its decomposition.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func private @gelu_tanh(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %s = stablehlo.add %x, %y : tensor<3xf32>
  %t = stablehlo.tanh %s : tensor<3xf32>
  return %t : tensor<3xf32>
}

func.func @composite() {
  %a = util.unfoldable_constant dense<[0.0, 0.5, -1.0]> : tensor<3xf32>
  %b = util.unfoldable_constant dense<[0.0, 0.5, 0.0]> : tensor<3xf32>
  %r = stablehlo.composite "my.add_tanh" %a, %b {composite_attributes = {approximate = "tanh"}, decomposition = @gelu_tanh, version = 1 : i32} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%r, dense<[0.0, 0.761594, -0.761594]> : tensor<3xf32>) : tensor<3xf32>
  return
}
