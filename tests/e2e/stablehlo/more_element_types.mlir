// f64, i64, i16 and bf16 computed natively by elementwise ops of StableHLOMoreOps.td and a few core ones.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// f64 natively: 2^-40 steps, 1e300 and denormals survive.
func.func @f64_add() {
  %a0 = util.unfoldable_constant dense<[1.0000000000009095, 1.0e+300, -3.5, 8.095e-320, 7.0]> : tensor<5xf64>
  %a1 = util.unfoldable_constant dense<[9.094947017729282e-13, 1.0e+300, 0.25, 8.095e-320, -1.0e-300]> : tensor<5xf64>
  %result = stablehlo.add %a0, %a1 : tensor<5xf64>
  check.expect_eq_const(%result, dense<[1.000000000001819, 2.0e+300, -3.25, 1.61895e-319, 7.0]> : tensor<5xf64>) : tensor<5xf64>
  return
}

func.func @f64_multiply_divide() {
  %a0 = util.unfoldable_constant dense<[1.0000000000009095, 1.0e+300, -3.5, 8.095e-320, 7.0]> : tensor<5xf64>
  %a1 = util.unfoldable_constant dense<[9.094947017729282e-13, 1.0e+300, 0.25, 8.095e-320, -1.0e-300]> : tensor<5xf64>
  %result = stablehlo.divide %a0, %a1 : tensor<5xf64>
  check.expect_eq_const(%result, dense<[1099511627777.0, 1.0, -14.0, 1.0, -7.0e+300]> : tensor<5xf64>) : tensor<5xf64>
  return
}

func.func @f64_sqrt() {
  %a0 = util.unfoldable_constant dense<[[2.0, 1.0e+300], [0.0, 1.0e-300]]> : tensor<2x2xf64>
  %result = stablehlo.sqrt %a0 : tensor<2x2xf64>
  check.expect_eq_const(%result, dense<[[1.4142135623730951, 1.0e+150], [0.0, 1.0e-150]]> : tensor<2x2xf64>) : tensor<2x2xf64>
  return
}

