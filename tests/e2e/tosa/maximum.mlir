// tosa.maximum on f32, i32, i8 and f16 tensors; NaN operands propagate.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @maximum_f32_nan() {
  %lhs = util.unfoldable_constant dense<[[1.75, 0x7FC00000, 3.5, -4.0, 1.75], [5.5, -0.5, -5.25, -7.0, 6.0], [0.0, -5.25, -3.25, 4.0, -2.0]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[1.75, 5.0, -4.75, 5.75, 4.25], [-2.75, -4.0, -2.5, -6.75, -1.25], [2.0, 4.5, 0.5, 0x7FC00000, 2.25]]> : tensor<3x5xf32>
  %result = tosa.maximum %lhs, %rhs : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[1.75, 0x7FC00000, 3.5, 5.75, 4.25], [5.5, -0.5, -2.5, -6.75, 6.0], [2.0, 4.5, 0.5, 0x7FC00000, 2.25]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @maximum_i32() {
  %lhs = util.unfoldable_constant dense<[-1723733086, -1398552554, 1984220072, -1081625281, 323539609, 793808674, 1380097318, -1800142573, 1462534242, 1610928848, 829835749, -306255300, -996554648, 508499197, 741660280, -802705748, 780168919]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[-1378844038, -1047792273, -2105770377, -896820204, -1245356011, 1383183403, 1589140814, 1596255838, 2030788537, 554021389, -249999983, 353326020, -520766955, -114421348, -962299959, 829527863, 2001901905]> : tensor<17xi32>
  %result = tosa.maximum %lhs, %rhs : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-1378844038, -1047792273, 1984220072, -896820204, 323539609, 1383183403, 1589140814, 1596255838, 2030788537, 1610928848, 829835749, 353326020, -520766955, 508499197, 741660280, 829527863, 2001901905]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @maximum_i8_broadcast() {
  %lhs = util.unfoldable_constant dense<[[[-88, -114, -32, -24], [-23, -85, -87, -67], [20, 71, -7, -76]], [[-19, 13, 111, -35], [-67, 1, -113, -43], [-87, -56, -96, -56]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[-39, -107, -40, -5]], [[-104, 98, 96, 114]]]> : tensor<2x1x4xi8>
  %result = tosa.maximum %lhs, %rhs : (tensor<2x3x4xi8>, tensor<2x1x4xi8>) -> tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[-39, -107, -32, -5], [-23, -85, -40, -5], [20, 71, -7, -5]], [[-19, 98, 111, 114], [-67, 98, 96, 114], [-87, 98, 96, 114]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

func.func @maximum_f16_broadcast() {
  %lhs = util.unfoldable_constant dense<[[-6.25, -7.75, 7.5, 6.75], [5.0, -6.25, 2.75, 4.0], [-3.5, 6.5, 4.25, -5.5], [1.25, -2.75, 4.75, -2.0]]> : tensor<4x4xf16>
  %rhs = util.unfoldable_constant dense<[[6.0, -2.5, 2.75, 0.25]]> : tensor<1x4xf16>
  %result = tosa.maximum %lhs, %rhs : (tensor<4x4xf16>, tensor<1x4xf16>) -> tensor<4x4xf16>
  check.expect_almost_eq_const(%result, dense<[[6.0, -2.5, 7.5, 6.75], [6.0, -2.5, 2.75, 4.0], [6.0, 6.5, 4.25, 0.25], [6.0, -2.5, 4.75, 0.25]]> : tensor<4x4xf16>) : tensor<4x4xf16>
  return
}
