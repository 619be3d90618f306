// tosa.clz on i32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @clz_i32() {
  %x = util.unfoldable_constant dense<[0, 1, 2, 3, 255, 256, 65535, 1048576, 2147483647, -1, -2147483648, 12345]> : tensor<12xi32>
  %result = tosa.clz %x : (tensor<12xi32>) -> tensor<12xi32>
  check.expect_eq_const(%result, dense<[32, 31, 30, 30, 24, 23, 16, 11, 1, 0, 0, 18]> : tensor<12xi32>) : tensor<12xi32>
  return
}

func.func @clz_i32_2d() {
  %x = util.unfoldable_constant dense<[[67268, 31310, 68165, 17896], [25604, 971, 29119, 21004], [82205, 87000, 87166, 97283]]> : tensor<3x4xi32>
  %result = tosa.clz %x : (tensor<3x4xi32>) -> tensor<3x4xi32>
  check.expect_eq_const(%result, dense<[[15, 17, 15, 17], [17, 22, 17, 17], [15, 15, 15, 15]]> : tensor<3x4xi32>) : tensor<3x4xi32>
  return
}
