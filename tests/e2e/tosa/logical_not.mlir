// tosa.logical_not on i1 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @logical_not_i1() {
  %x = util.unfoldable_constant dense<[[true, false, true, true, false], [false, true, false, false, true], [false, false, false, false, true]]> : tensor<3x5xi1>
  %result = tosa.logical_not %x : (tensor<3x5xi1>) -> tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[false, true, false, false, true], [true, false, true, true, false], [true, true, true, true, false]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @logical_not_i1_0d() {
  %x = util.unfoldable_constant dense<true> : tensor<i1>
  %result = tosa.logical_not %x : (tensor<i1>) -> tensor<i1>
  check.expect_eq_const(%result, dense<false> : tensor<i1>) : tensor<i1>
  return
}
