// tosa.reshape between ranks 0 to 4 (row-major order is kept).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reshape_f32_2d_to_3d() {
  %x = util.unfoldable_constant dense<[[0.0, -4.0, -6.25, 4.75, 0.25, -1.75], [-4.5, 7.75, 0.75, -1.5, 4.75, 3.25], [-3.0, -3.25, 2.25, 5.25, -2.5, -4.75], [-3.25, -3.75, 1.5, -3.25, 7.5, -6.0]]> : tensor<4x6xf32>
  %shape = tosa.const_shape {values = dense<[2, 3, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %result = tosa.reshape %x, %shape : (tensor<4x6xf32>, !tosa.shape<3>) -> tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[0.0, -4.0, -6.25, 4.75], [0.25, -1.75, -4.5, 7.75], [0.75, -1.5, 4.75, 3.25]], [[-3.0, -3.25, 2.25, 5.25], [-2.5, -4.75, -3.25, -3.75], [1.5, -3.25, 7.5, -6.0]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @reshape_i32_3d_to_1d() {
  %x = util.unfoldable_constant dense<[[[-27819, 50119, -61134, -13697], [13177, -74811, 17930, 7243], [41301, -2336, 53534, 1050]], [[18830, 42500, 42072, -86694], [-22701, -1612, 20936, -89680], [-85819, 95219, -82979, 31980]]]> : tensor<2x3x4xi32>
  %shape = tosa.const_shape {values = dense<[24]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %result = tosa.reshape %x, %shape : (tensor<2x3x4xi32>, !tosa.shape<1>) -> tensor<24xi32>
  check.expect_eq_const(%result, dense<[-27819, 50119, -61134, -13697, 13177, -74811, 17930, 7243, 41301, -2336, 53534, 1050, 18830, 42500, 42072, -86694, -22701, -1612, 20936, -89680, -85819, 95219, -82979, 31980]> : tensor<24xi32>) : tensor<24xi32>
  return
}

func.func @reshape_i8_to_4d() {
  %x = util.unfoldable_constant dense<[-60, -84, -56, 107, -7, -83, -123, -37, 100, -115, -4, -33]> : tensor<12xi8>
  %shape = tosa.const_shape {values = dense<[1, 3, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %result = tosa.reshape %x, %shape : (tensor<12xi8>, !tosa.shape<4>) -> tensor<1x3x2x2xi8>
  check.expect_eq_const(%result, dense<[[[[-60, -84], [-56, 107]], [[-7, -83], [-123, -37]], [[100, -115], [-4, -33]]]]> : tensor<1x3x2x2xi8>) : tensor<1x3x2x2xi8>
  return
}

// A single element to rank 0.
func.func @reshape_f32_to_0d() {
  %x = util.unfoldable_constant dense<[[-5.5]]> : tensor<1x1xf32>
  %shape = tosa.const_shape {values = dense<[]> : tensor<0xindex>} : () -> !tosa.shape<0>
  %result = tosa.reshape %x, %shape : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<-5.5> : tensor<f32>) : tensor<f32>
  return
}

func.func @reshape_f16() {
  %x = util.unfoldable_constant dense<[[3.75, 0.0, -6.25, 8.0], [4.5, 0.0, -1.25, 1.5], [5.0, -6.5, -5.25, -5.5]]> : tensor<3x4xf16>
  %shape = tosa.const_shape {values = dense<[4, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.reshape %x, %shape : (tensor<3x4xf16>, !tosa.shape<2>) -> tensor<4x3xf16>
  check.expect_almost_eq_const(%result, dense<[[3.75, 0.0, -6.25], [8.0, 4.5, 0.0], [-1.25, 1.5, 5.0], [-6.5, -5.25, -5.5]]> : tensor<4x3xf16>) : tensor<4x3xf16>
  return
}
