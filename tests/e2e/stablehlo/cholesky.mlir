// stablehlo.cholesky: lower and upper factors, batched; the triangle the op
// does not read holds junk.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @lower() {
  %a = util.unfoldable_constant dense<[[4.0, 99.0, 99.0], [2.0, 10.0, 99.0], [-2.0, 2.0, 6.0]]> : tensor<3x3xf32>
  %l = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  check.expect_almost_eq_const(%l, dense<[[2.0, 0.0, 0.0], [1.0, 3.0, 0.0], [-1.0, 1.0, 2.0]]> : tensor<3x3xf32>) : tensor<3x3xf32>
  return
}

func.func @upper_generic_form() {
  %a = util.unfoldable_constant dense<[[4.0, 2.0, -2.0], [-7.0, 10.0, 2.0], [-7.0, -7.0, 6.0]]> : tensor<3x3xf32>
  %u = "stablehlo.cholesky"(%a) {lower = false} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const(%u, dense<[[2.0, 1.0, -1.0], [0.0, 3.0, 1.0], [0.0, 0.0, 2.0]]> : tensor<3x3xf32>) : tensor<3x3xf32>
  return
}

func.func @batched() {
  %a = util.unfoldable_constant dense<[[[4.0, 1.0], [1.0, 3.0]], [[9.0, 3.0], [3.0, 5.0]]]> : tensor<2x2x2xf32>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x2x2xf32>
  check.expect_almost_eq_const(%l, dense<[[[2.0, 0.0], [0.5, 1.658312]], [[3.0, 0.0], [1.0, 2.0]]]> : tensor<2x2x2xf32>) : tensor<2x2x2xf32>
  return
}
