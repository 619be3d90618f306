// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @mismatched_types(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{failed to verify that all of {lhs, rhs} have same type}}
  "check.expect_eq"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> ()
  return
}