// Rounding to f32 drops 2^-40 and overflows 1e300.
func.func @f64_to_f32() {
  %a0 = util.unfoldable_constant dense<[1.0000000000009095, 1.0e+300, -2.5]> : tensor<3xf64>
  %result = stablehlo.convert %a0 : (tensor<3xf64>) -> tensor<3xf32>
  check.expect_eq_const(%result, dense<[1.0, 0x7F800000, -2.5]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// i64 natively: sums past 2^32 and the wrap at 2^63.
func.func @i64_add() {
  %a0 = util.unfoldable_constant dense<[1099511627776, -4611686018427387904, 9007199254740993, -1, 3]> : tensor<5xi64>
  %a1 = util.unfoldable_constant dense<[1099511627776, 4611686018427387904, 1, -9223372036854775808, 61]> : tensor<5xi64>
  %result = stablehlo.add %a0, %a1 : tensor<5xi64>
  check.expect_eq_const(%result, dense<[2199023255552, 0, 9007199254740994, 9223372036854775807, 64]> : tensor<5xi64>) : tensor<5xi64>
  return
}

func.func @i64_multiply() {
  %a0 = util.unfoldable_constant dense<[1099511627776, -4611686018427387904, 9007199254740993, -1, 3]> : tensor<5xi64>
  %a1 = util.unfoldable_constant dense<[1099511627776, 4611686018427387904, 1, -9223372036854775808, 61]> : tensor<5xi64>
  %result = stablehlo.multiply %a0, %a1 : tensor<5xi64>
  check.expect_eq_const(%result, dense<[0, 0, 9007199254740993, -9223372036854775808, 183]> : tensor<5xi64>) : tensor<5xi64>
  return
}

func.func @i64_shift_left() {
  %a0 = util.unfoldable_constant dense<[1099511627776, -4611686018427387904, 9007199254740993, -1, 3]> : tensor<5xi64>
  %a1 = util.unfoldable_constant dense<[3, 1, 0, 63, 64]> : tensor<5xi64>
  %result = stablehlo.shift_left %a0, %a1 : tensor<5xi64>
  check.expect_eq_const(%result, dense<[8796093022208, -9223372036854775808, 9007199254740993, -9223372036854775808, 0]> : tensor<5xi64>) : tensor<5xi64>
  return
}

func.func @i64_popcnt() {
  %a0 = util.unfoldable_constant dense<[1099511627776, -4611686018427387904, 9007199254740993, -1, 3]> : tensor<5xi64>
  %result = stablehlo.popcnt %a0 : tensor<5xi64>
  check.expect_eq_const(%result, dense<[1, 2, 2, 64, 2]> : tensor<5xi64>) : tensor<5xi64>
  return
}

// 2^53 + 1 rounds to even.
func.func @i64_to_f64_0d() {
  %a0 = util.unfoldable_constant dense<9007199254740993> : tensor<i64>
  %result = stablehlo.convert %a0 : (tensor<i64>) -> tensor<f64>
  check.expect_eq_const(%result, dense<9007199254740992.0> : tensor<f64>) : tensor<f64>
  return
}

// i16 products wrap.
func.func @i16_multiply() {
  %a0 = util.unfoldable_constant dense<[[300, -300, 32767], [-32768, 255, 7]]> : tensor<2x3xi16>
  %a1 = util.unfoldable_constant dense<[[300, 200, 1], [-1, 2, -9]]> : tensor<2x3xi16>
  %result = stablehlo.multiply %a0, %a1 : tensor<2x3xi16>
  check.expect_eq_const(%result, dense<[[24464, 5536, 32767], [-32768, 510, -63]]> : tensor<2x3xi16>) : tensor<2x3xi16>
  return
}

func.func @i16_clz() {
  %a0 = util.unfoldable_constant dense<[300, -300, 32767, -32768, 255, 7]> : tensor<6xi16>
  %result = stablehlo.count_leading_zeros %a0 : tensor<6xi16>
  check.expect_eq_const(%result, dense<[7, 0, 1, 0, 8, 13]> : tensor<6xi16>) : tensor<6xi16>
  return
}

func.func @i16_to_f32() {
  %a0 = util.unfoldable_constant dense<[300, -300, 32767, -32768, 255, 7]> : tensor<6xi16>
  %result = stablehlo.convert %a0 : (tensor<6xi16>) -> tensor<6xf32>
  check.expect_eq_const(%result, dense<[3.0e+02, -3.0e+02, 32767.0, -32768.0, 255.0, 7.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// bf16 adds round to 8 significant bits: 1 + 2^-8 is 1.
func.func @bf16_add() {
  %a0 = util.unfoldable_constant dense<[1.0, 3.14, -2.5, 1.0e+02, 0.0078]> : tensor<5xbf16>
  %a1 = util.unfoldable_constant dense<[0.0039, 1.0, 2.0, -0.5, 3.0]> : tensor<5xbf16>
  %result = stablehlo.add %a0, %a1 : tensor<5xbf16>
  check.expect_eq_const(%result, dense<[1.0, 4.12, -0.5, 99.5, 3.0]> : tensor<5xbf16>) : tensor<5xbf16>
  return
}

func.func @bf16_multiply() {
  %a0 = util.unfoldable_constant dense<[1.0, 3.14, -2.5, 1.0e+02, 0.0078]> : tensor<5xbf16>
  %a1 = util.unfoldable_constant dense<[0.0039, 1.0, 2.0, -0.5, 3.0]> : tensor<5xbf16>
  %result = stablehlo.multiply %a0, %a1 : tensor<5xbf16>
  check.expect_eq_const(%result, dense<[0.0039, 3.14, -5.0, -5.0e+01, 0.0234]> : tensor<5xbf16>) : tensor<5xbf16>
  return
}

func.func @bf16_sine() {
  %a0 = util.unfoldable_constant dense<[0.5, -1.0, 2.0, 3.0]> : tensor<4xbf16>
  %result = stablehlo.sine %a0 : tensor<4xbf16>
  check.expect_eq_const(%result, dense<[0.479, -0.84, 0.91, 0.142]> : tensor<4xbf16>) : tensor<4xbf16>
  return
}

func.func @bf16_exponential_1x3() {
  %a0 = util.unfoldable_constant dense<[[0.5, -1.0, 4.0]]> : tensor<1x3xbf16>
  %result = stablehlo.exponential %a0 : tensor<1x3xbf16>
  check.expect_eq_const(%result, dense<[[1.65, 0.367, 54.5]]> : tensor<1x3xbf16>) : tensor<1x3xbf16>
  return
}

func.func @bf16_to_f32() {
  %a0 = util.unfoldable_constant dense<[3.14, -0.0078]> : tensor<2xbf16>
  %result = stablehlo.convert %a0 : (tensor<2xbf16>) -> tensor<2xf32>
  check.expect_eq_const(%result, dense<[3.140625, -0.0078125]> : tensor<2xf32>) : tensor<2xf32>
  return
}
