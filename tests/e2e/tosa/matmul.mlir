// TOSA tosa.matmul (3-D, with zero-point operands).
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// tosa.matmul is a 3-D batch matmul with zero-point operands (0 for floats).
func.func @tosa_matmul_f32() {
  %a = util.unfoldable_constant dense<[[[2.0, -2.0, 1.75, -3.0, 2.25], [4.0, -1.75, 4.0, 1.0, 0.5], [-2.0, 1.25, -0.5, 0.75, -0.25]]]> : tensor<1x3x5xf32>
  %b = util.unfoldable_constant dense<[[[2.25, 0.25, -1.25, -1.5], [0.5, 3.75, -3.25, -3.75], [-0.5, -2.5, 3.25, 0.5], [2.5, 2.5, -4.0, 3.0], [-0.5, -2.25, 3.0, 2.75]]]> : tensor<1x5x4xf32>
  %a_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %b_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %result = tosa.matmul %a, %b, %a_zp, %b_zp : (tensor<1x3x5xf32>, tensor<1x5x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-6.0, -23.9375, 28.4375, 2.5625], [8.375, -14.1875, 11.1875, 6.9375], [-1.625, 7.875, -6.9375, -0.375]]]> : tensor<1x3x4xf32>) : tensor<1x3x4xf32>
  return
}

func.func @tosa_matmul_f32_batch2() {
  %a = util.unfoldable_constant dense<[[[3.0, 3.0, 3.75, -2.0], [-2.0, -3.5, 2.0, -1.0], [1.25, 2.5, -2.0, 4.0]], [[0.75, 3.25, 0.0, 3.25], [-0.0, 2.5, -1.0, -4.0], [1.75, -3.0, 3.5, 0.5]]]> : tensor<2x3x4xf32>
  %b = util.unfoldable_constant dense<[[[-1.0, 2.25, 3.5, -0.75, 1.5], [-0.5, -3.0, -2.75, 2.75, -0.25], [-1.25, -1.5, -1.25, -1.75, 2.25], [1.75, 0.75, 2.25, -3.0, 2.75]], [[-2.0, -3.0, 0.25, -1.0, 1.75], [2.0, 2.75, -2.5, 1.25, -1.25], [1.25, 1.75, 2.5, -0.5, 0.0], [0.5, 0.25, 2.5, -1.25, 2.75]]]> : tensor<2x4x5xf32>
  %a_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %b_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %result = tosa.matmul %a, %b, %a_zp, %b_zp : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[[-12.6875, -9.375, -6.9375, 5.4375, 6.6875], [-0.5, 2.25, -2.125, -8.625, -0.375], [7.0, 1.3125, 9.0, -2.5625, 7.75]], [[6.625, 7.5, 0.1875, -0.75, 6.1875], [1.75, 4.125, -18.75, 8.625, -14.125], [-4.875, -7.25, 17.9375, -7.875, 8.1875]]]> : tensor<2x3x5xf32>) : tensor<2x3x5xf32>
  return
}

func.func @tosa_matmul_i8_to_i32() {
  %a = util.unfoldable_constant dense<[[[-19, -89, -26, 56], [65, 58, 94, 24], [17, -62, 41, 27]]]> : tensor<1x3x4xi8>
  %b = util.unfoldable_constant dense<[[[-73, -74], [-52, -116], [107, 67], [-49, -24]]]> : tensor<1x4x2xi8>
  %a_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %b_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.matmul %a, %b, %a_zp, %b_zp : (tensor<1x3x4xi8>, tensor<1x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x2xi32>
  check.expect_eq_const(%result, dense<[[[489, 8644], [1121, -5816], [5047, 8033]]]> : tensor<1x3x2xi32>) : tensor<1x3x2xi32>
  return
}

// Non-zero zero points are subtracted before multiplying.
func.func @tosa_matmul_i8_zero_points() {
  %a = util.unfoldable_constant dense<[[[83, -52, -72, 44], [15, -27, -81, 14]]]> : tensor<1x2x4xi8>
  %b = util.unfoldable_constant dense<[[[-57, -38, 25], [-72, -40, -57], [-2, -44, 90], [1, -94, 30]]]> : tensor<1x4x3xi8>
  %a_zp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %b_zp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %result = tosa.matmul %a, %b, %a_zp, %b_zp : (tensor<1x2x4xi8>, tensor<1x4x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x3xi32>
  check.expect_eq_const(%result, dense<[[[-454, -1439, -430], [1200, 2951, -5675]]]> : tensor<1x2x3xi32>) : tensor<1x2x3xi32>
  return
}

// Large splat inputs: every element is 65 * 0.5 * -0.25.
func.func @tosa_matmul_f32_33x65x17() {
  %a = util.unfoldable_constant dense<0.5> : tensor<1x33x65xf32>
  %b = util.unfoldable_constant dense<-0.25> : tensor<1x65x17xf32>
  %a_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %b_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %result = tosa.matmul %a, %b, %a_zp, %b_zp : (tensor<1x33x65xf32>, tensor<1x65x17xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x33x17xf32>
  check.expect_almost_eq_const(%result, dense<-8.125> : tensor<1x33x17xf32>) : tensor<1x33x17xf32>
  return
}
