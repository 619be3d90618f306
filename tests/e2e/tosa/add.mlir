// TOSA elementwise tosa.add, tosa.sub and tosa.mul.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @tosa_add_f32() {
  %a = util.unfoldable_constant dense<[[0.0, 1.25, 0.25, 8.5, 2.0], [1.25, -3.75, 1.0, -0.5, 2.0], [7.75, -4.5, -3.5, -2.0, -4.25]]> : tensor<3x5xf32>
  %b = util.unfoldable_constant dense<[[-2.75, 7.75, -2.25, 5.0, -8.25], [-3.5, 3.75, -0.75, 7.0, -1.25], [2.25, 1.5, 1.75, 2.75, 0.25]]> : tensor<3x5xf32>
  %result = tosa.add %a, %b : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-2.75, 9.0, -2.0, 13.5, -6.25], [-2.25, 0.0, 0.25, 6.5, 0.75], [10.0, -3.0, -1.75, 0.75, -4.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// A size-1 dimension broadcasts against 3.
func.func @tosa_add_f32_broadcast() {
  %a = util.unfoldable_constant dense<[[0.0, 1.25, 0.25, 8.5, 2.0], [1.25, -3.75, 1.0, -0.5, 2.0], [7.75, -4.5, -3.5, -2.0, -4.25]]> : tensor<3x5xf32>
  %b = util.unfoldable_constant dense<[[-5.5, -7.75, -4.5, -7.25, -7.0]]> : tensor<1x5xf32>
  %result = tosa.add %a, %b : (tensor<3x5xf32>, tensor<1x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-5.5, -6.5, -4.25, 1.25, -5.0], [-4.25, -11.5, -3.5, -7.75, -5.0], [2.25, -12.25, -8.0, -9.25, -11.25]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @tosa_add_i32_3d() {
  %a = util.unfoldable_constant dense<[[[-434, -439, 126, 185], [-136, -314, 333, 556], [-70, 931, 537, -336]], [[921, -528, 382, 376], [-386, 145, -307, 539], [-398, 234, 20, -441]]]> : tensor<2x3x4xi32>
  %b = util.unfoldable_constant dense<[[[788, 823, 13, 146], [-447, 437, 670, 345], [-111, 540, -324, 505]], [[-652, -179, 278, -925], [492, -30, 15, 791], [-369, -711, -725, 564]]]> : tensor<2x3x4xi32>
  %result = tosa.add %a, %b : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[354, 384, 139, 331], [-583, 123, 1003, 901], [-181, 1471, 213, 169]], [[269, -707, 660, -549], [106, 115, -292, 1330], [-767, -477, -705, 123]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}

func.func @tosa_sub_f32_1d() {
  %a = util.unfoldable_constant dense<[2.75, 3.75, -5.0, -7.75, -4.25, 2.25, -2.0, -4.5, -1.75, 4.0, -4.5, 0.75, -1.75, 9.0, 6.25, 4.0, 1.0]> : tensor<17xf32>
  %b = util.unfoldable_constant dense<[-1.75, 3.25, 6.25, -6.5, -8.25, -0.75, -4.25, 7.0, -4.25, 7.5, 0.0, 6.0, -0.75, 4.0, 8.5, -6.0, -4.25]> : tensor<17xf32>
  %result = tosa.sub %a, %b : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[4.5, 0.5, -11.25, -1.25, 4.0, 3.0, 2.25, -11.5, 2.5, -3.5, -4.5, -5.25, -1.0, 5.0, -2.25, 10.0, 5.25]> : tensor<17xf32>) : tensor<17xf32>
  return
}

// tosa.mul takes a shift operand; it must be 0 for floats.
func.func @tosa_mul_f32() {
  %a = util.unfoldable_constant dense<[[0.0, 1.25, 0.25, 8.5, 2.0], [1.25, -3.75, 1.0, -0.5, 2.0], [7.75, -4.5, -3.5, -2.0, -4.25]]> : tensor<3x5xf32>
  %b = util.unfoldable_constant dense<[[-2.75, 7.75, -2.25, 5.0, -8.25], [-3.5, 3.75, -0.75, 7.0, -1.25], [2.25, 1.5, 1.75, 2.75, 0.25]]> : tensor<3x5xf32>
  %shift = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.mul %a, %b, %shift : (tensor<3x5xf32>, tensor<3x5xf32>, tensor<1xi8>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.0, 9.6875, -0.5625, 42.5, -16.5], [-4.375, -14.0625, -0.75, -3.5, -2.5], [17.4375, -6.75, -6.125, -5.5, -1.0625]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @tosa_mul_i32() {
  %a = util.unfoldable_constant dense<[[-19, 3, 38, -24, -56], [61, -81, 85, 70, 15], [-12, -74, 63, -25, 16]]> : tensor<3x5xi32>
  %b = util.unfoldable_constant dense<[[-39, 28, 29, -97, -49], [6, -83, -68, 2, -28], [-44, 88, -1, 8, -31]]> : tensor<3x5xi32>
  %shift = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.mul %a, %b, %shift : (tensor<3x5xi32>, tensor<3x5xi32>, tensor<1xi8>) -> tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[741, 84, 1102, 2328, 2744], [366, 6723, -5780, 140, -420], [528, -6512, -63, -200, -496]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

// With shift 2 the product is rounded: (a * b + 2) >> 2 (arithmetic shift).
func.func @tosa_mul_i32_shift() {
  %a = util.unfoldable_constant dense<[7, -7, 21, -21, 100, 3]> : tensor<6xi32>
  %b = util.unfoldable_constant dense<[3, 3, 1, 1, 100, 1]> : tensor<6xi32>
  %shift = "tosa.const"() <{values = dense<[2]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.mul %a, %b, %shift : (tensor<6xi32>, tensor<6xi32>, tensor<1xi8>) -> tensor<6xi32>
  check.expect_eq_const(%result, dense<[5, -5, 5, -5, 2500, 1]> : tensor<6xi32>) : tensor<6xi32>
  return
}

// Large splat inputs with a broadcast row.
func.func @tosa_add_f32_33x65() {
  %a = util.unfoldable_constant dense<1.5> : tensor<33x65xf32>
  %b = util.unfoldable_constant dense<2.25> : tensor<1x65xf32>
  %result = tosa.add %a, %b : (tensor<33x65xf32>, tensor<1x65xf32>) -> tensor<33x65xf32>
  check.expect_almost_eq_const(%result, dense<3.75> : tensor<33x65xf32>) : tensor<33x65xf32>
  return
}
