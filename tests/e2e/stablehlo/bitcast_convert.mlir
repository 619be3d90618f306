// stablehlo.bitcast_convert: same width, narrowing and widening.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// IEEE bit patterns, signed zero and NaN included.
func.func @bitcast_convert_f32_to_i32() {
  %a0 = util.unfoldable_constant dense<[1.0, -2.0, 0.0, -0.0, 0x7F800000, 0x7FC00000, 3.5]> : tensor<7xf32>
  %result = stablehlo.bitcast_convert %a0 : (tensor<7xf32>) -> tensor<7xi32>
  check.expect_eq_const(%result, dense<[1065353216, -1073741824, 0, -2147483648, 2139095040, 2143289344, 1080033280]> : tensor<7xi32>) : tensor<7xi32>
  return
}

func.func @bitcast_convert_i32_to_f32_0d() {
  %a0 = util.unfoldable_constant dense<1065353216> : tensor<i32>
  %result = stablehlo.bitcast_convert %a0 : (tensor<i32>) -> tensor<f32>
  check.expect_eq_const(%result, dense<1.0> : tensor<f32>) : tensor<f32>
  return
}

func.func @bitcast_convert_ui32_to_f32() {
  %a0 = util.unfoldable_constant dense<[[3221225472, 1065353216]]> : tensor<1x2xui32>
  %result = stablehlo.bitcast_convert %a0 : (tensor<1x2xui32>) -> tensor<1x2xf32>
  check.expect_eq_const(%result, dense<[[-2.0, 1.0]]> : tensor<1x2xf32>) : tensor<1x2xf32>
  return
}

func.func @bitcast_convert_f16_to_i16() {
  %a0 = util.unfoldable_constant dense<[1.0, -2.0, 6.55e+04]> : tensor<3xf16>
  %result = stablehlo.bitcast_convert %a0 : (tensor<3xf16>) -> tensor<3xi16>
  check.expect_eq_const(%result, dense<[15360, -16384, 31743]> : tensor<3xi16>) : tensor<3xi16>
  return
}

// Narrowing: the last dimension holds the parts, least significant first.
func.func @bitcast_convert_i32_to_4xi8() {
  %a0 = util.unfoldable_constant dense<[16909060, -1]> : tensor<2xi32>
  %result = stablehlo.bitcast_convert %a0 : (tensor<2xi32>) -> tensor<2x4xi8>
  check.expect_eq_const(%result, dense<[[4, 3, 2, 1], [-1, -1, -1, -1]]> : tensor<2x4xi8>) : tensor<2x4xi8>
  return
}

// Widening gathers the parts back.
func.func @bitcast_convert_2xi16_to_f32() {
  %a0 = util.unfoldable_constant dense<[[0, 16256], [0, -16352]]> : tensor<2x2xi16>
  %result = stablehlo.bitcast_convert %a0 : (tensor<2x2xi16>) -> tensor<2xf32>
  check.expect_eq_const(%result, dense<[1.0, -2.5]> : tensor<2xf32>) : tensor<2xf32>
  return
}

func.func @bitcast_convert_4xi8_to_i32_0d() {
  %a0 = util.unfoldable_constant dense<[4, 3, 2, 1]> : tensor<4xi8>
  %result = stablehlo.bitcast_convert %a0 : (tensor<4xi8>) -> tensor<i32>
  check.expect_eq_const(%result, dense<16909060> : tensor<i32>) : tensor<i32>
  return
}
