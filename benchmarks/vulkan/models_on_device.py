# Runs the precompiled (prepare_device_run.sh) vulkan-spirv models on the vulkan device, compares
# with XLA's outputs and times them with iree-benchmark-module.
import glob, os, re, subprocess, sys
import numpy as np
target = sys.argv[1]
B = "devrun/bin"
for d in sorted(glob.glob("devrun/models/*")):
    n = os.path.basename(d)
    ins = sorted(glob.glob(f"{d}/input*.npy"), key=lambda p: int(p.split("input")[-1][:-4]))
    refs = sorted(glob.glob(f"{d}/output*.npy"))
    outs = [f"/tmp/{n}_o{i}.npy" for i in range(len(refs))]
    args = [f"{B}/iree-run-module", "--device=vulkan", f"--module={d}/{target}.vmfb", "--function=main"]
    args += [f"--input=@{p}" for p in ins] + [f"--output=@{p}" for p in outs]
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode:
        print(f"MODEL {n}: run failed: {r.stderr.strip()[-300:]}"); continue
    good = all(np.allclose(np.load(o).astype(np.float64), np.load(f).astype(np.float64), rtol=1e-3, atol=1e-3) for o, f in zip(outs, refs))
    b = subprocess.run([f"{B}/iree-benchmark-module", "--device=vulkan", f"--module={d}/{target}.vmfb", "--function=main"]
                       + [f"--input=@{p}" for p in ins] + ["--benchmark_repetitions=5", "--benchmark_report_aggregates_only=true"],
                       capture_output=True, text=True)
    med = [l for l in b.stdout.splitlines() if "median" in l]
    print(f"MODEL {n}: {'ok' if good else 'MISMATCH'} | {med[0] if med else b.stderr[-200:]}")
