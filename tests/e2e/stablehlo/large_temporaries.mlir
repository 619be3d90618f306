// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Sums of 100 x 100 windows of exp(0) * (column mod 4): each workgroup's
// share of the producer is a 40000-byte temporary, more than a GPU's
// workgroup memory holds (there the sum recomputes the producer where it
// reads it). The window operand itself takes no memory.
func.func @window_sum_of_producer() {
  %zero = util.unfoldable_constant dense<0.0> : tensor<200x100xf32>
  %iota = stablehlo.iota dim = 1 : tensor<200x100xi32>
  %four = stablehlo.constant dense<4> : tensor<200x100xi32>
  %rem = stablehlo.remainder %iota, %four : tensor<200x100xi32>
  %pattern = stablehlo.convert %rem : (tensor<200x100xi32>) -> tensor<200x100xf32>
  %one = stablehlo.exponential %zero : tensor<200x100xf32>
  %x = stablehlo.multiply %one, %pattern : tensor<200x100xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 100, 100>, window_strides = array<i64: 100, 100>} : (tensor<200x100xf32>, tensor<f32>) -> tensor<2x1xf32>
  check.expect_eq_const(%r, dense<[[15000.0], [15000.0]]> : tensor<2x1xf32>) : tensor<2x1xf32>
  return
}

// A 60000-element window over a 120000-element input: the long reduction
// is not split into parts (its input is read at `window * 60000 + i`),
// which crashed the compiler.
func.func @long_window() {
  %x = util.unfoldable_constant dense<0.5> : tensor<120000xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 60000>, window_strides = array<i64: 60000>} : (tensor<120000xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const(%r, dense<[30000.0, 30000.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}
