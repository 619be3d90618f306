// tosa.bitwise_xor on i32, i8 and i16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @bitwise_xor_i32() {
  %lhs = util.unfoldable_constant dense<[1946732160, 232615205, 1127607463, 1854860962, -1141861755, 1941179656, 1082819612, -1235252575, -1891431965, -1862384068, 1859754265, -1418791349, -2062131250, 1049833553, 950293413, -1026629890, -697374506]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[-1665423817, -709391275, 1904335047, -106742109, 788510435, -397691109, 1967866951, -914422903, -732249942, 713657276, -1321740594, -2092572577, -1559980361, 432106870, 1904292705, -165515327, -1442399520]> : tensor<17xi32>
  %result = tosa.bitwise_xor %lhs, %rhs : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-390897481, -664084112, 850670688, -1758605311, -1794169754, -1677739501, 901890139, 2132838696, 1528416585, -1166553728, -538030121, 673912340, 638765433, 659709223, 1227186372, 887927103, 2087211574]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @bitwise_xor_i8_broadcast() {
  %lhs = util.unfoldable_constant dense<[[107, 77, 74, -74, -86], [92, 123, -114, -93, -31], [113, -26, -75, 121, -24]]> : tensor<3x5xi8>
  %rhs = util.unfoldable_constant dense<[[101, -10, -30, -102, -20]]> : tensor<1x5xi8>
  %result = tosa.bitwise_xor %lhs, %rhs : (tensor<3x5xi8>, tensor<1x5xi8>) -> tensor<3x5xi8>
  check.expect_eq_const(%result, dense<[[14, -69, -88, 44, 70], [57, -115, 108, 57, 13], [20, 16, 87, -29, 4]]> : tensor<3x5xi8>) : tensor<3x5xi8>
  return
}

func.func @bitwise_xor_i16_3d() {
  %lhs = util.unfoldable_constant dense<[[[9433, 14099, -32365, 9182], [5241, 25831, 22555, 12267], [5841, 1003, 21872, 26259]], [[-19073, -11077, -1157, -8688], [-21046, -9737, 8233, -688], [2963, -30492, 9990, -3087]]]> : tensor<2x3x4xi16>
  %rhs = util.unfoldable_constant dense<[[[30237, -12019, 962, -16831], [298, -16553, -25220, 19499], [666, -7498, -17727, 31506]], [[3043, -5718, 19315, 12956], [-12370, -12756, 9002, 21397], [-9785, -18805, -12733, -14734]]]> : tensor<2x3x4xi16>
  %result = tosa.bitwise_xor %lhs, %rhs : (tensor<2x3x4xi16>, tensor<2x3x4xi16>) -> tensor<2x3x4xi16>
  check.expect_eq_const(%result, dense<[[[21188, -6626, -32175, -25185], [5459, -9296, -15001, 25536], [5195, -7843, -4175, 7553]], [[-16740, 15633, -20472, -4980], [25188, 6107, 771, -20795], [-11692, 15983, -5819, 13699]]]> : tensor<2x3x4xi16>) : tensor<2x3x4xi16>
  return
}
