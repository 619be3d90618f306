#!/usr/bin/env bash
# Runs the bundled samples with the tools in BUILD_DIR/tools.
#   samples/run_samples.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tools="${1:-$root/build}/tools"

echo "== iree-opt: generalize a linalg named op (samples/simple_mul_linalg.mlir)"
"$tools/iree-opt" --linalg-generalize-named-ops "$root/samples/simple_mul_linalg.mlir"
