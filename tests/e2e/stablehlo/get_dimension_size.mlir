// stablehlo.get_dimension_size of static dimensions.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @get_dimension_size() {
  %x = util.unfoldable_constant dense<0.0> : tensor<2x7xf32>
  %d0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2x7xf32>) -> tensor<i32>
  %d1 = "stablehlo.get_dimension_size"(%x) {dimension = 1 : i64} : (tensor<2x7xf32>) -> tensor<i32>
  %p = stablehlo.multiply %d0, %d1 : tensor<i32>
  check.expect_eq_const(%p, dense<14> : tensor<i32>) : tensor<i32>
  return
}
