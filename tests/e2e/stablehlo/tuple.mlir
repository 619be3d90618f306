// stablehlo.tuple and get_tuple_element inside a program.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @tuple() {
  %a = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = util.unfoldable_constant dense<7> : tensor<i32>
  %t = stablehlo.tuple %a, %b : tuple<tensor<2xf32>, tensor<i32>>
  %nested = "stablehlo.tuple"(%t, %a) : (tuple<tensor<2xf32>, tensor<i32>>, tensor<2xf32>) -> tuple<tuple<tensor<2xf32>, tensor<i32>>, tensor<2xf32>>
  %inner = stablehlo.get_tuple_element %nested[0] : (tuple<tuple<tensor<2xf32>, tensor<i32>>, tensor<2xf32>>) -> tuple<tensor<2xf32>, tensor<i32>>
  %x = stablehlo.get_tuple_element %inner[1] : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32>
  %y = "stablehlo.get_tuple_element"(%t) {index = 0 : i32} : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2xf32>
  check.expect_eq_const(%x, dense<7> : tensor<i32>) : tensor<i32>
  check.expect_almost_eq_const(%y, dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}
