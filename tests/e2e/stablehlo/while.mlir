// stablehlo.while: counted loops run on the host (0-d counters become VM
// scalars); loops whose condition reads a large tensor read one scalar back.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// JAX's fori_loop: x = 0.9 * x + i for i in 0..9.
func.func @fori_loop_like_jax() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, -3.0, 0.5]> : tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %j = %c0, %acc = %x) : tensor<i32>, tensor<i32>, tensor<4xf32>
  cond {
    %ten = stablehlo.constant dense<10> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %ten, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j1 = stablehlo.add %j, %one : tensor<i32>
    %scale = stablehlo.constant dense<0.9> : tensor<4xf32>
    %scaled = stablehlo.multiply %acc, %scale : tensor<4xf32>
    %jf = stablehlo.convert %j : (tensor<i32>) -> tensor<f32>
    %jb = stablehlo.broadcast_in_dim %jf, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %next = stablehlo.add %scaled, %jb : tensor<4xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %j1, %next : tensor<i32>, tensor<i32>, tensor<4xf32>
  }
  check.expect_eq_const(%r#0, dense<10> : tensor<i32>) : tensor<i32>
  check.expect_eq_const(%r#1, dense<10> : tensor<i32>) : tensor<i32>
  check.expect_almost_eq_const(%r#2, dense<[35.216522, 35.5652, 33.821808, 35.042183]> : tensor<4xf32>) : tensor<4xf32>
  return
}

// Doubles x until its sum reaches 100: the condition is a reduction on the
// device, read back once per iteration.
func.func @while_condition_on_device() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r = stablehlo.while(%v = %x) : tensor<3xf32>
  cond {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %sum = stablehlo.reduce(%v init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %limit = stablehlo.constant dense<100.0> : tensor<f32>
    %lt = stablehlo.compare LT, %sum, %limit, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %doubled = stablehlo.add %v, %v : tensor<3xf32>
    stablehlo.return %doubled : tensor<3xf32>
  }
  check.expect_almost_eq_const(%r, dense<[32.0, 64.0, 96.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// A loop whose condition is false at once returns its operands.
func.func @while_zero_iterations() {
  %x = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %n = util.unfoldable_constant dense<5> : tensor<i32>
  %r:2 = stablehlo.while(%i = %n, %v = %x) : tensor<i32>, tensor<2x2xi32>
  cond {
    %limit = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %limit, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %v1 = stablehlo.multiply %v, %v : tensor<2x2xi32>
    stablehlo.return %i1, %v1 : tensor<i32>, tensor<2x2xi32>
  }
  check.expect_eq_const(%r#0, dense<5> : tensor<i32>) : tensor<i32>
  check.expect_eq_const(%r#1, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

// Nested loops: a triangular count, sum over i < 4 of (i + 1) = 10, with a
// tensor updated in the inner loop; the state swaps roles each iteration.
func.func @nested_loops_and_swapped_state() {
  %a = util.unfoldable_constant dense<[1.0, 0.0]> : tensor<2xf32>
  %b = util.unfoldable_constant dense<[0.0, 1.0]> : tensor<2xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:4 = stablehlo.while(%i = %c0, %count = %c0, %x = %a, %y = %b) : tensor<i32>, tensor<i32>, tensor<2xf32>, tensor<2xf32>
  cond {
    %four = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %inner:2 = stablehlo.while(%k = %c0, %n = %count) : tensor<i32>, tensor<i32>
    cond {
      %lt = stablehlo.compare LT, %k, %i1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %k1 = stablehlo.add %k, %one : tensor<i32>
      %n1 = stablehlo.add %n, %one : tensor<i32>
      stablehlo.return %k1, %n1 : tensor<i32>, tensor<i32>
    }
    stablehlo.return %i1, %inner#1, %y, %x : tensor<i32>, tensor<i32>, tensor<2xf32>, tensor<2xf32>
  }
  check.expect_eq_const(%r#1, dense<10> : tensor<i32>) : tensor<i32>
  check.expect_almost_eq_const(%r#2, dense<[1.0, 0.0]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_almost_eq_const(%r#3, dense<[0.0, 1.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}

// A state that rotates, (a, b) -> (b, a + b) for 40 trips: each value lives
// two iterations, and more trips than the host records into one submission.
func.func @rotating_state_40_trips() {
  %a = util.unfoldable_constant dense<[0, 1, 2]> : tensor<3xi32>
  %b = util.unfoldable_constant dense<[1, 1, 3]> : tensor<3xi32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %x = %a, %y = %b) : tensor<i32>, tensor<3xi32>, tensor<3xi32>
  cond {
    %forty = stablehlo.constant dense<40> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %forty, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %sum = stablehlo.add %x, %y : tensor<3xi32>
    stablehlo.return %i1, %y, %sum : tensor<i32>, tensor<3xi32>, tensor<3xi32>
  }
  check.expect_eq_const(%r#1, dense<[102334155, 165580141, 433494437]> : tensor<3xi32>) : tensor<3xi32>
  check.expect_eq_const(%r#2, dense<[165580141, 267914296, 701408733]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// x = 0.5 * x + w for 100 trips with w carried unchanged (as fori_loop
// carries its constants): results alternate between two buffers while w
// stays in its own.
func.func @invariant_operand_100_trips() {
  %x = util.unfoldable_constant dense<0.0> : tensor<4xf32>
  %w = util.unfoldable_constant dense<[1.0, -2.0, 3.0, 0.5]> : tensor<4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %u = %w) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  cond {
    %hundred = stablehlo.constant dense<100> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %hundred, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %half = stablehlo.constant dense<0.5> : tensor<4xf32>
    %scaled = stablehlo.multiply %v, %half : tensor<4xf32>
    %next = stablehlo.add %scaled, %u : tensor<4xf32>
    stablehlo.return %i1, %next, %u : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  }
  check.expect_almost_eq_const(%r#1, dense<[2.0, -4.0, 6.0, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  check.expect_almost_eq_const(%r#2, dense<[1.0, -2.0, 3.0, 0.5]> : tensor<4xf32>) : tensor<4xf32>
  return
}
