// Empty dimensions: elementwise ops over nothing, reductions over an empty
// dimension (their init), a contraction with K = 0 (zeros), concatenating
// and padding empty tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @add_empty() {
  %x = util.unfoldable_constant dense<> : tensor<0xf32>
  %r = stablehlo.add %x, %x : tensor<0xf32>
  check.expect_almost_eq_const(%r, dense<> : tensor<0xf32>) : tensor<0xf32>
  return
}
func.func @reduce_over_empty() {
  %x = util.unfoldable_constant dense<> : tensor<3x0xf32>
  %z = stablehlo.constant dense<5.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%r, dense<5.0> : tensor<3xf32>) : tensor<3xf32>
  return
}
func.func @concat_with_empty() {
  %a = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %b = util.unfoldable_constant dense<> : tensor<0xi32>
  %r = stablehlo.concatenate %a, %b, %a, dim = 0 : (tensor<2xi32>, tensor<0xi32>, tensor<2xi32>) -> tensor<4xi32>
  check.expect_eq_const(%r, dense<[1, 2, 1, 2]> : tensor<4xi32>) : tensor<4xi32>
  return
}
func.func @dot_k_zero() {
  %a = util.unfoldable_constant dense<> : tensor<2x0xf32>
  %b = util.unfoldable_constant dense<> : tensor<0x3xf32>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%r, dense<0.0> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}
func.func @slice_to_empty_and_pad() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = stablehlo.slice %x [1:1] : (tensor<3xf32>) -> tensor<0xf32>
  %v = stablehlo.constant dense<7.0> : tensor<f32>
  %p = stablehlo.pad %e, %v, low = [2], high = [1], interior = [0] : (tensor<0xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%p, dense<7.0> : tensor<3xf32>) : tensor<3xf32>
  return
}
