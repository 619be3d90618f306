// Roots that accumulate into an input tensor, split over many workgroups:
// each workgroup must start from its own slice of the input.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// C + A x B with C = 2, A = B = 1, K = 64: every element is 66.
func.func @matmul_into_input() {
  %a = util.unfoldable_constant dense<1.0> : tensor<128x64xf32>
  %b = util.unfoldable_constant dense<1.0> : tensor<64x128xf32>
  %c = util.unfoldable_constant dense<2.0> : tensor<128x128xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  check.expect_almost_eq_const(%r, dense<66.0> : tensor<128x128xf32>) : tensor<128x128xf32>
  return
}

// Row sums added to a starting vector: 7 + 256 * 1.
func.func @reduction_into_input() {
  %x = util.unfoldable_constant dense<1> : tensor<512x256xi32>
  %init = util.unfoldable_constant dense<7> : tensor<512xi32>
  %r = linalg.reduce ins(%x : tensor<512x256xi32>) outs(%init : tensor<512xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %s = arith.addi %in, %acc : i32
      linalg.yield %s : i32
    }
  check.expect_eq_const(%r, dense<263> : tensor<512xi32>) : tensor<512xi32>
  return
}
