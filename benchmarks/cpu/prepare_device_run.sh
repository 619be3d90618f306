#!/bin/bash
# Fills devrun/ (git-ignored) with what benchmarks/cpu/run_on_device.sh needs
# on the GPU machine's 16-core Xeon: the runtime tools, the suite compiled
# for --iree-llvmcpu-target-cpu=TARGET (default x86-64-v4), 256^3 and
# 1024^3 f32 matmuls for the one-thread comparison with OpenBLAS, and the
# codegen kernels (a 3x3 convolution) for the convolution's FLOP rate, the
# two-matmul overlap benchmark of benchmarks/concurrency, and an MLP with a
# dynamic and a static batch (dynamic_batch.py).
#   benchmarks/cpu/prepare_device_run.sh [BUILD_DIR] [TARGET_CPU...]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
shift || true
targets=("${@:-x86-64-v4}")
out="$root/devrun"
mkdir -p "$out/bin" "$out/lib"
cp "$build/tools/iree-run-module" "$build/tools/iree-benchmark-module" \
  "$out/bin/"
cp -L "$(ldd "$build/tools/iree-benchmark-module" | awk '/benchmark/{print $3}')" "$out/lib/"
for target in "${targets[@]}"; do
  dir="$out/cpu/$target"
  mkdir -p "$dir"
  for source in "$root"/benchmarks/cpu/models/*.mlir; do
    "$build/tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
      "--iree-llvmcpu-target-cpu=$target" "$source" \
      -o "$dir/$(basename "$source" .mlir).vmfb"
  done
  # Two 512^3 matmuls, independent or chained (run_overlap.sh).
  "$build/tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
    "--iree-llvmcpu-target-cpu=$target" \
    "$root/benchmarks/concurrency/two_matmuls.mlir" -o "$dir/two_matmuls.vmfb"
  # The ResNet block's 3x3 convolution (function conv_3x3).
  "$build/tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
    "--iree-llvmcpu-target-cpu=$target" "$root/benchmarks/codegen/kernels.mlir" \
    -o "$dir/kernels.vmfb"
  # The MLP with a dynamic batch and with its batch fixed to 32
  # (dynamic_batch.py).
  "$build/tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
    "--iree-llvmcpu-target-cpu=$target" \
    "$root/tests/lit/tools/Inputs/dynamic_mlp.mlir" -o "$dir/mlp_dynamic.vmfb"
  sed -e 's/?x/32x/g' -e 's/tensor.empty(%n)/tensor.empty()/' \
    -e '/%n = tensor.dim/d' "$root/tests/lit/tools/Inputs/dynamic_mlp.mlir" \
    > "$dir/mlp_static.mlir"
  "$build/tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
    "--iree-llvmcpu-target-cpu=$target" "$dir/mlp_static.mlir" \
    -o "$dir/mlp_static.vmfb"
  # i8 and bf16 matmuls against XLA:CPU (narrow_matmuls.py).
  for source in "$root"/benchmarks/cpu/narrow/*.mlir; do
    "$build/tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
      "--iree-llvmcpu-target-cpu=$target" "$source" \
      -o "$dir/$(basename "$source" .mlir).vmfb"
  done
  for n in 256 1024; do
    sed "s/1024/$n/g" "$root/benchmarks/cpu/models/matmul.mlir" > "$dir/matmul_$n.mlir"
    "$build/tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
      "--iree-llvmcpu-target-cpu=$target" "$dir/matmul_$n.mlir" \
      -o "$dir/matmul_$n.vmfb"
  done
done
# perf (linux-perf) and the libraries it needs beyond the device's own C and
# C++ runtimes, for profile_on_device.sh: the device has no profiler.
if [ -x /usr/bin/perf ]; then
  mkdir -p "$out/perf/lib"
  cp /usr/bin/perf "$out/perf/"
  for lib in $(ldd /usr/bin/perf | awk '$3 ~ /^\// {print $3}'); do
    case "$(basename "$lib")" in
      libc.so.*|libm.so.*|libstdc++.so.*|libgcc_s.so.*) ;;
      *) cp -L "$lib" "$out/perf/lib/" ;;
    esac
  done
fi
