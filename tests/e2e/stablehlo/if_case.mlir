// stablehlo.if and stablehlo.case branch on the host; predicates computed
// from large tensors are read back, those from host scalars are not.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Picks the branch by comparing the sums of two vectors (on the device).
func.func @if_on_device_predicate() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = util.unfoldable_constant dense<[4.0, -5.0, 0.5]> : tensor<3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sa = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %sb = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %gt = stablehlo.compare GT, %sa, %sb, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %r:2 = "stablehlo.if"(%gt) ({
    %d = stablehlo.subtract %a, %b : tensor<3xf32>
    stablehlo.return %d, %sa : tensor<3xf32>, tensor<f32>
  }, {
    %s = stablehlo.add %a, %b : tensor<3xf32>
    stablehlo.return %s, %sb : tensor<3xf32>, tensor<f32>
  }) : (tensor<i1>) -> (tensor<3xf32>, tensor<f32>)
  check.expect_almost_eq_const(%r#0, dense<[-3.0, 7.0, 2.5]> : tensor<3xf32>) : tensor<3xf32>
  check.expect_almost_eq_const(%r#1, dense<6.0> : tensor<f32>) : tensor<f32>
  return
}

// The false branch, with an i1 input tensor as the predicate.
func.func @if_false_branch_i32() {
  %p = util.unfoldable_constant dense<false> : tensor<i1>
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2x3xi32>
  }, {
    %n = stablehlo.negate %x : tensor<2x3xi32>
    stablehlo.return %n : tensor<2x3xi32>
  }) : (tensor<i1>) -> tensor<2x3xi32>
  check.expect_eq_const(%r, dense<[[-1, -2, -3], [-4, -5, -6]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// case with the index in range, negative and past the end (both run the
// last branch, as the spec says).
func.func private @three_way(%index: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.case"(%index) ({
    %a = stablehlo.add %x, %x : tensor<4xf32>
    stablehlo.return %a : tensor<4xf32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<4xf32>
    stablehlo.return %m : tensor<4xf32>
  }, {
    %n = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %n : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @case_indices() {
  %x = util.unfoldable_constant dense<[1.0, -2.0, 3.0, 0.5]> : tensor<4xf32>
  %i0 = util.unfoldable_constant dense<0> : tensor<i32>
  %i1 = util.unfoldable_constant dense<1> : tensor<i32>
  %i2 = util.unfoldable_constant dense<2> : tensor<i32>
  %neg = util.unfoldable_constant dense<-1> : tensor<i32>
  %big = util.unfoldable_constant dense<7> : tensor<i32>
  %r0 = func.call @three_way(%i0, %x) : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
  %r1 = func.call @three_way(%i1, %x) : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
  %r2 = func.call @three_way(%i2, %x) : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
  %rn = func.call @three_way(%neg, %x) : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
  %rb = func.call @three_way(%big, %x) : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%r0, dense<[2.0, -4.0, 6.0, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  check.expect_almost_eq_const(%r1, dense<[1.0, 4.0, 9.0, 0.25]> : tensor<4xf32>) : tensor<4xf32>
  check.expect_almost_eq_const(%r2, dense<[-1.0, 2.0, -3.0, -0.5]> : tensor<4xf32>) : tensor<4xf32>
  check.expect_almost_eq_const(%rn, dense<[-1.0, 2.0, -3.0, -0.5]> : tensor<4xf32>) : tensor<4xf32>
  check.expect_almost_eq_const(%rb, dense<[-1.0, 2.0, -3.0, -0.5]> : tensor<4xf32>) : tensor<4xf32>
  return
}

// A single-branch case always runs it; a loop inside an if branch.
func.func @case_single_branch_and_loop_in_branch() {
  %i = util.unfoldable_constant dense<3> : tensor<i32>
  %x = util.unfoldable_constant dense<[2, 3]> : tensor<2xi32>
  %r = "stablehlo.case"(%i) ({
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %l:2 = stablehlo.while(%k = %c0, %v = %x) : tensor<i32>, tensor<2xi32>
    cond {
      %lt = stablehlo.compare LT, %k, %i, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      %v1 = stablehlo.multiply %v, %x : tensor<2xi32>
      stablehlo.return %k1, %v1 : tensor<i32>, tensor<2xi32>
    }
    stablehlo.return %l#1 : tensor<2xi32>
  }) : (tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const(%r, dense<[16, 81]> : tensor<2xi32>) : tensor<2xi32>
  return
}
