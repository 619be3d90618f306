// RUN: iree-compile %s -o %t.vmfb && iree-dump-module %t.vmfb | FileCheck %s --check-prefix=DUMP
// RUN: iree-compile %s --output-format=vm-asm | FileCheck %s --check-prefix=ASM
// RUN: not iree-compile --iree-hal-target-backends=quantum %samples/simple_mul.mlir -o %t.bad 2>&1 | FileCheck %s --check-prefix=BACKEND
// RUN: not iree-compile --iree-llvmcpu-target-cpu=pentium9000 %samples/simple_mul.mlir -o %t.bad 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not iree-compile %S/Inputs/unsupported_ops.mlir -o %t.bad 2>&1 | FileCheck %s --check-prefix=NOTYET
// RUN: iree-compile %samples/simple_mul.mlir --mlir-pass-statistics -o %t.stats.vmfb 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: not iree-compile %S/Inputs/host_tensor_read.mlir -o %t.bad 2>&1 | FileCheck %s --check-prefix=HOSTREAD
// RUN: not iree-compile %S/Inputs/malformed.mlir -o %t.bad 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not iree-compile %t.does_not_exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not iree-compile --iree-hal-target-backends=vulkan-spirv %S/Inputs/f64_add.mlir -o %t.bad 2>&1 | FileCheck %s --check-prefix=FLOAT64
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv --iree-vulkan-target=lavapipe %S/Inputs/f64_add.mlir -o %t.f64.vmfb
// RUN: iree-compile --iree-hal-target-backends=vulkan-spirv --iree-input-demote-f64-to-f32 %S/Inputs/f64_add.mlir -o %t.f32.vmfb

vm.module @tool_test {
  vm.global.i32 mutable @counter = 3 : i32
  vm.rodata private @data dense<[1, 2]> : tensor<2xi32>
  vm.func @get() -> i32 {
    %0 = vm.global.load.i32 @counter : i32
    // Folded away by canonicalization before encoding.
    %1 = vm.const.i32 0
    %2 = vm.add.i32 %0, %1 : i32
    vm.return %2 : i32
  }
  vm.export @get as("get_counter")
}

// STATS: iree-compile: note: --mlir-pass-statistics reports nothing: pass statistics are compiled out of this release build of LLVM and MLIR; --mlir-timing shows the time of each pass
// DUMP: Module: tool_test
// DUMP: Compiler: iree-compile
// DUMP: Exports (2):
// DUMP-NEXT: [0] get_counter -> function 0
// DUMP-NEXT: [1] __init -> function 1
// DUMP: Functions (2):
// DUMP-NEXT: [0] get 0v_i:
// DUMP-NEXT: [1] __init 0v_v:
// DUMP: Rodata segments (1):
// DUMP-NEXT: [0] 8 bytes
// DUMP: Globals: 4 bytes of values, 0 refs

// ASM: vm.module @tool_test
// ASM: vm.func @get() -> i32
// ASM-NEXT: %[[V:.+]] = vm.global.load.i32 @counter : i32
// ASM-NEXT: vm.return %[[V]] : i32

// BACKEND: iree-compile: error: unknown target backend 'quantum'; available: llvm-cpu
// CPU-NOT: not a recognized processor
// CPU: iree-compile: error: unknown llvm-cpu target: --iree-llvmcpu-target-cpu 'pentium9000' (host, generic or an LLVM CPU name

// NOTYET: unsupported_ops.mlir:4:10: error: 'stablehlo.while' is not supported yet in this form (it needs static shapes
// NOTYET: unsupported_ops.mlir:14:8: error: 'stablehlo.while' is not supported yet in this form
// NOTYET-NOT: error:
// NOTYET-NOT: func.func
// NOTYET-NOT: see current operation

// HOSTREAD: host_tensor_read.mlir:5:8: error: the host cannot read or write elements of type 'f16'
// HOSTREAD-NOT: builtin.module
// HOSTREAD-NOT: func.func

// MALFORMED: malformed.mlir:4:{{[0-9]+}}: error:

// MISSING: iree-compile: error: {{.*}}does_not_exist.mlir

// FLOAT64: f64_add.mlir:3:10: error: f64 arithmetic needs the Float64 capability, which this Vulkan target lacks: compile with --iree-vulkan-target=lavapipe or hopper, or demote f64 to f32 (--iree-input-demote-f64-to-f32)
// FLOAT64-NOT: error:
