// tosa.pad: padding = [before_0, after_0, before_1, after_1, ...] filled with pad_const.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @pad_f32() {
  %x = util.unfoldable_constant dense<[[-6.5, -1.25, 2.25], [3.5, -8.0, 2.25]]> : tensor<2x3xf32>
  %padding = tosa.const_shape {values = dense<[1, 2, 0, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pad_const = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %result = tosa.pad %x, %padding, %pad_const : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<5x6xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [-6.5, -1.25, 2.25, 0.0, 0.0, 0.0], [3.5, -8.0, 2.25, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<5x6xf32>) : tensor<5x6xf32>
  return
}

// A non-zero pad value.
func.func @pad_f32_value() {
  %x = util.unfoldable_constant dense<[[1.25, 6.5, 5.5], [3.0, 1.5, 0.25], [5.5, 6.5, -4.75]]> : tensor<3x3xf32>
  %padding = tosa.const_shape {values = dense<[1, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pad_const = "tosa.const"() <{values = dense<[-1.5]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %result = tosa.pad %x, %padding, %pad_const : (tensor<3x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<5x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-1.5, -1.5, -1.5, -1.5, -1.5], [-1.5, 1.25, 6.5, 5.5, -1.5], [-1.5, 3.0, 1.5, 0.25, -1.5], [-1.5, 5.5, 6.5, -4.75, -1.5], [-1.5, -1.5, -1.5, -1.5, -1.5]]> : tensor<5x5xf32>) : tensor<5x5xf32>
  return
}

func.func @pad_i32_3d() {
  %x = util.unfoldable_constant dense<[[[-33802, -3528, -26511]], [[-64227, -29714, 25126]]]> : tensor<2x1x3xi32>
  %padding = tosa.const_shape {values = dense<[0, 1, 2, 0, 1, 1]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %pad_const = "tosa.const"() <{values = dense<[7]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %result = tosa.pad %x, %padding, %pad_const : (tensor<2x1x3xi32>, !tosa.shape<6>, tensor<1xi32>) -> tensor<3x3x5xi32>
  check.expect_eq_const(%result, dense<[[[7, 7, 7, 7, 7], [7, 7, 7, 7, 7], [7, -33802, -3528, -26511, 7]], [[7, 7, 7, 7, 7], [7, 7, 7, 7, 7], [7, -64227, -29714, 25126, 7]], [[7, 7, 7, 7, 7], [7, 7, 7, 7, 7], [7, 7, 7, 7, 7]]]> : tensor<3x3x5xi32>) : tensor<3x3x5xi32>
  return
}

func.func @pad_i8() {
  %x = util.unfoldable_constant dense<[-3, 12, -119, 39, -12]> : tensor<5xi8>
  %padding = tosa.const_shape {values = dense<[3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %pad_const = "tosa.const"() <{values = dense<[-128]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.pad %x, %padding, %pad_const : (tensor<5xi8>, !tosa.shape<2>, tensor<1xi8>) -> tensor<8xi8>
  check.expect_eq_const(%result, dense<[-128, -128, -128, -3, 12, -119, 39, -12]> : tensor<8xi8>) : tensor<8xi8>
  return
}

func.func @pad_f16() {
  %x = util.unfoldable_constant dense<[[7.5, -3.0], [0.25, -4.25]]> : tensor<2x2xf16>
  %padding = tosa.const_shape {values = dense<[0, 0, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pad_const = "tosa.const"() <{values = dense<[0.5]> : tensor<1xf16>}> : () -> tensor<1xf16>
  %result = tosa.pad %x, %padding, %pad_const : (tensor<2x2xf16>, !tosa.shape<4>, tensor<1xf16>) -> tensor<2x6xf16>
  check.expect_almost_eq_const(%result, dense<[[0.5, 0.5, 7.5, -3.0, 0.5, 0.5], [0.5, 0.5, 0.25, -4.25, 0.5, 0.5]]> : tensor<2x6xf16>) : tensor<2x6xf16>
  return
}
