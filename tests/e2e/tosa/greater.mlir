// tosa.greater on f32, i32, i8 and f16 tensors; NaN compares false.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @greater_f32() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, 0x7FC00000, 2.0, 0x7FC00000, -1.0e+10]> : tensor<10xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, 1.0, 1.5, 0x7FC00000, -1.0e+10]> : tensor<10xf32>
  %result = tosa.greater %lhs, %rhs : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
  check.expect_eq_const(%result, dense<[false, false, true, false, false, false, false, true, false, false]> : tensor<10xi1>) : tensor<10xi1>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @greater_i32_broadcast() {
  %lhs = util.unfoldable_constant dense<[[-4, -4, 3, 0, -1], [1, 2, 3, -2, 2], [-3, -1, -3, 3, -5]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[2], [3], [-1]]> : tensor<3x1xi32>
  %result = tosa.greater %lhs, %rhs : (tensor<3x5xi32>, tensor<3x1xi32>) -> tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[false, false, true, false, false], [false, false, false, false, false], [false, false, false, true, false]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @greater_i8_3d() {
  %lhs = util.unfoldable_constant dense<[[[-115, -19, 83, -38], [9, 71, 122, -92], [-108, 80, 84, 22]], [[-71, -33, 16, 113], [-121, 117, 74, 119], [-31, -103, 83, -3]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[-115, -19, 83, -38], [75, -52, 0, -11], [-74, -57, -6, 18]], [[65, 9, 63, 88], [-70, -67, -109, 65], [-104, -2, 125, 119]]]> : tensor<2x3x4xi8>
  %result = tosa.greater %lhs, %rhs : (tensor<2x3x4xi8>, tensor<2x3x4xi8>) -> tensor<2x3x4xi1>
  check.expect_eq_const(%result, dense<[[[false, false, false, false], [false, true, true, false], [false, true, true, true]], [[false, false, false, true], [false, true, true, true], [true, false, false, false]]]> : tensor<2x3x4xi1>) : tensor<2x3x4xi1>
  return
}

func.func @greater_f16() {
  %lhs = util.unfoldable_constant dense<[[1.0, 1.5, 0.25, -2.0, -1.5], [-0.5, 0.0, -1.0, 1.25, 0.0]]> : tensor<2x5xf16>
  %rhs = util.unfoldable_constant dense<[[0.75, 2.0, 0.5, 0.25, -0.25], [-1.75, -2.0, 1.0, 0.0, -1.25]]> : tensor<2x5xf16>
  %result = tosa.greater %lhs, %rhs : (tensor<2x5xf16>, tensor<2x5xf16>) -> tensor<2x5xi1>
  check.expect_eq_const(%result, dense<[[true, false, false, false, false], [true, true, false, true, true]]> : tensor<2x5xi1>) : tensor<2x5xi1>
  return
}
