// tosa.gather: output[n, w, c] = values[n, indices[n, w], c].
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Indices may repeat.
func.func @gather_f32() {
  %values = util.unfoldable_constant dense<[[[3.25, -4.5, 4.75], [-3.0, -4.75, 4.75], [2.25, 2.75, 8.0], [-1.75, 5.5, -2.75], [1.0, 1.5, -4.75]], [[-5.0, -4.5, 2.75], [1.75, 7.25, 3.25], [-4.0, 6.75, 7.25], [3.75, 2.75, -6.0], [-6.5, -3.75, -1.0]]]> : tensor<2x5x3xf32>
  %indices = util.unfoldable_constant dense<[[0, 4, 2, 3], [1, 1, 0, 3]]> : tensor<2x4xi32>
  %result = tosa.gather %values, %indices : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  check.expect_almost_eq_const(%result, dense<[[[3.25, -4.5, 4.75], [1.0, 1.5, -4.75], [2.25, 2.75, 8.0], [-1.75, 5.5, -2.75]], [[1.75, 7.25, 3.25], [1.75, 7.25, 3.25], [-5.0, -4.5, 2.75], [3.75, 2.75, -6.0]]]> : tensor<2x4x3xf32>) : tensor<2x4x3xf32>
  return
}

func.func @gather_i32() {
  %values = util.unfoldable_constant dense<[[[54856], [-55973], [42997], [-83682], [-21682], [-68021], [48802]]]> : tensor<1x7x1xi32>
  %indices = util.unfoldable_constant dense<[[2, 3, 3, 3, 1, 3, 5, 3, 1]]> : tensor<1x9xi32>
  %result = tosa.gather %values, %indices : (tensor<1x7x1xi32>, tensor<1x9xi32>) -> tensor<1x9x1xi32>
  check.expect_eq_const(%result, dense<[[[42997], [-83682], [-83682], [-83682], [-55973], [-83682], [-68021], [-83682], [-55973]]]> : tensor<1x9x1xi32>) : tensor<1x9x1xi32>
  return
}

func.func @gather_i8() {
  %values = util.unfoldable_constant dense<[[[-121, -94, -107, -104, -96, 25], [78, 90, 39, 26, -43, 110], [36, 57, 60, 92, 52, 109], [11, 12, -63, 112, 14, -1]], [[-47, -58, 34, -12, 17, 42], [102, -43, 46, 103, -10, -62], [-53, -41, 33, -61, 86, -37], [-111, -126, -121, 33, -39, -55]], [[28, -110, 11, 30, -119, -83], [-28, -50, 115, -15, 37, -89], [78, -72, 68, -7, -24, -6], [9, -62, -97, -52, 125, -56]]]> : tensor<3x4x6xi8>
  %indices = util.unfoldable_constant dense<[[2, 1], [3, 1], [2, 0]]> : tensor<3x2xi32>
  %result = tosa.gather %values, %indices : (tensor<3x4x6xi8>, tensor<3x2xi32>) -> tensor<3x2x6xi8>
  check.expect_eq_const(%result, dense<[[[36, 57, 60, 92, 52, 109], [78, 90, 39, 26, -43, 110]], [[-111, -126, -121, 33, -39, -55], [102, -43, 46, 103, -10, -62]], [[78, -72, 68, -7, -24, -6], [28, -110, 11, 30, -119, -83]]]> : tensor<3x2x6xi8>) : tensor<3x2x6xi8>
  return
}

func.func @gather_f16() {
  %values = util.unfoldable_constant dense<[[[1.75, 0.0, 3.5, -4.0, 1.75, 5.5, -0.5, -5.25], [-7.0, 6.0, 0.0, -5.25, -3.25, 4.0, -2.0, 1.75], [5.0, -4.75, 5.75, 4.25, -2.75, -4.0, -2.5, -6.75]]]> : tensor<1x3x8xf16>
  %indices = util.unfoldable_constant dense<[[1, 1, 2, 1, 0]]> : tensor<1x5xi32>
  %result = tosa.gather %values, %indices : (tensor<1x3x8xf16>, tensor<1x5xi32>) -> tensor<1x5x8xf16>
  check.expect_almost_eq_const(%result, dense<[[[-7.0, 6.0, 0.0, -5.25, -3.25, 4.0, -2.0, 1.75], [-7.0, 6.0, 0.0, -5.25, -3.25, 4.0, -2.0, 1.75], [5.0, -4.75, 5.75, 4.25, -2.75, -4.0, -2.5, -6.75], [-7.0, 6.0, 0.0, -5.25, -3.25, 4.0, -2.0, 1.75], [1.75, 0.0, 3.5, -4.0, 1.75, 5.5, -0.5, -5.25]]]> : tensor<1x5x8xf16>) : tensor<1x5x8xf16>
  return
}
