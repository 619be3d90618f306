// stablehlo.xor: logical on i1, bitwise on integers.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @xor_i1_truth_table() {
  %lhs = util.unfoldable_constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = util.unfoldable_constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.xor %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, true, true, false]> : tensor<4xi1>) : tensor<4xi1>
  return
}

func.func @xor_i1_3x5() {
  %lhs = util.unfoldable_constant dense<[[true, true, true, true, true], [true, false, true, false, true], [false, false, true, true, true]]> : tensor<3x5xi1>
  %rhs = util.unfoldable_constant dense<[[false, false, true, true, true], [false, false, true, false, false], [true, true, false, false, false]]> : tensor<3x5xi1>
  %result = stablehlo.xor %lhs, %rhs : tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[true, true, false, false, false], [true, false, false, false, true], [true, true, true, true, true]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @xor_i1_0d() {
  %lhs = util.unfoldable_constant dense<true> : tensor<i1>
  %rhs = util.unfoldable_constant dense<true> : tensor<i1>
  %result = stablehlo.xor %lhs, %rhs : tensor<i1>
  check.expect_eq_const(%result, dense<false> : tensor<i1>) : tensor<i1>
  return
}

func.func @xor_i32_bits() {
  %lhs = util.unfoldable_constant dense<[0, -1, 252645135, -2147483648, 12345, 255]> : tensor<6xi32>
  %rhs = util.unfoldable_constant dense<[-1, -1, 16711935, 1, -12345, 15]> : tensor<6xi32>
  %result = stablehlo.xor %lhs, %rhs : tensor<6xi32>
  check.expect_eq_const(%result, dense<[-1, 0, 267390960, -2147483647, -2, 240]> : tensor<6xi32>) : tensor<6xi32>
  return
}

func.func @xor_i32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[-873, 944, -126, -330], [851, 13, -939, 86], [41, 133, 333, 581]], [[-819, -466, 752, 640], [-834, -360, -362, -46], [-299, -821, -897, 443]]]> : tensor<2x3x4xi32>
  %rhs = util.unfoldable_constant dense<[[[-992, -467, -197, 673], [-723, 73, -903, -989], [-422, 430, 694, -325]], [[851, -366, -964, 214], [56, -620, -275, -496], [198, 637, 225, 25]]]> : tensor<2x3x4xi32>
  %result = stablehlo.xor %lhs, %rhs : tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[183, -611, 185, -1001], [-386, 68, 44, -907], [-397, 299, 1019, -770]], [[-98, 188, -308, 598], [-890, 780, 123, 450], [-493, -330, -866, 418]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}

func.func @xor_i8() {
  %lhs = util.unfoldable_constant dense<[-128, 127, 85, -86]> : tensor<4xi8>
  %rhs = util.unfoldable_constant dense<[-1, 15, -86, 85]> : tensor<4xi8>
  %result = stablehlo.xor %lhs, %rhs : tensor<4xi8>
  check.expect_eq_const(%result, dense<[127, 112, -1, -1]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @xor_i32_33x65() {
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
  %result = stablehlo.xor %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[15051, 15887, 15571, 16407, 16467, 16159, 16603, 24103, 50027, 49199, 50275, 48679, 49635, 47935, 48763, 63031, 84715, 82607, 83987, 81751, 83859, 81759, 82587, 98631, 116875, 114767, 115331, 110919, 113155, 112639, 111803, 140407, 154379]> : tensor<33xi32>) : tensor<33xi32>
  return
}
