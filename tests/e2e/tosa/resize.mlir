// tosa.resize: nearest-neighbour and bilinear, up- and downsampling, f32, f16 and i8.
// scale = [y_n, y_d, x_n, x_d]: output pixel o samples input position (o * d + offset) / n.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Factor 2 with border 2 so the last input row and column are repeated.
func.func @resize_nearest_f32_upsample2() {
  %input = util.unfoldable_constant dense<[[[[-2.75, -3.25], [-3.0, -2.0], [1.75, 3.25], [4.25, -6.25]], [[-3.0, 4.25], [3.0, 6.25], [-6.0, -0.5], [-4.5, -1.0]], [[4.25, -5.75], [0.0, -1.25], [-7.5, 4.25], [5.0, -1.5]]]]> : tensor<1x3x4x2xf32>
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.resize %input, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x3x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x6x8x2xf32>
  check.expect_almost_eq_const(%result, dense<[[[[-2.75, -3.25], [-3.0, -2.0], [-3.0, -2.0], [1.75, 3.25], [1.75, 3.25], [4.25, -6.25], [4.25, -6.25], [4.25, -6.25]], [[-3.0, 4.25], [3.0, 6.25], [3.0, 6.25], [-6.0, -0.5], [-6.0, -0.5], [-4.5, -1.0], [-4.5, -1.0], [-4.5, -1.0]], [[-3.0, 4.25], [3.0, 6.25], [3.0, 6.25], [-6.0, -0.5], [-6.0, -0.5], [-4.5, -1.0], [-4.5, -1.0], [-4.5, -1.0]], [[4.25, -5.75], [0.0, -1.25], [0.0, -1.25], [-7.5, 4.25], [-7.5, 4.25], [5.0, -1.5], [5.0, -1.5], [5.0, -1.5]], [[4.25, -5.75], [0.0, -1.25], [0.0, -1.25], [-7.5, 4.25], [-7.5, 4.25], [5.0, -1.5], [5.0, -1.5], [5.0, -1.5]], [[4.25, -5.75], [0.0, -1.25], [0.0, -1.25], [-7.5, 4.25], [-7.5, 4.25], [5.0, -1.5], [5.0, -1.5], [5.0, -1.5]]]]> : tensor<1x6x8x2xf32>) : tensor<1x6x8x2xf32>
  return
}

// Align-corners style: 3 -> 5 with outputs between inputs averaged.
func.func @resize_bilinear_f32_upsample2() {
  %input = util.unfoldable_constant dense<[[[[-6.75], [2.0], [8.0]], [[-7.5], [-1.75], [-4.5]], [[7.5], [-4.75], [6.0]]]]> : tensor<1x3x3x1xf32>
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.resize %input, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x3x3x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x1xf32>
  check.expect_almost_eq_const(%result, dense<[[[[-6.75], [-2.375], [2.0], [5.0], [8.0]], [[-7.125], [-3.5], [0.125], [0.9375], [1.75]], [[-7.5], [-4.625], [-1.75], [-3.125], [-4.5]], [[0.0], [-1.625], [-3.25], [-1.25], [0.75]], [[7.5], [1.375], [-4.75], [0.625], [6.0]]]]> : tensor<1x5x5x1xf32>) : tensor<1x5x5x1xf32>
  return
}

