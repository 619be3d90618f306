// tosa.bitwise_or on i32, i8 and i16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @bitwise_or_i32() {
  %lhs = util.unfoldable_constant dense<[-1748846035, -1498916265, -968208061, 431897165, -664705736, 1743712840, -232251188, -1192007965, -12447404, -911120386, 2005997810, 1469800515, 967028683, 652267636, -2090085491, 1999156705, 548526091]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[610244996, 217252628, 1929870078, -634689803, 1403803125, 1924949198, 750193282, 1637758679, -1331492482, -1693640153, -1230365595, -1514814223, 1559200740, -525790644, -713291280, 1101401662, 800735588]> : tensor<17xi32>
  %result = tosa.bitwise_or %lhs, %rhs : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-1210074195, -1359258793, -145785857, -608207107, -605194755, 2013198030, -21026098, -100698377, -1894018, -608337921, -138732297, -138418957, 2112860143, -420883844, -679486467, 2007941119, 800840047]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @bitwise_or_i8_broadcast() {
  %lhs = util.unfoldable_constant dense<[[127, -17, -118, -11, -107], [-126, -34, 82, -90, -49], [20, -42, -84, -110, 68]]> : tensor<3x5xi8>
  %rhs = util.unfoldable_constant dense<[[31, -25, 71, -22, 2]]> : tensor<1x5xi8>
  %result = tosa.bitwise_or %lhs, %rhs : (tensor<3x5xi8>, tensor<1x5xi8>) -> tensor<3x5xi8>
  check.expect_eq_const(%result, dense<[[127, -17, -49, -1, -105], [-97, -1, 87, -18, -49], [31, -9, -17, -6, 70]]> : tensor<3x5xi8>) : tensor<3x5xi8>
  return
}

func.func @bitwise_or_i16_3d() {
  %lhs = util.unfoldable_constant dense<[[[20541, -1461, 6041, 17832], [694, -26430, -29864, 2681], [-17999, 16310, -2991, -8762]], [[22462, 24650, -30184, -2831], [300, -25173, 28784, 31253], [31933, -2891, -26103, 16566]]]> : tensor<2x3x4xi16>
  %rhs = util.unfoldable_constant dense<[[[15896, -27640, 7043, 20240], [-30362, -22807, 12030, -24579], [1497, -14652, -30737, -4935]], [[-2369, -965, -30647, -4700], [-1020, -30505, -28089, 6359], [-29181, 15857, 1606, 31375]]]> : tensor<2x3x4xi16>
  %result = tosa.bitwise_or %lhs, %rhs : (tensor<2x3x4xi16>, tensor<2x3x4xi16>) -> tensor<2x3x4xi16>
  check.expect_eq_const(%result, dense<[[[32317, -437, 8091, 20408], [-29706, -16661, -20482, -24579], [-16903, -10, -2049, -513]], [[-2113, -901, -30119, -523], [-724, -25089, -3465, 31447], [-321, -523, -25009, 31423]]]> : tensor<2x3x4xi16>) : tensor<2x3x4xi16>
  return
}
