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
