// stablehlo.or: logical on i1, bitwise on integers.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @or_i1_truth_table() {
  %lhs = util.unfoldable_constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = util.unfoldable_constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.or %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, true, true, true]> : tensor<4xi1>) : tensor<4xi1>
  return
}

func.func @or_i1_3x5() {
  %lhs = util.unfoldable_constant dense<[[false, true, true, false, true], [true, false, true, false, true], [true, true, false, true, true]]> : tensor<3x5xi1>
  %rhs = util.unfoldable_constant dense<[[false, true, false, true, false], [false, true, true, false, false], [true, false, false, false, false]]> : tensor<3x5xi1>
  %result = stablehlo.or %lhs, %rhs : tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[false, true, true, true, true], [true, true, true, false, true], [true, true, false, true, true]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @or_i1_0d() {
  %lhs = util.unfoldable_constant dense<true> : tensor<i1>
  %rhs = util.unfoldable_constant dense<true> : tensor<i1>
  %result = stablehlo.or %lhs, %rhs : tensor<i1>
  check.expect_eq_const(%result, dense<true> : tensor<i1>) : tensor<i1>
  return
}

func.func @or_i32_bits() {
  %lhs = util.unfoldable_constant dense<[0, -1, 252645135, -2147483648, 12345, 255]> : tensor<6xi32>
  %rhs = util.unfoldable_constant dense<[-1, -1, 16711935, 1, -12345, 15]> : tensor<6xi32>
  %result = stablehlo.or %lhs, %rhs : tensor<6xi32>
  check.expect_eq_const(%result, dense<[-1, -1, 268374015, -2147483647, -1, 255]> : tensor<6xi32>) : tensor<6xi32>
  return
}

func.func @or_i32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[845, -735, 290, -98], [212, 237, 79, -791], [398, 586, 534, 329]], [[-967, 128, 283, 410], [-199, 62, -555, -972], [-64, 232, 768, 526]]]> : tensor<2x3x4xi32>
  %rhs = util.unfoldable_constant dense<[[[-665, -879, -948, -302], [758, -596, -830, -67], [270, -413, -582, -437]], [[445, -94, -227, -973], [-364, -688, 83, 232], [-48, 980, 602, -476]]]> : tensor<2x3x4xi32>
  %result = stablehlo.or %lhs, %rhs : tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[-145, -591, -658, -34], [758, -531, -817, -3], [398, -405, -66, -181]], [[-579, -94, -225, -581], [-67, -642, -553, -772], [-48, 1020, 858, -466]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}

func.func @or_i8() {
  %lhs = util.unfoldable_constant dense<[-128, 127, 85, -86]> : tensor<4xi8>
  %rhs = util.unfoldable_constant dense<[-1, 15, -86, 85]> : tensor<4xi8>
  %result = stablehlo.or %lhs, %rhs : tensor<4xi8>
  check.expect_eq_const(%result, dense<[-1, 127, -1, -1]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @or_i32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %lhs_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %lhs_m0 = stablehlo.multiply %lhs_i0, %lhs_k0 : tensor<33x65xi32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %lhs_s0 = stablehlo.add %lhs_m0, %lhs_i1 : tensor<33x65xi32>
  %lhs_c = util.unfoldable_constant dense<0> : tensor<i32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %lhs = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xi32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %rhs_k0 = stablehlo.constant dense<3> : tensor<33x65xi32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<33x65xi32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %rhs_k1 = stablehlo.constant dense<7> : tensor<33x65xi32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<33x65xi32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<33x65xi32>
  %rhs_c = util.unfoldable_constant dense<11> : tensor<i32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %rhs = stablehlo.add %rhs_s0, %rhs_cb : tensor<33x65xi32>
  %result = stablehlo.or %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[16203, 18831, 20883, 23511, 25751, 27807, 30239, 36199, 51371, 53167, 55915, 57327, 60015, 61375, 63999, 73343, 86395, 87551, 90451, 91543, 94807, 95967, 98591, 108823, 120155, 121311, 123803, 123807, 127135, 129087, 130879, 147391, 156587]> : tensor<33xi32>) : tensor<33xi32>
  return
}
