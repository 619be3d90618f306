#!/bin/bash
# Runs on the GPU machine from the repository root, with devrun/ from
# prepare_device_run.sh: a few suite programs under local-sync (one thread)
# and local-task with all workers, 3 workers and spin-less workers, to tell
# kernel time from the runtime's dispatch overhead.
#   bash benchmarks/cpu/compare_drivers.sh [MODULE_DIR] [PROGRAM...]
export LD_LIBRARY_PATH=$PWD/devrun/lib
dir="${1:-devrun/cpu/x86-64-v4}"
shift || true
programs=("${@:-int8_matmul newton resnet_block matmul}")
benchmark=devrun/bin/iree-benchmark-module
# Splat inputs of @main's signature: 1 for integers, 0.5 for floats.
inputs() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
signature = re.search(r"func\.func public @main\((.*?)\)\s*->", text, re.S).group(1)
print(" ".join("--input=%s=%s" % (shape, "1" if shape.endswith(("i8", "i32")) else "0.5")
               for shape in re.findall(r"tensor<([^>]*)>", signature)))
PY
}
for driver in "--device=local-sync" "--device=local-task" \
    "--device=local-task --task_workers=3" \
    "--device=local-task --task_worker_spin_us=0"; do
  echo "== $driver"
  for program in ${programs[@]}; do
    # shellcheck disable=SC2046,SC2086
    $benchmark $driver --module="$dir/$program.vmfb" \
      $(inputs "benchmarks/cpu/models/$program.mlir") 2>&1 |
      grep -E "BM_|rror" | sed "s/^/$program /"
  done
done
