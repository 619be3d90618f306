// stablehlo.optimization_barrier passes its operands through unchanged.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Two values of different types through one barrier, used on both sides.
func.func @optimization_barrier_two_values() {
  %x = util.unfoldable_constant dense<[1.0, -2.0, 3.5]> : tensor<3xf32>
  %i = util.unfoldable_constant dense<[[7, -8]]> : tensor<1x2xi32>
  %y = stablehlo.add %x, %x : tensor<3xf32>
  %b:2 = stablehlo.optimization_barrier %y, %i : tensor<3xf32>, tensor<1x2xi32>
  %z = stablehlo.multiply %b#0, %x : tensor<3xf32>
  %j = stablehlo.negate %b#1 : tensor<1x2xi32>
  check.expect_almost_eq_const(%z, dense<[2.0, 8.0, 24.5]> : tensor<3xf32>) : tensor<3xf32>
  check.expect_eq_const(%j, dense<[[-7, 8]]> : tensor<1x2xi32>) : tensor<1x2xi32>
  return
}

// A constant behind a barrier is not folded into its user.
func.func @optimization_barrier_0d_constant() {
  %c = stablehlo.constant dense<4.0> : tensor<f32>
  %b = stablehlo.optimization_barrier %c : tensor<f32>
  %r = stablehlo.sqrt %b : tensor<f32>
  check.expect_almost_eq_const(%r, dense<2.0> : tensor<f32>) : tensor<f32>
  return
}
