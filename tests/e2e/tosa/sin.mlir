// tosa.sin on f32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @sin_f32() {
  %x = util.unfoldable_constant dense<[[-2.0, 1.75, 5.0, -4.75, 5.75], [4.25, -2.75, -4.0, -2.5, -6.75], [-1.25, 2.0, 4.5, 0.5, -6.25]]> : tensor<3x5xf32>
  %result = tosa.sin %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.909297427, 0.983985947, -0.958924275, 0.999292789, -0.508279077], [-0.894989358, -0.381660992, 0.756802495, -0.598472144, -0.450044074], [-0.948984619, 0.909297427, -0.977530118, 0.479425539, 0.0331792165]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @sin_f32_range() {
  %x = util.unfoldable_constant dense<[-20.5, -3.14159265, -1.5707963, 0.0, 0.5, 1.5707963, 3.14159265, 6.2831853, 20.5, 100.25]> : tensor<10xf32>
  %result = tosa.sin %x : (tensor<10xf32>) -> tensor<10xf32>
  check.expect_almost_eq_const(%result, dense<[-0.996829794, 8.742278e-08, -1.0, 0.0, 0.479425539, 1.0, -8.742278e-08, 1.7484556e-07, 0.996829794, -0.277282856]> : tensor<10xf32>) : tensor<10xf32>
  return
}

func.func @sin_f32_0d() {
  %x = util.unfoldable_constant dense<0.75> : tensor<f32>
  %result = tosa.sin %x : (tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<0.68163876> : tensor<f32>) : tensor<f32>
  return
}
