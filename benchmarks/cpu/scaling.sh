#!/bin/bash
# Runs on the GPU machine from the repository root, with devrun/ from
# prepare_device_run.sh: suite programs (default: the 1024^3 matmul) ours and
# XLA:CPU's on 1, 2, 4, 8 and all CPUs, each run confined with taskset to
# that many CPUs, one per physical core before any core's second hardware
# thread. Tells a per-core gap from a scaling one.
#   bash benchmarks/cpu/scaling.sh [MODULE_DIR] [PROGRAMS]
set -o pipefail
export LD_LIBRARY_PATH=$PWD/devrun/lib
dir="${1:-devrun/cpu/x86-64-v4}"
programs="${2:-matmul}"
lscpu | grep -E 'Model name|^CPU\(s\)|Thread\(s\) per core|Core\(s\) per|L2|L3|MHz'
# The CPUs this process may use, ordered by their thread's rank within its
# core: every core's first thread, then every core's second.
allowed=",$(python3 -c 'import os; print(",".join(map(str, sorted(os.sched_getaffinity(0)))))'),"
order=$(lscpu -p=CPU,CORE | grep -v '^#' |
  awk -F, -v allowed="$allowed" 'index(allowed, "," $1 ",") {
    rank[$2]++; print rank[$2] - 1, $1}' | sort -n -k1,1 -k2,2 |
  awk '{print $2}')
total=$(wc -w <<<"$order")
sizes=()
for cores in 1 2 4 8; do [ "$cores" -lt "$total" ] && sizes+=("$cores"); done
for cores in "${sizes[@]}" "$total"; do
  cpus=$(head -n "$cores" <<<"$order" | paste -sd,)
  if [ "$cores" = 1 ]; then
    device=(--device=local-sync)
  else
    # The calling thread runs tiles too: one worker fewer than CPUs.
    device=(--flag=--task_workers=$((cores - 1)))
  fi
  echo "== $cores CPUs ($cpus)"
  taskset -c "$cpus" python3 benchmarks/cpu/run_suite.py --tools devrun/bin \
    --modules "$dir" --only "$programs" "${device[@]}" | grep -v '^program'
done