// A negative offset reads the first row clamped.
func.func @resize_bilinear_f32_offset() {
  %input = util.unfoldable_constant dense<[[[[7.75, 4.75], [-7.5, -6.25], [-4.75, 7.25], [-7.5, 2.5]], [[2.25, -2.5], [2.5, -7.75], [-2.5, 4.75], [-7.5, 2.0]]], [[[-1.0, 6.5], [-5.25, 7.25], [-1.25, 2.0], [-2.0, 4.0]], [[-4.5, 3.25], [5.5, 1.0], [3.25, -0.25], [-0.5, -0.5]]]]> : tensor<2x2x4x2xf32>
  %scale = tosa.const_shape {values = dense<[4, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.resize %input, %scale, %offset, %border {mode = BILINEAR} : (tensor<2x2x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x7x5x2xf32>
  check.expect_almost_eq_const(%result, dense<[[[[0.125, -0.75], [-7.5, -6.25], [-6.125, 0.5], [-4.75, 7.25], [-6.125, 4.875]], [[0.125, -0.75], [-7.5, -6.25], [-6.125, 0.5], [-4.75, 7.25], [-6.125, 4.875]], [[0.6875, -1.84375], [-5.0, -6.625], [-4.59375, 0.0], [-4.1875, 6.625], [-5.84375, 4.5]], [[1.25, -2.9375], [-2.5, -7.0], [-3.0625, -0.5], [-3.625, 6.0], [-5.5625, 4.125]], [[1.8125, -4.03125], [0.0, -7.375], [-1.53125, -1.0], [-3.0625, 5.375], [-5.28125, 3.75]], [[2.375, -5.125], [2.5, -7.75], [0.0, -1.5], [-2.5, 4.75], [-5.0, 3.375]], [[2.375, -5.125], [2.5, -7.75], [0.0, -1.5], [-2.5, 4.75], [-5.0, 3.375]]], [[[-3.125, 6.875], [-5.25, 7.25], [-3.25, 4.625], [-1.25, 2.0], [-1.625, 3.0]], [[-3.125, 6.875], [-5.25, 7.25], [-3.25, 4.625], [-1.25, 2.0], [-1.625, 3.0]], [[-2.21875, 5.6875], [-2.5625, 5.6875], [-1.34375, 3.5625], [-0.125, 1.4375], [-0.875, 2.15625]], [[-1.3125, 4.5], [0.125, 4.125], [0.5625, 2.5], [1.0, 0.875], [-0.125, 1.3125]], [[-0.40625, 3.3125], [2.8125, 2.5625], [2.46875, 1.4375], [2.125, 0.3125], [0.625, 0.46875]], [[0.5, 2.125], [5.5, 1.0], [4.375, 0.375], [3.25, -0.25], [1.375, -0.375]], [[0.5, 2.125], [5.5, 1.0], [4.375, 0.375], [3.25, -0.25], [1.375, -0.375]]]]> : tensor<2x7x5x2xf32>) : tensor<2x7x5x2xf32>
  return
}

func.func @resize_nearest_f32_downsample() {
  %input = util.unfoldable_constant dense<[[[[-1.75], [6.0], [-6.25], [7.5], [1.75], [-3.25], [0.0], [1.25], [6.5]], [[5.5], [7.5], [-6.5], [5.0], [8.0], [6.0], [-3.5], [0.0], [3.75]], [[-2.0], [-3.0], [-0.25], [5.75], [0.5], [-0.75], [5.25], [-6.5], [-5.75]], [[-3.75], [1.75], [-2.5], [6.5], [-1.0], [-4.5], [0.0], [-3.5], [7.5]], [[5.5], [3.75], [2.5], [-8.0], [7.5], [2.0], [2.25], [0.75], [7.25]], [[-2.5], [5.25], [7.25], [2.75], [6.25], [-5.0], [-6.5], [-4.75], [-5.75]], [[6.0], [-2.0], [-2.75], [4.25], [3.0], [8.0], [-1.0], [-7.5], [-0.75]]]]> : tensor<1x7x9x1xf32>
  %scale = tosa.const_shape {values = dense<[1, 2, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.resize %input, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x7x9x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x5x1xf32>
  check.expect_almost_eq_const(%result, dense<[[[[-1.75], [-6.25], [1.75], [0.0], [6.5]], [[-2.0], [-0.25], [0.5], [5.25], [-5.75]], [[5.5], [2.5], [7.5], [2.25], [7.25]], [[6.0], [-2.75], [3.0], [-1.0], [-0.75]]]]> : tensor<1x4x5x1xf32>) : tensor<1x4x5x1xf32>
  return
}

func.func @resize_bilinear_f16() {
  %input = util.unfoldable_constant dense<[[[[-1.75], [-2.0]], [[-0.5], [1.25]]]]> : tensor<1x2x2x1xf16>
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.resize %input, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x2x1xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xf16>
  check.expect_almost_eq_const(%result, dense<[[[[-1.75], [-1.875], [-2.0]], [[-1.125], [-0.75], [-0.375]], [[-0.5], [0.375], [1.25]]]]> : tensor<1x3x3x1xf16>) : tensor<1x3x3x1xf16>
  return
}

func.func @resize_nearest_i8() {
  %input = util.unfoldable_constant dense<[[[[-90, -49], [20, -42], [-84, -110]], [[68, 31], [-25, 71], [-22, 2]], [[80, -6], [23, 69], [2, -104]]]]> : tensor<1x3x3x2xi8>
  %scale = tosa.const_shape {values = dense<[3, 1, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.resize %input, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x3x3x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xi8>
  check.expect_eq_const(%result, dense<[[[[-90, -49], [-90, -49], [20, -42], [20, -42], [20, -42], [-84, -110], [-84, -110]], [[-90, -49], [-90, -49], [20, -42], [20, -42], [20, -42], [-84, -110], [-84, -110]], [[68, 31], [68, 31], [-25, 71], [-25, 71], [-25, 71], [-22, 2], [-22, 2]], [[68, 31], [68, 31], [-25, 71], [-25, 71], [-25, 71], [-22, 2], [-22, 2]], [[68, 31], [68, 31], [-25, 71], [-25, 71], [-25, 71], [-22, 2], [-22, 2]], [[80, -6], [80, -6], [23, 69], [23, 69], [23, 69], [2, -104], [2, -104]], [[80, -6], [80, -6], [23, 69], [23, 69], [23, 69], [2, -104], [2, -104]]]]> : tensor<1x7x7x2xi8>) : tensor<1x7x7x2xi8>
  return
}

// Integer bilinear results are scaled by y_n * x_n instead of divided.
func.func @resize_bilinear_i8_to_i32() {
  %input = util.unfoldable_constant dense<[[[[-117], [10], [-71]], [[63], [-12], [-35]]]]> : tensor<1x2x3x1xi8>
  %scale = tosa.const_shape {values = dense<[2, 1, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.resize %input, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x7x1xi32>
  check.expect_eq_const(%result, dense<[[[[-702], [-448], [-194], [60], [-102], [-264], [-426]], [[-162], [-110], [-58], [-6], [-110], [-214], [-318]], [[378], [228], [78], [-72], [-118], [-164], [-210]]]]> : tensor<1x3x7x1xi32>) : tensor<1x3x7x1xi32>
  return
}
