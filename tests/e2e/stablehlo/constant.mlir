// stablehlo.constant of every element type, 0-d to 3-D, splat and hex literals.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Added to an unfoldable zero so the value reaches the device.
func.func @constant_f32_1d() {
  %c = stablehlo.constant dense<[1.5, -2.25, 3.0e+10, -1.0e-10, 0.0]> : tensor<5xf32>
  %zero = util.unfoldable_constant dense<[0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf32>
  %result = stablehlo.add %c, %zero : tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[1.5, -2.25, 3.0e+10, -1.0e-10, 0.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @constant_f32_2d() {
  %c = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %zero = util.unfoldable_constant dense<[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf32>
  %result = stablehlo.add %c, %zero : tensor<2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @constant_f32_3d() {
  %c = stablehlo.constant dense<[[[-6.0, -5.5, -5.0, -4.5], [-4.0, -3.5, -3.0, -2.5], [-2.0, -1.5, -1.0, -0.5]], [[0.0, 0.5, 1.0, 1.5], [2.0, 2.5, 3.0, 3.5], [4.0, 4.5, 5.0, 5.5]]]> : tensor<2x3x4xf32>
  %zero = util.unfoldable_constant dense<0.0> : tensor<2x3x4xf32>
  %result = stablehlo.add %c, %zero : tensor<2x3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[[-6.0, -5.5, -5.0, -4.5], [-4.0, -3.5, -3.0, -2.5], [-2.0, -1.5, -1.0, -0.5]], [[0.0, 0.5, 1.0, 1.5], [2.0, 2.5, 3.0, 3.5], [4.0, 4.5, 5.0, 5.5]]]> : tensor<2x3x4xf32>) : tensor<2x3x4xf32>
  return
}

func.func @constant_f32_0d() {
  %c = stablehlo.constant dense<-7.5> : tensor<f32>
  %zero = util.unfoldable_constant dense<0.0> : tensor<f32>
  %result = stablehlo.add %c, %zero : tensor<f32>
  check.expect_almost_eq_const(%result, dense<-7.5> : tensor<f32>) : tensor<f32>
  return
}

func.func @constant_i32() {
  %c = stablehlo.constant dense<[0, -1, 2147483647, -2147483648, 42]> : tensor<5xi32>
  %zero = util.unfoldable_constant dense<[0, 0, 0, 0, 0]> : tensor<5xi32>
  %result = stablehlo.add %c, %zero : tensor<5xi32>
  check.expect_eq_const(%result, dense<[0, -1, 2147483647, -2147483648, 42]> : tensor<5xi32>) : tensor<5xi32>
  return
}

func.func @constant_i8() {
  %c = stablehlo.constant dense<[[-128, 127], [0, -1]]> : tensor<2x2xi8>
  %zero = util.unfoldable_constant dense<[[0, 0], [0, 0]]> : tensor<2x2xi8>
  %result = stablehlo.add %c, %zero : tensor<2x2xi8>
  check.expect_eq_const(%result, dense<[[-128, 127], [0, -1]]> : tensor<2x2xi8>) : tensor<2x2xi8>
  return
}

func.func @constant_f16() {
  %c = stablehlo.constant dense<[0.5, -1.25, 65504.0, 0.000061035156]> : tensor<4xf16>
  %zero = util.unfoldable_constant dense<[0.0, 0.0, 0.0, 0.0]> : tensor<4xf16>
  %result = stablehlo.add %c, %zero : tensor<4xf16>
  check.expect_almost_eq_const(%result, dense<[0.5, -1.25, 65504.0, 0.000061035156]> : tensor<4xf16>) : tensor<4xf16>
  return
}

func.func @constant_i1() {
  %c = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  check.expect_eq_const(%c, dense<[true, false, true]> : tensor<3xi1>) : tensor<3xi1>
  return
}

// Hex float literals.
func.func @constant_hex_special_values() {
  %c = stablehlo.constant dense<[0x7F800000, 0xFF800000, 1.0]> : tensor<3xf32>
  check.expect_almost_eq_const(%c, dense<[0x7F800000, 0xFF800000, 1.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// A splat constant.
func.func @constant_splat_3x5() {
  %c = stablehlo.constant dense<1.5> : tensor<3x5xf32>
  %zero = util.unfoldable_constant dense<0.0> : tensor<3x5xf32>
  %result = stablehlo.add %c, %zero : tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<1.5> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// Large splat constant: its total.
func.func @constant_splat_33x65() {
  %c = stablehlo.constant dense<0.25> : tensor<33x65xf32>
  %one = util.unfoldable_constant dense<1.0> : tensor<f32>
  %one_b = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %x = stablehlo.multiply %c, %one_b : tensor<33x65xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %total = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<33x65xf32>, tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%total, dense<536.25> : tensor<f32>) : tensor<f32>
  return
}

// Constants only: folding at compile time must give the same answer.
func.func @constant_only_inputs() {
  %c = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %d = stablehlo.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %result = stablehlo.add %c, %d : tensor<2x3xi32>
  check.expect_eq_const(%result, dense<[[11, 22, 33], [44, 55, 66]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}
