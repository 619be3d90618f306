// stablehlo.multiply on f32, f16, i32 and i8 tensors of rank 0 to 3.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @multiply_f32_0d() {
  %lhs = util.unfoldable_constant dense<-9.75> : tensor<f32>
  %rhs = util.unfoldable_constant dense<-2.5> : tensor<f32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<f32>
  check.expect_almost_eq_const(%result, dense<24.375> : tensor<f32>) : tensor<f32>
  return
}

func.func @multiply_f32_1d() {
  %lhs = util.unfoldable_constant dense<[-7.25, -9.5, 2.25, 2.0, 4.5, 2.0, 1.0, 1.5, -1.5, 6.75, -8.5, -9.25, -9.5, -0.75, 4.25, 5.5, 1.25]> : tensor<17xf32>
  %rhs = util.unfoldable_constant dense<[6.25, 6.25, -6.0, -5.75, 7.25, 10.0, -6.0, 2.0, -4.5, 1.0, 8.75, -5.5, -9.0, 1.5, 6.75, 0.75, 1.5]> : tensor<17xf32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<17xf32>
  check.expect_almost_eq_const(%result, dense<[-45.3125, -59.375, -13.5, -11.5, 32.625, 20.0, -6.0, 3.0, 6.75, 6.75, -74.375, 50.875, 85.5, -1.125, 28.6875, 4.125, 1.875]> : tensor<17xf32>) : tensor<17xf32>
  return
}

