# A program with a dynamic batch against the same program with a static
# batch (issue 22: within 1.2x at batch 32): the 784-512-512-10 MLP of
# tests/lit/tools/Inputs/dynamic_mlp.mlir, compiled by
# prepare_device_run.sh as mlp_dynamic.vmfb and, with its batch fixed to 32,
# mlp_static.vmfb. Both run at batch 32 in alternating rounds on each
# device (the CPU drivers unless named: benchmarks/vulkan/run_on_device.sh
# names vulkan); the medians of the rounds and their ratio are printed.
#   python3 dynamic_batch.py TOOLS_DIR MODULE_DIR [ROUNDS] [DEVICE,...]
import json
import os
import statistics
import subprocess
import sys

tools, modules = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
devices = sys.argv[4].split(",") if len(sys.argv) > 4 else ["local-sync",
                                                             "local-task"]
INPUTS = ["32x784xf32=0.01", "784x512xf32=0.01", "512xf32=0.1",
          "512x512xf32=0.01", "512xf32=0.1", "512x10xf32=0.01", "10xf32=0.1"]


def benchmark_ms(device, module):
    result = subprocess.run(
        [os.path.join(tools, "iree-benchmark-module"), f"--device={device}",
         f"--module={module}", "--function=mlp", "--benchmark_min_time=0.2",
         "--benchmark_format=json"] + [f"--input={v}" for v in INPUTS],
        capture_output=True, text=True, check=True)
    run = json.loads(result.stdout)["benchmarks"][0]
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[run["time_unit"]]
    return run["real_time"] * scale


for device in devices:
    times = {"static": [], "dynamic": []}
    for _ in range(rounds):
        for kind in times:
            times[kind].append(benchmark_ms(
                device, os.path.join(modules, f"mlp_{kind}.vmfb")))
    static, dynamic = (statistics.median(times[k]) for k in times)
    print(f"{device}: MLP 784-512-512-10 at batch 32: static {static:.4f} ms, "
          f"dynamic {dynamic:.4f} ms, dynamic / static {dynamic / static:.2f}")
