// tosa.bitwise_and on i32, i8 and i16 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @bitwise_and_i32() {
  %lhs = util.unfoldable_constant dense<[-1715177800, -1435187030, 46398883, 1619005011, -1240951695, -23750630, 645661684, -683327170, -2130625013, 2144089876, 816584958, 197460673, -713112537, -844686384, -802792420, -555546715, 465867202]> : tensor<17xi32>
  %rhs = util.unfoldable_constant dense<[841241835, 1114967252, -1631028569, -776921128, 1109051558, 774322137, 1648269320, -1595931804, -106810920, -1215920992, -269274242, 1134849666, -1532810378, 30984578, -331819474, -1982308167, 1135639580]> : tensor<17xi32>
  %result = tosa.bitwise_and %lhs, %rhs : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[268719272, 41158784, 46168227, 1082134096, 34111520, 772083736, 574357504, -2143289052, -2130694136, 931398656, 547360894, 58983040, -2078146522, 25168256, -1071623156, -2000682847, 58724352]> : tensor<17xi32>) : tensor<17xi32>
  return
}

// The size-1 dimension of the second operand broadcasts.
func.func @bitwise_and_i8_broadcast() {
  %lhs = util.unfoldable_constant dense<[[78, -23, -106, 30, 127], [-117, -29, -72, 117, -76], [96, 123, 76, -117, -98]]> : tensor<3x5xi8>
  %rhs = util.unfoldable_constant dense<[[-73, 113, -120, 39, 35]]> : tensor<1x5xi8>
  %result = tosa.bitwise_and %lhs, %rhs : (tensor<3x5xi8>, tensor<1x5xi8>) -> tensor<3x5xi8>
  check.expect_eq_const(%result, dense<[[6, 97, -128, 6, 35], [-125, 97, -120, 37, 32], [32, 113, 8, 3, 2]]> : tensor<3x5xi8>) : tensor<3x5xi8>
  return
}

func.func @bitwise_and_i16_3d() {
  %lhs = util.unfoldable_constant dense<[[[-10585, 10038, -31366, -10124], [19025, -30386, 7850, -4260], [25954, -21540, 29372, -4803]], [[7593, -8336, 15909, -18279], [13141, 22389, 3857, 12623], [-1187, -1924, -2258, -6575]]]> : tensor<2x3x4xi16>
  %rhs = util.unfoldable_constant dense<[[[24683, -25622, 30261, 6752], [-13038, 272, 4587, 26567], [22017, 30730, -26037, 20289]], [[32120, 24031, -13727, -276], [15174, -8272, -12077, -1377], [23374, 2047, -3036, 20820]]]> : tensor<2x3x4xi16>
  %result = tosa.bitwise_and %lhs, %rhs : (tensor<2x3x4xi16>, tensor<2x3x4xi16>) -> tensor<2x3x4xi16>
  check.expect_eq_const(%result, dense<[[[16419, 802, 1072, 6240], [18448, 256, 4266, 26436], [17408, 10248, 4616, 19713]], [[7464, 23888, 2593, -18296], [13124, 22320, 17, 12303], [23372, 124, -3036, 16464]]]> : tensor<2x3x4xi16>) : tensor<2x3x4xi16>
  return
}
