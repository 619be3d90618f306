// tosa.erf on f32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @erf_f32() {
  %x = util.unfoldable_constant dense<[[1.0, -3.25, -2.75, 3.75, -2.0], [0.5, 1.5, 2.75, -3.5, 2.75], [3.0, 1.5, -0.5, -2.0, 1.0]]> : tensor<3x5xf32>
  %result = tosa.erf %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.842700793, -0.999995697, -0.999899378, 0.999999886, -0.995322265], [0.520499878, 0.966105146, 0.999899378, -0.999999257, 0.999899378], [0.99997791, 0.966105146, -0.520499878, -0.995322265, 0.842700793]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @erf_f32_range() {
  %x = util.unfoldable_constant dense<[-5.0, -2.0, -1.0, -0.5, -0.01, 0.0, 0.01, 0.5, 1.0, 2.0, 3.5, 5.0]> : tensor<12xf32>
  %result = tosa.erf %x : (tensor<12xf32>) -> tensor<12xf32>
  check.expect_almost_eq_const(%result, dense<[-1.0, -0.995322265, -0.842700793, -0.520499878, -0.0112834153, 0.0, 0.0112834153, 0.520499878, 0.842700793, 0.995322265, 0.999999257, 1.0]> : tensor<12xf32>) : tensor<12xf32>
  return
}
