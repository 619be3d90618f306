// stablehlo.count_leading_zeros: zero gives the width; negative values start with a one.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @clz_i32_0d() {
  %a0 = util.unfoldable_constant dense<1> : tensor<i32>
  %result = stablehlo.count_leading_zeros %a0 : tensor<i32>
  check.expect_eq_const(%result, dense<31> : tensor<i32>) : tensor<i32>
  return
}

func.func @clz_i32_1d() {
  %a0 = util.unfoldable_constant dense<[0, 1, 2, 65536, -1, -2147483648, 2147483647, 255, 1000]> : tensor<9xi32>
  %result = stablehlo.count_leading_zeros %a0 : tensor<9xi32>
  check.expect_eq_const(%result, dense<[32, 31, 30, 15, 0, 0, 1, 24, 22]> : tensor<9xi32>) : tensor<9xi32>
  return
}

func.func @clz_i8_2x3() {
  %a0 = util.unfoldable_constant dense<[[0, 1, -128], [127, 16, 3]]> : tensor<2x3xi8>
  %result = stablehlo.count_leading_zeros %a0 : tensor<2x3xi8>
  check.expect_eq_const(%result, dense<[[8, 7, 0], [1, 3, 6]]> : tensor<2x3xi8>) : tensor<2x3xi8>
  return
}

func.func @clz_ui16_1x4() {
  %a0 = util.unfoldable_constant dense<[[0, 1, 32768, 255]]> : tensor<1x4xui16>
  %result = stablehlo.count_leading_zeros %a0 : tensor<1x4xui16>
  %bits = stablehlo.bitcast_convert %result : (tensor<1x4xui16>) -> tensor<1x4xi16>
  check.expect_eq_const(%bits, dense<[[16, 15, 0, 8]]> : tensor<1x4xi16>) : tensor<1x4xi16>
  return
}
