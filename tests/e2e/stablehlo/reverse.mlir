// stablehlo.reverse along one, several and size-1 dimensions.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @reverse_1d_f32() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %r = stablehlo.reverse %x, dims = [0] : tensor<5xf32>
  check.expect_almost_eq_const(%r, dense<[5.0, 4.0, 3.0, 2.0, 1.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @reverse_2d_both_dims_i32() {
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = stablehlo.reverse %x, dims = [0, 1] : tensor<2x3xi32>
  check.expect_eq_const(%r, dense<[[6, 5, 4], [3, 2, 1]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

func.func @reverse_inner_dim_and_size_one_i8() {
  %x = util.unfoldable_constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi8>
  %r = stablehlo.reverse %x, dims = [0, 2] : tensor<1x2x2xi8>
  check.expect_eq_const(%r, dense<[[[2, 1], [4, 3]]]> : tensor<1x2x2xi8>) : tensor<1x2x2xi8>
  return
}

// A large case: 1000 elements reversed, checked through their sum of
// position-weighted values (sum_i i * (999 - i)).
func.func @reverse_large() {
  %iota = stablehlo.iota dim = 0 : tensor<1000xi32>
  %x = util.optimization_barrier %iota : tensor<1000xi32>
  %r = stablehlo.reverse %x, dims = [0] : tensor<1000xi32>
  %w = stablehlo.multiply %r, %iota : tensor<1000xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.reduce(%w init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1000xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const(%s, dense<166167000> : tensor<i32>) : tensor<i32>
  return
}

// Large enough to be split over many workgroups, with the reverse fused into
// its consumer: element k of the reversed iota is N-1-k exactly when its sum
// with the iota is N-1 everywhere.
func.func @reverse_tiled_2d() {
  %rows = stablehlo.iota dim = 0 : tensor<300x400xi32>
  %cols = stablehlo.iota dim = 1 : tensor<300x400xi32>
  %width = stablehlo.constant dense<400> : tensor<300x400xi32>
  %scaled = stablehlo.multiply %rows, %width : tensor<300x400xi32>
  %index = stablehlo.add %scaled, %cols : tensor<300x400xi32>
  %x = util.optimization_barrier %index : tensor<300x400xi32>
  %r = stablehlo.reverse %x, dims = [0, 1] : tensor<300x400xi32>
  %s = stablehlo.add %r, %x : tensor<300x400xi32>
  check.expect_eq_const(%s, dense<119999> : tensor<300x400xi32>) : tensor<300x400xi32>
  return
}
