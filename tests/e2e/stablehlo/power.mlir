// stablehlo.power (x^y).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @power_f32_0d() {
  %lhs = util.unfoldable_constant dense<1.5> : tensor<f32>
  %rhs = util.unfoldable_constant dense<-3.0> : tensor<f32>
  %result = stablehlo.power %lhs, %rhs : tensor<f32>
  check.expect_almost_eq_const(%result, dense<0.2962963> : tensor<f32>) : tensor<f32>
  return
}

func.func @power_f32_1d() {
  %lhs = util.unfoldable_constant dense<[2.75, 3.75, 3.5, 0.75, 3.0, 3.0, 1.5, 2.75, 3.25, 2.25, 2.5, 3.25, 0.25, 1.75, 2.75, 3.5, 3.0]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[-1.75, -0.5, 0.25, 2.0, 1.75, 1.25, 1.0, 0.75, -1.75, -3.0, -2.25, -1.25, -1.0, -0.75, 0.5, 2.75, 0.0]> : tensor<17xf32>
  %result = stablehlo.power %lhs, %rhs : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[0.17028162, 0.5163978, 1.3677824, 0.5625, 6.838521, 3.948222, 1.5, 2.1354997, 0.12711714, 0.087791495, 0.12724331, 0.22916369, 4.0, 0.65723616, 1.6583124, 31.346361, 1.0]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @power_f32_3x5() {
  %lhs = util.unfoldable_constant dense<[[3.25, 1.5, 3.25, 0.25, 1.25], [3.75, 1.75, 3.75, 1.75, 2.5], [0.5, 2.75, 1.0, 2.0, 1.25]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[0.5, -2.75, 1.75, 2.25, -0.25], [1.25, 2.5, -1.75, -0.25, 1.75], [-0.5, 2.0, -1.75, -1.0, 1.0]]> : tensor<3x5xf32>
  %result = stablehlo.power %lhs, %rhs : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[1.8027756, 0.32790574, 7.86676, 0.044194173, 0.9457416], [5.2184205, 4.0513067, 0.09895672, 0.86944175, 4.970442], [1.4142135, 7.5625, 1.0, 0.5, 1.25]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @power_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[2.75, 1.75, 1.0, 3.5], [3.0, 2.75, 1.75, 3.25], [2.5, 2.25, 3.5, 1.0]], [[3.75, 4.0, 4.0, 2.5], [3.5, 2.75, 2.5, 1.75], [2.0, 3.0, 3.0, 3.0]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[2.5, -2.5, 2.0, -2.0], [-0.75, 1.0, 2.0, -1.25], [0.0, 3.0, 0.75, -1.25]], [[0.25, 0.5, -1.5, 0.5], [1.5, -0.25, -2.5, 0.5], [-1.0, -2.25, 2.5, 2.75]]]> : tensor<2x3x4xf32>
  %result = stablehlo.power %lhs, %rhs : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[12.540987, 0.24683394, 1.0, 0.08163265], [0.43869135, 2.75, 3.0625, 0.22916369], [1.0, 11.390625, 2.5588865, 1.0]], [[1.3915788, 2.0, 0.125, 1.5811388], [6.5479, 0.77654535, 0.101192884, 1.3228756], [0.5, 0.08442619, 15.588457, 20.515564]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

// A negative base with an integral exponent is defined (C pow semantics).
func.func @power_f32_negative_base_integer_exponent() {
  %lhs = util.unfoldable_constant dense<[-2.0, -2.0, -3.0, -0.5, 2.0, 0.0]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[3.0, 2.0, 0.0, -2.0, 0.5, 2.0]> : tensor<6xf32>
  %result = stablehlo.power %lhs, %rhs : tensor<6xf32>
  check.expect_almost_eq_const(%result, dense<[-8.0, 4.0, 1.0, 4.0, 1.4142135, 0.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

// Integer power with non-negative exponents.
func.func @power_i32() {
  %lhs = util.unfoldable_constant dense<[2, -3, 5, 1, 0, 7, -2, 10]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[10, 3, 0, 100, 5, 2, 7, 9]> : tensor<8xi32>
  %result = stablehlo.power %lhs, %rhs : tensor<8xi32>
  check.expect_eq_const(%result, dense<[1024, -27, 1, 1, 0, 49, -128, 1000000000]> : tensor<8xi32>) : tensor<8xi32>
  return
}

// Negative exponents: 1 for a base of 1, ±1 by parity for -1, else 0 (the
// same on every backend, 0 to a negative power included).
func.func @power_i32_negative_exponents() {
  %lhs = util.unfoldable_constant dense<[1, -1, -1, 2, -2, 0, 7, 1]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[-5, -3, -2, -1, -1, -1, -2147483648, -2147483648]> : tensor<8xi32>
  %result = stablehlo.power %lhs, %rhs : tensor<8xi32>
  check.expect_eq_const(%result, dense<[1, -1, 1, 0, 0, 0, 0, 1]> : tensor<8xi32>) : tensor<8xi32>
  return
}

// Narrow and wide integers wrap like repeated multiplication.
func.func @power_i8_i64() {
  %a8 = util.unfoldable_constant dense<[3, -2, 2, 5]> : tensor<4xi8>
  %b8 = util.unfoldable_constant dense<[4, 7, 8, 127]> : tensor<4xi8>
  %r8 = stablehlo.power %a8, %b8 : tensor<4xi8>
  // 3^4 = 81, (-2)^7 = -128, 2^8 wraps to 0, 5^127 = 205 (mod 256).
  check.expect_eq_const(%r8, dense<[81, -128, 0, -51]> : tensor<4xi8>) : tensor<4xi8>
  %a64 = util.unfoldable_constant dense<[3, -7, 2]> : tensor<3xi64>
  %b64 = util.unfoldable_constant dense<[39, 21, 62]> : tensor<3xi64>
  %r64 = stablehlo.power %a64, %b64 : tensor<3xi64>
  check.expect_eq_const(%r64, dense<[4052555153018976267, -558545864083284007, 4611686018427387904]> : tensor<3xi64>) : tensor<3xi64>
  return
}

// Large 33x65: row sums of the result.
func.func @power_f32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_i1 : tensor<33x65xf32>
  %lhs_c = util.unfoldable_constant dense<64.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs_u = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xf32>
  %lhs_f = util.unfoldable_constant dense<0.015625> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<33x65xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %rhs_k1 = stablehlo.constant dense<-1.0> : tensor<33x65xf32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<33x65xf32>
  %rhs_s0 = stablehlo.add %rhs_i0, %rhs_m1 : tensor<33x65xf32>
  %rhs_c = util.unfoldable_constant dense<0.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs_u = stablehlo.add %rhs_s0, %rhs_cb : tensor<33x65xf32>
  %rhs_f = util.unfoldable_constant dense<0.03125> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<33x65xf32>
  %result = stablehlo.power %lhs, %rhs : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[42.70958, 42.80308, 42.93108, 43.093246, 43.289356, 43.51927, 43.782936, 44.080387, 44.41174, 44.777187, 45.177002, 45.611538, 46.08122, 46.586548, 47.1281, 47.70653, 48.32257, 48.97702, 49.67077, 50.404778, 51.180088, 51.997826, 52.8592, 53.765507, 54.718132, 55.71855, 56.76834, 57.869167, 59.022808, 60.231136, 61.496147, 62.819946, 64.20476]> : tensor<33xf32>) : tensor<33xf32>
  return
}
