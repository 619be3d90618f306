// stablehlo.shift_left on signed and unsigned integers, amounts at and past the width.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @shift_left_i32_0d() {
  %a0 = util.unfoldable_constant dense<-7> : tensor<i32>
  %a1 = util.unfoldable_constant dense<2> : tensor<i32>
  %result = stablehlo.shift_left %a0, %a1 : tensor<i32>
  check.expect_eq_const(%result, dense<-28> : tensor<i32>) : tensor<i32>
  return
}

// Amounts of the width or more (and negative ones, read unsigned) shift everything out.
func.func @shift_left_i32_1d() {
  %a0 = util.unfoldable_constant dense<[1, -1, 12345, -12345, 1073741824, -2147483648, 7, -7, 5, -5, 99]> : tensor<11xi32>
  %a1 = util.unfoldable_constant dense<[0, 1, 3, 4, 1, 31, 32, 33, -1, 100, 31]> : tensor<11xi32>
  %result = stablehlo.shift_left %a0, %a1 : tensor<11xi32>
  check.expect_eq_const(%result, dense<[1, -2, 98760, -197520, -2147483648, 0, 0, 0, 0, 0, -2147483648]> : tensor<11xi32>) : tensor<11xi32>
  return
}

func.func @shift_left_i8_2x3() {
  %a0 = util.unfoldable_constant dense<[[1, -128, 127], [-3, 64, 100]]> : tensor<2x3xi8>
  %a1 = util.unfoldable_constant dense<[[7, 1, 2], [8, 1, 9]]> : tensor<2x3xi8>
  %result = stablehlo.shift_left %a0, %a1 : tensor<2x3xi8>
  check.expect_eq_const(%result, dense<[[-128, 0, -4], [0, -128, 0]]> : tensor<2x3xi8>) : tensor<2x3xi8>
  return
}

func.func @shift_left_ui32_1x4() {
  %a0 = util.unfoldable_constant dense<[[4294967295, 2147483648, 1, 255]]> : tensor<1x4xui32>
  %a1 = util.unfoldable_constant dense<[[31, 4, 32, 4]]> : tensor<1x4xui32>
  %result = stablehlo.shift_left %a0, %a1 : tensor<1x4xui32>
  %bits = stablehlo.bitcast_convert %result : (tensor<1x4xui32>) -> tensor<1x4xi32>
  check.expect_eq_const(%bits, dense<[[-2147483648, 0, 0, 4080]]> : tensor<1x4xi32>) : tensor<1x4xi32>
  return
}
