// stablehlo.fft of every kind, odd and even lengths, 1-D and 2-D, on complex
// values built in the program (complex values cannot cross the module
// boundary yet): results are read through real/imag.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @rfft() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %X = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  %re = stablehlo.real %X : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %im = stablehlo.imag %X : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  check.expect_almost_eq_const(%re, dense<[10.0, -2.0, -2.0]> : tensor<3xf32>) : tensor<3xf32>
  check.expect_almost_eq_const(%im, dense<[0.0, 2.0, 0.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @fft_and_ifft_odd_length() {
  %re = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, -1.0]> : tensor<5xf32>
  %im = util.unfoldable_constant dense<[0.0, 1.0, 0.0, -1.0, 2.0]> : tensor<5xf32>
  %z = stablehlo.complex %re, %im : tensor<5xcomplex<f32>>
  %Z = "stablehlo.fft"(%z) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 5>} : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
  %Zr = stablehlo.real %Z : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
  %Zi = stablehlo.imag %Z : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
  check.expect_almost_eq_const(%Zr, dense<[9.0, -4.717373, 0.815260, 3.892944, -3.990831]> : tensor<5xf32>) : tensor<5xf32>
  check.expect_almost_eq_const(%Zi, dense<[2.0, -0.529316, -5.450480, -0.021656, 4.001452]> : tensor<5xf32>) : tensor<5xf32>
  // The inverse gives the input back.
  %back = stablehlo.fft %Z, type = IFFT, length = [5] : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
  %br = stablehlo.real %back : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
  %bi = stablehlo.imag %back : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
  check.expect_almost_eq_const(%br, dense<[1.0, 2.0, 3.0, 4.0, -1.0]> : tensor<5xf32>) : tensor<5xf32>
  check.expect_almost_eq_const(%bi, dense<[0.0, 1.0, 0.0, -1.0, 2.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @fft_2d() {
  %re = util.unfoldable_constant dense<[[1.0, 0.0, -1.0], [2.0, 1.0, 0.0]]> : tensor<2x3xf32>
  %im = util.unfoldable_constant dense<[[1.0, 2.0, 0.0], [0.0, -1.0, 1.0]]> : tensor<2x3xf32>
  %z = stablehlo.complex %re, %im : tensor<2x3xcomplex<f32>>
  %Z = stablehlo.fft %z, type = FFT, length = [2, 3] : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  %Zr = stablehlo.real %Z : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  %Zi = stablehlo.imag %Z : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%Zr, dense<[[3.0, 3.0, 3.0], [-3.0, 3.464102, -3.464102]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  check.expect_almost_eq_const(%Zi, dense<[[3.0, -1.732051, 1.732051], [3.0, 0.0, 0.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

// Complex arithmetic between transforms: a circular convolution as
// irfft(rfft(a) * rfft(b)).
func.func @convolution_by_fft() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 0.0, -1.0, 0.5, 3.0]> : tensor<6xf32>
  %b = util.unfoldable_constant dense<[0.5, -1.0, 2.0, 0.0, 1.0, 0.0]> : tensor<6xf32>
  %A = stablehlo.fft %a, type = RFFT, length = [6] : (tensor<6xf32>) -> tensor<4xcomplex<f32>>
  %B = stablehlo.fft %b, type = RFFT, length = [6] : (tensor<6xf32>) -> tensor<4xcomplex<f32>>
  %P = stablehlo.multiply %A, %B : tensor<4xcomplex<f32>>
  %c = stablehlo.fft %P, type = IRFFT, length = [6] : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
  check.expect_almost_eq_const(%c, dense<[-1.5, 5.0, 0.5, 6.5, 2.25, 1.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}
