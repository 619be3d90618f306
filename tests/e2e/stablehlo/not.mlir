// stablehlo.not: logical on i1, bitwise complement on integers.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @not_i1() {
  %x = util.unfoldable_constant dense<[false, true]> : tensor<2xi1>
  %result = stablehlo.not %x : tensor<2xi1>
  check.expect_eq_const(%result, dense<[true, false]> : tensor<2xi1>) : tensor<2xi1>
  return
}

func.func @not_i1_3x5() {
  %x = util.unfoldable_constant dense<[[false, true, true, true, false], [true, true, false, true, false], [true, true, true, true, true]]> : tensor<3x5xi1>
  %result = stablehlo.not %x : tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[true, false, false, false, true], [false, false, true, false, true], [false, false, false, false, false]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @not_i1_0d() {
  %x = util.unfoldable_constant dense<false> : tensor<i1>
  %result = stablehlo.not %x : tensor<i1>
  check.expect_eq_const(%result, dense<true> : tensor<i1>) : tensor<i1>
  return
}

// Bitwise complement.
func.func @not_i32_bits() {
  %x = util.unfoldable_constant dense<[0, -1, 252645135, -2147483648, 12345, 2147483647]> : tensor<6xi32>
  %result = stablehlo.not %x : tensor<6xi32>
  check.expect_eq_const(%result, dense<[-1, 0, -252645136, 2147483647, -12346, -2147483648]> : tensor<6xi32>) : tensor<6xi32>
  return
}

func.func @not_i32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-877, -40, -437, -795], [159, -935, 480, -247], [-226, 507, 954, 134]], [[392, -826, 287, -383], [922, -121, 329, 56], [962, -296, 233, -479]]]> : tensor<2x3x4xi32>
  %result = stablehlo.not %x : tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[876, 39, 436, 794], [-160, 934, -481, 246], [225, -508, -955, -135]], [[-393, 825, -288, 382], [-923, 120, -330, -57], [-963, 295, -234, 478]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}

func.func @not_i8() {
  %x = util.unfoldable_constant dense<[-128, 127, 0, -1, 85]> : tensor<5xi8>
  %result = stablehlo.not %x : tensor<5xi8>
  check.expect_eq_const(%result, dense<[127, -128, -1, 0, -86]> : tensor<5xi8>) : tensor<5xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @not_i32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %x_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xi32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xi32>
  %x_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %x = stablehlo.add %x_s0, %x_cb : tensor<33x65xi32>
  %result = stablehlo.not %x : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[62855, 58630, 54405, 50180, 45955, 41730, 37505, 33280, 29055, 24830, 20605, 16380, 12155, 7930, 3705, -520, -4745, -8970, -13195, -17420, -21645, -25870, -30095, -34320, -38545, -42770, -46995, -51220, -55445, -59670, -63895, -68120, -72345]> : tensor<33xi32>) : tensor<33xi32>
  return
}
