// tosa.greater_equal on f32, i32, i8 and f16 tensors; NaN compares false.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @greater_equal_f32() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, 0x7FC00000, 2.0, 0x7FC00000, -1.0e+10]> : tensor<10xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, 1.0, 1.5, 0x7FC00000, -1.0e+10]> : tensor<10xf32>
  %result = tosa.greater_equal %lhs, %rhs : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
  check.expect_eq_const(%result, dense<[true, false, true, true, true, false, false, true, false, true]> : tensor<10xi1>) : tensor<10xi1>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @greater_equal_i32_broadcast() {
  %lhs = util.unfoldable_constant dense<[[-2, 0, -2, 1, 5], [5, -2, -2, 5, 2], [-5, -5, 0, -5, 2]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[-1], [-5], [1]]> : tensor<3x1xi32>
  %result = tosa.greater_equal %lhs, %rhs : (tensor<3x5xi32>, tensor<3x1xi32>) -> tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[false, true, false, true, true], [true, true, true, true, true], [false, false, false, false, true]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @greater_equal_i8_3d() {
  %lhs = util.unfoldable_constant dense<[[[-56, -56, 78, 62], [6, -46, 73, -59], [96, 50, 21, 53]], [[104, 121, 16, -95], [53, -104, 18, 84], [113, -58, 51, 103]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[-56, -56, 78, 62], [-42, -127, -122, 16], [-112, 94, -96, 126]], [[55, -31, -13, -86], [-90, 103, -123, -22], [26, -13, 109, -8]]]> : tensor<2x3x4xi8>
  %result = tosa.greater_equal %lhs, %rhs : (tensor<2x3x4xi8>, tensor<2x3x4xi8>) -> tensor<2x3x4xi1>
  check.expect_eq_const(%result, dense<[[[true, true, true, true], [true, true, true, false], [true, false, true, false]], [[true, true, true, false], [true, false, true, true], [true, false, false, true]]]> : tensor<2x3x4xi1>) : tensor<2x3x4xi1>
  return
}

func.func @greater_equal_f16() {
  %lhs = util.unfoldable_constant dense<[[0.75, 0.25, 1.0, -1.75, 1.5], [-2.0, -1.0, 1.25, -0.5, 0.5]]> : tensor<2x5xf16>
  %rhs = util.unfoldable_constant dense<[[0.25, -0.5, 1.0, 0.75, -1.75], [1.0, -1.25, -1.0, 2.0, -0.5]]> : tensor<2x5xf16>
  %result = tosa.greater_equal %lhs, %rhs : (tensor<2x5xf16>, tensor<2x5xf16>) -> tensor<2x5xi1>
  check.expect_eq_const(%result, dense<[[true, true, true, false, true], [false, true, true, false, true]]> : tensor<2x5xi1>) : tensor<2x5xi1>
  return
}
