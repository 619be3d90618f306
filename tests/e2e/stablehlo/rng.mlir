// stablehlo.rng: every uniform value lies in [a, b), and 4096 samples have
// the distribution's mean and variance within a few standard errors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @uniform_f32() {
  %a = util.unfoldable_constant dense<-1.0> : tensor<f32>
  %b = util.unfoldable_constant dense<3.0> : tensor<f32>
  %shape = stablehlo.constant dense<[64, 64]> : tensor<2xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<64x64xf32>
  %lo = stablehlo.constant dense<1.0e30> : tensor<f32>
  %hi = stablehlo.constant dense<-1.0e30> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %min = stablehlo.reduce(%r init: %lo) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
  %max = stablehlo.reduce(%r init: %hi) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
  %above = stablehlo.compare GE, %min, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %below = stablehlo.compare LT, %max, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %spread = stablehlo.subtract %max, %min : tensor<f32>
  check.expect_eq_const(%above, dense<true> : tensor<i1>) : tensor<i1>
  check.expect_eq_const(%below, dense<true> : tensor<i1>) : tensor<i1>
  // Mean 1 with standard error 4 / sqrt(12 * 4096) = 0.018.
  %n = stablehlo.constant dense<4096.0> : tensor<f32>
  %mean = stablehlo.divide %sum, %n : tensor<f32>
  %e1 = stablehlo.constant dense<1.0> : tensor<f32>
  %t1 = stablehlo.constant dense<0.08> : tensor<f32>
  %d1 = stablehlo.subtract %mean, %e1 : tensor<f32>
  %a1 = stablehlo.abs %d1 : tensor<f32>
  %ok1 = stablehlo.compare LT, %a1, %t1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const(%ok1, dense<true> : tensor<i1>) : tensor<i1>
  %e2 = stablehlo.constant dense<4.0> : tensor<f32>
  %t2 = stablehlo.constant dense<0.05> : tensor<f32>
  %d2 = stablehlo.subtract %spread, %e2 : tensor<f32>
  %a2 = stablehlo.abs %d2 : tensor<f32>
  %ok2 = stablehlo.compare LT, %a2, %t2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const(%ok2, dense<true> : tensor<i1>) : tensor<i1>
  return
}

func.func @uniform_i32() {
  %a = util.unfoldable_constant dense<-5> : tensor<i32>
  %b = util.unfoldable_constant dense<5> : tensor<i32>
  %shape = stablehlo.constant dense<[4096]> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<4096xi32>
  %lo = stablehlo.constant dense<1000> : tensor<i32>
  %hi = stablehlo.constant dense<-1000> : tensor<i32>
  %min = stablehlo.reduce(%r init: %lo) applies stablehlo.minimum across dimensions = [0] : (tensor<4096xi32>, tensor<i32>) -> tensor<i32>
  %max = stablehlo.reduce(%r init: %hi) applies stablehlo.maximum across dimensions = [0] : (tensor<4096xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const(%min, dense<-5> : tensor<i32>) : tensor<i32>
  check.expect_eq_const(%max, dense<4> : tensor<i32>) : tensor<i32>
  return
}

func.func @normal_f32() {
  %mu = util.unfoldable_constant dense<2.0> : tensor<f32>
  %sigma = util.unfoldable_constant dense<0.5> : tensor<f32>
  %shape = stablehlo.constant dense<[4096]> : tensor<1xi64>
  %r = stablehlo.rng %mu, %sigma, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4096xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<4096.0> : tensor<f32>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
  %mean = stablehlo.divide %sum, %n : tensor<f32>
  %mb = stablehlo.broadcast_in_dim %mean, dims = [] : (tensor<f32>) -> tensor<4096xf32>
  %d = stablehlo.subtract %r, %mb : tensor<4096xf32>
  %d2 = stablehlo.multiply %d, %d : tensor<4096xf32>
  %ss = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
  %var = stablehlo.divide %ss, %n : tensor<f32>
  // Standard errors: 0.008 for the mean, 0.0055 for the variance 0.25.
  %e3 = stablehlo.constant dense<2.0> : tensor<f32>
  %t3 = stablehlo.constant dense<0.04> : tensor<f32>
  %d3 = stablehlo.subtract %mean, %e3 : tensor<f32>
  %a3 = stablehlo.abs %d3 : tensor<f32>
  %ok3 = stablehlo.compare LT, %a3, %t3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const(%ok3, dense<true> : tensor<i1>) : tensor<i1>
  %e4 = stablehlo.constant dense<0.25> : tensor<f32>
  %t4 = stablehlo.constant dense<0.03> : tensor<f32>
  %d4 = stablehlo.subtract %var, %e4 : tensor<f32>
  %a4 = stablehlo.abs %d4 : tensor<f32>
  %ok4 = stablehlo.compare LT, %a4, %t4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const(%ok4, dense<true> : tensor<i1>) : tensor<i1>
  return
}
