// stablehlo.broadcast (deprecated): the operand under new leading dimensions.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @broadcast() {
  %a = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = stablehlo.broadcast %a, sizes = [2] : (tensor<2x3xi32>) -> tensor<2x2x3xi32>
  check.expect_eq_const(%b, dense<[[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]]]> : tensor<2x2x3xi32>) : tensor<2x2x3xi32>
  return
}

func.func @broadcast_scalar_generic_form() {
  %a = util.unfoldable_constant dense<2.5> : tensor<f32>
  %b = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 3>} : (tensor<f32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%b, dense<2.5> : tensor<3xf32>) : tensor<3xf32>
  return
}
