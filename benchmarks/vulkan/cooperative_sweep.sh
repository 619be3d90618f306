#!/bin/bash
# Sweeps the cooperative-matrix kernel's tile and operand slices
# (--iree-vulkan-cooperative-matmul-tile=TM,TN,TK) on the f16 4096^3
# matmul, each variant first checked on the f16 e2e programs.
#   here:   bash benchmarks/vulkan/cooperative_sweep.sh prepare [BUILD]
#   device: bash benchmarks/vulkan/cooperative_sweep.sh run
# (after prepare_device_run.sh, with devrun/ and .gl/ carried; `run` prints
# one line per variant: e2e result and ms per call.)
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
variants="128,128,0 128,128,32 128,128,64 64,128,32 64,128,0"
out="$root/devrun/cooperative"
if [ "${1:-}" = prepare ]; then
  build="${2:-$root/build}"
  mkdir -p "$out"
  for v in $variants; do
    for source in matmul4096_f16:benchmarks/vulkan/matmul4096_f16.mlir \
                  e2e:tests/e2e/linalg/matmul_f16.mlir; do
      "$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
        --iree-vulkan-target=hopper --iree-vulkan-cooperative-matmul-tile="$v" \
        "$root/${source#*:}" -o "$out/${source%%:*}_${v//,/_}.vmfb" || exit 1
    done
  done
  exit 0
fi
B=devrun/bin
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
export LD_LIBRARY_PATH=$PWD/devrun/lib
if ! $B/iree-run-module --list_devices 2>&1 | grep -q 'vulkan://0'; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
fi
for round in 1 2; do
  for v in $variants; do
    n="${v//,/_}"
    check=ok
    if [ $round = 1 ]; then
      $B/iree-check-module --device=vulkan --module="$out/e2e_$n.vmfb" \
        > /tmp/check.log 2>&1 || { check=FAILED; tail -5 /tmp/check.log; }
    fi
    ms=$(timeout 120 $B/iree-benchmark-module --device=vulkan \
      --module="$out/matmul4096_f16_$n.vmfb" --function=matmul \
      --input=4096x4096xf16=0.5 --input=4096x4096xf16=0.5 \
      --benchmark_min_time=2 2>&1 | awk '/BM_/{print $2, $3}')
    echo "SWEEP round=$round tile=$v e2e=$check time=$ms"
  done
done
