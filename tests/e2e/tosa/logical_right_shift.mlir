// tosa.logical_right_shift on i32, i8 and i16 tensors: negative values shift in zeros.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @logical_right_shift_i32() {
  %lhs = util.unfoldable_constant dense<[-199982931, 976084182, -1355341364, -1940375153, -688834856, -89127247, -647937662, -1866029864, -145803141, 955457374, -995395784, -587286813, 846612642, 1177481623, -831492574, 1642972306, 779523159]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[5, 7, 25, 17, 12, 24, 12, 19, 20, 6, 31, 19, 21, 14, 7, 19, 0]> : tensor<17xi32>
  %result = tosa.logical_right_shift %lhs, %rhs : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[127968261, 7625657, 87, 17964, 880403, 250, 890388, 4632, 3956, 14929021, 1, 7071, 403, 71867, 27058396, 3133, 779523159]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @logical_right_shift_i8() {
  %lhs = util.unfoldable_constant dense<[[14, -100, -79, -53, 94], [-111, -44, -112, -26, 114], [-76, -90, 39, -43, 5]]> : tensor<3x5xi8>
  %rhs = util.unfoldable_constant dense<[[7, 0, 4, 7, 5], [7, 2, 5, 5, 5], [1, 6, 2, 1, 7]]> : tensor<3x5xi8>
  %result = tosa.logical_right_shift %lhs, %rhs : (tensor<3x5xi8>, tensor<3x5xi8>) -> tensor<3x5xi8>
  check.expect_eq_const(%result, dense<[[0, -100, 11, 1, 2], [1, 53, 4, 7, 3], [90, 2, 9, 106, 0]]> : tensor<3x5xi8>) : tensor<3x5xi8>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @logical_right_shift_i16_broadcast() {
  %lhs = util.unfoldable_constant dense<[[-999, 15043, -8691, -2476], [-30163, -2760, 4130, 15878]]> : tensor<2x4xi16>
  %rhs = util.unfoldable_constant dense<[[8, 6, 1, 6]]> : tensor<1x4xi16>
  %result = tosa.logical_right_shift %lhs, %rhs : (tensor<2x4xi16>, tensor<1x4xi16>) -> tensor<2x4xi16>
  check.expect_eq_const(%result, dense<[[252, 235, 28422, 985], [138, 980, 2065, 248]]> : tensor<2x4xi16>) : tensor<2x4xi16>
  return
}
