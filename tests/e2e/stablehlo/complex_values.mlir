// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Complex tensors as program inputs and outputs: they cross the program's
// boundary stored as interleaved (real, imaginary) pairs, `c64` buffer
// views at run time.
func.func @complex_inputs_and_outputs() {
  %z = util.unfoldable_constant dense<[(1.0, 2.0), (3.0, 0.0), (0.0, -1.5)]> : tensor<3xcomplex<f32>>
  %w = util.unfoldable_constant dense<[(2.0, -1.0), (0.5, 0.5), (0.0, 2.0)]> : tensor<3xcomplex<f32>>
  %p = stablehlo.multiply %z, %w : tensor<3xcomplex<f32>>
  %s = stablehlo.add %p, %z : tensor<3xcomplex<f32>>
  check.expect_almost_eq_const(%s, dense<[(5.0, 5.0), (4.5, 1.5), (3.0, -1.5)]> : tensor<3xcomplex<f32>>) : tensor<3xcomplex<f32>>
  %t = stablehlo.transpose %s, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %n = stablehlo.negate %t : tensor<3xcomplex<f32>>
  check.expect_eq_const(%n, dense<[(-5.0, -5.0), (-4.5, -1.5), (-3.0, 1.5)]> : tensor<3xcomplex<f32>>) : tensor<3xcomplex<f32>>
  return
}

// An input passed straight through, and a 2-D one sliced.
func.func @complex_pass_through() {
  %z = util.unfoldable_constant dense<[[(1.0, 2.0), (3.0, 4.0)], [(5.0, 6.0), (7.0, 8.0)]]> : tensor<2x2xcomplex<f32>>
  check.expect_eq_const(%z, dense<[[(1.0, 2.0), (3.0, 4.0)], [(5.0, 6.0), (7.0, 8.0)]]> : tensor<2x2xcomplex<f32>>) : tensor<2x2xcomplex<f32>>
  %c = stablehlo.slice %z [0:2, 1:2] : (tensor<2x2xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
  check.expect_eq_const(%c, dense<[[(3.0, 4.0)], [(7.0, 8.0)]]> : tensor<2x1xcomplex<f32>>) : tensor<2x1xcomplex<f32>>
  return
}

// Division, exponential and conversions from real values.
func.func @complex_divide_exp_convert() {
  %z = util.unfoldable_constant dense<[(1.0, 2.0), (3.0, 0.0), (0.0, -1.5)]> : tensor<3xcomplex<f32>>
  %w = util.unfoldable_constant dense<[(2.0, -1.0), (0.5, 0.5), (0.0, 2.0)]> : tensor<3xcomplex<f32>>
  %q = stablehlo.divide %z, %w : tensor<3xcomplex<f32>>
  check.expect_almost_eq_const(%q, dense<[(0.0, 1.0), (3.0, -3.0), (-0.75, 0.0)]> : tensor<3xcomplex<f32>>) : tensor<3xcomplex<f32>>
  %e = util.unfoldable_constant dense<[(0.5, 1.0), (-1.0, 0.25)]> : tensor<2xcomplex<f32>>
  %x = stablehlo.exponential %e : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const(%x, dense<[(0.890807926, 1.38735116), (0.356442958, 0.0910148281)]> : tensor<2xcomplex<f32>>) : tensor<2xcomplex<f32>>
  %r = util.unfoldable_constant dense<[1.5, -2.0]> : tensor<2xf32>
  %c = stablehlo.convert %r : (tensor<2xf32>) -> tensor<2xcomplex<f32>>
  %s = stablehlo.add %c, %e : tensor<2xcomplex<f32>>
  check.expect_eq_const(%s, dense<[(2.0, 1.0), (-3.0, 0.25)]> : tensor<2xcomplex<f32>>) : tensor<2xcomplex<f32>>
  return
}

// Complex matrix products (complex x complex, complex x real) and sums.
func.func @complex_dot_general_and_reduce() {
  %a = util.unfoldable_constant dense<[[(1.0, 1.0), (2.0, 0.0)], [(0.0, 0.0), (1.0, -1.0)]]> : tensor<2x2xcomplex<f32>>
  %b = util.unfoldable_constant dense<[[(0.0, 1.0), (1.0, 0.0)], [(2.0, 0.0), (3.0, -1.0)]]> : tensor<2x2xcomplex<f32>>
  %r = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, -1.0]]> : tensor<2x2xf32>
  %ab = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const(%ab, dense<[[(3.0, 1.0), (7.0, -1.0)], [(2.0, -2.0), (2.0, -4.0)]]> : tensor<2x2xcomplex<f32>>) : tensor<2x2xcomplex<f32>>
  %rc = stablehlo.convert %r : (tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>>
  %ar = stablehlo.dot_general %a, %rc, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const(%ar, dense<[[(7.0, 1.0), (0.0, 2.0)], [(3.0, -3.0), (-1.0, 1.0)]]> : tensor<2x2xcomplex<f32>>) : tensor<2x2xcomplex<f32>>
  %zero = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %rows = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
  check.expect_almost_eq_const(%rows, dense<[(3.0, 1.0), (1.0, -1.0)]> : tensor<2xcomplex<f32>>) : tensor<2xcomplex<f32>>
  return
}

// An FFT of a complex input, its complex result the output.
func.func @fft_of_complex_input() {
  %x = util.unfoldable_constant dense<[(1.0, 0.0), (2.0, -1.0), (0.0, 1.0), (-1.0, 0.5)]> : tensor<4xcomplex<f32>>
  %y = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const(%y, dense<[(2.0, 0.5), (-0.5, -4.0), (0.0, 1.5), (2.5, 2.0)]> : tensor<4xcomplex<f32>>) : tensor<4xcomplex<f32>>
  return
}
