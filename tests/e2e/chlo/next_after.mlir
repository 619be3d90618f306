// chlo.next_after: the representable value after x toward y, exactly, in
// f32 and f16 (f64: special_functions_f64.mlir): one ulp on the float's
// bits; zero steps to the smallest subnormal of y's sign.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @next_after_f32() {
  %x = util.unfoldable_constant dense<[1.0, 1.0, 0.0, 0.0, -1.0, -1.0, 2.0, 0x7F7FFFFF, 0x00000001, 0x7FC00000, 1.0]> : tensor<11xf32>
  %y = util.unfoldable_constant dense<[2.0, 0.0, -1.0, 1.0, 0.0, -2.0, 2.0, 0x7F800000, 0.0, 1.0, 0x7FC00000]> : tensor<11xf32>
  %result = chlo.next_after %x, %y : tensor<11xf32>, tensor<11xf32> -> tensor<11xf32>
  check.expect_eq_const(%result, dense<[0x3F800001, 0x3F7FFFFF, 0x80000001, 0x00000001, 0xBF7FFFFF, 0xBF800001, 2.0, 0x7F800000, 0.0, 0x7FC00000, 0x7FC00000]> : tensor<11xf32>) : tensor<11xf32>
  return
}

func.func @next_after_f16() {
  %x = util.unfoldable_constant dense<[1.0, 1.0, 0.0]> : tensor<3xf16>
  %y = util.unfoldable_constant dense<[2.0, -1.0, -1.0]> : tensor<3xf16>
  %result = chlo.next_after %x, %y : tensor<3xf16>, tensor<3xf16> -> tensor<3xf16>
  check.expect_eq_const(%result, dense<[0x3C01, 0x3BFF, 0x8001]> : tensor<3xf16>) : tensor<3xf16>
  return
}
