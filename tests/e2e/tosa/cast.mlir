// tosa.cast between f32, f16, i32, i16, i8 and i1.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Float to integer rounds half to even and saturates.
func.func @cast_f32_to_i32() {
  %x = util.unfoldable_constant dense<[0.0, 0.4, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.75, -3.75, 100.25, -7.5, 3.0e+09, -3.0e+09, 2.14748352e+09, 0.001, 12345.5]> : tensor<17xf32>
  %result = tosa.cast %x : (tensor<17xf32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[0, 0, 0, 2, 2, 0, -2, -2, 4, -4, 100, -8, 2147483647, -2147483648, 2147483520, 0, 12346]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @cast_f32_to_i8() {
  %x = util.unfoldable_constant dense<[0.5, 1.5, -126.5, 127.4, 200.0, -300.0, 42.25, -0.75]> : tensor<8xf32>
  %result = tosa.cast %x : (tensor<8xf32>) -> tensor<8xi8>
  check.expect_eq_const(%result, dense<[0, 2, -126, 127, 127, -128, 42, -1]> : tensor<8xi8>) : tensor<8xi8>
  return
}

func.func @cast_i32_to_f32() {
  %x = util.unfoldable_constant dense<[[6684547, -9149085, 9685386, -6148570, -9926177], [9977929, 4787666, 5914126, 16389879, -3653757], [11389215, -5609834, 2265035, 3298694, -9625324]]> : tensor<3x5xi32>
  %result = tosa.cast %x : (tensor<3x5xi32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[6684547.0, -9149085.0, 9685386.0, -6148570.0, -9926177.0], [9977929.0, 4787666.0, 5914126.0, 16389879.0, -3653757.0], [11389215.0, -5609834.0, 2265035.0, 3298694.0, -9625324.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @cast_i8_to_f32() {
  %x = util.unfoldable_constant dense<[-128, -1, 0, 1, 127, 55, -77, 100]> : tensor<8xi8>
  %result = tosa.cast %x : (tensor<8xi8>) -> tensor<8xf32>
  check.expect_almost_eq_const(%result, dense<[-128.0, -1.0, 0.0, 1.0, 127.0, 55.0, -77.0, 100.0]> : tensor<8xf32>) : tensor<8xf32>
  return
}

// Integer widening sign-extends.
func.func @cast_i8_to_i32() {
  %x = util.unfoldable_constant dense<[-128, -1, 0, 1, 127, 55, -77, 100]> : tensor<8xi8>
  %result = tosa.cast %x : (tensor<8xi8>) -> tensor<8xi32>
  check.expect_eq_const(%result, dense<[-128, -1, 0, 1, 127, 55, -77, 100]> : tensor<8xi32>) : tensor<8xi32>
  return
}

// Integer narrowing keeps the low bits.
func.func @cast_i32_to_i8() {
  %x = util.unfoldable_constant dense<[0, 1, 127, 128, 255, 256, -129, 300, -300, 65535, -2147483648, 2147483647]> : tensor<12xi32>
  %result = tosa.cast %x : (tensor<12xi32>) -> tensor<12xi8>
  check.expect_eq_const(%result, dense<[0, 1, 127, -128, -1, 0, 127, 44, -44, -1, 0, -1]> : tensor<12xi8>) : tensor<12xi8>
  return
}

func.func @cast_i32_to_i16() {
  %x = util.unfoldable_constant dense<[0, 1, 127, 128, 255, 256, -129, 300, -300, 65535, -2147483648, 2147483647]> : tensor<12xi32>
  %result = tosa.cast %x : (tensor<12xi32>) -> tensor<12xi16>
  check.expect_eq_const(%result, dense<[0, 1, 127, 128, 255, 256, -129, 300, -300, -1, 0, -1]> : tensor<12xi16>) : tensor<12xi16>
  return
}

func.func @cast_f16_to_f32() {
  %x = util.unfoldable_constant dense<[[[-5.0, -4.5, 2.75, 1.75], [7.25, 3.25, -4.0, 6.75], [7.25, 3.75, 2.75, -6.0]], [[-6.5, -3.75, -1.0, -7.0], [6.25, -0.5, 3.25, -4.75], [-2.75, -6.25, 3.75, 4.5]]]> : tensor<2x3x4xf16>
  %result = tosa.cast %x : (tensor<2x3x4xf16>) -> tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-5.0, -4.5, 2.75, 1.75], [7.25, 3.25, -4.0, 6.75], [7.25, 3.75, 2.75, -6.0]], [[-6.5, -3.75, -1.0, -7.0], [6.25, -0.5, 3.25, -4.75], [-2.75, -6.25, 3.75, 4.5]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

// Rounds to nearest; out of range goes to infinity.
func.func @cast_f32_to_f16() {
  %x = util.unfoldable_constant dense<[1.0, 0.1, -2.5, 65504.0, 0.001, 3.14159265, -100000.0, 100000.0]> : tensor<8xf32>
  %result = tosa.cast %x : (tensor<8xf32>) -> tensor<8xf16>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.0999755859375, -2.5, 65504.0, 0.0010004043579101562, 3.140625, 0xFC00, 0x7C00]> : tensor<8xf16>) : tensor<8xf16>
  return
}

func.func @cast_i1_to_i32() {
  %x = util.unfoldable_constant dense<[true, false, true, true, false]> : tensor<5xi1>
  %result = tosa.cast %x : (tensor<5xi1>) -> tensor<5xi32>
  check.expect_eq_const(%result, dense<[1, 0, 1, 1, 0]> : tensor<5xi32>) : tensor<5xi32>
  return
}

// Any non-zero integer is true.
func.func @cast_i32_to_i1() {
  %x = util.unfoldable_constant dense<[0, 1, 127, 128, 255, 256, -129, 300]> : tensor<8xi32>
  %result = tosa.cast %x : (tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, true, true, true, true, true, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @cast_f32_to_i1() {
  %x = util.unfoldable_constant dense<[0.0, -0.0, 0.5, -2.0, 1.0e-30]> : tensor<5xf32>
  %result = tosa.cast %x : (tensor<5xf32>) -> tensor<5xi1>
  check.expect_eq_const(%result, dense<[false, false, true, true, true]> : tensor<5xi1>) : tensor<5xi1>
  return
}

func.func @cast_i1_to_f32() {
  %x = util.unfoldable_constant dense<[true, false, true, true, false]> : tensor<5xi1>
  %result = tosa.cast %x : (tensor<5xi1>) -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 0.0, 1.0, 1.0, 0.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}
