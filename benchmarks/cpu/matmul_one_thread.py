# f32 matmuls 256^3 and 1024^3 on one thread: ours (iree-benchmark-module
# --device=local-sync, modules from prepare_device_run.sh) against NumPy's
# OpenBLAS restricted to one thread, in the same run; then the ResNet
# block's 3x3 convolution (1x56x56x64 -> 64) on one thread and on all cores,
# its FLOP rate against the 1024^3 matmul's on the same cores.
#
# The machines are shared and noisy: the two one-thread matmuls run on the
# same pinned CPU in alternating rounds, and each side's best and median
# round are compared (a burst of other load then slows both sides' rounds
# alike, or one round of either, not a whole side).
#   python3 matmul_one_thread.py TOOLS_DIR MODULE_DIR [ROUNDS]
import json
import os
import subprocess
import sys
import time

os.environ["OPENBLAS_NUM_THREADS"] = "1"
os.environ["OMP_NUM_THREADS"] = "1"
import numpy as np  # noqa: E402  (after the thread limits)

tools, modules = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 7


def benchmark_seconds(device, module, function, inputs, statistic="median",
                      cpu=None):
    """One iree-benchmark-module run: the median or the fastest of its
    repetitions, in seconds; pinned to |cpu| when given."""
    pin = ["taskset", "-c", str(cpu)] if cpu is not None else []
    result = subprocess.run(
        pin + [os.path.join(tools, "iree-benchmark-module"),
               f"--device={device}", f"--module={module}",
               f"--function={function}"] +
        [f"--input={value}" for value in inputs] +
        ["--benchmark_repetitions=5", "--benchmark_format=json"],
        capture_output=True, text=True, check=True)
    runs = json.loads(result.stdout)["benchmarks"]
    if statistic == "median":
        run = [r for r in runs if r.get("aggregate_name") == "median"][0]
    else:
        run = min((r for r in runs if r.get("run_type") == "iteration"),
                  key=lambda r: r["real_time"])
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[run["time_unit"]]
    return run["real_time"] * scale


def openblas_seconds(a, b):
    """The fastest of 5 repetitions of a @ b, each the mean time of the calls
    of about 0.1 s, as iree-benchmark-module's repetitions are means."""
    start = time.perf_counter()
    a @ b
    calls = max(1, int(0.1 / max(time.perf_counter() - start, 1e-6)))
    repetitions = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(calls):
            a @ b
        repetitions.append((time.perf_counter() - start) / calls)
    return min(repetitions)


# One CPU for both sides: NumPy runs in this process, ours in a child.
all_cpus = os.sched_getaffinity(0)
cpu = max(all_cpus)
os.sched_setaffinity(0, {cpu})
print(f"one-thread matmuls on CPU {cpu}, {rounds} alternating rounds")
matmul_rate = {}
for n in (256, 1024):
    a = np.full((n, n), 0.5, np.float32)
    b = np.full((n, n), 0.5, np.float32)
    for _ in range(3):
        a @ b
    ours, blas = [], []
    for _ in range(rounds):
        ours.append(benchmark_seconds("local-sync", f"{modules}/matmul_{n}.vmfb",
                                      "main", [f"{n}x{n}xf32=0.5"] * 2,
                                      statistic="min", cpu=cpu))
        blas.append(openblas_seconds(a, b))
    flops = 2.0 * n ** 3
    for label, pick in (("best", min), ("median", np.median)):
        mine, theirs = float(pick(ours)), float(pick(blas))
        print(f"matmul {n}^3 one thread, {label} round: ours "
              f"{mine * 1e3:.3f} ms ({flops / mine / 1e9:.1f} GFLOP/s), "
              f"OpenBLAS {theirs * 1e3:.3f} ms "
              f"({flops / theirs / 1e9:.1f} GFLOP/s), ours/OpenBLAS speed "
              f"{theirs / mine:.2f}")
    matmul_rate["local-sync"] = flops / min(ours)
os.sched_setaffinity(0, all_cpus)

matmul_rate["local-task"] = 2.0 * 1024 ** 3 / benchmark_seconds(
    "local-task", f"{modules}/matmul.vmfb", "main", ["1024x1024xf32=0.5"] * 2)
conv_flops = 2.0 * 56 * 56 * 64 * 64 * 9
for device, cores in (("local-sync", "one thread"), ("local-task", "all cores")):
    one_thread = device == "local-sync"
    conv = benchmark_seconds(device, f"{modules}/kernels.vmfb", "conv_3x3",
                             ["1x56x56x64xf32=0.5", "3x3x64x64xf32=0.25"],
                             statistic="min" if one_thread else "median",
                             cpu=cpu if one_thread else None)
    rate = conv_flops / conv / 1e9
    print(f"conv 3x3 1x56x56x64->64 {cores}: {conv * 1e3:.3f} ms "
          f"({rate:.1f} GFLOP/s), matmul 1024^3 on the same cores "
          f"{matmul_rate[device] / 1e9:.1f} GFLOP/s, conv/matmul rate "
          f"{rate * 1e9 / matmul_rate[device]:.2f}")
