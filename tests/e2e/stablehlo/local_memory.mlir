// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb
// One invocation sums each 90000-element window on a GPU, and lavapipe
// stops a shader's loops after 65535 iterations: large_temporaries.mlir
// covers vulkan with smaller windows.
// UNSUPPORTED: backend-vulkan-spirv

// Sums of 300 x 300 windows of exp(0) * (column mod 4): each workgroup's
// share of the producer is a 360000-byte temporary, more than llvm-cpu
// keeps on a worker's stack; it comes from the worker's local memory.
func.func @window_sum_in_local_memory() {
  %zero = util.unfoldable_constant dense<0.0> : tensor<600x300xf32>
  %iota = stablehlo.iota dim = 1 : tensor<600x300xi32>
  %four = stablehlo.constant dense<4> : tensor<600x300xi32>
  %rem = stablehlo.remainder %iota, %four : tensor<600x300xi32>
  %pattern = stablehlo.convert %rem : (tensor<600x300xi32>) -> tensor<600x300xf32>
  %one = stablehlo.exponential %zero : tensor<600x300xf32>
  %x = stablehlo.multiply %one, %pattern : tensor<600x300xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 300, 300>, window_strides = array<i64: 300, 300>} : (tensor<600x300xf32>, tensor<f32>) -> tensor<2x1xf32>
  check.expect_eq_const(%r, dense<[[135000.0], [135000.0]]> : tensor<2x1xf32>) : tensor<2x1xf32>
  return
}
