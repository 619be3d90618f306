// stablehlo.reduce with add, maximum, minimum, multiply, and, or; region and variadic forms.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Sum of each row of a 3x5 tensor.
func.func @reduce_add_f32_dim1() {
  %x = util.unfoldable_constant dense<[[-0.5, 6.0, -2.5, -0.25, -7.75], [4.25, 6.75, 5.0, -7.75, 1.0], [4.0, -4.25, -6.75, -3.25, -6.5]]> : tensor<3x5xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[-5.0, 9.25, -16.75]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @reduce_add_f32_dim0() {
  %x = util.unfoldable_constant dense<[[-0.5, 6.0, -2.5, -0.25, -7.75], [4.25, 6.75, 5.0, -7.75, 1.0], [4.0, -4.25, -6.75, -3.25, -6.5]]> : tensor<3x5xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[7.75, 8.5, -4.25, -11.25, -13.25]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// Column maxima; the init value is -inf.
func.func @reduce_max_f32_dim0() {
  %x = util.unfoldable_constant dense<[[-0.5, 6.0, -2.5, -0.25, -7.75], [4.25, 6.75, 5.0, -7.75, 1.0], [4.0, -4.25, -6.75, -3.25, -6.5]]> : tensor<3x5xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[4.25, 6.75, 5.0, -0.25, 1.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// Row minima; the init value is +inf.
func.func @reduce_min_f32_dim1() {
  %x = util.unfoldable_constant dense<[[-0.5, 6.0, -2.5, -0.25, -7.75], [4.25, 6.75, 5.0, -7.75, 1.0], [4.0, -4.25, -6.75, -3.25, -6.5]]> : tensor<3x5xf32>
  %init = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.minimum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[-7.75, -7.75, -6.75]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @reduce_mul_f32_dim1() {
  %x = util.unfoldable_constant dense<[[0.5, 1.75, 1.5, 2.0, 1.25], [1.0, 1.75, 1.75, 2.0, 0.75], [1.75, 1.0, 2.0, 1.5, 0.5]]> : tensor<3x5xf32>
  %init = stablehlo.constant dense<1.0> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.multiply across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[3.28125, 4.59375, 2.625]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// Reducing every dimension gives a 0-d result.
func.func @reduce_add_f32_all_dims() {
  %x = util.unfoldable_constant dense<[[-0.5, 6.0, -2.5, -0.25, -7.75], [4.25, 6.75, 5.0, -7.75, 1.0], [4.0, -4.25, -6.75, -3.25, -6.5]]> : tensor<3x5xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<-12.5> : tensor<f32>) : tensor<f32>
  return
}

func.func @reduce_max_f32_all_dims() {
  %x = util.unfoldable_constant dense<[[[-35.0, -9.5, 25.75, -29.5], [33.75, 28.25, -28.25, -9.5], [38.5, -43.25, 21.75, 6.75]], [[-20.25, -8.75, 4.75, 21.75], [-31.0, -22.0, 23.5, 5.0], [-0.25, -14.5, -31.5, -20.5]]]> : tensor<2x3x4xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<38.5> : tensor<f32>) : tensor<f32>
  return
}

func.func @reduce_add_f32_1d() {
  %x = util.unfoldable_constant dense<[0.25, -5.25, 7.75, 7.0, -0.75, 6.25, -5.25, -0.5, 5.75, 7.25, -6.5, 7.75, -3.0, -7.0, -6.5, -2.0, -1.25]> : tensor<17xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] : (tensor<17xf32>, tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<4.0> : tensor<f32>) : tensor<f32>
  return
}

// Two non-adjacent dimensions of a 3-D tensor.
func.func @reduce_add_f32_3d_dims02() {
  %x = util.unfoldable_constant dense<[[[1.75, -3.75, -5.25, 5.75], [-1.0, -5.25, 5.0, -1.0], [-3.5, -0.0, 5.0, -0.75]], [[0.5, 5.0, 7.5, 2.0], [-0.5, 5.75, 6.0, 4.5], [6.75, 6.5, 1.5, 7.25]]]> : tensor<2x3x4xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[13.5, 13.5, 22.75]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @reduce_min_f32_3d_dims12() {
  %x = util.unfoldable_constant dense<[[[1.75, -3.75, -5.25, 5.75], [-1.0, -5.25, 5.0, -1.0], [-3.5, -0.0, 5.0, -0.75]], [[0.5, 5.0, 7.5, 2.0], [-0.5, 5.75, 6.0, 4.5], [6.75, 6.5, 1.5, 7.25]]]> : tensor<2x3x4xf32>
  %init = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.minimum across dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_almost_eq_const(%result, dense<[-5.25, -0.5]> : tensor<2xf32>) : tensor<2xf32>
  return
}

func.func @reduce_max_f32_3d_dim1() {
  %x = util.unfoldable_constant dense<[[[1.75, -3.75, -5.25, 5.75], [-1.0, -5.25, 5.0, -1.0], [-3.5, -0.0, 5.0, -0.75]], [[0.5, 5.0, 7.5, 2.0], [-0.5, 5.75, 6.0, 4.5], [6.75, 6.5, 1.5, 7.25]]]> : tensor<2x3x4xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  check.expect_almost_eq_const(%result, dense<[[1.75, -0.0, 5.0, 5.75], [6.75, 6.5, 7.5, 7.25]]> : tensor<2x4xf32>) : tensor<2x4xf32>
  return
}

func.func @reduce_add_i32_dim1() {
  %x = util.unfoldable_constant dense<[[727, 336, 403, -133, -892], [853, -718, -743, 68, 717], [849, -290, -676, -250, -189]]> : tensor<3x5xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<3x5xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const(%result, dense<[441, 177, -556]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @reduce_max_i32_all_dims() {
  %x = util.unfoldable_constant dense<[[727, 336, 403, -133, -892], [853, -718, -743, 68, 717], [849, -290, -676, -250, -189]]> : tensor<3x5xi32>
  %init = stablehlo.constant dense<-2147483648> : tensor<i32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x5xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const(%result, dense<853> : tensor<i32>) : tensor<i32>
  return
}

func.func @reduce_min_i32_dim0() {
  %x = util.unfoldable_constant dense<[[727, 336, 403, -133, -892], [853, -718, -743, 68, 717], [849, -290, -676, -250, -189]]> : tensor<3x5xi32>
  %init = stablehlo.constant dense<2147483647> : tensor<i32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.minimum across dimensions = [0] : (tensor<3x5xi32>, tensor<i32>) -> tensor<5xi32>
  check.expect_eq_const(%result, dense<[727, -718, -743, -250, -892]> : tensor<5xi32>) : tensor<5xi32>
  return
}

func.func @reduce_mul_i32_dim1() {
  %x = util.unfoldable_constant dense<[[2, 5, 4, -3, -3, 4], [4, -3, -3, -5, -1, 4]]> : tensor<2x6xi32>
  %init = stablehlo.constant dense<1> : tensor<i32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.multiply across dimensions = [1] : (tensor<2x6xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const(%result, dense<[1440, 720]> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @reduce_add_f16_dim1() {
  %x = util.unfoldable_constant dense<[[-1.0, 7.0, -4.0, 5.0, 2.0], [3.0, 7.0, 3.0, -6.0, -3.0], [-2.0, 6.0, 4.0, -7.0, -4.0]]> : tensor<3x5xf16>
  %init = stablehlo.constant dense<0.0> : tensor<f16>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf16>, tensor<f16>) -> tensor<3xf16>
  check.expect_almost_eq_const(%result, dense<[9.0, 4.0, -3.0]> : tensor<3xf16>) : tensor<3xf16>
  return
}

// all() along rows.
func.func @reduce_and_i1_dim1() {
  %x = util.unfoldable_constant dense<[[true, true, true], [true, false, true], [false, false, false]]> : tensor<3x3xi1>
  %init = stablehlo.constant dense<true> : tensor<i1>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.and across dimensions = [1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
  check.expect_eq_const(%result, dense<[true, false, false]> : tensor<3xi1>) : tensor<3xi1>
  return
}

// any() along rows.
func.func @reduce_or_i1_dim1() {
  %x = util.unfoldable_constant dense<[[true, true, true], [true, false, true], [false, false, false]]> : tensor<3x3xi1>
  %init = stablehlo.constant dense<false> : tensor<i1>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.or across dimensions = [1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
  check.expect_eq_const(%result, dense<[true, true, false]> : tensor<3xi1>) : tensor<3xi1>
  return
}

// A reducer region with more than one op (max via compare + select).
func.func @reduce_region_max() {
  %x = util.unfoldable_constant dense<[[-3.0, 3.5, -8.0, 3.25, 6.25], [1.0, -1.25, 4.25, -0.0, -7.75], [-3.25, 1.5, 6.5, 6.75, 5.0]]> : tensor<3x5xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %result = stablehlo.reduce(%x init: %init) across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %max = stablehlo.select %gt, %a, %b : tensor<i1>, tensor<f32>
    stablehlo.return %max : tensor<f32>
  }
  check.expect_almost_eq_const(%result, dense<[6.25, 4.25, 6.75]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// Two operands reduced together: max and the first index of the max.
func.func @reduce_variadic_argmax() {
  %x = util.unfoldable_constant dense<[[1.0, 5.0, 3.0, 5.0, -2.0], [-1.0, -3.0, -0.5, -7.0, -0.5], [2.0, 2.0, 2.0, 2.0, 9.0]]> : tensor<3x5xf32>
  %idx = stablehlo.iota dim = 1 : tensor<3x5xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %result:2 = stablehlo.reduce(%x init: %ninf), (%idx init: %zero) across dimensions = [1] : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>)  {
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt_idx = stablehlo.compare LT, %ai, %bi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt_idx : tensor<i1>
    %take_a = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %take_a, %a, %b : tensor<i1>, tensor<f32>
    %i = stablehlo.select %take_a, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  check.expect_almost_eq_const(%result#0, dense<[5.0, -0.5, 9.0]> : tensor<3xf32>) : tensor<3xf32>
  check.expect_eq_const(%result#1, dense<[1, 2, 4]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// Large: row sums, column sums, the total and the maximum.
func.func @reduce_f32_33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %x_k0 = stablehlo.constant dense<65.0> : tensor<33x65xf32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<33x65xf32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %x_s0 = stablehlo.add %x_m0, %x_i1 : tensor<33x65xf32>
  %x_c = util.unfoldable_constant dense<-1000.0> : tensor<f32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x_u = stablehlo.add %x_s0, %x_cb : tensor<33x65xf32>
  %x_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %x_fb = stablehlo.broadcast_in_dim %x_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %x_u, %x_fb : tensor<33x65xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %rows = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  %cols = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] : (tensor<33x65xf32>, tensor<f32>) -> tensor<65xf32>
  %total_of_cols = stablehlo.reduce(%cols init: %init) applies stablehlo.add across dimensions = [0] : (tensor<65xf32>, tensor<f32>) -> tensor<f32>
  %total = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0, 1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%rows, dense<[-15730.0, -14673.75, -13617.5, -12561.25, -11505.0, -10448.75, -9392.5, -8336.25, -7280.0, -6223.75, -5167.5, -4111.25, -3055.0, -1998.75, -942.5, 113.75, 1170.0, 2226.25, 3282.5, 4338.75, 5395.0, 6451.25, 7507.5, 8563.75, 9620.0, 10676.25, 11732.5, 12788.75, 13845.0, 14901.25, 15957.5, 17013.75, 18070.0]> : tensor<33xf32>) : tensor<33xf32>
  check.expect_almost_eq_const(%total_of_cols, dense<38610.0> : tensor<f32>) : tensor<f32>
  check.expect_almost_eq_const(%total, dense<38610.0> : tensor<f32>) : tensor<f32>
  check.expect_almost_eq_const(%max, dense<286.0> : tensor<f32>) : tensor<f32>
  return
}

// Large 3-D integer sums over dims [0, 2] and minima over [1, 2].
func.func @reduce_i32_4x33x65() {
  %x_i0 = stablehlo.iota dim = 0 : tensor<4x33x65xi32>
  %x_k0 = stablehlo.constant dense<-7> : tensor<4x33x65xi32>
  %x_m0 = stablehlo.multiply %x_i0, %x_k0 : tensor<4x33x65xi32>
  %x_i1 = stablehlo.iota dim = 1 : tensor<4x33x65xi32>
  %x_k1 = stablehlo.constant dense<65> : tensor<4x33x65xi32>
  %x_m1 = stablehlo.multiply %x_i1, %x_k1 : tensor<4x33x65xi32>
  %x_i2 = stablehlo.iota dim = 2 : tensor<4x33x65xi32>
  %x_s0 = stablehlo.add %x_m0, %x_m1 : tensor<4x33x65xi32>
  %x_s1 = stablehlo.add %x_s0, %x_i2 : tensor<4x33x65xi32>
  %x_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %x_cb = stablehlo.broadcast_in_dim %x_c, dims = [] : (tensor<i32>) -> tensor<4x33x65xi32>
  %x = stablehlo.add %x_s1, %x_cb : tensor<4x33x65xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0, 2] : (tensor<4x33x65xi32>, tensor<i32>) -> tensor<33xi32>
  %imin = stablehlo.constant dense<2147483647> : tensor<i32>
  %mins = stablehlo.reduce(%x init: %imin) applies stablehlo.minimum across dimensions = [1, 2] : (tensor<4x33x65xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const(%result, dense<[-254410, -237510, -220610, -203710, -186810, -169910, -153010, -136110, -119210, -102310, -85410, -68510, -51610, -34710, -17810, -910, 15990, 32890, 49790, 66690, 83590, 100490, 117390, 134290, 151190, 168090, 184990, 201890, 218790, 235690, 252590, 269490, 286390]> : tensor<33xi32>) : tensor<33xi32>
  check.expect_eq_const(%mins, dense<[-1000, -1007, -1014, -1021]> : tensor<4xi32>) : tensor<4xi32>
  return
}
