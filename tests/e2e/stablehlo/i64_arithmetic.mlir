// 64-bit integer division, remainder, products and shifts at values whose
// halves interact (targets without 64-bit integers emulate them with two
// 32-bit halves: carries, signs, shifts by 0 and by 32 or more).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @divide_remainder_i64() {
  %x = util.unfoldable_constant dense<[7, -7, 9000000000000, -1, -9223372036854775808, 4294967296]> : tensor<6xi64>
  %y = util.unfoldable_constant dense<[2, 2, -7, 3, 3, 4294967295]> : tensor<6xi64>
  %q = stablehlo.divide %x, %y : tensor<6xi64>
  %r = stablehlo.remainder %x, %y : tensor<6xi64>
  check.expect_eq_const(%q, dense<[3, -3, -1285714285714, 0, -3074457345618258602, 1]> : tensor<6xi64>) : tensor<6xi64>
  check.expect_eq_const(%r, dense<[1, -1, 2, -1, -2, 1]> : tensor<6xi64>) : tensor<6xi64>
  return
}

func.func @divide_remainder_ui64() {
  %x = util.unfoldable_constant dense<[7, 18446744073709551609, 9000000000000, 18446744073709551615]> : tensor<4xui64>
  %y = util.unfoldable_constant dense<[2, 2, 18446744073709551609, 3]> : tensor<4xui64>
  %q = stablehlo.divide %x, %y : tensor<4xui64>
  %r = stablehlo.remainder %x, %y : tensor<4xui64>
  %qs = stablehlo.bitcast_convert %q : (tensor<4xui64>) -> tensor<4xi64>
  %rs = stablehlo.bitcast_convert %r : (tensor<4xui64>) -> tensor<4xi64>
  check.expect_eq_const(%qs, dense<[3, 9223372036854775804, 0, 6148914691236517205]> : tensor<4xi64>) : tensor<4xi64>
  check.expect_eq_const(%rs, dense<[1, 1, 9000000000000, 0]> : tensor<4xi64>) : tensor<4xi64>
  return
}

func.func @multiply_shift_i64() {
  %x = util.unfoldable_constant dense<[3, -1, 4294967295, -9000000000]> : tensor<4xi64>
  %y = util.unfoldable_constant dense<[2, -5, 4294967297, 7]> : tensor<4xi64>
  %p = stablehlo.multiply %x, %y : tensor<4xi64>
  check.expect_eq_const(%p, dense<[6, 5, -1, -63000000000]> : tensor<4xi64>) : tensor<4xi64>
  %s = util.unfoldable_constant dense<[0, 1, 32, 35]> : tensor<4xi64>
  %l = stablehlo.shift_right_logical %x, %s : tensor<4xi64>
  check.expect_eq_const(%l, dense<[3, 9223372036854775807, 0, 536870911]> : tensor<4xi64>) : tensor<4xi64>
  %a = stablehlo.shift_right_arithmetic %x, %s : tensor<4xi64>
  check.expect_eq_const(%a, dense<[3, -1, 0, -1]> : tensor<4xi64>) : tensor<4xi64>
  %h = stablehlo.shift_left %y, %s : tensor<4xi64>
  check.expect_eq_const(%h, dense<[2, -10, 4294967296, 240518168576]> : tensor<4xi64>) : tensor<4xi64>
  return
}

// A slice of an i64 producer: the workgroup computes the producer into a
// temporary first (emulated targets keep each element's two halves there).
func.func @i64_temporary() {
  %x = util.unfoldable_constant dense<4294967295> : tensor<40x20xi64>
  %iota = stablehlo.iota dim = 1 : tensor<40x20xi64>
  %four = stablehlo.constant dense<4> : tensor<40x20xi64>
  %rem = stablehlo.remainder %iota, %four : tensor<40x20xi64>
  %y = stablehlo.add %x, %rem : tensor<40x20xi64>
  %s = stablehlo.slice %y [0:1, 0:6] : (tensor<40x20xi64>) -> tensor<1x6xi64>
  check.expect_eq_const(%s, dense<[[4294967295, 4294967296, 4294967297, 4294967298, 4294967295, 4294967296]]> : tensor<1x6xi64>) : tensor<1x6xi64>
  return
}
