#!/bin/bash
# Fills devrun/ (git-ignored) with what benchmarks/vulkan/run_on_device.sh
# needs on a GPU machine without this build: the runtime tools, the models of
# ../shared/models compiled for vulkan-spirv (--iree-vulkan-target=hopper),
# a 4096^3 f32 matmul, our MLP/attention benchmark, a counted loop (fori_loop
# shape) and the HAL overhead benchmark. docs/performance.md has the numbers
# it produced.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
models="${2:-$root/../shared/models}"
out="$root/devrun"
mkdir -p "$out/bin" "$out/lib" "$out/models"
cp "$build/tools/iree-run-module" "$build/tools/iree-benchmark-module" \
  "$build/tools/iree-check-module" \
  "$build/benchmarks/vulkan/iree_vulkan_hal_overhead_benchmark" "$out/bin/"
cp -L "$(ldd "$build/tools/iree-benchmark-module" | awk '/benchmark/{print $3}')" "$out/lib/"
for m in "$models"/*/; do
  n="$(basename "$m")"
  mkdir -p "$out/models/$n"
  cp "$m"/*.npy "$m/$n.mlir" "$out/models/$n/"
  "$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
    --iree-vulkan-target=hopper "$m/$n.mlir" -o "$out/models/$n/hopper.vmfb"
done
# The model suite of benchmarks/cpu (MLP, CNN, ResNet block, encoder, ...).
mkdir -p "$out/vulkan"
for source in "$root"/benchmarks/cpu/models/*.mlir; do
  "$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
    --iree-vulkan-target=hopper "$source" \
    -o "$out/vulkan/$(basename "$source" .mlir).vmfb"
done
"$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
  --iree-vulkan-target=hopper "$root/benchmarks/vulkan/matmul4096.mlir" \
  -o "$out/mm4096.vmfb"
"$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
  --iree-vulkan-target=hopper "$root/benchmarks/vulkan/matmul4096_f16.mlir" \
  -o "$out/mm4096_f16.vmfb"
"$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
  --iree-vulkan-target=hopper "$root/benchmarks/vulkan/matmul4096_i8.mlir" \
  -o "$out/mm4096_i8.vmfb"
"$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
  --iree-vulkan-target=hopper "$root/benchmarks/vulkan/mlp_attention.mlir" \
  -o "$out/mlp_attention.vmfb"
# Two 512^3 matmuls, independent or chained (benchmarks/concurrency).
"$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
  --iree-vulkan-target=hopper "$root/benchmarks/concurrency/two_matmuls.mlir" \
  -o "$out/two_matmuls.vmfb"
# The MLP with a dynamic batch and with its batch fixed to 32
# (benchmarks/cpu/dynamic_batch.py).
mkdir -p "$out/dynamic"
"$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
  --iree-vulkan-target=hopper "$root/tests/lit/tools/Inputs/dynamic_mlp.mlir" \
  -o "$out/dynamic/mlp_dynamic.vmfb"
sed -e 's/?x/32x/g' -e 's/tensor.empty(%n)/tensor.empty()/' \
  -e '/%n = tensor.dim/d' "$root/tests/lit/tools/Inputs/dynamic_mlp.mlir" \
  > "$out/dynamic/mlp_static.mlir"
"$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
  --iree-vulkan-target=hopper "$out/dynamic/mlp_static.mlir" \
  -o "$out/dynamic/mlp_static.vmfb"
# fori_loop's shape (one small dispatch per trip), for the cost per iteration.
"$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
  --iree-vulkan-target=hopper "$root/benchmarks/codegen/loop.mlir" \
  -o "$out/loop.vmfb"
