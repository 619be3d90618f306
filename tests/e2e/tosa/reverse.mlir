// tosa.reverse along each axis.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reverse_f32_axis0() {
  %x = util.unfoldable_constant dense<[[6.5, -0.75, 3.75, -5.25, -7.25], [-2.5, -0.25, -2.5, -7.0, -0.5], [3.5, -3.75, -2.25, 3.25, 4.5]]> : tensor<3x5xf32>
  %result = tosa.reverse %x {axis = 0 : i32} : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[3.5, -3.75, -2.25, 3.25, 4.5], [-2.5, -0.25, -2.5, -7.0, -0.5], [6.5, -0.75, 3.75, -5.25, -7.25]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @reverse_f32_axis1() {
  %x = util.unfoldable_constant dense<[[-3.25, 6.25, 3.0, -5.25, -4.25], [5.0, 1.0, -1.75, 4.5, -2.0], [1.5, 2.5, -5.0, 7.75, 1.75]]> : tensor<3x5xf32>
  %result = tosa.reverse %x {axis = 1 : i32} : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-4.25, -5.25, 3.0, 6.25, -3.25], [-2.0, 4.5, -1.75, 1.0, 5.0], [1.75, 7.75, -5.0, 2.5, 1.5]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @reverse_i32_3d_axis1() {
  %x = util.unfoldable_constant dense<[[[36498, -6421, -55787], [22759, -99913, 11280], [-77722, -61685, -41062], [73940, -86214, -33673]], [[-86739, -19950, 89269], [-58614, -69666, 30750], [-33215, 4510, 93166], [-80764, 6739, 75228]]]> : tensor<2x4x3xi32>
  %result = tosa.reverse %x {axis = 1 : i32} : (tensor<2x4x3xi32>) -> tensor<2x4x3xi32>
  check.expect_eq_const(%result, dense<[[[73940, -86214, -33673], [-77722, -61685, -41062], [22759, -99913, 11280], [36498, -6421, -55787]], [[-80764, 6739, 75228], [-33215, 4510, 93166], [-58614, -69666, 30750], [-86739, -19950, 89269]]]> : tensor<2x4x3xi32>) : tensor<2x4x3xi32>
  return
}

func.func @reverse_i8_1d() {
  %x = util.unfoldable_constant dense<[49, 121, -54, 43, 42, 44, -86, 65, -39, -92, 104, -4, 59, -34, -10, -117, -11]> : tensor<17xi8>
  %result = tosa.reverse %x {axis = 0 : i32} : (tensor<17xi8>) -> tensor<17xi8>
  check.expect_eq_const(%result, dense<[-11, -117, -10, -34, 59, -4, 104, -92, -39, 65, -86, 44, 42, 43, -54, 121, 49]> : tensor<17xi8>) : tensor<17xi8>
  return
}

func.func @reverse_f16_axis2() {
  %x = util.unfoldable_constant dense<[[[1.0, 4.0, 1.0, -1.75, -6.75], [-1.0, 3.75, 1.0, -4.5, 1.0]], [[0.75, -0.75, 2.0, 1.75, 4.5], [-5.75, 1.0, 4.0, -1.75, -5.5]]]> : tensor<2x2x5xf16>
  %result = tosa.reverse %x {axis = 2 : i32} : (tensor<2x2x5xf16>) -> tensor<2x2x5xf16>
  check.expect_almost_eq_const(%result, dense<[[[-6.75, -1.75, 1.0, 4.0, 1.0], [1.0, -4.5, 1.0, 3.75, -1.0]], [[4.5, 1.75, 2.0, -0.75, 0.75], [-5.5, -1.75, 4.0, 1.0, -5.75]]]> : tensor<2x2x5xf16>) : tensor<2x2x5xf16>
  return
}
