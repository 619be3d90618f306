// func.call of private functions: several results, repeated calls, nesting.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// A private function called from an exported one.
func.func @call_private_function() {
  %a = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.25, 10.0]> : tensor<5xf32>
  %b = util.unfoldable_constant dense<[2.0, 4.0, -1.0, 8.0, 0.5]> : tensor<5xf32>
  %result = call @multiply_add(%a, %b) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  check.expect_almost_eq_const(%result, dense<[3.0, -10.0, 0.0, 2.25, 15.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func private @multiply_add(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<5xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<5xf32>
  return %1 : tensor<5xf32>
}

// A callee with two results (spelled func.call).
func.func @call_multiple_results() {
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result:2 = func.call @row_and_column_sums(%x) : (tensor<2x3xi32>) -> (tensor<2xi32>, tensor<3xi32>)
  check.expect_eq_const(%result#0, dense<[6, 15]> : tensor<2xi32>) : tensor<2xi32>
  check.expect_eq_const(%result#1, dense<[5, 7, 9]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func private @row_and_column_sums(%arg0: tensor<2x3xi32>) -> (tensor<2xi32>, tensor<3xi32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  %1 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3xi32>
  return %0, %1 : tensor<2xi32>, tensor<3xi32>
}

// The same callee used twice on 0-d values.
func.func @call_same_function_twice() {
  %x = util.unfoldable_constant dense<3.0> : tensor<f32>
  %once = call @square(%x) : (tensor<f32>) -> tensor<f32>
  %twice = call @square(%once) : (tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const(%once, dense<9.0> : tensor<f32>) : tensor<f32>
  check.expect_almost_eq_const(%twice, dense<81.0> : tensor<f32>) : tensor<f32>
  return
}

func.func private @square(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<f32>
  return %0 : tensor<f32>
}

// A callee that calls further private functions.
func.func @call_nested() {
  %x = util.unfoldable_constant dense<[[1.0, -2.0], [3.0, 0.5]]> : tensor<2x2xf32>
  %result = call @relu_of_square_plus_one(%x) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%result, dense<[[2.0, 5.0], [10.0, 1.25]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

func.func private @relu_of_square_plus_one(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = call @square_2x2(%arg0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = call @plus_one(%0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<2x2xf32>
  %2 = stablehlo.maximum %1, %zero : tensor<2x2xf32>
  return %2 : tensor<2x2xf32>
}

func.func private @square_2x2(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func private @plus_one(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %cst = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// A callee holding a variadic reduce, as JAX outlines argmax.
func.func @call_with_region_op() {
  %x = util.unfoldable_constant dense<[3, -1, 4, 1, -5, 9]> : tensor<6xi32>
  %result = call @argmax(%x) : (tensor<6xi32>) -> tensor<i32>
  check.expect_eq_const(%result, dense<5> : tensor<i32>) : tensor<i32>
  return
}

func.func private @argmax(%arg0: tensor<6xi32>) -> tensor<i32> {
  %0 = stablehlo.iota dim = 0 : tensor<6xi32>
  %c = stablehlo.constant dense<-2147483648> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<6xi32>, tensor<6xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
   reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.and %3, %4 : tensor<i1>
    %6 = stablehlo.or %2, %5 : tensor<i1>
    %7 = stablehlo.select %6, %arg1, %arg3 : tensor<i1>, tensor<i32>
    %8 = stablehlo.select %6, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %7, %8 : tensor<i32>, tensor<i32>
  }
  return %1#1 : tensor<i32>
}
