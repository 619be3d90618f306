// tosa.arithmetic_right_shift on i32, i8 and i16 tensors, with and without rounding.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @arithmetic_right_shift_i32() {
  %lhs = util.unfoldable_constant dense<[-199982931, 976084182, -1355341364, -1940375153, -688834856, -89127247, -647937662, -1866029864, -145803141, 955457374, -995395784, -587286813, 846612642, 1177481623, -831492574, 1642972306, 779523159]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[5, 7, 25, 17, 12, 24, 12, 19, 20, 6, 31, 19, 21, 14, 7, 19, 0]> : tensor<17xi32>
  %result = tosa.arithmetic_right_shift %lhs, %rhs {round = false} : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-6249467, 7625657, -41, -14804, -168173, -6, -158188, -3560, -140, 14929021, -1, -1121, 403, 71867, -6496036, 3133, 779523159]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// With round = true, the last bit shifted out is added back.
func.func @arithmetic_right_shift_i32_round() {
  %lhs = util.unfoldable_constant dense<[-199982931, 976084182, -1355341364, -1940375153, -688834856, -89127247, -647937662, -1866029864, -145803141, 955457374, -995395784, -587286813, 846612642, 1177481623, -831492574, 1642972306, 779523159]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[5, 7, 25, 17, 12, 24, 12, 19, 20, 6, 31, 19, 21, 14, 7, 19, 0]> : tensor<17xi32>
  %result = tosa.arithmetic_right_shift %lhs, %rhs {round = true} : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-6249467, 7625658, -40, -14804, -168173, -5, -158188, -3559, -139, 14929021, 0, -1120, 404, 71868, -6496036, 3134, 779523159]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// With round = true, the last bit shifted out is added back.
func.func @arithmetic_right_shift_i8_round() {
  %lhs = util.unfoldable_constant dense<[[14, -100, -79, -53, 94], [-111, -44, -112, -26, 114], [-76, -90, 39, -43, 5]]> : tensor<3x5xi8>
  %rhs = util.unfoldable_constant dense<[[7, 0, 4, 7, 5], [7, 2, 5, 5, 5], [1, 6, 2, 1, 7]]> : tensor<3x5xi8>
  %result = tosa.arithmetic_right_shift %lhs, %rhs {round = true} : (tensor<3x5xi8>, tensor<3x5xi8>) -> tensor<3x5xi8>
  check.expect_eq_const(%result, dense<[[0, -100, -5, 0, 3], [-1, -11, -3, -1, 4], [-38, -1, 10, -21, 0]]> : tensor<3x5xi8>) : tensor<3x5xi8>
  return
}

func.func @arithmetic_right_shift_i16_broadcast() {
  %lhs = util.unfoldable_constant dense<[[-999, 15043, -8691, -2476], [-30163, -2760, 4130, 15878]]> : tensor<2x4xi16>
  %rhs = util.unfoldable_constant dense<[[8, 6, 1, 6]]> : tensor<1x4xi16>
  %result = tosa.arithmetic_right_shift %lhs, %rhs {round = false} : (tensor<2x4xi16>, tensor<1x4xi16>) -> tensor<2x4xi16>
  check.expect_eq_const(%result, dense<[[-4, 235, -4346, -39], [-118, -44, 2065, 248]]> : tensor<2x4xi16>) : tensor<2x4xi16>
  return
}
