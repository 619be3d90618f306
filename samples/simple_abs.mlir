// The smallest tensor program: elementwise absolute value.
//   iree-compile --iree-hal-target-backends=llvm-cpu simple_abs.mlir -o abs.vmfb
//   iree-run-module --device=local-task --module=abs.vmfb --function=abs \
//       --input="4xf32=-1.5 2 -3 0"
func.func @abs(%input: tensor<4xf32>) -> tensor<4xf32> {
  %result = math.absf %input : tensor<4xf32>
  return %result : tensor<4xf32>
}
