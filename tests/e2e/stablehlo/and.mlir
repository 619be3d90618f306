// stablehlo.and: logical on i1, bitwise on integers.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @and_i1_truth_table() {
  %lhs = util.unfoldable_constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = util.unfoldable_constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.and %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, false, false, true]> : tensor<4xi1>) : tensor<4xi1>
  return
}

func.func @and_i1_3x5() {
  %lhs = util.unfoldable_constant dense<[[true, false, true, false, true], [false, true, true, false, true], [true, false, true, false, false]]> : tensor<3x5xi1>
  %rhs = util.unfoldable_constant dense<[[false, false, true, true, true], [false, true, false, true, false], [true, false, false, false, true]]> : tensor<3x5xi1>
  %result = stablehlo.and %lhs, %rhs : tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[false, false, true, false, true], [false, true, false, false, false], [true, false, false, false, false]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @and_i1_0d() {
  %lhs = util.unfoldable_constant dense<true> : tensor<i1>
  %rhs = util.unfoldable_constant dense<true> : tensor<i1>
  %result = stablehlo.and %lhs, %rhs : tensor<i1>
  check.expect_eq_const(%result, dense<true> : tensor<i1>) : tensor<i1>
  return
}

func.func @and_i32_bits() {
  %lhs = util.unfoldable_constant dense<[0, -1, 252645135, -2147483648, 12345, 255]> : tensor<6xi32>
  %rhs = util.unfoldable_constant dense<[-1, -1, 16711935, 1, -12345, 15]> : tensor<6xi32>
  %result = stablehlo.and %lhs, %rhs : tensor<6xi32>
  check.expect_eq_const(%result, dense<[0, -1, 983055, 0, 1, 15]> : tensor<6xi32>) : tensor<6xi32>
  return
}

func.func @and_i32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[909, -603, 625, 385], [341, 20, 812, -329], [-377, -752, 159, 147]], [[-267, -386, -486, -417], [-73, 827, -720, 617], [830, 41, 394, 212]]]> : tensor<2x3x4xi32>
  %rhs = util.unfoldable_constant dense<[[[-911, -899, -405, -373], [-197, -491, 791, 148], [746, 662, 661, 538]], [[-784, -726, 589, 79], [-768, 465, -660, -766], [859, 35, 950, -387]]]> : tensor<2x3x4xi32>
  %result = stablehlo.and %lhs, %rhs : tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[1, -987, 609, 129], [273, 20, 772, 148], [642, 16, 149, 18]], [[-784, -982, 520, 79], [-768, 273, -736, 0], [794, 33, 386, 84]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}

func.func @and_i8() {
  %lhs = util.unfoldable_constant dense<[-128, 127, 85, -86]> : tensor<4xi8>
  %rhs = util.unfoldable_constant dense<[-1, 15, -86, 85]> : tensor<4xi8>
  %result = stablehlo.and %lhs, %rhs : tensor<4xi8>
  check.expect_eq_const(%result, dense<[-128, 15, 0, 0]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @and_i32_33x65() {
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
  %result = stablehlo.and %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[1152, 2944, 5312, 7104, 9284, 11648, 13636, 12096, 1344, 3968, 5640, 8648, 10380, 13440, 15236, 10312, 1680, 4944, 6464, 9792, 10948, 14208, 16004, 10192, 3280, 6544, 8472, 12888, 13980, 16448, 19076, 6984, 2208]> : tensor<33xi32>) : tensor<33xi32>
  return
}