func.func @multiply_f32_3x5() {
  %lhs = util.unfoldable_constant dense<[[2.5, -0.25, -8.75, -0.25, 2.0], [-8.75, 3.25, 5.75, 8.75, 4.25], [8.0, 7.0, 4.0, -3.5, -8.75]]> : tensor<3x5xf32>
  %rhs = util.unfoldable_constant dense<[[9.5, 2.5, 9.0, -6.75, -5.5], [1.5, -4.25, -9.5, 3.0, -6.0], [7.0, -8.0, -3.25, -3.75, -4.75]]> : tensor<3x5xf32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[23.75, -0.625, -78.75, 1.6875, -11.0], [-13.125, -13.8125, -54.625, 26.25, -25.5], [56.0, -56.0, -13.0, 13.125, 41.5625]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @multiply_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[1.25, 0.75, -8.25, -2.25], [-0.75, 7.25, 5.5, 6.5], [2.25, 0.25, 9.0, -0.0]], [[-0.5, 1.5, -4.0, 7.75], [0.5, 1.0, -5.5, 1.0], [0.5, -5.25, -1.5, -8.0]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-5.5, 8.25, 7.5, 6.5], [4.5, -3.5, -8.5, 4.5], [-6.5, 4.0, 5.5, -2.5]], [[-9.0, 2.5, -1.75, -8.75], [-2.0, 8.5, -5.75, 7.25], [-0.5, 2.5, -4.5, -3.0]]]> : tensor<2x3x4xf32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-6.875, 6.1875, -61.875, -14.625], [-3.375, -25.375, -46.75, 29.25], [-14.625, 1.0, 49.5, 0.0]], [[4.5, 3.75, 7.0, -67.8125], [-1.0, 8.5, 31.625, 7.25], [-0.25, -13.125, 6.75, 24.0]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @multiply_f16_1d() {
  %lhs = util.unfoldable_constant dense<[-8.75, -8.25, 0.25, -5.0, 5.25, -3.0, 7.25, 6.5, -5.75, -7.75, -3.5, 1.25, 7.0, 9.5, 5.75, -3.5, 9.5]> : tensor<17xf16>
  %rhs = util.unfoldable_constant dense<[8.0, 0.25, -2.25, -2.5, 9.75, -2.25, 3.0, -7.5, -7.75, 4.5, 7.5, 1.25, 7.0, -10.0, -2.5, -9.5, -2.25]> : tensor<17xf16>
  %result = stablehlo.multiply %lhs, %rhs : tensor<17xf16>
  check.expect_almost_eq_const(%result, dense<[-70.0, -2.0625, -0.5625, 12.5, 51.1875, 6.75, 21.75, -48.75, 44.5625, -34.875, -26.25, 1.5625, 49.0, -95.0, -14.375, 33.25, -21.375]> : tensor<17xf16>) : tensor<17xf16>
  return
}

func.func @multiply_f16_3x5() {
  %lhs = util.unfoldable_constant dense<[[-3.75, -2.75, -7.0, 5.0, 10.0], [-10.0, 3.0, -3.5, 0.75, -1.5], [9.5, -6.0, 2.0, 4.5, -7.5]]> : tensor<3x5xf16>
  %rhs = util.unfoldable_constant dense<[[3.5, 6.5, -1.25, -8.0, -7.5], [-0.5, 4.5, 2.5, -8.0, -3.25], [-4.25, -3.0, -7.75, 0.0, -3.0]]> : tensor<3x5xf16>
  %result = stablehlo.multiply %lhs, %rhs : tensor<3x5xf16>
  check.expect_almost_eq_const(%result, dense<[[-13.125, -17.875, 8.75, -40.0, -75.0], [5.0, 13.5, -8.75, -6.0, 4.875], [-40.375, 18.0, -15.5, 0.0, 22.5]]> : tensor<3x5xf16>) : tensor<3x5xf16>
  return
}

func.func @multiply_i32_0d() {
  %lhs = util.unfoldable_constant dense<43> : tensor<i32>
  %rhs = util.unfoldable_constant dense<45> : tensor<i32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<i32>
  check.expect_eq_const(%result, dense<1935> : tensor<i32>) : tensor<i32>
  return
}

func.func @multiply_i32_1d() {
  %lhs = util.unfoldable_constant dense<[43, -83, -3, -61, 54, -91, -66, -27, 89, 58, -38, -75, 49, -16, -99, 36, -39]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[-72, 38, -97, 73, -97, -15, 15, -99, -42, -12, 35, -38, -59, 49, 2, 40, 79]> : tensor<17xi32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<17xi32>
  check.expect_eq_const(%result, dense<[-3096, -3154, 291, -4453, -5238, 1365, -990, 2673, -3738, -696, -1330, 2850, -2891, -784, -198, 1440, -3081]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @multiply_i32_3x5() {
  %lhs = util.unfoldable_constant dense<[[-86, 19, 32, 27, 91], [92, -79, -31, -40, -10], [2, 29, -2, -8, -19]]> : tensor<3x5xi32>
  %rhs = util.unfoldable_constant dense<[[18, -41, -100, 73, 9], [80, -49, 41, -26, 30], [58, 94, -35, -30, 74]]> : tensor<3x5xi32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[-1548, -779, -3200, 1971, 819], [7360, 3871, -1271, 1040, -300], [116, 2726, 70, 240, -1406]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

func.func @multiply_i8_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[73, 36, 79, 51], [-63, 24, -90, 96], [-56, 82, 5, 78]], [[88, 52, -86, -92], [20, -93, 27, 62], [94, 96, -27, 32]]]> : tensor<2x3x4xi8>
  %rhs = util.unfoldable_constant dense<[[[-98, -22, -23, 28], [8, -62, 82, -18], [15, -26, -25, -43]], [[-18, -67, -44, 88], [63, 99, 22, 12], [77, 12, -46, 93]]]> : tensor<2x3x4xi8>
  %result = stablehlo.multiply %lhs, %rhs : tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[14, -24, -25, -108], [8, 48, 44, 64], [-72, -84, -125, -26]], [[-48, 100, -56, 96], [-20, 9, 82, -24], [70, -128, -38, -96]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// Two's complement wrap-around.
func.func @multiply_i32_wraps() {
  %lhs = util.unfoldable_constant dense<[2147483647, -2147483648, 65536, 100000]> : tensor<4xi32>
  %rhs = util.unfoldable_constant dense<[1, -1, 65536, 100000]> : tensor<4xi32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<4xi32>
  check.expect_eq_const(%result, dense<[2147483647, -2147483648, 0, 1410065408]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @multiply_i8_wraps() {
  %lhs = util.unfoldable_constant dense<[127, -128, 100, 16]> : tensor<4xi8>
  %rhs = util.unfoldable_constant dense<[1, -1, 100, 16]> : tensor<4xi8>
  %result = stablehlo.multiply %lhs, %rhs : tensor<4xi8>
  check.expect_eq_const(%result, dense<[127, -128, 16, 0]> : tensor<4xi8>) : tensor<4xi8>
  return
}

// Large 33x65: row sums of the result.
func.func @multiply_f32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_i1 : tensor<33x65xf32>
  %lhs_c = util.unfoldable_constant dense<3.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs_u = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xf32>
  %lhs_f = util.unfoldable_constant dense<0.125> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<33x65xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %rhs_k0 = stablehlo.constant dense<-3.0> : tensor<33x65xf32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<33x65xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_i1 : tensor<33x65xf32>
  %rhs_c = util.unfoldable_constant dense<7.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs_u = stablehlo.add %rhs_s0, %rhs_cb : tensor<33x65xf32>
  %rhs_f = util.unfoldable_constant dense<0.0625> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<33x65xf32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<33x65xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<33xf32>
  check.expect_almost_eq_const(%row_sums, dense<[871.91406, 836.875, 798.78906, 757.65625, 713.47656, 666.25, 615.97656, 562.65625, 506.28906, 446.875, 384.41406, 318.90625, 250.35156, 178.75, 104.10156, 26.40625, -54.335938, -138.125, -224.96094, -314.84375, -407.77344, -503.75, -602.77344, -704.84375, -809.96094, -918.125, -1029.3359, -1143.5938, -1260.8984, -1381.25, -1504.6484, -1631.0938, -1760.5859]> : tensor<33xf32>) : tensor<33xf32>
  return
}

// Large 33x65: row sums of the result.
func.func @multiply_i32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %lhs_k0 = stablehlo.constant dense<65> : tensor<33x65xi32>
  %lhs_m0 = stablehlo.multiply %lhs_i0, %lhs_k0 : tensor<33x65xi32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %lhs_s0 = stablehlo.add %lhs_m0, %lhs_i1 : tensor<33x65xi32>
  %lhs_c = util.unfoldable_constant dense<-1000> : tensor<i32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %lhs = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xi32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xi32>
  %rhs_k0 = stablehlo.constant dense<-3> : tensor<33x65xi32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<33x65xi32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xi32>
  %rhs_k1 = stablehlo.constant dense<2> : tensor<33x65xi32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<33x65xi32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<33x65xi32>
  %rhs_c = util.unfoldable_constant dense<5> : tensor<i32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<i32>) -> tensor<33x65xi32>
  %rhs = stablehlo.add %rhs_s0, %rhs_cb : tensor<33x65xi32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<33x65xi32>
  %row_sums_zero = stablehlo.constant dense<0> : tensor<i32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%row_sums, dense<[-4295720, -3828110, -3385850, -2968940, -2577380, -2211170, -1870310, -1554800, -1264640, -999830, -760370, -546260, -357500, -194090, -56030, 56680, 144040, 206050, 242710, 254020, 239980, 200590, 135850, 45760, -69680, -210470, -376610, -568100, -784940, -1027130, -1294670, -1587560, -1905800]> : tensor<33xi32>) : tensor<33xi32>
  return
}

