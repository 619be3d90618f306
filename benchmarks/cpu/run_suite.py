# Runs the benchmark suite (models/*.mlir, exported from JAX by models.py)
# under iree-benchmark-module and, where JAX is installed, the same StableHLO
# under XLA in the same run, and prints one table: medians per call, the
# ratio ours / XLA's and their geometric mean. The CPU suite compares
# llvm-cpu on local-task with XLA:CPU; --backend=vulkan-spirv compares the
# vulkan device with XLA:GPU (benchmarks/vulkan/run_on_device.sh).
#
#   python3 run_suite.py --tools build/tools            # compile and run here
#   python3 run_suite.py --tools devrun/bin --modules devrun/cpu   # prebuilt
#   python3 run_suite.py --tools devrun/bin --modules devrun/vulkan \
#       --backend=vulkan-spirv --profile
#
# --profile adds, per program, the device time of each dispatch
# (--device_profiling_mode=dispatch, in a separate run from the timing).
#
# With NumPy, the inputs are the suite's (models.py) and, with JAX too, our
# outputs are compared with XLA's; without NumPy every input is a splat of
# the right shape (timings only; the 2-core development machine has no
# NumPy for the system Python by default).
import argparse
import glob
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

try:
    import numpy as np
    sys.path.insert(0, HERE)
    import models
except ImportError:
    np = None

ELEMENT_TYPES = {"f32", "f16", "bf16", "i1", "i8", "i32", "i64"}


def splat_inputs(text):
    """--input flags of splats, one per argument of @main's signature."""
    signature = re.search(r"func\.func public @main\((.*?)\)\s*->", text, re.S)
    flags = []
    for shape in re.findall(r"tensor<([^>]*)>", signature.group(1)):
        parts = shape.split("x")
        element = parts[-1]
        if element not in ELEMENT_TYPES:
            sys.exit(f"run_suite: unsupported element type {element}")
        value = "1" if element.startswith("i") else "2"
        flags.append(f"--input={shape}={value}")
    return flags


def compile_module(tools, backend, source, output, flags):
    start = time.perf_counter()
    subprocess.run([os.path.join(tools, "iree-compile"),
                    f"--iree-hal-target-backends={backend}", *flags, source,
                    "-o", output], check=True)
    return time.perf_counter() - start


def iree_median_ms(tools, module, inputs, device, extra):
    result = subprocess.run(
        [os.path.join(tools, "iree-benchmark-module"), f"--device={device}",
         f"--module={module}", "--function=main", *inputs, *extra,
         "--benchmark_repetitions=5", "--benchmark_format=json"],
        capture_output=True, text=True)
    if result.returncode:
        return None, result.stderr.strip()[-300:]
    runs = json.loads(result.stdout)["benchmarks"]
    median = [r for r in runs if r.get("aggregate_name") == "median"][0]
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[median["time_unit"]]
    return median["real_time"] * scale, None


def iree_profile(tools, module, inputs, device):
    """The [profile] lines of one call with dispatch profiling."""
    result = subprocess.run(
        [os.path.join(tools, "iree-benchmark-module"), f"--device={device}",
         f"--module={module}", "--function=main", *inputs,
         "--benchmark_min_time=0.2", "--device_profiling_mode=dispatch"],
        capture_output=True, text=True)
    lines = [l for l in result.stdout.splitlines() if l.startswith("[profile]")]
    return lines or [result.stderr.strip()[-300:]]


