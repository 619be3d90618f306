// Reductions over the innermost dimension, which GPU targets with subgroup
// arithmetic (vulkan-spirv's lavapipe and hopper) compute one row per
// subgroup: rows shorter and longer than a subgroup, negative maxima, a NaN,
// integer rows, several leading dimensions.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: %if backend-vulkan-spirv %{ iree-compile --iree-hal-target-backends=vulkan-spirv --iree-vulkan-target=lavapipe %s -o %t.lavapipe.vmfb %}
// RUN: %if backend-vulkan-spirv %{ iree-check-module --device=vulkan --module=%t.lavapipe.vmfb %}

// Max of rows of 3 (shorter than any subgroup): negative rows stay negative,
// a NaN wins.
func.func @max_short_rows() {
  %x = util.unfoldable_constant dense<[[-3.0, -1.5, -7.0], [2.0, 0xFFC00000, 1.0], [-0.5, -0.25, -8.0], [4.0, 9.5, -1.0]]> : tensor<4x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%r, dense<[-1.5, 0xFFC00000, -0.25, 9.5]> : tensor<4xf32>) : tensor<4xf32>
  return
}

// Sums of rows of 300 (not a multiple of the subgroup size) over 2x3 rows:
// row (i, j) holds i*3+j+1 in every element.
func.func @sum_long_rows() {
  %i0 = stablehlo.iota dim = 0 : tensor<2x3x300xf32>
  %i1 = stablehlo.iota dim = 1 : tensor<2x3x300xf32>
  %three = stablehlo.constant dense<3.0> : tensor<2x3x300xf32>
  %one = stablehlo.constant dense<1.0> : tensor<2x3x300xf32>
  %a = stablehlo.multiply %i0, %three : tensor<2x3x300xf32>
  %b = stablehlo.add %a, %i1 : tensor<2x3x300xf32>
  %c = stablehlo.add %b, %one : tensor<2x3x300xf32>
  %x = util.optimization_barrier %c : tensor<2x3x300xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x3x300xf32>, tensor<f32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%r, dense<[[300.0, 600.0, 900.0], [1200.0, 1500.0, 1800.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

// Integer maxima and minima of negative rows.
func.func @int_max_min_rows() {
  %x = util.unfoldable_constant dense<[[-808205, -467372, -116321, -855187, -9], [772960, -51950, 394907, -574830, 0], [-2147483648, -2147483647, -5, -6, -7]]> : tensor<3x5xi32>
  %lowest = stablehlo.constant dense<-2147483648> : tensor<i32>
  %highest = stablehlo.constant dense<2147483647> : tensor<i32>
  %max = stablehlo.reduce(%x init: %lowest) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xi32>, tensor<i32>) -> tensor<3xi32>
  %min = stablehlo.reduce(%x init: %highest) applies stablehlo.minimum across dimensions = [1] : (tensor<3x5xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const(%max, dense<[-9, 772960, -5]> : tensor<3xi32>) : tensor<3xi32>
  check.expect_eq_const(%min, dense<[-855187, -574830, -2147483648]> : tensor<3xi32>) : tensor<3xi32>
  return
}