// Large 4x9x17: row sums of the result.
func.func @multiply_f32_4x9x17() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<4x9x17xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<4x9x17xf32>
  %lhs_k1 = stablehlo.constant dense<2.0> : tensor<4x9x17xf32>
  %lhs_m1 = stablehlo.multiply %lhs_i1, %lhs_k1 : tensor<4x9x17xf32>
  %lhs_i2 = stablehlo.iota dim = 2 : tensor<4x9x17xf32>
  %lhs_k2 = stablehlo.constant dense<3.0> : tensor<4x9x17xf32>
  %lhs_m2 = stablehlo.multiply %lhs_i2, %lhs_k2 : tensor<4x9x17xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_m1 : tensor<4x9x17xf32>
  %lhs_s1 = stablehlo.add %lhs_s0, %lhs_m2 : tensor<4x9x17xf32>
  %lhs_c = util.unfoldable_constant dense<1.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<4x9x17xf32>
  %lhs_u = stablehlo.add %lhs_s1, %lhs_cb : tensor<4x9x17xf32>
  %lhs_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<4x9x17xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<4x9x17xf32>
  %rhs_i0 = stablehlo.iota dim = 0 : tensor<4x9x17xf32>
  %rhs_k0 = stablehlo.constant dense<3.0> : tensor<4x9x17xf32>
  %rhs_m0 = stablehlo.multiply %rhs_i0, %rhs_k0 : tensor<4x9x17xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<4x9x17xf32>
  %rhs_k1 = stablehlo.constant dense<-1.0> : tensor<4x9x17xf32>
  %rhs_m1 = stablehlo.multiply %rhs_i1, %rhs_k1 : tensor<4x9x17xf32>
  %rhs_i2 = stablehlo.iota dim = 2 : tensor<4x9x17xf32>
  %rhs_s0 = stablehlo.add %rhs_m0, %rhs_m1 : tensor<4x9x17xf32>
  %rhs_s1 = stablehlo.add %rhs_s0, %rhs_i2 : tensor<4x9x17xf32>
  %rhs_c = util.unfoldable_constant dense<2.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<4x9x17xf32>
  %rhs_u = stablehlo.add %rhs_s1, %rhs_cb : tensor<4x9x17xf32>
  %rhs_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<4x9x17xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<4x9x17xf32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<4x9x17xf32>
  %row_sums_zero = stablehlo.constant dense<0.0> : tensor<f32>
  %row_sums = stablehlo.reduce(%result init: %row_sums_zero) applies stablehlo.add across dimensions = [2] : (tensor<4x9x17xf32>, tensor<f32>) -> tensor<4x9xf32>
  check.expect_almost_eq_const(%row_sums, dense<[[684.25, 669.375, 646.0, 614.125, 573.75, 524.875, 467.5, 401.625, 327.25], [871.25, 867.0, 854.25, 833.0, 803.25, 765.0, 718.25, 663.0, 599.25], [1071.0, 1077.375, 1075.25, 1064.625, 1045.5, 1017.875, 981.75, 937.125, 884.0], [1283.5, 1300.5, 1309.0, 1309.0, 1300.5, 1283.5, 1258.0, 1224.0, 1181.5]]> : tensor<4x9xf32>) : tensor<4x9xf32>
  return
}
