#!/bin/bash
# Sweeps the cooperative-matrix kernel's tile and operand slices
# (--iree-vulkan-cooperative-matmul-tile=TM,TN,TK,STAGES) on the f16 and i8
# 4096^3 matmuls, each variant first checked on the e2e programs of its type.
#   here:   bash benchmarks/vulkan/cooperative_sweep.sh prepare [BUILD]
#   device: bash benchmarks/vulkan/cooperative_sweep.sh run
# (after prepare_device_run.sh, with devrun/ and .gl/ carried; `run` prints
# one line per variant: e2e result, the f16 4096^3 result against NumPy's on
# small random integers (exact in f32, then rounded to f16 alike), and ms per
# call.) COOPERATIVE_VARIANTS overrides the list; `prepare` prints each
# variant's workgroup count, which shows a requested tile that did not fit
# (the default took its place).
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
# type:variant, TK in elements (f16 0 = fragments from the bindings).
variants="${COOPERATIVE_VARIANTS:-f16:128,128,32,1 f16:128,256,32,1
  f16:256,128,32,1 i8:128,128,64,1 i8:128,256,64,1 i8:256,128,64,1}"
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
    echo "$tv: $("$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
      --iree-vulkan-target=hopper --iree-vulkan-cooperative-matmul-tile="$v" \
      "$root/benchmarks/vulkan/matmul4096_$t.mlir" --compile-to=hal |
      grep -o 'workgroups(\[[0-9, ]*\])' | head -1)"
  done
  exit 0
fi
B=devrun/bin
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
export LD_LIBRARY_PATH=$PWD/devrun/lib
if ! $B/iree-run-module --list_devices 2>&1 | grep -q 'vulkan://0'; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
fi
python3 - <<'PY'
import numpy as np
rng = np.random.default_rng(0)
a = rng.integers(-2, 3, (4096, 4096)).astype(np.float16)
b = rng.integers(-2, 3, (4096, 4096)).astype(np.float16)
np.save("/tmp/a16.npy", a)
np.save("/tmp/b16.npy", b)
np.save("/tmp/c16.npy", (a.astype(np.float32) @ b.astype(np.float32)).astype(np.float16))
PY
for round in 1 2; do
  for tv in $variants; do
    t="${tv%%:*}" v="${tv#*:}" n="${t}_${v//,/_}"
    check=ok
    if [ $round = 1 ]; then
      $B/iree-check-module --device=vulkan --module="$out/e2e_$n.vmfb" \
        > /tmp/check.log 2>&1 || { check=FAILED; tail -5 /tmp/check.log; }
      if [ $t = f16 ]; then
        $B/iree-run-module --device=vulkan --module="$out/matmul4096_$n.vmfb" \
          --function=matmul --input=@/tmp/a16.npy --input=@/tmp/b16.npy \
          --expected_output=@/tmp/c16.npy > /tmp/check.log 2>&1 ||
          { check="$check,4096:FAILED"; tail -3 /tmp/check.log; }
      fi
    fi
    value=0.5; [ $t = i8 ] && value=3
    ms=$(timeout 120 $B/iree-benchmark-module --device=vulkan \
      --module="$out/matmul4096_$n.vmfb" --function=matmul \
      --input=4096x4096x$t=$value --input=4096x4096x$t=$value \
      --benchmark_min_time=2 2>&1 | awk '/BM_/{print $2, $3}')
    echo "SWEEP round=$round $t tile=$v e2e=$check time=$ms"
  done
done
