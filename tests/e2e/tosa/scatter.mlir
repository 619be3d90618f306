// tosa.scatter: values_out[n, indices[n, w], c] = input[n, w, c]; other rows keep values_in.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Indices are distinct within a batch, as TOSA requires.
func.func @scatter_f32() {
  %values_in = util.unfoldable_constant dense<[[[2.25, -6.5, -5.25], [7.5, -4.0, 1.25], [3.0, 5.25, -6.75], [5.5, 6.0, 3.25], [-1.25, -3.75, 2.0]], [[2.75, -3.0, 3.0], [-5.25, -4.0, -8.0], [-3.5, -4.75, 5.25], [6.0, 6.0, 7.75], [2.0, -1.0, 1.25]]]> : tensor<2x5x3xf32>
  %indices = util.unfoldable_constant dense<[[0, 2, 1], [2, 1, 0]]> : tensor<2x3xi32>
  %input = util.unfoldable_constant dense<[[[-2.0, -0.5, -3.75], [3.25, 7.5, -5.5], [-7.25, -2.0, -1.5]], [[-1.5, -5.5, -5.5], [-4.25, 1.25, 4.5], [-0.5, -4.75, -1.25]]]> : tensor<2x3x3xf32>
  %result = tosa.scatter %values_in, %indices, %input : (tensor<2x5x3xf32>, tensor<2x3xi32>, tensor<2x3x3xf32>) -> tensor<2x5x3xf32>
  check.expect_almost_eq_const(%result, dense<[[[-2.0, -0.5, -3.75], [-7.25, -2.0, -1.5], [3.25, 7.5, -5.5], [5.5, 6.0, 3.25], [-1.25, -3.75, 2.0]], [[-0.5, -4.75, -1.25], [-4.25, 1.25, 4.5], [-1.5, -5.5, -5.5], [6.0, 6.0, 7.75], [2.0, -1.0, 1.25]]]> : tensor<2x5x3xf32>) : tensor<2x5x3xf32>
  return
}

// Every row is overwritten, in permuted order.
func.func @scatter_i32() {
  %values_in = util.unfoldable_constant dense<[[[-43456, -74462], [-43634, -29769], [-82924, -31151], [-3637, -81203], [76669, 75237], [89446, -76054], [-94524, 93816], [83551, 60325]]]> : tensor<1x8x2xi32>
  %indices = util.unfoldable_constant dense<[[6, 7, 2, 1, 4, 0, 3, 5]]> : tensor<1x8xi32>
  %input = util.unfoldable_constant dense<[[[-75695, 33383], [49570, -42182], [79305, 50782], [-66414, 15567], [-33708, 57118], [-24369, 72468], [-30630, 32807], [3251, -16162]]]> : tensor<1x8x2xi32>
  %result = tosa.scatter %values_in, %indices, %input : (tensor<1x8x2xi32>, tensor<1x8xi32>, tensor<1x8x2xi32>) -> tensor<1x8x2xi32>
  check.expect_eq_const(%result, dense<[[[-24369, 72468], [-66414, 15567], [79305, 50782], [-30630, 32807], [-33708, 57118], [3251, -16162], [-75695, 33383], [49570, -42182]]]> : tensor<1x8x2xi32>) : tensor<1x8x2xi32>
  return
}

func.func @scatter_i8() {
  %values_in = util.unfoldable_constant dense<[[[72, -60, 118, 113], [53, -116, -58, -94], [43, -121, -39, -127], [68, -32, 45, -84], [122, -17, 94, 124], [-116, 118, -53, 111]], [[92, -108, 26, -107], [-40, 97, -113, 22], [67, 43, -127, 45], [-104, 78, 126, 119], [70, -41, 94, 21], [-6, 22, -84, -96]], [[9, 16, -19, 51], [-86, -14, -85, -21], [-62, 53, 113, 51], [124, -97, 52, -54], [57, -1, 59, -98], [4, -24, -82, -73]]]> : tensor<3x6x4xi8>
  %indices = util.unfoldable_constant dense<[[4, 2], [3, 4], [5, 1]]> : tensor<3x2xi32>
  %input = util.unfoldable_constant dense<[[[96, 40, 97, 29], [53, 98, 111, -113]], [[122, 22, 1, 85], [66, -56, 30, 34]], [[-98, -116, -47, 56], [-110, 64, 99, -31]]]> : tensor<3x2x4xi8>
  %result = tosa.scatter %values_in, %indices, %input : (tensor<3x6x4xi8>, tensor<3x2xi32>, tensor<3x2x4xi8>) -> tensor<3x6x4xi8>
  check.expect_eq_const(%result, dense<[[[72, -60, 118, 113], [53, -116, -58, -94], [53, 98, 111, -113], [68, -32, 45, -84], [96, 40, 97, 29], [-116, 118, -53, 111]], [[92, -108, 26, -107], [-40, 97, -113, 22], [67, 43, -127, 45], [122, 22, 1, 85], [66, -56, 30, 34], [-6, 22, -84, -96]], [[9, 16, -19, 51], [-110, 64, 99, -31], [-62, 53, 113, 51], [124, -97, 52, -54], [57, -1, 59, -98], [-98, -116, -47, 56]]]> : tensor<3x6x4xi8>) : tensor<3x6x4xi8>
  return
}
