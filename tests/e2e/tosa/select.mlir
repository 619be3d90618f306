// tosa.select on f32, i32, i8, f16 and i1 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @select_f32() {
  %cond = util.unfoldable_constant dense<[[true, false, true, false, false], [true, false, true, false, true], [false, false, false, true, false]]> : tensor<3x5xi1>
  %on_true = util.unfoldable_constant dense<[[-1.5, -2.25, -0.75, 7.75, -8.0], [-0.5, 4.5, 0.75, 6.5, -1.5], [-3.5, -1.0, -2.25, -5.0, -0.25]]> : tensor<3x5xf32>
  %on_false = util.unfoldable_constant dense<[[5.5, -1.75, 5.25, -2.0, 5.75], [4.0, 1.5, 2.5, -3.25, -3.0], [-1.25, 2.25, -1.75, 3.0, -1.75]]> : tensor<3x5xf32>
  %result = tosa.select %cond, %on_true, %on_false : (tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-1.5, -1.75, -0.75, -2.0, 5.75], [-0.5, 1.5, 0.75, -3.25, -1.5], [-1.25, 2.25, -1.75, -5.0, -1.75]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// A size-1 condition dimension broadcasts.
func.func @select_i32_broadcast_condition() {
  %cond = util.unfoldable_constant dense<[[false], [true], [false]]> : tensor<3x1xi1>
  %on_true = util.unfoldable_constant dense<[[852, 726, 585, -989, -711], [439, 175, 618, -989, -578], [-409, 140, 71, 965, -93]]> : tensor<3x5xi32>
  %on_false = util.unfoldable_constant dense<[[-397, 394, 230, 69, -173], [-960, -118, 123, 506, -102], [90, 442, -445, -300, 483]]> : tensor<3x5xi32>
  %result = tosa.select %cond, %on_true, %on_false : (tensor<3x1xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[-397, 394, 230, 69, -173], [439, 175, 618, -989, -578], [90, 442, -445, -300, 483]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @select_i8_3d() {
  %cond = util.unfoldable_constant dense<[[[true, true, true, false], [true, true, true, true], [true, false, false, false]], [[true, false, false, false], [true, true, true, false], [true, true, true, true]]]> : tensor<2x3x4xi1>
  %on_true = util.unfoldable_constant dense<[[[-81, -21, 98, -90], [-102, -112, -80, 61], [7, 17, 13, -22]], [[-67, -48, -28, -115], [32, 66, -119, -75], [37, -60, -106, -69]]]> : tensor<2x3x4xi8>
  %on_false = util.unfoldable_constant dense<[[[116, 16, 108, -54], [93, -101, 76, 95], [-112, -84, 30, -73]], [[83, 61, 86, -11], [98, 111, 83, 101], [102, 15, -125, -87]]]> : tensor<2x3x4xi8>
  %result = tosa.select %cond, %on_true, %on_false : (tensor<2x3x4xi1>, tensor<2x3x4xi8>, tensor<2x3x4xi8>) -> tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[-81, -21, 98, -54], [-102, -112, -80, 61], [7, -84, 30, -73]], [[-67, 61, 86, -11], [32, 66, -119, 101], [37, -60, -106, -69]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

func.func @select_f16() {
  %cond = util.unfoldable_constant dense<[[false, false, true, true, false, false]]> : tensor<1x6xi1>
  %on_true = util.unfoldable_constant dense<[[3.25, 0.25, -4.25, -6.25, 6.5, 1.0]]> : tensor<1x6xf16>
  %on_false = util.unfoldable_constant dense<[[5.0, 7.25, 5.0, 2.0, -3.25, -3.5]]> : tensor<1x6xf16>
  %result = tosa.select %cond, %on_true, %on_false : (tensor<1x6xi1>, tensor<1x6xf16>, tensor<1x6xf16>) -> tensor<1x6xf16>
  check.expect_almost_eq_const(%result, dense<[[5.0, 7.25, -4.25, -6.25, -3.25, -3.5]]> : tensor<1x6xf16>) : tensor<1x6xf16>
  return
}

func.func @select_i1() {
  %cond = util.unfoldable_constant dense<[false, false, true, true, false, true, true, true]> : tensor<8xi1>
  %on_true = util.unfoldable_constant dense<[true, false, true, false, true, true, false, true]> : tensor<8xi1>
  %on_false = util.unfoldable_constant dense<[false, true, false, true, true, true, false, true]> : tensor<8xi1>
  %result = tosa.select %cond, %on_true, %on_false : (tensor<8xi1>, tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, true, false, true, true, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}
