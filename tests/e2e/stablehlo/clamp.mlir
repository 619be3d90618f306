// stablehlo.clamp with same-shape and 0-d bounds.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @clamp_f32_1d() {
  %min = util.unfoldable_constant dense<[0.0, -1.0, 2.0, -5.0, 0.0]> : tensor<5xf32>
  %operand = util.unfoldable_constant dense<[-1.0, 3.0, 2.5, -6.0, 0.5]> : tensor<5xf32>
  %max = util.unfoldable_constant dense<[1.0, 1.0, 4.0, -4.0, 0.25]> : tensor<5xf32>
  %result = stablehlo.clamp %min, %operand, %max : tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 1.0, 2.5, -5.0, 0.25]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// 0-d min and max apply to every element.
func.func @clamp_f32_scalar_bounds() {
  %min = util.unfoldable_constant dense<-1.0> : tensor<f32>
  %operand = util.unfoldable_constant dense<[[2.5, -0.5, -2.75, 1.75, 0.75], [2.75, 1.25, 2.5, 0.5, 1.25], [2.0, -2.0, -2.25, -2.25, -1.0]]> : tensor<3x5xf32>
  %max = util.unfoldable_constant dense<1.5> : tensor<f32>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<f32>, tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[1.5, -0.5, -1.0, 1.5, 0.75], [1.5, 1.25, 1.5, 0.5, 1.25], [1.5, -1.0, -1.0, -1.0, -1.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @clamp_f32_0d() {
  %min = util.unfoldable_constant dense<0.0> : tensor<f32>
  %operand = util.unfoldable_constant dense<7.5> : tensor<f32>
  %max = util.unfoldable_constant dense<6.0> : tensor<f32>
  %result = stablehlo.clamp %min, %operand, %max : tensor<f32>
  check.expect_almost_eq_const(%result, dense<6.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @clamp_i32_scalar_bounds() {
  %min = util.unfoldable_constant dense<-10> : tensor<i32>
  %operand = util.unfoldable_constant dense<[[[30, -13, -12, -27], [-24, 18, -17, -6], [16, 7, 16, 18]], [[19, 5, 11, 28], [11, 27, -13, -17], [-8, -21, 3, 16]]]> : tensor<2x3x4xi32>
  %max = util.unfoldable_constant dense<10> : tensor<i32>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<i32>, tensor<2x3x4xi32>, tensor<i32>) -> tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[10, -10, -10, -10], [-10, 10, -10, -6], [10, 7, 10, 10]], [[10, 5, 10, 10], [10, 10, -10, -10], [-8, -10, 3, 10]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}

func.func @clamp_i32_1d() {
  %min = util.unfoldable_constant dense<[-28, -26, -14, -10, -50, -28, -48, -20, -4, -37, -11, -12, -33, -32, -49, -7, -20]> : tensor<17xi32>
  %operand = util.unfoldable_constant dense<[-8, 78, -34, -44, -17, -18, 68, 80, 1, 10, 80, 34, -70, 34, 78, 72, 49]> : tensor<17xi32>
  %max = util.unfoldable_constant dense<[-2, -13, -9, 11, -19, -27, -11, 7, 10, -19, 48, 7, -25, -10, -14, 30, 8]> : tensor<17xi32>
  %result = stablehlo.clamp %min, %operand, %max : tensor<17xi32>
  check.expect_eq_const(%result, dense<[-8, -13, -14, -10, -19, -27, -11, 7, 1, -19, 48, 7, -33, -10, -14, 30, 8]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @clamp_i8_scalar_bounds() {
  %min = util.unfoldable_constant dense<-100> : tensor<i8>
  %operand = util.unfoldable_constant dense<[-128, 127, 0, -101, 99]> : tensor<5xi8>
  %max = util.unfoldable_constant dense<100> : tensor<i8>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<i8>, tensor<5xi8>, tensor<i8>) -> tensor<5xi8>
  check.expect_eq_const(%result, dense<[-100, 100, 0, -100, 99]> : tensor<5xi8>) : tensor<5xi8>
  return
}

// relu6 on f16.
func.func @clamp_f16_scalar_bounds() {
  %min = util.unfoldable_constant dense<0.0> : tensor<f16>
  %operand = util.unfoldable_constant dense<[-1.5, 0.5, 6.5, 3.0]> : tensor<4xf16>
  %max = util.unfoldable_constant dense<6.0> : tensor<f16>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<f16>, tensor<4xf16>, tensor<f16>) -> tensor<4xf16>
  check.expect_almost_eq_const(%result, dense<[0.0, 0.5, 6.0, 3.0]> : tensor<4xf16>) : tensor<4xf16>
  return
}

// Large: row sums of the clamped values.
func.func @clamp_f32_33x65() {
  %operand_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %operand_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %operand_m0 = stablehlo.multiply %operand_i0, %operand_k0 : tensor<33x65xf32>
  %operand_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %operand_s0 = stablehlo.add %operand_m0, %operand_i1 : tensor<33x65xf32>
  %operand_c = util.unfoldable_constant dense<-1072.0> : tensor<f32>
  %operand_cb = stablehlo.broadcast_in_dim %operand_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %operand_u = stablehlo.add %operand_s0, %operand_cb : tensor<33x65xf32>
  %operand_f = util.unfoldable_constant dense<0.0625> : tensor<f32>
  %operand_fb = stablehlo.broadcast_in_dim %operand_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %operand = stablehlo.multiply %operand_u, %operand_fb : tensor<33x65xf32>
  %min = util.unfoldable_constant dense<-20.0> : tensor<f32>
  %max = util.unfoldable_constant dense<30.5> : tensor<f32>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<f32>, tensor<33x65xf32>, tensor<f32>) -> tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[-1300.0, -1300.0, -1300.0, -1300.0, -1300.0, -1300.0, -1300.0, -1300.0, -1300.0, -1300.0, -1300.0, -1276.375, -1056.25, -792.1875, -528.125, -264.0625, 0.0, 264.0625, 528.125, 792.1875, 1056.25, 1320.3125, 1584.375, 1848.4375, 1982.5, 1982.5, 1982.5, 1982.5, 1982.5, 1982.5, 1982.5, 1982.5, 1982.5]> : tensor<33xf32>) : tensor<33xf32>
  return
}
