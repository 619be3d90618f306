// tosa.cos on f32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @cos_f32() {
  %x = util.unfoldable_constant dense<[[-2.0, 1.75, 5.0, -4.75, 5.75], [4.25, -2.75, -4.0, -2.5, -6.75], [-1.25, 2.0, 4.5, 0.5, -6.25]]> : tensor<3x5xf32>
  %result = tosa.cos %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.416146837, -0.178246056, 0.2836621854632263, 0.0376021529, 0.861192417], [-0.44608749, -0.924302379, -0.653643621, -0.801143616, 0.893006345], [0.315322362, -0.416146837, -0.210795799, 0.877582562, 0.999449418]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @cos_f32_range() {
  %x = util.unfoldable_constant dense<[-20.5, -3.14159265, -1.5707963, 0.0, 0.5, 1.5707963, 3.14159265, 6.2831853, 20.5, 100.25]> : tensor<10xf32>
  %result = tosa.cos %x : (tensor<10xf32>) -> tensor<10xf32>
  check.expect_almost_eq_const(%result, dense<[-0.0795635673, -1.0, 7.54978995e-08, 1.0, 0.877582562, 7.54978995e-08, -1.0, 1.0, -0.0795635673, 0.960788331]> : tensor<10xf32>) : tensor<10xf32>
  return
}

func.func @cos_f32_0d() {
  %x = util.unfoldable_constant dense<0.75> : tensor<f32>
  %result = tosa.cos %x : (tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%result, dense<0.731688869> : tensor<f32>) : tensor<f32>
  return
}
