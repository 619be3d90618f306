# i8 x i8 -> i32 and bf16 x bf16 -> f32 matmuls of 1024^3 (narrow/*.mlir),
# ours on all cores (local-task) and on one (local-sync, pinned to the last
# CPU) against XLA:CPU on the same StableHLO and the same inputs in the same
# run, outputs compared. Modules come from prepare_device_run.sh (DIR/NAME.vmfb).
#   python3 benchmarks/cpu/narrow_matmuls.py devrun/bin devrun/cpu/TARGET
import os
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_suite  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def inputs(name, rng):
    if "i8" in name:
        return [rng.integers(-128, 128, (1024, 1024), dtype=np.int8)
                for _ in range(2)]
    import ml_dtypes
    return [rng.standard_normal((1024, 1024)).astype(ml_dtypes.bfloat16)
            for _ in range(2)]


def main():
    tools, modules = sys.argv[1], sys.argv[2]
    rng = np.random.default_rng(0)
    work = tempfile.mkdtemp(prefix="narrow_")
    last_cpu = os.cpu_count() - 1
    print(f"{'program':18} {'ours all':>9} {'XLA all':>9} {'ratio':>6} "
          f"{'ours 1':>9} {'GOP/s 1':>8}  check")
    for name in ("matmul_i8_1024", "matmul_bf16_1024"):
        text = open(os.path.join(HERE, "narrow", f"{name}.mlir")).read()
        module = os.path.join(modules, f"{name}.vmfb")
        arrays = inputs(name, rng)
        flags = []
        for i, a in enumerate(arrays):
            path = os.path.join(work, f"{name}_{i}.npy")
            np.save(path, a)
            flags.append(f"--input=@{path}")
        ours, error = run_suite.iree_median_ms(tools, module, flags,
                                               "local-task", [])
        if error:
            print(f"{name}: {error}")
            continue
        one = subprocess.run(
            ["taskset", "-c", str(last_cpu),
             os.path.join(tools, "iree-benchmark-module"),
             "--device=local-sync", f"--module={module}", "--function=main",
             *flags, "--benchmark_repetitions=3",
             "--benchmark_format=json"], capture_output=True, text=True)
        import json
        runs = json.loads(one.stdout)["benchmarks"]
        one_ms = [r for r in runs if r.get("aggregate_name") == "median"][0]
        one_ms = one_ms["real_time"] * {"ns": 1e-6, "us": 1e-3, "ms": 1.0}[
            one_ms["time_unit"]]
        xla, expected = run_suite.xla_run("cpu", text, arrays)
        output = os.path.join(work, f"{name}_out.npy")
        subprocess.run([os.path.join(tools, "iree-run-module"),
                        "--device=local-task", f"--module={module}",
                        "--function=main", *flags, f"--output=@{output}"],
                       check=True, capture_output=True)
        got = np.load(output).astype(np.float64)
        want = expected[0].astype(np.float64)
        check = "ok" if np.allclose(got, want, rtol=1e-3, atol=1e-2) else \
            f"MISMATCH (max diff {np.max(np.abs(got - want)):.3g})"
        gops = 2 * 1024**3 / (one_ms * 1e-3) / 1e9
        print(f"{name:18} {ours:9.3f} {xla:9.3f} {ours / xla:6.2f} "
              f"{one_ms:9.3f} {gops:8.1f}  {check}")


if __name__ == "__main__":
    main()
