// tosa.identity forwards its operand.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @identity_f32() {
  %x = util.unfoldable_constant dense<[[-0.25, 3.25, 4.5, -3.75, 7.5], [7.25, 3.25, -7.25, -3.75, -6.0], [2.75, -7.75, -2.5, -8.0, 4.25]]> : tensor<3x5xf32>
  %result = tosa.identity %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.25, 3.25, 4.5, -3.75, 7.5], [7.25, 3.25, -7.25, -3.75, -6.0], [2.75, -7.75, -2.5, -8.0, 4.25]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @identity_i8() {
  %x = util.unfoldable_constant dense<[[[-25, 35, -66, 96], [-14, 74, 98, -91], [93, -42, 88, 73]], [[-85, 20, -84, -31], [77, -89, 17, 53], [34, -100, 36, -82]]]> : tensor<2x3x4xi8>
  %result = tosa.identity %x : (tensor<2x3x4xi8>) -> tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[-25, 35, -66, 96], [-14, 74, 98, -91], [93, -42, 88, 73]], [[-85, 20, -84, -31], [77, -89, 17, 53], [34, -100, 36, -82]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}
