#!/bin/bash
# Times two_matmuls.vmfb's functions on one device and prints how far the
# independent pair overlaps: independent / chained (the same work, back to
# back inside one call) and independent / (2 x one) (two calls); then the
# same ratio of device time (device_spans.py: from a call's first dispatch
# start to its last dispatch end, without the per-call host and submission
# cost that dominates a call on the GPU).
#   benchmarks/concurrency/run_overlap.sh TOOLS_DIR MODULE DEVICE
set -euo pipefail
tools="$1" module="$2" device="$3"
m="--input=512x512xf32=0.5"
time_of() {
  local function="$1"; shift
  "$tools/iree-benchmark-module" --module="$module" --device="$device" \
    --function="$function" "$@" --benchmark_repetitions=5 \
    --benchmark_min_time=0.2 --benchmark_format=json 2>/dev/null |
    python3 -c 'import json,sys; d=json.load(sys.stdin)["benchmarks"]
print([b["real_time"] for b in d if b.get("aggregate_name")=="median"][0])'
}
one=$(time_of one $m $m)
independent=$(time_of independent $m $m $m $m)
chained=$(time_of chained $m $m $m $m)
python3 - "$device" "$one" "$independent" "$chained" <<'PY'
import sys
device, one, independent, chained = sys.argv[1], *map(float, sys.argv[2:])
print(f"{device}: one {one:.3f} ms, independent {independent:.3f} ms, "
      f"chained {chained:.3f} ms; independent/chained "
      f"{independent / chained:.2f}, independent/(2 x one) "
      f"{independent / (2 * one):.2f}")
PY
spans_of() {
  local function="$1"; shift
  local trace
  trace=$(mktemp --suffix=.json)
  "$tools/iree-benchmark-module" --module="$module" --device="$device" \
    --function="$function" "$@" --benchmark_min_time=0.05 \
    --trace_file="$trace" > /dev/null 2>&1
  python3 "$(dirname "$0")/device_spans.py" "$trace" "$function"
  rm -f "$trace"
}
read -r ind_span ind_sum calls <<< "$(spans_of independent $m $m $m $m)"
read -r chain_span chain_sum _ <<< "$(spans_of chained $m $m $m $m)"
python3 - "$device" "$ind_span" "$ind_sum" "$chain_span" "$chain_sum" "$calls" <<'PY'
import sys
device, ind_span, ind_sum, chain_span, chain_sum = sys.argv[1], *map(
    float, sys.argv[2:6])
print(f"{device} device time (medians of {sys.argv[6]} calls): independent "
      f"span {ind_span:.1f} us (dispatches summed {ind_sum:.1f}), chained "
      f"span {chain_span:.1f} us (summed {chain_sum:.1f}); independent/chained "
      f"{ind_span / chain_span:.2f}")
PY
