// chlo.is_inf, is_pos_inf and is_neg_inf; NaN is no infinity.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @is_inf_f32() {
  %a0 = util.unfoldable_constant dense<[0.0, 1.0, 0x7F800000, 0xFF800000, 0x7FC00000, -3.4e+38]> : tensor<6xf32>
  %result = chlo.is_inf %a0 : tensor<6xf32> -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[false, false, true, true, false, false]> : tensor<6xi1>) : tensor<6xi1>
  return
}

func.func @is_inf_f16_0d() {
  %a0 = util.unfoldable_constant dense<0xFC00> : tensor<f16>
  %result = chlo.is_inf %a0 : tensor<f16> -> tensor<i1>
  check.expect_eq_const(%result, dense<true> : tensor<i1>) : tensor<i1>
  return
}

func.func @is_pos_inf_f32() {
  %a0 = util.unfoldable_constant dense<[0.0, 1.0, 0x7F800000, 0xFF800000, 0x7FC00000, -3.4e+38]> : tensor<6xf32>
  %result = chlo.is_pos_inf %a0 : tensor<6xf32> -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[false, false, true, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  return
}

func.func @is_pos_inf_f16_0d() {
  %a0 = util.unfoldable_constant dense<0xFC00> : tensor<f16>
  %result = chlo.is_pos_inf %a0 : tensor<f16> -> tensor<i1>
  check.expect_eq_const(%result, dense<false> : tensor<i1>) : tensor<i1>
  return
}

func.func @is_neg_inf_f32() {
  %a0 = util.unfoldable_constant dense<[0.0, 1.0, 0x7F800000, 0xFF800000, 0x7FC00000, -3.4e+38]> : tensor<6xf32>
  %result = chlo.is_neg_inf %a0 : tensor<6xf32> -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[false, false, false, true, false, false]> : tensor<6xi1>) : tensor<6xi1>
  return
}

func.func @is_neg_inf_f16_0d() {
  %a0 = util.unfoldable_constant dense<0xFC00> : tensor<f16>
  %result = chlo.is_neg_inf %a0 : tensor<f16> -> tensor<i1>
  check.expect_eq_const(%result, dense<true> : tensor<i1>) : tensor<i1>
  return
}
