// stablehlo.complex, real and imag in programs whose inputs and outputs are
// real: the complex values are taken apart before lowering.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// z = a + bi; z * z + z.
func.func @complex_square_plus_self() {
  %a = util.unfoldable_constant dense<[1.5, -2.0, 0.5]> : tensor<3xf32>
  %b = util.unfoldable_constant dense<[2.0, 0.25, -3.0]> : tensor<3xf32>
  %z = stablehlo.complex %a, %b : tensor<3xcomplex<f32>>
  %zz = stablehlo.multiply %z, %z : tensor<3xcomplex<f32>>
  %w = stablehlo.add %zz, %z : tensor<3xcomplex<f32>>
  %re = stablehlo.real %w : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %im = stablehlo.imag %w : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  check.expect_almost_eq_const(%re, dense<[-0.25, 1.9375, -8.25]> : tensor<3xf32>) : tensor<3xf32>
  check.expect_almost_eq_const(%im, dense<[8.0, -0.75, -6.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// z * (1 + 2i) - z with a broadcast complex constant, through a reshape.
func.func @complex_constant_and_reshape() {
  %a = util.unfoldable_constant dense<[1.5, -2.0, 0.5]> : tensor<3xf32>
  %b = util.unfoldable_constant dense<[2.0, 0.25, -3.0]> : tensor<3xf32>
  %z = stablehlo.complex %a, %b : tensor<3xcomplex<f32>>
  %c = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
  %p = stablehlo.multiply %z, %cb : tensor<3xcomplex<f32>>
  %d = stablehlo.subtract %p, %z : tensor<3xcomplex<f32>>
  %r = stablehlo.reshape %d : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
  %re = stablehlo.real %r : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
  %im = stablehlo.imag %r : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
  check.expect_almost_eq_const(%re, dense<[[-4.0, -0.5, 6.0]]> : tensor<1x3xf32>) : tensor<1x3xf32>
  check.expect_almost_eq_const(%im, dense<[[3.0, -4.0, 1.0]]> : tensor<1x3xf32>) : tensor<1x3xf32>
  return
}

// real and imag of real tensors: the value and zeros.
func.func @real_imag_of_real() {
  %x = util.unfoldable_constant dense<[[1.5, -0.0], [0x7FC00000, 3.0]]> : tensor<2x2xf32>
  %re = stablehlo.real %x : tensor<2x2xf32>
  %im = stablehlo.imag %x : tensor<2x2xf32>
  check.expect_almost_eq_const(%re, dense<[[1.5, -0.0], [0x7FC00000, 3.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  check.expect_almost_eq_const(%im, dense<0.0> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}
