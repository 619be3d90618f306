// An f64 the host carries (squared each iteration) reaches the dispatch
// that adds it to a vector as two 32-bit push constants.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @f64_step() {
  %d = util.unfoldable_constant dense<[0.5, 1.5, -2.5]> : tensor<3xf64>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %h0 = stablehlo.constant dense<0.125> : tensor<f64>
  %r:3 = stablehlo.while(%i = %c0, %h = %h0, %b = %d) : tensor<i32>, tensor<f64>, tensor<3xf64>
  cond {
    %two = stablehlo.constant dense<2> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %two, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %hb = stablehlo.broadcast_in_dim %h, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %b1 = stablehlo.add %b, %hb : tensor<3xf64>
    %h1 = stablehlo.multiply %h, %h : tensor<f64>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %h1, %b1 : tensor<i32>, tensor<f64>, tensor<3xf64>
  }
  // b + 0.125 + 0.015625
  check.expect_almost_eq_const(%r#2, dense<[0.640625, 1.640625, -2.359375]> : tensor<3xf64>) : tensor<3xf64>
  return
}
