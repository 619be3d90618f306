// stablehlo.uniform_quantize and uniform_dequantize: rounding to nearest
// even, clamping to the storage range, signed and unsigned storage, per
// tensor and per axis, and requantization to other parameters.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @per_tensor_i8() {
  %x = util.unfoldable_constant dense<[-1.0, 0.25, 0.75, 100.0, -50.0]> : tensor<5xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<5xf32>) -> tensor<5x!quant.uniform<i8:f32, 0.5:2>>
  %y = stablehlo.uniform_dequantize %q : (tensor<5x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<5xf32>
  check.expect_almost_eq_const(%y, dense<[-1.0, 0.0, 1.0, 62.5, -50.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @per_axis_i8() {
  %x = util.unfoldable_constant dense<[[0.26, 3.0], [-0.04, -5.0]]> : tensor<2x2xf32>
  %q = "stablehlo.uniform_quantize"(%x) : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.1:0, 2.0:-1}>>
  %y = "stablehlo.uniform_dequantize"(%q) : (tensor<2x2x!quant.uniform<i8:f32:1, {0.1:0, 2.0:-1}>>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%y, dense<[[0.3, 4.0], [0.0, -4.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

func.func @unsigned_and_requantized() {
  %x = util.unfoldable_constant dense<[-200.0, 0.0, 3.4]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<u8:f32, 1.0:128>>
  %y = stablehlo.uniform_dequantize %q : (tensor<3x!quant.uniform<u8:f32, 1.0:128>>) -> tensor<3xf32>
  check.expect_almost_eq_const(%y, dense<[-128.0, 0.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>
  // From a step of 1 to a step of 0.25 around 0: the values stay.
  %r = stablehlo.uniform_quantize %q : (tensor<3x!quant.uniform<u8:f32, 1.0:128>>) -> tensor<3x!quant.uniform<i16:f32, 0.25:0>>
  %z = stablehlo.uniform_dequantize %r : (tensor<3x!quant.uniform<i16:f32, 0.25:0>>) -> tensor<3xf32>
  check.expect_almost_eq_const(%z, dense<[-128.0, 0.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}
