// Host scalars used by dispatches (loop counters and 0-d values the host
// computes) reach the kernels as push constants: i32, f32, i64 and i1
// values (f64 ones in host_scalars_f64.mlir, for targets with f64).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// x = x * s + i (s = 0.5 + 0.25 i, carried as f32) for i in 0..3, with
// x[k] starting at k.
func.func @counter_and_float_scalar() {
  %x = util.unfoldable_constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %s0 = stablehlo.constant dense<0.5> : tensor<f32>
  %r:3 = stablehlo.while(%i = %c0, %s = %s0, %acc = %x) : tensor<i32>, tensor<f32>, tensor<4xf32>
  cond {
    %four = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %quarter = stablehlo.constant dense<0.25> : tensor<f32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %if = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
    %ib = stablehlo.broadcast_in_dim %if, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %scaled = stablehlo.multiply %acc, %sb : tensor<4xf32>
    %next = stablehlo.add %scaled, %ib : tensor<4xf32>
    %s1 = stablehlo.add %s, %quarter : tensor<f32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %s1, %next : tensor<i32>, tensor<f32>, tensor<4xf32>
  }
  // k*0.5*0.75*1*1.25 + ((0*0.75 + 1)*1 + 2)*1.25 + 3 = 0.46875 k + 6.75
  check.expect_almost_eq_const(%r#2, dense<[6.75, 7.21875, 7.6875, 8.15625]> : tensor<4xf32>) : tensor<4xf32>
  return
}

// A 64-bit counter that needs its high word (2^32 + i), added to a vector.
func.func @wide_counter() {
  %v = util.unfoldable_constant dense<[1, -2, 3]> : tensor<3xi64>
  %big = stablehlo.constant dense<4294967296> : tensor<i64>
  %r:2 = stablehlo.while(%n = %big, %a = %v) : tensor<i64>, tensor<3xi64>
  cond {
    %limit = stablehlo.constant dense<4294967298> : tensor<i64>
    %lt = stablehlo.compare LT, %n, %limit, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %nb = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %a1 = stablehlo.add %a, %nb : tensor<3xi64>
    %n1 = stablehlo.add %n, %one : tensor<i64>
    stablehlo.return %n1, %a1 : tensor<i64>, tensor<3xi64>
  }
  // a + 2^32 + (2^32 + 1)
  check.expect_eq_const(%r#1, dense<[8589934594, 8589934591, 8589934596]> : tensor<3xi64>) : tensor<3xi64>
  return
}

// A flag the loop carries (toggled on the host each iteration) selects per
// element.
func.func @boolean_scalar() {
  %x = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %r:3 = stablehlo.while(%i = %c0, %odd = %false, %acc = %x) : tensor<i32>, tensor<i1>, tensor<4xi32>
  cond {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %ob = stablehlo.broadcast_in_dim %odd, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %neg = stablehlo.negate %acc : tensor<4xi32>
    %doubled = stablehlo.add %acc, %acc : tensor<4xi32>
    %next = stablehlo.select %ob, %neg, %doubled : tensor<4xi1>, tensor<4xi32>
    %odd1 = stablehlo.not %odd : tensor<i1>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %odd1, %next : tensor<i32>, tensor<i1>, tensor<4xi32>
  }
  // doubled (i=0), negated (i=1), doubled (i=2): -4x
  check.expect_eq_const(%r#2, dense<[-4, -8, -12, -16]> : tensor<4xi32>) : tensor<4xi32>
  return
}
