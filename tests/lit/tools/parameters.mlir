// --iree-opt-export-parameters moves constants of at least
// --iree-opt-export-parameter-minimum-size bytes (4096 by default) out of
// the module into a parameter archive; the module's initializer loads them
// (hal.parameter.load, the io_parameters module) from the files given with
// --parameters=[scope=]path: our archives, safetensors and GGUF alike. The
// results match the module that embeds them; what is missing or wrong is
// one error naming it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: iree-compile %S/Inputs/dense_weights.mlir -o %t/embedded.vmfb
// RUN: iree-compile %S/Inputs/dense_weights.mlir --iree-opt-export-parameters=model=%t/w.irpa -o %t/exported.vmfb
// RUN: iree-compile %S/Inputs/dense_weights.mlir --iree-opt-export-parameters=model=%t/w2.irpa --compile-to=hal | FileCheck %s --check-prefix=HAL
// RUN: python3 -c "import os, sys; e, x = (os.path.getsize(p) for p in sys.argv[1:3]); print('smaller' if x + 15000 < e else 'not smaller')" %t/embedded.vmfb %t/exported.vmfb | FileCheck %s --check-prefix=SIZE
// RUN: python3 %S/Inputs/convert_irpa.py %t/w.irpa %t/w.safetensors
// RUN: python3 %S/Inputs/convert_irpa.py %t/w.irpa %t/w.gguf
// RUN: iree-run-module --module=%t/embedded.vmfb --input=4x64xf32=0.5 > %t/embedded.txt
// RUN: iree-run-module --module=%t/exported.vmfb --parameters=model=%t/w.irpa --input=4x64xf32=0.5 > %t/irpa.txt
// RUN: iree-run-module --module=%t/exported.vmfb --device=local-sync --parameters=model=%t/w.safetensors --input=4x64xf32=0.5 > %t/safetensors.txt
// RUN: iree-run-module --module=%t/exported.vmfb --parameters=model=%t/w.gguf --input=4x64xf32=0.5 > %t/gguf.txt
// RUN: cmp %t/embedded.txt %t/irpa.txt
// RUN: cmp %t/embedded.txt %t/safetensors.txt
// RUN: cmp %t/embedded.txt %t/gguf.txt
// RUN: not iree-run-module --module=%t/exported.vmfb --input=4x64xf32=0.5 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not iree-run-module --module=%t/exported.vmfb --parameters=%t/w.irpa --input=4x64xf32=0.5 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: head -c 5000 %t/w.irpa > %t/truncated.irpa
// RUN: not iree-run-module --module=%t/exported.vmfb --parameters=model=%t/truncated.irpa --input=4x64xf32=0.5 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// RUN: not iree-run-module --module=%t/exported.vmfb --parameters=model=%t/missing.irpa --input=4x64xf32=0.5 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not iree-run-module --module=%t/exported.vmfb --parameters=model=%t/w.irpa --parameters=model=%t/w.gguf --input=4x64xf32=0.5 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not iree-compile %S/Inputs/dense_weights.mlir --iree-opt-export-parameters=model=%t/no/such/dir/w.irpa -o %t/x.vmfb 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// RUN: not iree-compile %S/Inputs/dense_weights.mlir --iree-opt-export-parameters=model= -o %t/x.vmfb 2>&1 | FileCheck %s --check-prefix=NOPATH
// RUN: python3 %S/Inputs/convert_irpa.py %t/w.irpa %t/short.safetensors --drop-last-byte
// RUN: not iree-run-module --module=%t/exported.vmfb --parameters=model=%t/short.safetensors --input=4x64xf32=0.5 2>&1 | FileCheck %s --check-prefix=SHORT
// Keys name the contents: the archive of a build with other weights of the
// same shape holds none of this module's parameters.
// RUN: sed 's/-0.731/-0.732/' %S/Inputs/dense_weights.mlir > %t/other_weights.mlir
// RUN: iree-compile %t/other_weights.mlir --iree-opt-export-parameters=model=%t/other.irpa -o %t/other.vmfb
// RUN: not iree-run-module --module=%t/exported.vmfb --parameters=model=%t/other.irpa --input=4x64xf32=0.5 2>&1 | FileCheck %s --check-prefix=STALE
// STALE: error: NOT_FOUND; {{.*}}parameter 'constant_{{[0-9a-f]+}}' of scope 'model' not found among the 1 of that scope (in '{{.*}}other.irpa'
// Without a scope, the parameters are the empty scope's.
// RUN: iree-compile %S/Inputs/dense_weights.mlir --iree-opt-export-parameters=%t/unscoped.irpa -o %t/unscoped.vmfb
// RUN: iree-run-module --module=%t/unscoped.vmfb --parameters=%t/unscoped.irpa --input=4x64xf32=0.5 > %t/unscoped.txt
// RUN: cmp %t/embedded.txt %t/unscoped.txt

// The weights are a parameter, the bias (256 bytes) stays in the module.
// HAL: util.global private @__parameter_constant_{{[0-9a-f]+}} : !hal.buffer
// HAL: util.global private @__constant_pool : !hal.buffer
// HAL: hal.parameter.load device(%{{.+}}) key("model", "constant_{{[0-9a-f]+}}") length(16384) : !hal.buffer
// HAL-NOT: hal.parameter.load
// SIZE: smaller
// NONE: error: NOT_FOUND; {{.*}}parameter 'constant_{{[0-9a-f]+}}' of scope 'model' not found: no parameter file was given for that scope (--parameters=model=FILE); at @io_parameters.load
// SCOPE: error: NOT_FOUND; {{.*}}parameter 'constant_{{[0-9a-f]+}}' of scope 'model' not found: no parameter file was given for that scope
// TRUNCATED: error: INVALID_ARGUMENT; {{.*}}parameter archive '{{.*}}truncated.irpa' is truncated or corrupt{{.*}}; --parameters=model={{.*}}truncated.irpa
// MISSING: error: NOT_FOUND; {{.*}}cannot open '{{.*}}missing.irpa'{{.*}}; --parameters=model=
// TWICE: error: ALREADY_EXISTS; {{.*}}parameter 'constant_{{[0-9a-f]+}}' of scope 'model' is in both '{{.*}}w.irpa' and '{{.*}}w.gguf'
// UNWRITABLE: error: cannot write the parameter archive: PERMISSION_DENIED; {{.*}}cannot create '{{.*}}no/such/dir/w.irpa'
// NOPATH: error: --iree-opt-export-parameters=model=: expected [scope=]path
// SHORT: error: INVALID_ARGUMENT; {{.*}}parameter 'constant_{{[0-9a-f]+}}' of scope 'model' in '{{.*}}short.safetensors' has 16383 bytes; the program expects 16384
