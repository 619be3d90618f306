// stablehlo.iota along each dimension of i32, i8, f32 and f16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Values 0..16.
func.func @iota_i32_1d() {
  %iota = stablehlo.iota dim = 0 : tensor<17xi32>
  %zero = util.unfoldable_constant dense<0> : tensor<i32>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<i32>) -> tensor<17xi32>
  %result = stablehlo.add %iota, %zero_b : tensor<17xi32>
  check.expect_eq_const(%result, dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @iota_f32_1d() {
  %iota = stablehlo.iota dim = 0 : tensor<5xf32>
  %zero = util.unfoldable_constant dense<0.0> : tensor<f32>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<5xf32>
  %result = stablehlo.add %iota, %zero_b : tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[0.0, 1.0, 2.0, 3.0, 4.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// Each row holds its row index.
func.func @iota_f32_2d_dim0() {
  %iota = stablehlo.iota dim = 0 : tensor<3x5xf32>
  %zero = util.unfoldable_constant dense<0.0> : tensor<f32>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
  %result = stablehlo.add %iota, %zero_b : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, 0.0, 0.0, 0.0, 0.0], [1.0, 1.0, 1.0, 1.0, 1.0], [2.0, 2.0, 2.0, 2.0, 2.0]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// Each column holds its column index.
func.func @iota_i32_2d_dim1() {
  %iota = stablehlo.iota dim = 1 : tensor<3x5xi32>
  %zero = util.unfoldable_constant dense<0> : tensor<i32>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
  %result = stablehlo.add %iota, %zero_b : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @iota_i32_3d_dim1() {
  %iota = stablehlo.iota dim = 1 : tensor<2x3x4xi32>
  %zero = util.unfoldable_constant dense<0> : tensor<i32>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<i32>) -> tensor<2x3x4xi32>
  %result = stablehlo.add %iota, %zero_b : tensor<2x3x4xi32>
  check.expect_eq_const(%result, dense<[[[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]], [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]]]> : tensor<2x3x4xi32>) : tensor<2x3x4xi32>
  return
}

func.func @iota_f32_3d_dim2() {
  %iota = stablehlo.iota dim = 2 : tensor<2x3x4xf32>
  %zero = util.unfoldable_constant dense<0.0> : tensor<f32>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
  %result = stablehlo.add %iota, %zero_b : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.0, 1.0, 2.0, 3.0], [0.0, 1.0, 2.0, 3.0], [0.0, 1.0, 2.0, 3.0]], [[0.0, 1.0, 2.0, 3.0], [0.0, 1.0, 2.0, 3.0], [0.0, 1.0, 2.0, 3.0]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @iota_i8_1d() {
  %iota = stablehlo.iota dim = 0 : tensor<6xi8>
  %zero = util.unfoldable_constant dense<0> : tensor<i8>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<i8>) -> tensor<6xi8>
  %result = stablehlo.add %iota, %zero_b : tensor<6xi8>
  check.expect_eq_const(%result, dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi8>) : tensor<6xi8>
  return
}

func.func @iota_f16_2d_dim0() {
  %iota = stablehlo.iota dim = 0 : tensor<4x2xf16>
  %zero = util.unfoldable_constant dense<0.0> : tensor<f16>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f16>) -> tensor<4x2xf16>
  %result = stablehlo.add %iota, %zero_b : tensor<4x2xf16>
  check.expect_almost_eq_const(%result, dense<[[0.0, 0.0], [1.0, 1.0], [2.0, 2.0], [3.0, 3.0]]> : tensor<4x2xf16>) : tensor<4x2xf16>
  return
}

// Large: row sums of the dim-0 iota and the total of the dim-1 iota.
func.func @iota_i32_33x65() {
  %rows = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %cols = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %zero = util.unfoldable_constant dense<0> : tensor<i32>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %r = stablehlo.add %rows, %zero_b : tensor<33x65xi32>
  %c = stablehlo.add %cols, %zero_b : tensor<33x65xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%r init: %init) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  %col_total = stablehlo.reduce(%c init: %init) applies stablehlo.add across dimensions = [0, 1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const(%row_sums, dense<[0, 65, 130, 195, 260, 325, 390, 455, 520, 585, 650, 715, 780, 845, 910, 975, 1040, 1105, 1170, 1235, 1300, 1365, 1430, 1495, 1560, 1625, 1690, 1755, 1820, 1885, 1950, 2015, 2080]> : tensor<33xi32>) : tensor<33xi32>
  check.expect_eq_const(%col_total, dense<68640> : tensor<i32>) : tensor<i32>
  return
}

// Large 1-D float iota: 0 + 1 + ... + 2144 (exact in f32).
func.func @iota_f32_2145() {
  %x = stablehlo.iota dim = 0 : tensor<2145xf32>
  %zero = util.unfoldable_constant dense<0.0> : tensor<f32>
  %zero_b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2145xf32>
  %y = stablehlo.add %x, %zero_b : tensor<2145xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %total = stablehlo.reduce(%y init: %init) applies stablehlo.add across dimensions = [0] : (tensor<2145xf32>, tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%total, dense<2299440.0> : tensor<f32>) : tensor<f32>
  return
}
