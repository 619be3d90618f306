// tosa.bitwise_not on i32, i16 and i8 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @bitwise_not_i32() {
  %x = util.unfoldable_constant dense<[554021389, -249999983, 353326020, -520766955, -114421348, -962299959, 829527863, 2001901905, -1465452603, -1897505362, -522962846, -391984920, -377457899, -1423228276, -1443265074, -1116072771, 337182993]> : tensor<17xi32>
  %result = tosa.bitwise_not %x : (tensor<17xi32>) -> tensor<17xi32>
  check.expect_eq_const(%result, dense<[-554021390, 249999982, -353326021, 520766954, 114421347, 962299958, -829527864, -2001901906, 1465452602, 1897505361, 522962845, 391984919, 377457898, 1423228275, 1443265073, 1116072770, -337182994]> : tensor<17xi32>) : tensor<17xi32>
  return
}

func.func @bitwise_not_i8() {
  %x = util.unfoldable_constant dense<[[71, -7, -76, -19, 13], [111, -35, -67, 1, -113], [-43, -87, -56, -96, -56]]> : tensor<3x5xi8>
  %result = tosa.bitwise_not %x : (tensor<3x5xi8>) -> tensor<3x5xi8>
  check.expect_eq_const(%result, dense<[[-72, 6, 75, 18, -14], [-112, 34, 66, -2, 112], [42, 86, 55, 95, 55]]> : tensor<3x5xi8>) : tensor<3x5xi8>
  return
}

func.func @bitwise_not_i16_3d() {
  %x = util.unfoldable_constant dense<[[[-9755, -27173, -10208, -1192], [-26609, 25122, 24653, 29309], [-24922, -30974, 30741, 27377]], [[19767, -24804, 10938, 16242], [-13823, 25986, 16640, -21763], [5100, -11046, 18716, -7986]]]> : tensor<2x3x4xi16>
  %result = tosa.bitwise_not %x : (tensor<2x3x4xi16>) -> tensor<2x3x4xi16>
  check.expect_eq_const(%result, dense<[[[9754, 27172, 10207, 1191], [26608, -25123, -24654, -29310], [24921, 30973, -30742, -27378]], [[-19768, 24803, -10939, -16243], [13822, -25987, -16641, 21762], [-5101, 11045, -18717, 7985]]]> : tensor<2x3x4xi16>) : tensor<2x3x4xi16>
  return
}