def xla_run(platform, text, arrays):
    """XLA's median per call (ms) and outputs for the same StableHLO."""
    import jax
    from jax._src import xla_bridge
    from jax._src.lib import xla_client
    client = xla_bridge.get_backend(platform)
    device = client.local_devices()[0]
    compile_fn = getattr(client, "compile_and_load", None) or client.compile
    executable = compile_fn(text, xla_client.DeviceList((device,)),
                            xla_client.CompileOptions())
    args = [jax.device_put(a, device) for a in arrays]

    def run():
        outputs = executable.execute(args)
        for o in outputs:
            o.block_until_ready()
        return outputs

    for _ in range(10):
        outputs = run()
    times = []
    deadline = time.perf_counter() + 2.0
    while len(times) < 20 or (time.perf_counter() < deadline and
                              len(times) < 500):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return float(np.median(times)) * 1e3, [np.asarray(o) for o in outputs]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", required=True,
                        help="folder with iree-benchmark-module (and "
                             "iree-compile unless --modules has the .vmfbs)")
    parser.add_argument("--modules", help="folder of prebuilt NAME.vmfb")
    parser.add_argument("--backend", default="llvm-cpu",
                        choices=["llvm-cpu", "vulkan-spirv"])
    parser.add_argument("--target-cpu", default="host")
    parser.add_argument("--vulkan-target", default="hopper")
    parser.add_argument("--device",
                        help="default: local-task (llvm-cpu), vulkan")
    parser.add_argument("--profile", action="store_true",
                        help="print each program's per-dispatch device time")
    parser.add_argument("--only", help="comma-separated program names")
    parser.add_argument("--flag", action="append", default=[],
                        help="extra iree-benchmark-module flag")
    args = parser.parse_args()
    cpu = args.backend == "llvm-cpu"
    device = args.device or ("local-task" if cpu else "vulkan")
    xla_name = "XLA:CPU" if cpu else "XLA:GPU"
    compile_flags = ([f"--iree-llvmcpu-target-cpu={args.target_cpu}"] if cpu
                     else [f"--iree-vulkan-target={args.vulkan_target}"])

    sources = sorted(glob.glob(os.path.join(HERE, "models", "*.mlir")))
    names = [os.path.basename(s)[:-5] for s in sources]
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    have_jax = False
    if np is not None:
        try:
            import jax  # noqa: F401
            have_jax = True
        except ImportError:
            pass
    work = tempfile.mkdtemp(prefix="cpu_suite_")
    modules = args.modules or work
    rows = []
    for name in names:
        source = os.path.join(HERE, "models", f"{name}.mlir")
        text = open(source).read()
        module = os.path.join(modules, f"{name}.vmfb")
        compile_s = None
        if not args.modules:
            compile_s = compile_module(args.tools, args.backend, source,
                                       module, compile_flags)
        arrays = None
        if np is not None:
            arrays = models.inputs(name)
            inputs = []
            for i, a in enumerate(arrays):
                path = os.path.join(work, f"{name}_in{i}.npy")
                np.save(path, a)
                inputs.append(f"--input=@{path}")
        else:
            inputs = splat_inputs(text)
        ours, error = iree_median_ms(args.tools, module, inputs, device,
                                     args.flag)
        if args.profile:
            print(f"== {name}")
            print("\n".join(iree_profile(args.tools, module, inputs, device)))
        xla, check = None, ""
        if have_jax:
            xla, expected = xla_run("cpu" if cpu else "gpu", text, arrays)
            # XLA:GPU computes f32 dots in TF32 by default; the outputs to
            # match are full f32 ones, XLA:CPU's.
            if not cpu:
                expected = xla_run("cpu", text, arrays)[1]
            outputs = [os.path.join(work, f"{name}_out{i}.npy")
                       for i in range(len(expected))]
            subprocess.run(
                [os.path.join(args.tools, "iree-run-module"),
                 f"--device={device}", f"--module={module}",
                 "--function=main", *inputs,
                 *[f"--output=@{o}" for o in outputs]],
                check=True, capture_output=True)
            close = all(np.allclose(np.load(o).astype(np.float64),
                                    e.astype(np.float64), rtol=2e-3, atol=2e-3)
                        for o, e in zip(outputs, expected))
            check = "ok" if close else "MISMATCH"
        rows.append((name, ours, error, xla, check, compile_s))

    print(f"{'program':16} {'ours ms':>10} {xla_name + ' ms':>11} "
          f"{'ours/XLA':>9} {'compile s':>9}  check")
    ratios = []
    for name, ours, error, xla, check, compile_s in rows:
        if ours is None:
            print(f"{name:16} failed: {error}")
            continue
        ratio = ours / xla if xla else None
        if ratio:
            ratios.append(ratio)
        print(f"{name:16} {ours:10.4f} "
              f"{(f'{xla:.4f}' if xla else 'n/a'):>11} "
              f"{(f'{ratio:.2f}' if ratio else 'n/a'):>9} "
              f"{(f'{compile_s:.2f}' if compile_s else ''):>9}  {check}")
    if ratios:
        geomean = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(f"geometric mean ours/XLA: {geomean:.2f}")
    if any(r[1] is None or r[4] == "MISMATCH" for r in rows):
        sys.exit(1)


if __name__ == "__main__":
    main()
