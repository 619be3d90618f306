// tosa.reduce_all on i1 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reduce_all_axis1() {
  %x = util.unfoldable_constant dense<[[true, true, true, true, true], [false, false, false, false, false], [false, true, false, false, false], [true, true, true, true, false]]> : tensor<4x5xi1>
  %result = tosa.reduce_all %x {axis = 1 : i32} : (tensor<4x5xi1>) -> tensor<4x1xi1>
  check.expect_eq_const(%result, dense<[[true], [false], [false], [false]]> : tensor<4x1xi1>) : tensor<4x1xi1>
  return
}

func.func @reduce_all_axis0() {
  %x = util.unfoldable_constant dense<[[false, true, false, false, true, false], [true, true, false, false, false, false], [true, false, true, false, false, false]]> : tensor<3x6xi1>
  %result = tosa.reduce_all %x {axis = 0 : i32} : (tensor<3x6xi1>) -> tensor<1x6xi1>
  check.expect_eq_const(%result, dense<false> : tensor<1x6xi1>) : tensor<1x6xi1>
  return
}

func.func @reduce_all_3d() {
  %x = util.unfoldable_constant dense<[[[true, true], [false, true], [true, false]], [[false, false], [true, false], [false, false]]]> : tensor<2x3x2xi1>
  %result = tosa.reduce_all %x {axis = 2 : i32} : (tensor<2x3x2xi1>) -> tensor<2x3x1xi1>
  check.expect_eq_const(%result, dense<[[[true], [false], [false]], [[false], [false], [false]]]> : tensor<2x3x1xi1>) : tensor<2x3x1xi1>
  return
}
