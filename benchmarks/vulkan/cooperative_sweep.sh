#!/bin/bash
# Sweeps the cooperative-matrix kernel's tile and operand slices
# (--iree-vulkan-cooperative-matmul-tile=TM,TN,TK,STAGES) on the f16 and i8
# 4096^3 matmuls, each variant first checked on the e2e programs of its type.
#   here:   bash benchmarks/vulkan/cooperative_sweep.sh prepare [BUILD]
#   device: bash benchmarks/vulkan/cooperative_sweep.sh run
# (after prepare_device_run.sh, with devrun/ and .gl/ carried; `run` prints
# one line per variant: e2e result and ms per call.)
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
# type:variant, TK in elements (f16 0 = fragments from the bindings).
variants="f16:128,128,0,1 f16:128,128,32,1 f16:128,128,32,2 f16:128,128,64,1
  f16:64,128,32,1 i8:128,128,64,1 i8:128,128,64,2 i8:128,128,128,1"
out="$root/devrun/cooperative"
if [ "${1:-}" = prepare ]; then
  build="${2:-$root/build}"
  mkdir -p "$out"
  for tv in $variants; do
    t="${tv%%:*}" v="${tv#*:}"
    for source in matmul4096:benchmarks/vulkan/matmul4096_$t.mlir \
                  e2e:tests/e2e/linalg/matmul_$t.mlir; do
      "$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
        --iree-vulkan-target=hopper --iree-vulkan-cooperative-matmul-tile="$v" \
        "$root/${source#*:}" -o "$out/${source%%:*}_${t}_${v//,/_}.vmfb" ||
        exit 1
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
  for tv in $variants; do
    t="${tv%%:*}" v="${tv#*:}" n="${t}_${v//,/_}"
    check=ok
    if [ $round = 1 ]; then
      $B/iree-check-module --device=vulkan --module="$out/e2e_$n.vmfb" \
        > /tmp/check.log 2>&1 || { check=FAILED; tail -5 /tmp/check.log; }
    fi
    value=0.5; [ $t = i8 ] && value=3
    ms=$(timeout 120 $B/iree-benchmark-module --device=vulkan \
      --module="$out/matmul4096_$n.vmfb" --function=matmul \
      --input=4096x4096x$t=$value --input=4096x4096x$t=$value \
      --benchmark_min_time=2 2>&1 | awk '/BM_/{print $2, $3}')
    echo "SWEEP round=$round $t tile=$v e2e=$check time=$ms"
  done
done
