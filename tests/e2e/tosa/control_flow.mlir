// tosa.while_loop and tosa.cond_if run on the host like StableHLO's loops.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Counts to 5 while doubling a vector: 2^5 = 32.
func.func @while_loop_counted() {
  %x = util.unfoldable_constant dense<[1.0, -0.5, 3.0]> : tensor<3xf32>
  %zero = "tosa.const"() {values = dense<0> : tensor<i32>} : () -> tensor<i32>
  %r:2 = "tosa.while_loop"(%zero, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<3xf32>):
    %five = "tosa.const"() {values = dense<5> : tensor<i32>} : () -> tensor<i32>
    %done = "tosa.greater_equal"(%i, %five) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %go = "tosa.logical_not"(%done) : (tensor<i1>) -> tensor<i1>
    "tosa.yield"(%go) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<3xf32>):
    %one = "tosa.const"() {values = dense<1> : tensor<i32>} : () -> tensor<i32>
    %i1 = "tosa.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v1 = "tosa.add"(%v, %v) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "tosa.yield"(%i1, %v1) : (tensor<i32>, tensor<3xf32>) -> ()
  }) : (tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>)
  check.expect_eq_const(%r#0, dense<5> : tensor<i32>) : tensor<i32>
  check.expect_almost_eq_const(%r#1, dense<[32.0, -16.0, 96.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// Each branch gets the inputs as block arguments.
func.func @cond_if_both_ways() {
  %t = util.unfoldable_constant dense<true> : tensor<i1>
  %f = util.unfoldable_constant dense<false> : tensor<i1>
  %a = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %b = util.unfoldable_constant dense<[10, 20]> : tensor<2xi32>
  %r0 = "tosa.cond_if"(%t, %a, %b) ({
  ^bb0(%x: tensor<2xi32>, %y: tensor<2xi32>):
    %s = "tosa.add"(%x, %y) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    "tosa.yield"(%s) : (tensor<2xi32>) -> ()
  }, {
  ^bb0(%x: tensor<2xi32>, %y: tensor<2xi32>):
    %d = "tosa.sub"(%x, %y) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    "tosa.yield"(%d) : (tensor<2xi32>) -> ()
  }) : (tensor<i1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %r1 = "tosa.cond_if"(%f, %a, %b) ({
  ^bb0(%x: tensor<2xi32>, %y: tensor<2xi32>):
    %s = "tosa.add"(%x, %y) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    "tosa.yield"(%s) : (tensor<2xi32>) -> ()
  }, {
  ^bb0(%x: tensor<2xi32>, %y: tensor<2xi32>):
    %d = "tosa.sub"(%x, %y) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    "tosa.yield"(%d) : (tensor<2xi32>) -> ()
  }) : (tensor<i1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const(%r0, dense<[11, 22]> : tensor<2xi32>) : tensor<2xi32>
  check.expect_eq_const(%r1, dense<[-9, -18]> : tensor<2xi32>) : tensor<2xi32>
  return
}
