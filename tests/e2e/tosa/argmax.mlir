// tosa.argmax on f32, i32, i8 and f16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Ties take the first index; a NaN is the maximum.
func.func @argmax_f32_axis1() {
  %x = util.unfoldable_constant dense<[[0.75, 9.0, -4.25, 9.0, 2.25], [3.0, 5.5, 7.5, 5.25, 8.0], [-6.5, -4.25, 0x7FC00000, 5.5, -6.25]]> : tensor<3x5xf32>
  %result = tosa.argmax %x {axis = 1 : i32} : (tensor<3x5xf32>) -> tensor<3xi32>
  check.expect_eq_const(%result, dense<[1, 4, 2]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// The reduced axis is removed.
func.func @argmax_f32_axis0() {
  %x = util.unfoldable_constant dense<[[-1.75, -2.5, -4.5, -5.0, -2.5, 2.5], [-4.75, -7.0, 8.0, 0.75, -8.0, 6.0], [5.75, 3.25, 3.25, 0.75, 1.0, -1.5], [-4.5, 6.75, -3.0, -2.0, 7.25, -0.75]]> : tensor<4x6xf32>
  %result = tosa.argmax %x {axis = 0 : i32} : (tensor<4x6xf32>) -> tensor<6xi32>
  check.expect_eq_const(%result, dense<[2, 3, 1, 1, 3, 1]> : tensor<6xi32>) : tensor<6xi32>
  return
}

func.func @argmax_i32_ties() {
  %x = util.unfoldable_constant dense<[[1, 5, 5, 2], [7, 7, 7, 7], [-3, -1, -2, -1]]> : tensor<3x4xi32>
  %result = tosa.argmax %x {axis = 1 : i32} : (tensor<3x4xi32>) -> tensor<3xi32>
  check.expect_eq_const(%result, dense<[1, 0, 1]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @argmax_i8_3d() {
  %x = util.unfoldable_constant dense<[[[81, -5, -97, 65, -16, 60, 114], [53, -120, -21, 7, 69, 58, -74], [-61, -26, -24, 95, 110, 16, 29]], [[-41, 89, 83, 50, 104, -70, 52], [-89, 98, 28, 81, -46, 18, -111], [82, -114, -90, 79, -121, 57, 16]]]> : tensor<2x3x7xi8>
  %result = tosa.argmax %x {axis = 2 : i32} : (tensor<2x3x7xi8>) -> tensor<2x3xi32>
  check.expect_eq_const(%result, dense<[[6, 4, 4], [4, 1, 0]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// A rank-1 input gives a rank-0 index.
func.func @argmax_f16_1d() {
  %x = util.unfoldable_constant dense<[5.75, 0.5, -8.0, 1.25, 1.5, -7.0, -5.75, 4.25, 6.25, -3.75, 2.0, -6.0, -7.5, 5.75, 6.0, -8.0, -4.0]> : tensor<17xf16>
  %result = tosa.argmax %x {axis = 0 : i32} : (tensor<17xf16>) -> tensor<i32>
  check.expect_eq_const(%result, dense<8> : tensor<i32>) : tensor<i32>
  return
}
