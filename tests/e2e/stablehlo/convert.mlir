// stablehlo.convert between f32, f16, i32, i8 and i1.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Float to integer conversion truncates toward zero.
func.func @convert_f32_to_i32_truncates() {
  %x = util.unfoldable_constant dense<[2.7, -2.7, 0.5, -0.5, 100.99, -100.99, 0.0, 16777216.0]> : tensor<8xf32>
  %result = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xi32>
  check.expect_eq_const(%result, dense<[2, -2, 0, 0, 100, -100, 0, 16777216]> : tensor<8xi32>) : tensor<8xi32>
  return
}

// Rounds to nearest when not exact.
func.func @convert_i32_to_f32() {
  %x = util.unfoldable_constant dense<[0, 1, -1, 16777217, -2147483648, 2147483647, 123456]> : tensor<7xi32>
  %result = stablehlo.convert %x : (tensor<7xi32>) -> tensor<7xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 1.0, -1.0, 16777216.0, -2.1474836e+09, 2.1474836e+09, 123456.0]> : tensor<7xf32>) : tensor<7xf32>
  return
}

func.func @convert_i1_to_f32() {
  %x = util.unfoldable_constant dense<[true, false, true]> : tensor<3xi1>
  %result = stablehlo.convert %x : (tensor<3xi1>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.0, 1.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// true becomes 1 (zero extension, not -1).
func.func @convert_i1_to_i32() {
  %x = util.unfoldable_constant dense<[true, false, true]> : tensor<3xi1>
  %result = stablehlo.convert %x : (tensor<3xi1>) -> tensor<3xi32>
  check.expect_eq_const(%result, dense<[1, 0, 1]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// Any non-zero value becomes true.
func.func @convert_i32_to_i1() {
  %x = util.unfoldable_constant dense<[0, 1, -1, 7, -2147483648]> : tensor<5xi32>
  %result = stablehlo.convert %x : (tensor<5xi32>) -> tensor<5xi1>
  check.expect_eq_const(%result, dense<[false, true, true, true, true]> : tensor<5xi1>) : tensor<5xi1>
  return
}

func.func @convert_f32_to_i1() {
  %x = util.unfoldable_constant dense<[0.0, 0.5, -2.0, 0.0]> : tensor<4xf32>
  %result = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, true, true, false]> : tensor<4xi1>) : tensor<4xi1>
  return
}

// Rounds to nearest, ties to even (2049 -> 2048, 2051 -> 2052).
func.func @convert_f32_to_f16() {
  %x = util.unfoldable_constant dense<[1.0, 0.1, -3.14159, 65504.0, 0.001, 2049.0, -0.0, 2051.0]> : tensor<8xf32>
  %result = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xf16>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.099975586, -3.140625, 65504.0, 0.0010004044, 2048.0, -0.0, 2052.0]> : tensor<8xf16>) : tensor<8xf16>
  return
}

func.func @convert_f16_to_f32() {
  %x = util.unfoldable_constant dense<[1.0, 0.099975586, -3.140625, 65504.0, 0.00006097555, -0.0]> : tensor<6xf16>
  %result = stablehlo.convert %x : (tensor<6xf16>) -> tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.099975586, -3.140625, 65504.0, 0.00006097555, -0.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Truncation keeps the low 8 bits.
func.func @convert_i32_to_i8_wraps() {
  %x = util.unfoldable_constant dense<[300, -129, 255, 128, -128, 127, 0, -1, 65535]> : tensor<9xi32>
  %result = stablehlo.convert %x : (tensor<9xi32>) -> tensor<9xi8>
  check.expect_eq_const(%result, dense<[44, 127, -1, -128, -128, 127, 0, -1, -1]> : tensor<9xi8>) : tensor<9xi8>
  return
}

func.func @convert_i8_to_i32_sign_extends() {
  %x = util.unfoldable_constant dense<[-1, -128, 127, 0, 42, -42]> : tensor<6xi8>
  %result = stablehlo.convert %x : (tensor<6xi8>) -> tensor<6xi32>
  check.expect_eq_const(%result, dense<[-1, -128, 127, 0, 42, -42]> : tensor<6xi32>) : tensor<6xi32>
  return
}

func.func @convert_f32_to_i8() {
  %x = util.unfoldable_constant dense<[-1.5, 2.75, 100.25, -100.75]> : tensor<4xf32>
  %result = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xi8>
  check.expect_eq_const(%result, dense<[-1, 2, 100, -100]> : tensor<4xi8>) : tensor<4xi8>
  return
}

func.func @convert_i8_to_f32() {
  %x = util.unfoldable_constant dense<[-128, 127, 1, -1]> : tensor<4xi8>
  %result = stablehlo.convert %x : (tensor<4xi8>) -> tensor<4xf32>
  check.expect_almost_eq_const(%result, dense<[-128.0, 127.0, 1.0, -1.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @convert_f16_to_i32() {
  %x = util.unfoldable_constant dense<[-2.75, 2.25, 7.5]> : tensor<3xf16>
  %result = stablehlo.convert %x : (tensor<3xf16>) -> tensor<3xi32>
  check.expect_eq_const(%result, dense<[-2, 2, 7]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @convert_f32_to_i32_0d() {
  %x = util.unfoldable_constant dense<-7.9> : tensor<f32>
  %result = stablehlo.convert %x : (tensor<f32>) -> tensor<i32>
  check.expect_eq_const(%result, dense<-7> : tensor<i32>) : tensor<i32>
  return
}

func.func @convert_f32_to_i32_2x3x4() {
  %x = util.unfoldable_constant dense<[[[-47.375, -5.25, -38.875, 21.25], [-39.75, -45.0, -42.5, -47.125], [-3.875, -49.625, 13.625, 48.875]], [[45.0, 15.125, -22.875, 48.25], [46.0, -40.75, 11.375, 24.125], [2.0, 9.75, 6.25, -31.875]]]> : tensor<2x3x4xf32>
  %result = stablehlo.convert %x : (tensor<2x3x4xf32>) -> tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[-47, -5, -38, 21], [-39, -45, -42, -47], [-3, -49, 13, 48]], [[45, 15, -22, 48], [46, -40, 11, 24], [2, 9, 6, -31]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}

// Large: i32 -> f32, scale by 0.75, truncate back to i32.
func.func @convert_i32_f32_i32_33x65() {
  %idx = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %f = stablehlo.convert %idx : (tensor<33x65xi32>) -> tensor<33x65xf32>
  %scale = util.unfoldable_constant dense<0.75> : tensor<f32>
  %scale_b = stablehlo.broadcast_in_dim %scale, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %scaled = stablehlo.multiply %f, %scale_b : tensor<33x65xf32>
  %back = stablehlo.convert %scaled : (tensor<33x65xf32>) -> tensor<33x65xi32>
  %sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %sums = stablehlo.reduce(%back init: %sums_zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const(%sums, dense<50688> : tensor<i32>) : tensor<i32>
  return
}
