// tosa.equal on f32, i32, i8 and f16 tensors; NaN compares false.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @equal_f32() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, 0x7FC00000, 2.0, 0x7FC00000, -1.0e+10]> : tensor<10xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, 1.0, 1.5, 0x7FC00000, -1.0e+10]> : tensor<10xf32>
  %result = tosa.equal %lhs, %rhs : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
  check.expect_eq_const(%result, dense<[true, false, false, true, true, false, false, false, false, true]> : tensor<10xi1>) : tensor<10xi1>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @equal_i32_broadcast() {
  %lhs = util.unfoldable_constant dense<[[3, 1, -3, 1, 1], [0, 1, 1, 3, -4], [1, 3, -1, -4, 0]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[3], [-5], [1]]> : tensor<3x1xi32>
  %result = tosa.equal %lhs, %rhs : (tensor<3x5xi32>, tensor<3x1xi32>) -> tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[true, false, false, false, false], [false, false, false, false, false], [true, false, false, false, false]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @equal_i8_3d() {
  %lhs = util.unfoldable_constant dense<[[[-105, 111, 50, -22], [67, 40, 64, -110], [18, -51, -51, -87]], [[-12, 43, 47, -97], [-56, -1, -116, -64], [-33, -86, -101, 80]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[-105, 111, 50, -22], [55, -28, -19, -75], [41, 54, 23, 30]], [[80, 114, -64, 89], [-95, -50, 52, 92], [47, -64, -19, 90]]]> : tensor<2x3x4xi8>
  %result = tosa.equal %lhs, %rhs : (tensor<2x3x4xi8>, tensor<2x3x4xi8>) -> tensor<2x3x4xi1>
  check.expect_eq_const(%result, dense<[[[true, true, true, true], [false, false, false, false], [false, false, false, false]], [[false, false, false, false], [false, false, false, false], [false, false, false, false]]]> : tensor<2x3x4xi1>) : tensor<2x3x4xi1>
  return
}

func.func @equal_f16() {
  %lhs = util.unfoldable_constant dense<[[-0.75, -1.5, 0.75, 1.75, 2.0], [0.25, -0.5, -0.25, -1.75, -0.5]]> : tensor<2x5xf16>
  %rhs = util.unfoldable_constant dense<[[-0.75, -0.5, 1.5, -1.5, 1.25], [0.5, 1.75, -0.5, -0.75, 1.5]]> : tensor<2x5xf16>
  %result = tosa.equal %lhs, %rhs : (tensor<2x5xf16>, tensor<2x5xf16>) -> tensor<2x5xi1>
  check.expect_eq_const(%result, dense<[[true, false, false, false, false], [false, false, false, false, false]]> : tensor<2x5xi1>) : tensor<2x5xi1>
  return
}
