// The broadcasting chlo ops (older JAX, TensorFlow and XLA client exports):
// numpy-style broadcasts of size-1 and missing leading dimensions, explicit
// broadcast_dimensions for the operand of lower rank, each arithmetic,
// logical, shift and special-function op, compare, select, complex and conj,
// constant and constant_like.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @numpy_style() {
  %row = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %column = util.unfoldable_constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %sum = chlo.broadcast_add %column, %row : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%sum, dense<[[11.0, 12.0, 13.0], [21.0, 22.0, 23.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  %difference = chlo.broadcast_subtract %row, %column : (tensor<3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%difference, dense<[[-9.0, -8.0, -7.0], [-19.0, -18.0, -17.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @explicit_dimensions() {
  %matrix = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %per_row = util.unfoldable_constant dense<[10.0, 100.0]> : tensor<2xf32>
  %scaled = chlo.broadcast_multiply %matrix, %per_row {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%scaled, dense<[[10.0, 20.0, 30.0], [400.0, 500.0, 600.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  %divided = chlo.broadcast_divide %matrix, %per_row {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%divided, dense<[[0.1, 0.2, 0.3], [0.04, 0.05, 0.06]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @arithmetic_f32() {
  %a = util.unfoldable_constant dense<[1.0, -2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = util.unfoldable_constant dense<2.0> : tensor<f32>
  %max = chlo.broadcast_maximum %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%max, dense<[2.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>
  %min = chlo.broadcast_minimum %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%min, dense<[1.0, -2.0, 2.0, 2.0]> : tensor<4xf32>) : tensor<4xf32>
  %pow = chlo.broadcast_power %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%pow, dense<[1.0, 4.0, 9.0, 16.0]> : tensor<4xf32>) : tensor<4xf32>
  %rem = chlo.broadcast_remainder %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%rem, dense<[1.0, 0.0, 1.0, 0.0]> : tensor<4xf32>) : tensor<4xf32>
  %atan2 = chlo.broadcast_atan2 %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%atan2, dense<[0.4636476, -0.7853982, 0.9827937, 1.1071488]> : tensor<4xf32>) : tensor<4xf32>
  %after = chlo.broadcast_next_after %b, %a : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%after, dense<[0x3FFFFFFF, 0x3FFFFFFF, 0x40000001, 0x40000001]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @special_functions() {
  %s = util.unfoldable_constant dense<2.0> : tensor<f32>
  %q = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  // zeta(2, 1) = pi^2 / 6; zeta(2, 2) = pi^2 / 6 - 1.
  %zeta = chlo.broadcast_zeta %s, %q : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const(%zeta, dense<[1.6449341, 0.6449341]> : tensor<2xf32>) : tensor<2xf32>
  %n = util.unfoldable_constant dense<1.0> : tensor<f32>
  // polygamma(1, 1) = pi^2 / 6; polygamma(1, 2) = pi^2 / 6 - 1.
  %polygamma = chlo.broadcast_polygamma %n, %q : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const(%polygamma, dense<[1.6449341, 0.6449341]> : tensor<2xf32>) : tensor<2xf32>
  return
}

func.func @integers() {
  %a = util.unfoldable_constant dense<[[1, -8], [12, 3]]> : tensor<2x2xi32>
  %b = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %shl = chlo.broadcast_shift_left %a, %b : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%shl, dense<[[2, -32], [24, 12]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  %sra = chlo.broadcast_shift_right_arithmetic %a, %b : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%sra, dense<[[0, -2], [6, 0]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  %srl = chlo.broadcast_shift_right_logical %a, %b : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%srl, dense<[[0, 1073741822], [6, 0]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  %and = chlo.broadcast_and %a, %b : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%and, dense<[[1, 0], [0, 2]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  %or = chlo.broadcast_or %a, %b : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%or, dense<[[1, -6], [13, 3]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  %xor = chlo.broadcast_xor %a, %b : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%xor, dense<[[0, -6], [13, 1]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

func.func @compare_and_select() {
  %a = util.unfoldable_constant dense<[[1.0, 5.0], [3.0, 2.0]]> : tensor<2x2xf32>
  %threshold = util.unfoldable_constant dense<2.5> : tensor<f32>
  %above = chlo.broadcast_compare %a, %threshold {comparison_direction = #chlo<comparison_direction GT>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xi1>
  check.expect_eq_const(%above, dense<[[false, true], [true, false]]> : tensor<2x2xi1>) : tensor<2x2xi1>
  %zero = util.unfoldable_constant dense<0.0> : tensor<f32>
  %clipped = chlo.broadcast_select %above, %a, %zero : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%clipped, dense<[[0.0, 5.0], [3.0, 0.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  %equal = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction EQ>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
  check.expect_eq_const(%equal, dense<true> : tensor<2x2xi1>) : tensor<2x2xi1>
  return
}

func.func @constants() {
  %c = chlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %like = "chlo.constant_like"(%x) {value = 7 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const(%like, dense<7> : tensor<2x3xi32>) : tensor<2x3xi32>
  %sum = chlo.broadcast_add %c, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const(%sum, dense<[3.0, 5.0]> : tensor<2xf32>) : tensor<2xf32>
  %real = util.unfoldable_constant dense<[1.0, -2.0]> : tensor<2xf32>
  %same = chlo.conj %real : tensor<2xf32> -> tensor<2xf32>
  check.expect_almost_eq_const(%same, dense<[1.0, -2.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}

// z = re + im i with im broadcast; conj(z) taken apart again.
func.func @complex_and_conj() {
  %re = util.unfoldable_constant dense<[1.0, -2.0, 3.0]> : tensor<3xf32>
  %im = util.unfoldable_constant dense<0.5> : tensor<f32>
  %z = chlo.broadcast_complex %re, %im : (tensor<3xf32>, tensor<f32>) -> tensor<3xcomplex<f32>>
  %conj = chlo.conj %z : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  %real = stablehlo.real %conj : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %imag = stablehlo.imag %conj : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  check.expect_almost_eq_const(%real, dense<[1.0, -2.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>
  check.expect_almost_eq_const(%imag, dense<-0.5> : tensor<3xf32>) : tensor<3xf32>
  return
}

// NOTYPE compares as the element type says: unsigned here (4294967295 is
// above 1), also through stablehlo.compare.
func.func @compare_notype_unsigned() {
  %a = util.unfoldable_constant dense<[4294967295, 1]> : tensor<2xui32>
  %one = util.unfoldable_constant dense<1> : tensor<ui32>
  %gt = chlo.broadcast_compare %a, %one {comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type NOTYPE>} : (tensor<2xui32>, tensor<ui32>) -> tensor<2xi1>
  check.expect_eq_const(%gt, dense<[true, false]> : tensor<2xi1>) : tensor<2xi1>
  %ones = util.unfoldable_constant dense<1> : tensor<2xui32>
  %lt = stablehlo.compare LT, %a, %ones, NOTYPE : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  check.expect_eq_const(%lt, dense<false> : tensor<2xi1>) : tensor<2xi1>
  return
}
