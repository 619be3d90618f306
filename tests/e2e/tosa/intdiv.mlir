// tosa.intdiv on i32 tensors: the quotient rounds toward zero.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @intdiv_i32() {
  %lhs = util.unfoldable_constant dense<[7, -7, 7, -7, -592, 595, 286, 353, 977, -218, 679, -335, 135, 197, -574, -627, -542]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[2, 2, -2, -2, -15, 25, 27, 14, 10, -23, -25, -14, -4, -26, 24, -2, 12]> : tensor<17xi32>
  %result = tosa.intdiv %lhs, %rhs : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[3, -3, -3, 3, 39, 23, 10, 25, 97, 9, -27, 23, -33, -7, -23, 313, -45]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @intdiv_i32_broadcast() {
  %lhs = util.unfoldable_constant dense<[[-5749, -3471, -7681, 4679, 5486], [-5598, 4300, -8369, -2168, -6802], [4880, -3198, -532, -696, -489]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[14, -28, 41, -25, 10]]> : tensor<1x5xi32>
  %result = tosa.intdiv %lhs, %rhs : (tensor<3x5xi32>, tensor<1x5xi32>) -> tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[-410, 123, -187, -187, 548], [-399, -153, -204, 86, -680], [348, 114, -12, 27, -48]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @intdiv_i32_3d() {
  %lhs = util.unfoldable_constant dense<[[[-2042651176, -1591418200, -1797591331, -1753786538], [-1621421827, 423346395, 1318963243, 1523604877], [658890294, 436459909, -722899512, 1855375883]], [[603844477, 965428594, 1004622729, 1548556116], [869821525, 1843991816, 178093249, 198367398], [-1069134497, 1879791044, 227453786, -21526634]]]> : tensor<2x3x4xi32>
  %rhs = util.unfoldable_constant dense<[[[-368, -453, 267, -96], [136, 330, 798, -338], [363, 807, -82, -486]], [[-419, -321, 260, -483], [678, -289, -871, -990], [-950, 257, -307, -435]]]> : tensor<2x3x4xi32>
  %result = tosa.intdiv %lhs, %rhs : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[5550682, 3513064, -6732551, 18268609], [-11922219, 1282867, 1652836, -4507706], [1815124, 540842, 8815847, -3817645]], [[-1441156, -3007565, 3863933, -3206120], [1282922, -6380594, -204469, -200371], [1125404, 7314362, -740891, 49486]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}
