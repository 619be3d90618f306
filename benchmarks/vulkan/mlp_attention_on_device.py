# Our MLP, attention and convolution benchmark (mlp_attention.mlir, compiled for the
# hopper target by prepare_device_run.sh) on the vulkan device against the
# same computations under JAX/XLA on the same GPU: outputs compared, latency
# per call (medians) printed side by side. f32 matmuls under XLA use
# precision HIGHEST (full f32, as ours; XLA's default on Hopper is TF32).
import subprocess, time
import numpy as np
import jax, jax.numpy as jnp

B = "devrun/bin"
rng = np.random.default_rng(0)
def make(shape, scale):
    return (rng.standard_normal(shape) * scale).astype(np.float32)
cases = {
    "mlp": [make((256, 1024), 1.0), make((1024, 4096), 1 / 32), make((4096,), 0.1),
            make((4096, 1024), 1 / 64), make((1024,), 0.1)],
    "attention": [make((16, 512, 64), 1.0) for _ in range(3)],
    "conv": [make((1, 112, 112, 64), 1.0), make((3, 3, 64, 64), 1 / 24), make((64,), 0.1)],
    "elementwise": [make((4096, 4096), 1.0), make((4096,), 0.1), make((4096, 4096), 1.0)],
}
hi = jax.lax.Precision.HIGHEST
def mlp(x, w1, b1, w2, b2):
    h = jnp.maximum(jnp.matmul(x, w1, precision=hi) + b1, 0)
    return jnp.matmul(h, w2, precision=hi) + b2
def attention(q, k, v):
    s = jnp.einsum("hqd,hkd->hqk", q, k, precision=hi) * 0.125
    return jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(s, axis=-1), v, precision=hi)
def conv(x, w, b):
    y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", precision=hi,
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jnp.maximum(y + b, 0)
def elementwise(x, b, r):
    return jnp.maximum(x + b, 0) + r
functions = {"mlp": mlp, "attention": attention, "conv": conv,
             "elementwise": elementwise}

for name, inputs in cases.items():
    paths = []
    for i, a in enumerate(inputs):
        paths.append(f"/tmp/{name}_in{i}.npy"); np.save(paths[-1], a)
    run = [f"{B}/iree-run-module", "--device=vulkan", "--module=devrun/mlp_attention.vmfb",
           f"--function={name}"] + [f"--input=@{p}" for p in paths]
    r = subprocess.run(run + [f"--output=@/tmp/{name}_out.npy"], capture_output=True, text=True)
    if r.returncode:
        print(f"OURS {name}: run failed: {r.stderr.strip()[-300:]}"); continue
    bench = subprocess.run([f"{B}/iree-benchmark-module"] + run[1:] +
                           ["--benchmark_repetitions=5", "--benchmark_report_aggregates_only=true"],
                           capture_output=True, text=True)
    med = [l for l in bench.stdout.splitlines() if "median" in l]
    f = jax.jit(functions[name])
    args = [jax.device_put(a) for a in inputs]
    expected = np.asarray(f(*args))
    for _ in range(5): f(*args).block_until_ready()
    ts = []
    for _ in range(50):
        t = time.perf_counter(); f(*args).block_until_ready(); ts.append(time.perf_counter() - t)
    ours = np.load(f"/tmp/{name}_out.npy")
    good = np.allclose(ours, expected, rtol=1e-3, atol=1e-3)
    print(f"OURS {name}: {'ok' if good else 'MISMATCH'} (max diff {np.abs(ours - expected).max():.2e}) | "
          f"{med[0] if med else bench.stderr[-200:]}")
    print(f"JAXBENCH {name}: median {np.median(ts) * 1e3:.4f} ms")
