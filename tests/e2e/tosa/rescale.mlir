// tosa.rescale between i8, i16 and i32: rounding modes, per-channel scales, zero points, unsigned inputs and outputs.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Scales (x + 3) by about 2/3 into i32 with single rounding.
func.func @rescale_i8_to_i32() {
  %x = util.unfoldable_constant dense<[[-128, 127, 73, -47, -76], [76, 36, 45, 125, -28], [86, -43, 17, 25, -74]]> : tensor<3x5xi8>
  %multiplier = "tosa.const"() <{values = dense<[1431655765]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<[31]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %input_zp = "tosa.const"() <{values = dense<[-3]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %output_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %result = tosa.rescale %x, %multiplier, %shift, %input_zp, %output_zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<3x5xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<3x5xi32>
  check.expect_eq_const(%result, dense<[[-83, 87, 51, -29, -49], [53, 26, 32, 85, -17], [59, -27, 13, 19, -47]]> : tensor<3x5xi32>) : tensor<3x5xi32>
  return
}

// Double rounding adds 2^30 toward the sign before the shift; the result saturates.
func.func @rescale_i32_to_i8_double_round() {
  %x = util.unfoldable_constant dense<[0, 100000000, -100000000, 3807576, 14824445, 6917458, -8447472, 13922158, 15061953, 7799176, 5611558, -12394140, -13559416, -7841202, -1951537, -14347646, 12968115]> : tensor<17xi32>
  %multiplier = "tosa.const"() <{values = dense<[1518500250]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<[37]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %input_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %output_zp = "tosa.const"() <{values = dense<[5]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.rescale %x, %multiplier, %shift, %input_zp, %output_zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<17xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<17xi8>
  check.expect_eq_const(%result, dense<[5, 127, -128, 127, 127, 127, -128, 127, 127, 127, 127, -128, -128, -128, -128, -128, 127]> : tensor<17xi8>) : tensor<17xi8>
  return
}

func.func @rescale_i32_to_i8_single_round() {
  %x = util.unfoldable_constant dense<[0, 100000000, -100000000, 3807576, 14824445, 6917458, -8447472, 13922158, 15061953, 7799176, 5611558, -12394140, -13559416, -7841202, -1951537, -14347646, 12968115]> : tensor<17xi32>
  %multiplier = "tosa.const"() <{values = dense<[1518500250]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<[37]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %input_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %output_zp = "tosa.const"() <{values = dense<[5]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.rescale %x, %multiplier, %shift, %input_zp, %output_zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<17xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<17xi8>
  check.expect_eq_const(%result, dense<[5, 127, -128, 127, 127, 127, -128, 127, 127, 127, 127, -128, -128, -128, -128, -128, 127]> : tensor<17xi8>) : tensor<17xi8>
  return
}

// Each channel (the last dimension) has its own multiplier and shift.
func.func @rescale_i32_to_i8_per_channel() {
  %x = util.unfoldable_constant dense<[[-260, 1975, -2874, -1735], [-3841, 2340, 2743, -2799], [2150, -4184, -1084, -3401]]> : tensor<3x4xi32>
  %multiplier = "tosa.const"() <{values = dense<[1073741824, 1610612736, 2147483647, 1234567890]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %shift = "tosa.const"() <{values = dense<[36, 37, 38, 35]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %input_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %output_zp = "tosa.const"() <{values = dense<[-2]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.rescale %x, %multiplier, %shift, %input_zp, %output_zp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<3x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<3x4xi8>
  check.expect_eq_const(%result, dense<[[-6, 21, -24, -64], [-62, 25, 19, -103], [32, -51, -10, -124]]> : tensor<3x4xi8>) : tensor<3x4xi8>
  return
}

// scale32 = false takes an i16 multiplier.
func.func @rescale_i16_to_i8_scale16() {
  %x = util.unfoldable_constant dense<[[[15991, -10480, -1743, -2282], [-1603, -15308, 3804, 20694], [-88, -20101, -31169, -24284]], [[-27430, -26761, -24741, 6459], [20125, 23248, 10053, 6659], [-11031, 28310, 9213, 14731]]]> : tensor<2x3x4xi16>
  %multiplier = "tosa.const"() <{values = dense<[16384]> : tensor<1xi16>}> : () -> tensor<1xi16>
  %shift = "tosa.const"() <{values = dense<[22]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %input_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi16>}> : () -> tensor<1xi16>
  %output_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.rescale %x, %multiplier, %shift, %input_zp, %output_zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<2x3x4xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3x4xi8>
  check.expect_eq_const(%result, dense<[[[62, -41, -7, -9], [-6, -60, 15, 81], [0, -79, -122, -95]], [[-107, -105, -97, 25], [79, 91, 39, 26], [-43, 111, 36, 58]]]> : tensor<2x3x4xi8>) : tensor<2x3x4xi8>
  return
}

// input_unsigned reads the bits as u8 with zero point 128.
func.func @rescale_u8_to_i8() {
  %x = util.unfoldable_constant dense<[0, 1, 127, -128, -1, 50, -50, 100]> : tensor<8xi8>
  %multiplier = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<[30]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %input_zp = "tosa.const"() <{values = dense<[-128]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %output_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.rescale %x, %multiplier, %shift, %input_zp, %output_zp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<8xi8>
  check.expect_eq_const(%result, dense<[-128, -127, -1, 0, 127, -78, 78, -28]> : tensor<8xi8>) : tensor<8xi8>
  return
}

// output_unsigned writes u8 with zero point 128 (bits shown as i8).
func.func @rescale_i8_to_u8() {
  %x = util.unfoldable_constant dense<[-128, 127, 73, -47, -76]> : tensor<5xi8>
  %multiplier = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<[30]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %input_zp = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %output_zp = "tosa.const"() <{values = dense<[-128]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.rescale %x, %multiplier, %shift, %input_zp, %output_zp {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<5xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<5xi8>
  check.expect_eq_const(%result, dense<[0, -1, -55, 81, 52]> : tensor<5xi8>) : tensor<5xi8>
  return
}
