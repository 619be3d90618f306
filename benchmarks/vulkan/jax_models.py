# The same StableHLO programs compiled by XLA through JAX's client, timed per
# call on the same GPU (median of 50 after warm-up).
import glob, os, time
import numpy as np
import jax
from jax._src import xla_bridge as xb
from jax._src.lib import xla_client as xc
client = xb.get_backend("gpu")
dev = client.local_devices()[0]
print("JAX", jax.__version__, dev)
for d in sorted(glob.glob("devrun/models/*")):
    n = os.path.basename(d)
    text = open(f"{d}/{n}.mlir").read()
    ins = sorted(glob.glob(f"{d}/input*.npy"), key=lambda p: int(p.split("input")[-1][:-4]))
    try:
        opts = xc.CompileOptions()
        devices = xc.DeviceList((dev,))
        fn = getattr(client, "compile_and_load", None) or client.compile
        exe = fn(text, devices, opts)
        args = [jax.device_put(np.load(p), dev) for p in ins]
        def run():
            outs = exe.execute(args)
            for o in outs: o.block_until_ready()
        for _ in range(5): run()
        ts = []
        for _ in range(50):
            t = time.perf_counter(); run(); ts.append(time.perf_counter() - t)
        print(f"JAXMODEL {n}: median {np.median(ts)*1e3:.4f} ms")
    except Exception as e:
        print(f"JAXMODEL {n}: failed: {type(e).__name__}: {str(e)[:300]}")
# The 4096^3 matmul under XLA for the same comparison.
try:
    import jax.numpy as jnp
    a = jnp.full((4096, 4096), 0.5, jnp.float32); b = jnp.full((4096, 4096), 0.5, jnp.float32)
    f = jax.jit(lambda x, y: jnp.matmul(x, y, precision=jax.lax.Precision.HIGHEST))
    f(a, b).block_until_ready()
    ts = []
    for _ in range(10):
        t = time.perf_counter(); f(a, b).block_until_ready(); ts.append(time.perf_counter() - t)
    m = np.median(ts); print(f"JAXMATMUL 4096 f32 HIGHEST: {m*1e3:.3f} ms {2*4096**3/m/1e12:.1f} TFLOP/s")
    # f16 operands and result, as benchmarks/vulkan/matmul4096_f16.mlir.
    a16 = a.astype(jnp.float16); b16 = b.astype(jnp.float16)
    f16 = jax.jit(lambda x, y: jnp.matmul(x, y))
    f16(a16, b16).block_until_ready()
    ts = []
    for _ in range(20):
        t = time.perf_counter(); f16(a16, b16).block_until_ready(); ts.append(time.perf_counter() - t)
    m = np.median(ts); print(f"JAXMATMUL 4096 f16: {m*1e3:.3f} ms {2*4096**3/m/1e12:.1f} TFLOP/s")
    # i8 operands into i32, as benchmarks/vulkan/matmul4096_i8.mlir.
    a8 = jnp.full((4096, 4096), 3, jnp.int8); b8 = jnp.full((4096, 4096), 3, jnp.int8)
    i8 = jax.jit(lambda x, y: jnp.matmul(x, y, preferred_element_type=jnp.int32))
    i8(a8, b8).block_until_ready()
    ts = []
    for _ in range(20):
        t = time.perf_counter(); i8(a8, b8).block_until_ready(); ts.append(time.perf_counter() - t)
    m = np.median(ts); print(f"JAXMATMUL 4096 i8: {m*1e3:.3f} ms {2*4096**3/m/1e12:.1f} TOP/s")
except Exception as e:
    print("JAXMATMUL failed", e)
