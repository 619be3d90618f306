// tosa.negate on f32, f16, i32 and i8 tensors, with zero points for i8.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @negate_f32() {
  %x = util.unfoldable_constant dense<[[2.0, -4.0, 5.5, -2.25, -7.0], [-8.0, -7.75, 2.0, -2.5, -3.5], [1.75, -7.0, 0.75, 2.0, -7.5]]> : tensor<3x5xf32>
  %input_zp = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %output_zp = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %result = tosa.negate %x, %input_zp, %output_zp : (tensor<3x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-2.0, 4.0, -5.5, 2.25, 7.0], [8.0, 7.75, -2.0, 2.5, 3.5], [-1.75, 7.0, -0.75, -2.0, 7.5]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @negate_f16() {
  %x = util.unfoldable_constant dense<[[[-5.25, -1.75, -3.25, 7.25], [-1.0, 2.5, -5.75, 5.0], [-4.5, 4.25, -0.5, -1.5]], [[-0.5, 0.5, -4.0, -6.25], [-3.25, 8.0, -3.5, 2.75], [-4.0, 5.5, -0.25, 1.0]]]> : tensor<2x3x4xf16>
  %input_zp = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf16>}> : () -> tensor<1xf16>
  %output_zp = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf16>}> : () -> tensor<1xf16>
  %result = tosa.negate %x, %input_zp, %output_zp : (tensor<2x3x4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x3x4xf16>
  check.expect_almost_eq_const(%result, dense<[[[5.25, 1.75, 3.25, -7.25], [1.0, -2.5, 5.75, -5.0], [4.5, -4.25, 0.5, 1.5]], [[0.5, -0.5, 4.0, 6.25], [3.25, -8.0, 3.5, -2.75], [4.0, -5.5, 0.25, -1.0]]]> : tensor<2x3x4xf16>) : tensor<2x3x4xf16>
  return
}

func.func @negate_i32() {
  %x = util.unfoldable_constant dense<[1879791044, 227453786, -21526634, -788830107, -971636783, 572295689, -207108875, 292196101, 708836778, 1713735353, -726317924, 779745029, 1732821764, -176579254, -1043358473, -900351103, -687932052]> : tensor<17xi32>
  %input_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %output_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %result = tosa.negate %x, %input_zp, %output_zp : (tensor<17xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-1879791044, -227453786, 21526634, 788830107, 971636783, -572295689, 207108875, -292196101, -708836778, -1713735353, 726317924, -779745029, -1732821764, 176579254, 1043358473, 900351103, 687932052]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// -(-128) saturates to 127.
func.func @negate_i8() {
  %x = util.unfoldable_constant dense<[-128, -100, -1, 0, 1, 50, 100, 127]> : tensor<8xi8>
  %input_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %output_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.negate %x, %input_zp, %output_zp : (tensor<8xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<8xi8>
  check.expect_eq_const(%result, dense<[127, 100, 1, 0, -1, -50, -100, -127]> : tensor<8xi8>) : tensor<8xi8>
  return
}

// out = clamp(-(x - input_zp) + output_zp).
func.func @negate_i8_zero_points() {
  %x = util.unfoldable_constant dense<[-128, -100, -1, 0, 1, 50, 100, 127]> : tensor<8xi8>
  %input_zp = "tosa.const"() <{values = dense<[10]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %output_zp = "tosa.const"() <{values = dense<[-5]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.negate %x, %input_zp, %output_zp : (tensor<8xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<8xi8>
  check.expect_eq_const(%result, dense<[127, 105, 6, 5, 4, -45, -95, -122]> : tensor<8xi8>) : tensor<8xi8>
  return
}
