// Unsigned tensors at a function's boundary stay unsigned: the program
// computes on signless i8, but its buffer views say ui8, so 100 + 150 reads
// back as 250 (not -6); a signless input is accepted, a signed one is not.
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=main --input=4xui8=100 --input=4xui8=150 | FileCheck %s
// RUN: iree-run-module --module=%t.vmfb --function=main --input=4xi8=100 --input=4xui8=150 | FileCheck %s
// RUN: not iree-run-module --module=%t.vmfb --function=main --input=4xsi8=100 --input=4xui8=150 2>&1 | FileCheck %s --check-prefix=SIGNED
// CHECK: result[0]: hal.buffer_view
// CHECK-NEXT: 4xui8=250 250 250 250
// CHECK: result[1]: hal.buffer_view
// CHECK-NEXT: 4xi32=250 250 250 250
// SIGNED: input 0: expected a 4xui8 tensor but got 4xsi8
// Demoting i64 to i32 changes the boundary too: a ui64 result is then i32.
// RUN: iree-run-module --module=%t.vmfb --function=wide --input=2xui64=100 | FileCheck %s --check-prefix=WIDE
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu --iree-input-demote-i64-to-i32 %s -o %t.demoted.vmfb
// RUN: iree-run-module --module=%t.demoted.vmfb --function=wide --input=2xi32=100 | FileCheck %s --check-prefix=DEMOTED
// WIDE: 2xui64=200 200
// DEMOTED: 2xi32=200 200
func.func @main(%a: tensor<4xui8>, %b: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xi32>) {
  %0 = stablehlo.add %a, %b : tensor<4xui8>
  %1 = stablehlo.convert %0 : (tensor<4xui8>) -> tensor<4xi32>
  return %0, %1 : tensor<4xui8>, tensor<4xi32>
}

func.func @wide(%a: tensor<2xui64>) -> tensor<2xui64> {
  %0 = stablehlo.add %a, %a : tensor<2xui64>
  return %0 : tensor<2xui64>
}
