#!/bin/bash
# Runs on the GPU machine from the repository root, with devrun/ from
# prepare_device_run.sh: for each target compiled there, the suite against
# XLA:CPU (all cores) and the one-thread matmuls against OpenBLAS.
export LD_LIBRARY_PATH=$PWD/devrun/lib
lscpu | grep -E 'Model name|^CPU\(s\)'
python3 -c 'import numpy; numpy.show_config()' 2>&1 | grep -i -m2 'openblas\|name'
for dir in devrun/cpu/*/; do
  target=$(basename "$dir")
  # A CPU name's modules may use extensions this CPU lacks (AMX, FP16).
  if [ "$target" = sapphirerapids ] && ! grep -q amx_tile /proc/cpuinfo; then
    echo "== $target: skipped, this CPU is no Sapphire Rapids"; continue
  fi
  echo "== $target"
  python3 benchmarks/cpu/run_suite.py --tools devrun/bin --modules "$dir"
  python3 benchmarks/cpu/matmul_one_thread.py devrun/bin "$dir"
  python3 benchmarks/cpu/narrow_matmuls.py devrun/bin "$dir"
  bash benchmarks/concurrency/run_overlap.sh devrun/bin "$dir/two_matmuls.vmfb" local-task
  python3 benchmarks/cpu/dynamic_batch.py devrun/bin "$dir"
done
