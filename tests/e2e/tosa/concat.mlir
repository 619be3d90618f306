// tosa.concat of two to four tensors along each axis.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @concat_f32_axis0() {
  %in0 = util.unfoldable_constant dense<[[5.5, 6.0, -7.5], [-0.75, 0.0, -6.25]]> : tensor<2x3xf32>
  %in1 = util.unfoldable_constant dense<[[7.25, 7.75, 8.0]]> : tensor<1x3xf32>
  %in2 = util.unfoldable_constant dense<[[-0.75, -6.5, 4.0], [4.0, -6.75, 1.75], [5.0, -7.5, -5.75]]> : tensor<3x3xf32>
  %result = tosa.concat %in0, %in1, %in2 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<3x3xf32>) -> tensor<6x3xf32>
  check.expect_almost_eq_const(%result, dense<[[5.5, 6.0, -7.5], [-0.75, 0.0, -6.25], [7.25, 7.75, 8.0], [-0.75, -6.5, 4.0], [4.0, -6.75, 1.75], [5.0, -7.5, -5.75]]> : tensor<6x3xf32>) : tensor<6x3xf32>
  return
}

func.func @concat_f32_axis1() {
  %in0 = util.unfoldable_constant dense<[[3.0, -6.0, 0.25], [-3.75, -7.5, -1.25]]> : tensor<2x3xf32>
  %in1 = util.unfoldable_constant dense<[[-0.5], [-0.25]]> : tensor<2x1xf32>
  %result = tosa.concat %in0, %in1 {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  check.expect_almost_eq_const(%result, dense<[[3.0, -6.0, 0.25, -0.5], [-3.75, -7.5, -1.25, -0.25]]> : tensor<2x4xf32>) : tensor<2x4xf32>
  return
}

func.func @concat_i32_3d_axis2() {
  %in0 = util.unfoldable_constant dense<[[[-93526], [-14342]], [[-3112], [-93093]]]> : tensor<2x2x1xi32>
  %in1 = util.unfoldable_constant dense<[[[-85720, 19406, -89052], [48392, 4903, 95751]], [[90652, 10832, 52509], [86374, -53172, 90394]]]> : tensor<2x2x3xi32>
  %in2 = util.unfoldable_constant dense<[[[50423, -57521], [-88077, -86724]], [[86602, -66068], [-96026, 48887]]]> : tensor<2x2x2xi32>
  %in3 = util.unfoldable_constant dense<[[[44252], [-47806]], [[-32474], [-77553]]]> : tensor<2x2x1xi32>
  %result = tosa.concat %in0, %in1, %in2, %in3 {axis = 2 : i32} : (tensor<2x2x1xi32>, tensor<2x2x3xi32>, tensor<2x2x2xi32>, tensor<2x2x1xi32>) -> tensor<2x2x7xi32>
  check.expect_eq_const(%result, dense<[[[-93526, -85720, 19406, -89052, 50423, -57521, 44252], [-14342, 48392, 4903, 95751, -88077, -86724, -47806]], [[-3112, 90652, 10832, 52509, 86602, -66068, -32474], [-93093, 86374, -53172, 90394, -96026, 48887, -77553]]]> : tensor<2x2x7xi32>) : tensor<2x2x7xi32>
  return
}

func.func @concat_i8_1d() {
  %in0 = util.unfoldable_constant dense<[-42, 113, -6, 47, -24]> : tensor<5xi8>
  %in1 = util.unfoldable_constant dense<[117, -54, -43, 42, -78, -124, -93, 26, 113, -10, -86, 107]> : tensor<12xi8>
  %result = tosa.concat %in0, %in1 {axis = 0 : i32} : (tensor<5xi8>, tensor<12xi8>) -> tensor<17xi8>
  check.expect_eq_const(%result, dense<[-42, 113, -6, 47, -24, 117, -54, -43, 42, -78, -124, -93, 26, 113, -10, -86, 107]> : tensor<17xi8>) : tensor<17xi8>
  return
}

func.func @concat_f16() {
  %in0 = util.unfoldable_constant dense<[[5.0, 4.75, -4.75, -5.5]]> : tensor<1x4xf16>
  %in1 = util.unfoldable_constant dense<[[6.0, 7.75, -7.25, -5.75], [-2.0, 7.25, -1.5, -4.75]]> : tensor<2x4xf16>
  %result = tosa.concat %in0, %in1 {axis = 0 : i32} : (tensor<1x4xf16>, tensor<2x4xf16>) -> tensor<3x4xf16>
  check.expect_almost_eq_const(%result, dense<[[5.0, 4.75, -4.75, -5.5], [6.0, 7.75, -7.25, -5.75], [-2.0, 7.25, -1.5, -4.75]]> : tensor<3x4xf16>) : tensor<3x4xf16>
  return
}

func.func @concat_i1() {
  %in0 = util.unfoldable_constant dense<[true, false, true]> : tensor<3xi1>
  %in1 = util.unfoldable_constant dense<false> : tensor<2xi1>
  %result = tosa.concat %in0, %in1 {axis = 0 : i32} : (tensor<3xi1>, tensor<2xi1>) -> tensor<5xi1>
  check.expect_eq_const(%result, dense<[true, false, true, false, false]> : tensor<5xi1>) : tensor<5xi1>
  return
}
