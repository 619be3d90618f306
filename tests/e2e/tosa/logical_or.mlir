// tosa.logical_or on i1 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @logical_or_truth_table() {
  %lhs = util.unfoldable_constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = util.unfoldable_constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = tosa.logical_or %lhs, %rhs : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, true, true, true]> : tensor<4xi1>) : tensor<4xi1>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @logical_or_broadcast() {
  %lhs = util.unfoldable_constant dense<[[true, false, false, false, true], [false, false, true, false, true], [false, false, false, true, false]]> : tensor<3x5xi1>
  %rhs = util.unfoldable_constant dense<false> : tensor<3x1xi1>
  %result = tosa.logical_or %lhs, %rhs : (tensor<3x5xi1>, tensor<3x1xi1>) -> tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[true, false, false, false, true], [false, false, true, false, true], [false, false, false, true, false]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}
