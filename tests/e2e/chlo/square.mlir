// chlo.square (JAX's x**2) on floats and wrapping integers.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @square_f32_8() {
  %a0 = util.unfoldable_constant dense<[1.5, -2.0, 0.0, -0.0, 0x7F800000, 0x7FC00000, 1.0e+20, 3.0]> : tensor<8xf32>
  %result = chlo.square %a0 : tensor<8xf32> -> tensor<8xf32>
  check.expect_almost_eq_const(%result, dense<[2.25, 4.0, 0.0, 0.0, 0x7F800000, 0x7FC00000, 0x7F800000, 9.0]> : tensor<8xf32>) : tensor<8xf32>
  return
}

// Integers wrap.
func.func @square_i32_5() {
  %a0 = util.unfoldable_constant dense<[3, -4, 0, 46341, -1]> : tensor<5xi32>
  %result = chlo.square %a0 : tensor<5xi32> -> tensor<5xi32>
  check.expect_eq_const(%result, dense<[9, 16, 0, -2147479015, 1]> : tensor<5xi32>) : tensor<5xi32>
  return
}

func.func @square_f32_0d() {
  %a0 = util.unfoldable_constant dense<2.5> : tensor<f32>
  %result = chlo.square %a0 : tensor<f32> -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<6.25> : tensor<f32>) : tensor<f32>
  return
}

func.func @square_f16_1x3() {
  %a0 = util.unfoldable_constant dense<[[1.5, -3.0, 0.25]]> : tensor<1x3xf16>
  %result = chlo.square %a0 : tensor<1x3xf16> -> tensor<1x3xf16>
  check.expect_almost_eq_const(%result, dense<[[2.25, 9.0, 0.0625]]> : tensor<1x3xf16>) : tensor<1x3xf16>
  return
}

func.func @square_i8_3() {
  %a0 = util.unfoldable_constant dense<[3, -11, 12]> : tensor<3xi8>
  %result = chlo.square %a0 : tensor<3xi8> -> tensor<3xi8>
  check.expect_eq_const(%result, dense<[9, 121, -112]> : tensor<3xi8>) : tensor<3xi8>
  return
}
