#!/usr/bin/env bash
# Compiles and runs the bundled samples with the tools in BUILD_DIR/tools.
#   samples/run_samples.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tools="${1:-$root/build}/tools"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

run() {
  echo "\$ $*" | sed "s|$tools/||g; s|$root/||g; s|$work|/tmp|g"
  "$@"
  echo
}

# Tensor programs: compiled for the CPU, run on the multi-threaded driver.
for sample in simple_abs simple_mul mlp; do
  run "$tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
      "$root/samples/$sample.mlir" -o "$work/$sample.vmfb"
done
run "$tools/iree-run-module" --device=local-task --module="$work/simple_abs.vmfb" \
    --function=abs --input="4xf32=-1.5 2 -3 0"
run "$tools/iree-run-module" --device=local-task --module="$work/simple_mul.vmfb" \
    --function=simple_mul --input="4xf32=1 2 3 4" --input="4xf32=5 6 7 8"
run "$tools/iree-run-module" --device=local-task --module="$work/mlp.vmfb" \
    --function=main --input="2x4xf32=1 2 3 4 5 6 7 8" --input="4x3xf32=0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1" \
    --input="3xf32=1 2 3" --input="3x2xf32=1 -1 2 -2 3 -3" --input="2xf32=0.5 -0.5"

# A VM program written directly in the vm dialect.
run "$tools/iree-compile" "$root/samples/simple_vm.mlir" -o "$work/simple_vm.vmfb"
run "$tools/iree-run-module" --module="$work/simple_vm.vmfb" --function=fibonacci --input=90
run "$tools/iree-run-module" --module="$work/simple_vm.vmfb" --function=sum_primes
run "$tools/iree-dump-module" "$work/simple_vm.vmfb"
