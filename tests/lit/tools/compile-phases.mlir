// iree-compile's phases one at a time (input, global-opt, flow, stream, hal,
// vm; IREE's global-optimization names global-opt): --dump-compilation-phases-to writes
// the IR after each (named after the input), --compile-from starts from one
// of them (a file or stdin) and gives the same program; a start at or after
// the stop is refused. --version names the compiler and its commit.
// RUN: rm -rf %t.phases
// RUN: iree-compile --iree-hal-target-backends=vmvx %s --dump-compilation-phases-to=%t.phases -o %t.vmfb
// RUN: ls %t.phases | FileCheck %s --check-prefix=FILES
// RUN: iree-compile --iree-hal-target-backends=vmvx --compile-from=flow %t.phases/compile-phases.3.flow.mlir -o %t.from_flow.vmfb
// RUN: iree-run-module --module=%t.from_flow.vmfb --input="4xf32=-1 2 -3 4" | FileCheck %s --check-prefix=OUT
// RUN: iree-compile --compile-to=global-opt %s | iree-compile --compile-from=global-opt - -o %t.piped.vmfb
// RUN: iree-run-module --module=%t.piped.vmfb --input="4xf32=-1 2 -3 4" | FileCheck %s --check-prefix=OUT
// RUN: iree-compile --compile-from=stream %t.phases/compile-phases.4.stream.mlir -o %t.from_stream.vmfb
// RUN: iree-run-module --module=%t.from_stream.vmfb --input="4xf32=-1 2 -3 4" | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=STREAM < %t.phases/compile-phases.4.stream.mlir
// RUN: iree-compile --compile-to=global-optimization %s | FileCheck %s --check-prefix=IREE-NAME
// RUN: iree-compile --compile-from=hal %t.phases/compile-phases.5.hal.mlir -o %t.from_hal.vmfb
// RUN: iree-run-module --device=local-sync --module=%t.from_hal.vmfb --input="4xf32=-1 2 -3 4" | FileCheck %s --check-prefix=OUT
// RUN: not iree-compile --compile-from=hal --compile-to=flow %s 2>&1 | FileCheck %s --check-prefix=ORDER
// RUN: iree-compile --version | FileCheck %s --check-prefix=VERSION

// FILES: compile-phases.1.input.mlir
// FILES-NEXT: compile-phases.2.global-opt.mlir
// FILES-NEXT: compile-phases.3.flow.mlir
// FILES-NEXT: compile-phases.4.stream.mlir
// FILES-NEXT: compile-phases.5.hal.mlir
// FILES-NEXT: compile-phases.6.vm.mlir
// The stream phase: translated executables, host code over resources.
// STREAM: hal.executable.variant
// STREAM: stream.cmd.execute
// STREAM-NOT: hal.command_buffer
// IREE-NAME: linalg.generic
// OUT: 4xf32=2 3 4 5
// ORDER: iree-compile: error: --compile-from names a phase at or after where compilation stops
// VERSION: iree-compile 0.1.0 (commit {{[0-9a-f]+|unknown}})

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.abs %x : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %r = stablehlo.add %a, %one : tensor<4xf32>
  return %r : tensor<4xf32>
}
