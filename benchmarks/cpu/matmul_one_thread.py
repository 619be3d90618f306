# f32 matmuls 256^3 and 1024^3 on one thread: ours (iree-benchmark-module
# --device=local-sync, modules from prepare_device_run.sh) against NumPy's
# OpenBLAS restricted to one thread, in the same run; then the ResNet
# block's 3x3 convolution (1x56x56x64 -> 64) on one thread and on all cores,
# its FLOP rate against the 1024^3 matmul's on the same cores.
#   python3 matmul_one_thread.py TOOLS_DIR MODULE_DIR
import json
import os
import subprocess
import sys
import time

os.environ["OPENBLAS_NUM_THREADS"] = "1"
os.environ["OMP_NUM_THREADS"] = "1"
import numpy as np  # noqa: E402  (after the thread limits)

tools, modules = sys.argv[1], sys.argv[2]


def median_seconds(device, module, function, inputs):
    result = subprocess.run(
        [os.path.join(tools, "iree-benchmark-module"), f"--device={device}",
         f"--module={module}", f"--function={function}"] +
        [f"--input={value}" for value in inputs] +
        ["--benchmark_repetitions=5", "--benchmark_format=json"],
        capture_output=True, text=True, check=True)
    median = [r for r in json.loads(result.stdout)["benchmarks"]
              if r.get("aggregate_name") == "median"][0]
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[median["time_unit"]]
    return median["real_time"] * scale


matmul_rate = {}
for n in (256, 1024):
    ours = median_seconds("local-sync", f"{modules}/matmul_{n}.vmfb", "main",
                          [f"{n}x{n}xf32=0.5"] * 2)
    a = np.full((n, n), 0.5, np.float32)
    b = np.full((n, n), 0.5, np.float32)
    for _ in range(3):
        a @ b
    times = []
    for _ in range(max(5, int(2e9 / (2 * n ** 3)))):
        start = time.perf_counter()
        a @ b
        times.append(time.perf_counter() - start)
    blas = float(np.median(times))
    flops = 2.0 * n ** 3
    matmul_rate["local-sync"] = flops / ours
    print(f"matmul {n}^3 one thread: ours {ours * 1e3:.3f} ms "
          f"({flops / ours / 1e9:.1f} GFLOP/s), OpenBLAS {blas * 1e3:.3f} ms "
          f"({flops / blas / 1e9:.1f} GFLOP/s), ours/OpenBLAS speed "
          f"{blas / ours:.2f}")

matmul_rate["local-task"] = 2.0 * 1024 ** 3 / median_seconds(
    "local-task", f"{modules}/matmul.vmfb", "main", ["1024x1024xf32=0.5"] * 2)
conv_flops = 2.0 * 56 * 56 * 64 * 64 * 9
for device, cores in (("local-sync", "one thread"), ("local-task", "all cores")):
    conv = median_seconds(device, f"{modules}/kernels.vmfb", "conv_3x3",
                          ["1x56x56x64xf32=0.5", "3x3x64x64xf32=0.25"])
    rate = conv_flops / conv / 1e9
    print(f"conv 3x3 1x56x56x64->64 {cores}: {conv * 1e3:.3f} ms "
          f"({rate:.1f} GFLOP/s), matmul 1024^3 on the same cores "
          f"{matmul_rate[device] / 1e9:.1f} GFLOP/s, conv/matmul rate "
          f"{rate * 1e9 / matmul_rate[device]:.2f}")
