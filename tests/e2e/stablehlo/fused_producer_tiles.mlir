// Producers fused into a matmul's tiles compute a whole tile of the operand
// they feed (every K): with K = 8192 the workgroup tiles are split further
// so that each producer tile stays a small temporary (it was a 512 KiB one,
// beyond what a workgroup may hold).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @exp_before_matmul_long_k() {
  %zero = util.unfoldable_constant dense<0.0> : tensor<f32>
  %z = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<128x8192xf32>
  // exp(0) = 1: every row of A is ones.
  %a = stablehlo.exponential %z : tensor<128x8192xf32>
  // B[k][n] = n, so C[m][n] = 8192 n.
  %n = stablehlo.iota dim = 1 : tensor<8192x128xi32>
  %b = stablehlo.convert %n : (tensor<8192x128xi32>) -> tensor<8192x128xf32>
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x8192xf32>, tensor<8192x128xf32>) -> tensor<128x128xf32>
  %corner = stablehlo.slice %c [126:128, 0:4] : (tensor<128x128xf32>) -> tensor<2x4xf32>
  check.expect_almost_eq_const(%corner, dense<[[0.0, 8192.0, 16384.0, 24576.0], [0.0, 8192.0, 16384.0, 24576.0]]> : tensor<2x4xf32>) : tensor<2x4xf32>
  %last = stablehlo.slice %c [0:1, 127:128] : (tensor<128x128xf32>) -> tensor<1x1xf32>
  check.expect_almost_eq_const(%last, dense<1040384.0> : tensor<1x1xf32>) : tensor<1x1xf32>
  return
}
