// tosa.minimum on f32, i32, i8 and f16 tensors; NaN operands propagate.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @minimum_f32_nan() {
  %lhs = util.unfoldable_constant dense<[[-1.25, 0x7FC00000, 7.75, -1.25, -2.75], [6.25, -8.0, -6.75, -0.5, -0.25], [5.75, -0.25, 3.25, 4.5, -3.75]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[7.5, 7.25, 3.25, -7.25, -3.75], [-6.0, 2.75, -7.75, -2.5, -8.0], [4.25, -2.0, 2.75, 0x7FC00000, 7.75]]> : tensor<3x5xf32>
  %result = tosa.minimum %lhs, %rhs : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-1.25, 0x7FC00000, 3.25, -7.25, -3.75], [-6.0, -8.0, -7.75, -2.5, -8.0], [4.25, -2.0, 2.75, 0x7FC00000, -3.75]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @minimum_i32() {
  %lhs = util.unfoldable_constant dense<[-292319704, 1575006553, 2095204296, -1949451234, 1995729497, -900552796, 1873208313, 1556457912, -1814525663, 433138149, -1798770543, -668906975, 1640030370, -1908672400, 366413976, 1129029520, 725018081]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[-2140960505, 760133555, -1748723684, 1310746993, 2119584226, 1999480381, 1185467139, -696074067, 1581711312, 350204398, -98104563, 377739940, -1422284260, -1614153006, 145931483, 276354268, -318549664]> : tensor<17xi32>
  %result = tosa.minimum %lhs, %rhs : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-2140960505, 760133555, -1748723684, -1949451234, 1995729497, -900552796, 1185467139, -696074067, -1814525663, 350204398, -1798770543, -668906975, -1422284260, -1908672400, 145931483, 276354268, -318549664]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @minimum_i8_broadcast() {
  %lhs = util.unfoldable_constant dense<[[[51, -87, -14, -86], [-22, -62, 52, 113], [51, 124, -98, 52]], [[-55, 57, -1, 59], [-99, 4, -24, -83], [-74, 96, 40, 97]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[28, 53, 98, 110]], [[-114, 122, 21, 0]]]> : tensor<2x1x4xi8>
  %result = tosa.minimum %lhs, %rhs : (tensor<2x3x4xi8>, tensor<2x1x4xi8>) -> tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[28, -87, -14, -86], [-22, -62, 52, 110], [28, 53, -98, 52]], [[-114, 57, -1, 0], [-114, 4, -24, -83], [-114, 96, 21, 0]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

func.func @minimum_f16_broadcast() {
  %lhs = util.unfoldable_constant dense<[[5.5, 4.25, -3.5, 2.0], [2.25, -6.25, -7.5, -3.0], [3.5, -7.0, 4.0, 6.25], [-2.0, -7.75, 3.25, 0.5]]> : tensor<4x4xf16>
  %rhs = util.unfoldable_constant dense<[[4.0, -5.25, -1.75, -5.75]]> : tensor<1x4xf16>
  %result = tosa.minimum %lhs, %rhs : (tensor<4x4xf16>, tensor<1x4xf16>) -> tensor<4x4xf16>
  check.expect_almost_eq_const(%result, dense<[[4.0, -5.25, -3.5, -5.75], [2.25, -6.25, -7.5, -5.75], [3.5, -7.0, -1.75, -5.75], [-2.0, -7.75, -1.75, -5.75]]> : tensor<4x4xf16>) : tensor<4x4xf16>
  return
}
