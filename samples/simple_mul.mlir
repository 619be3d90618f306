// Elementwise multiply of two tensors, in StableHLO.
//   iree-compile --iree-hal-target-backends=llvm-cpu simple_mul.mlir -o mul.vmfb
//   iree-run-module --device=local-task --module=mul.vmfb --function=simple_mul \
//       --input="4xf32=1 2 3 4" --input="4xf32=5 6 7 8"
func.func @simple_mul(%lhs: tensor<4xf32>, %rhs: tensor<4xf32>) -> tensor<4xf32> {
  %result = stablehlo.multiply %lhs, %rhs : tensor<4xf32>
  return %result : tensor<4xf32>
}
