// A 65536 x 65536 splat (16 GiB of elements) added to an argument: the
// compiler fills it from its scalar, so the module stays small (no blob of its
// elements) and compiling takes no memory for them.
// RUN: iree-compile --iree-hal-target-backends=llvm-cpu %s -o %t.vmfb
// RUN: python3 -c "import os, sys; size = os.path.getsize(sys.argv[1]); print('module under 1 MiB' if size < 1 << 20 else size)" %t.vmfb | FileCheck %s
// CHECK: module under 1 MiB
func.func @main(%arg0: tensor<65536x65536xf32>) -> tensor<65536x65536xf32> {
  %c = util.unfoldable_constant dense<2.0> : tensor<65536x65536xf32>
  %r = arith.addf %arg0, %c : tensor<65536x65536xf32>
  return %r : tensor<65536x65536xf32>
}
