// Sums of a million f32 elements stay within 1e-6 of the exact (f64) sum:
// long reductions are summed in short runs (the parts of split reductions),
// never in one running sum. A running sum of the first test gives 40.96192.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// One value a million times: rounding errors of a running sum all point
// the same way. Exact: 40.95999975 (the f32 nearest 4.096e-5, times 1e6).
func.func @sum_of_equal_values() {
  %v = util.unfoldable_constant dense<0.00004096> : tensor<f32>
  %x = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<f32>) -> tensor<1000000xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1000000xf32>, tensor<f32>) -> tensor<f32>
  %exact = stablehlo.constant dense<40.96> : tensor<f32>
  %error = stablehlo.subtract %sum, %exact : tensor<f32>
  %abs = stablehlo.abs %error : tensor<f32>
  %bound = stablehlo.constant dense<4.096e-5> : tensor<f32>
  %ok = stablehlo.compare LT, %abs, %bound : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const(%ok, dense<true> : tensor<i1>) : tensor<i1>
  return
}

// x_i = (i mod 997) * 0.001 + 0.0001 in f32. Exact: 498095.58287 (f64 sum
// of the f32 values).
func.func @sum_of_varied_values() {
  %i = stablehlo.iota dim = 0 : tensor<1000000xi32>
  %m = util.unfoldable_constant dense<997> : tensor<i32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i32>) -> tensor<1000000xi32>
  %r = stablehlo.remainder %i, %mb : tensor<1000000xi32>
  %f = stablehlo.convert %r : (tensor<1000000xi32>) -> tensor<1000000xf32>
  %s = stablehlo.constant dense<0.001> : tensor<1000000xf32>
  %o = stablehlo.constant dense<0.0001> : tensor<1000000xf32>
  %x0 = stablehlo.multiply %f, %s : tensor<1000000xf32>
  %x = stablehlo.add %x0, %o : tensor<1000000xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1000000xf32>, tensor<f32>) -> tensor<f32>
  %exact = stablehlo.constant dense<498095.58287> : tensor<f32>
  %error = stablehlo.subtract %sum, %exact : tensor<f32>
  %abs = stablehlo.abs %error : tensor<f32>
  %bound = stablehlo.constant dense<0.498> : tensor<f32>
  %ok = stablehlo.compare LT, %abs, %bound : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const(%ok, dense<true> : tensor<i1>) : tensor<i1>
  return
}
