// A program that keeps an index tensor on the host (here through a tuple)
// is one located error, not a crash in the stream conversion's size
// computation (found by compiler_mlir_mutants).
// RUN: not iree-compile --iree-hal-target-backends=llvm-cpu %s -o %t.vmfb 2>&1 | FileCheck %s
// CHECK: index-element-type.mlir:[[@LINE+7]]:3: error: constants of element type 'index' are not supported

func.func @index_through_tuple() {
  %a = util.unfoldable_constant dense<7> : tensor<index>
  %b = util.unfoldable_constant dense<1.0> : tensor<2xf32>
  %t = stablehlo.tuple %a, %b : tuple<tensor<index>, tensor<2xf32>>
  %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<index>, tensor<2xf32>>) -> tensor<index>
  check.expect_eq_const(%x, dense<7> : tensor<index>) : tensor<index>
  return
}
