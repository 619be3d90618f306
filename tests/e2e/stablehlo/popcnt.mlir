// stablehlo.popcnt: set bits of signed (two's complement) and unsigned integers.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @popcnt_i32_0d() {
  %a0 = util.unfoldable_constant dense<-1> : tensor<i32>
  %result = stablehlo.popcnt %a0 : tensor<i32>
  check.expect_eq_const(%result, dense<32> : tensor<i32>) : tensor<i32>
  return
}

func.func @popcnt_i32_1d() {
  %a0 = util.unfoldable_constant dense<[0, 1, 7, 255, -1, -2147483648, 2147483647, 1431655765, 1000]> : tensor<9xi32>
  %result = stablehlo.popcnt %a0 : tensor<9xi32>
  check.expect_eq_const(%result, dense<[0, 1, 3, 8, 32, 1, 31, 16, 6]> : tensor<9xi32>) : tensor<9xi32>
  return
}

func.func @popcnt_i8_2x3() {
  %a0 = util.unfoldable_constant dense<[[0, -1, -128], [127, 3, 16]]> : tensor<2x3xi8>
  %result = stablehlo.popcnt %a0 : tensor<2x3xi8>
  check.expect_eq_const(%result, dense<[[0, 8, 1], [7, 2, 1]]> : tensor<2x3xi8>) : tensor<2x3xi8>
  return
}

func.func @popcnt_ui16_1x4() {
  %a0 = util.unfoldable_constant dense<[[65535, 0, 256, 4369]]> : tensor<1x4xui16>
  %result = stablehlo.popcnt %a0 : tensor<1x4xui16>
  %bits = stablehlo.bitcast_convert %result : (tensor<1x4xui16>) -> tensor<1x4xi16>
  check.expect_eq_const(%bits, dense<[[16, 0, 1, 4]]> : tensor<1x4xi16>) : tensor<1x4xi16>
  return
}
