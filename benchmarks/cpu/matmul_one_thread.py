# f32 matmuls 256^3 and 1024^3 on one thread: ours (iree-benchmark-module
# --device=local-sync, modules from prepare_device_run.sh) against NumPy's
# OpenBLAS restricted to one thread, in the same run.
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
for n in (256, 1024):
    result = subprocess.run(
        [os.path.join(tools, "iree-benchmark-module"), "--device=local-sync",
         f"--module={modules}/matmul_{n}.vmfb", "--function=main",
         f"--input={n}x{n}xf32=0.5", f"--input={n}x{n}xf32=0.5",
         "--benchmark_repetitions=5", "--benchmark_format=json"],
        capture_output=True, text=True, check=True)
    median = [r for r in json.loads(result.stdout)["benchmarks"]
              if r.get("aggregate_name") == "median"][0]
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[median["time_unit"]]
    ours = median["real_time"] * scale
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
    print(f"matmul {n}^3 one thread: ours {ours * 1e3:.3f} ms "
          f"({flops / ours / 1e9:.1f} GFLOP/s), OpenBLAS {blas * 1e3:.3f} ms "
          f"({flops / blas / 1e9:.1f} GFLOP/s), ours/OpenBLAS speed "
          f"{blas / ours:.2f}")
