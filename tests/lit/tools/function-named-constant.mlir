// An exported function may have any name, also one the compiler's own
// symbols could take (module constants were once the rodata "constant", and
// this program failed with "redefinition of symbol named 'constant'").
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --device=local-sync --function=constant | FileCheck %s

// CHECK: 3xi32=7 8 9
func.func @constant() -> tensor<3xi32> {
  %c = stablehlo.constant dense<[7, 8, 9]> : tensor<3xi32>
  return %c : tensor<3xi32>
}
