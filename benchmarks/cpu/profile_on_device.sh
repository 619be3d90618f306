#!/bin/bash
# Runs on the GPU machine from the repository root, with devrun/ from
# prepare_device_run.sh (which carries perf there): samples one suite
# program on all cores and on one core and prints where the time goes, as
# shares of the samples by 64-byte block of the kernel's code (the kernel is
# loaded from memory, so perf shows offsets; match them against
# `iree-compile --iree-hal-dump-executable-binaries-to=DIR` and objdump, at
# offset + 0x1000) and by runtime function, and the CPU time the call used
# against what all cores could have given in its wall time.
#   bash benchmarks/cpu/profile_on_device.sh [MODULE_DIR] [PROGRAM]
set -euo pipefail
dir="${1:-devrun/cpu/x86-64-v4}"
program="${2:-matmul}"
export LD_LIBRARY_PATH=$PWD/devrun/lib
perf=(env "LD_LIBRARY_PATH=$PWD/devrun/perf/lib:$PWD/devrun/lib" devrun/perf/perf)
inputs=$(python3 - "$program" <<'PY'
import re, sys
text = open(f"benchmarks/cpu/models/{sys.argv[1]}.mlir").read()
signature = re.search(r"func.func public @main\((.*?)\)\s*->", text, re.S)
for shape in re.findall(r"tensor<([^>]*)>", signature.group(1)):
    print(f"--input={shape}=1")
PY
)
summarize() {
  "${perf[@]}" report -i "$1" --stdio --no-children --sort dso,sym 2>/dev/null |
    python3 -c '
import collections, re, sys
blocks, functions = collections.Counter(), collections.Counter()
for line in sys.stdin:
    m = re.match(r"\s+([\d.]+)%\s+(.*?)\s+\[.\]\s+(\S+)", line)
    if not m: continue
    share, dso, symbol = float(m.group(1)), m.group(2), m.group(3)
    if dso.startswith("memfd:"):
        blocks[int(symbol, 16) // 64 * 64] += share
    else:
        functions[symbol] += share
print(f"  kernel {sum(blocks.values()):.1f}% of samples, by block:")
for offset in sorted(blocks):
    if blocks[offset] >= 0.5: print(f"    {offset:#x} {blocks[offset]:.1f}%")
for symbol, share in functions.most_common(5):
    print(f"  {symbol} {share:.2f}%")'
}
for device in local-task local-sync; do
  pin=()
  [ "$device" = local-sync ] && pin=(taskset -c "$(($(nproc) - 1))")
  echo "== $program on $device"
  # process_time is the CPU time of all threads; real_time the wall time.
  "${perf[@]}" record -q -e cpu-clock -F 4000 -o "/tmp/$program.$device.data" -- \
    "${pin[@]}" devrun/bin/iree-benchmark-module --device=$device \
    --module="$dir/$program.vmfb" --function=main $inputs \
    --benchmark_min_time=2 2>&1 | grep -E 'BM_|rror'
  summarize "/tmp/$program.$device.data"
done
