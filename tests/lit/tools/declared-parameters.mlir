// A program may declare its weights as parameters itself: immutable tensor
// globals initialized with #flow.parameter.named<"scope"::"key">. They never
// pass through the compiler; the runtime loads them by those names (a
// checkpoint's own) from the --parameters files, and the results match the
// program that embeds the same weights.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/declared_parameters.py %t/w.safetensors %t/embedded.mlir
// RUN: iree-compile %s -o %t/declared.vmfb
// RUN: iree-compile %t/embedded.mlir -o %t/embedded.vmfb
// RUN: iree-compile %s --compile-to=hal | FileCheck %s --check-prefix=HAL
// RUN: iree-run-module --module=%t/embedded.vmfb --input=4x64xf32=0.5 > %t/embedded.txt
// RUN: iree-run-module --module=%t/declared.vmfb --parameters=model=%t/w.safetensors --input=4x64xf32=0.5 > %t/declared.txt
// RUN: cmp %t/embedded.txt %t/declared.txt
// RUN: iree-convert-parameters --parameters=%t/w.safetensors --output=%t/w.irpa
// RUN: iree-run-module --module=%t/declared.vmfb --parameters=model=%t/w.irpa --input=4x64xf32=0.5 > %t/archive.txt
// RUN: cmp %t/embedded.txt %t/archive.txt
// RUN: not iree-run-module --module=%t/declared.vmfb --input=4x64xf32=0.5 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not iree-compile %S/Inputs/conflicting_parameters.mlir -o %t/x.vmfb 2>&1 | FileCheck %s --check-prefix=CONFLICT

// HAL-DAG: hal.parameter.load device(%{{.+}}) key("model", "dense/kernel") length(16384) : !hal.buffer
// HAL-DAG: hal.parameter.load device(%{{.+}}) key("model", "dense/bias") length(256) : !hal.buffer
// NONE: error: NOT_FOUND; {{.*}}parameter 'dense/kernel' of scope 'model' not found: no parameter file was given for that scope (--parameters=model=FILE)
// CONFLICT: conflicting_parameters.mlir:6:8: error: parameter 'dense/kernel' of scope 'model' is used with 16384 and 256 bytes

util.global private @w = #flow.parameter.named<"model"::"dense/kernel"> : tensor<64x64xf32>
util.global private @b = #flow.parameter.named<"model"::"dense/bias"> : tensor<64xf32>
func.func @main(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %w = util.global.load @w : tensor<64x64xf32>
  %b = util.global.load @b : tensor<64xf32>
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x64xf32>) -> tensor<4x64xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<64xf32>) -> tensor<4x64xf32>
  %r = stablehlo.add %y, %bb : tensor<4x64xf32>
  return %r : tensor<4x64xf32>
}
