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

run "$tools/iree-compile" "$root/samples/simple_vm.mlir" -o "$work/simple_vm.vmfb"
run "$tools/iree-run-module" --module="$work/simple_vm.vmfb" --function=fibonacci --input=90
run "$tools/iree-run-module" --module="$work/simple_vm.vmfb" --function=sum_primes
run "$tools/iree-dump-module" "$work/simple_vm.vmfb"
