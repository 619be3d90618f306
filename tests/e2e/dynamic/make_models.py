# JAX programs with a symbolic batch, exported as jax.export writes them
# (`tensor<?x...>` arguments, shape assertions, dynamic broadcasts), with
# inputs and XLA's outputs at batch 1, 7 and 64 (issue 22).
#
#   python3 make_models.py Inputs    (needs JAX; run on the GPU machine)
#
# writes DIR/NAME.mlir and DIR/NAME.b{1,7,64}.{input,output}.npy. Weights
# are constants of the programs, so only the batch varies between calls.
import sys

import numpy as np


def mlp(jnp, rng):
    w1 = rng.standard_normal((64, 128)).astype(np.float32) * 0.1
    b1 = rng.standard_normal((128,)).astype(np.float32) * 0.1
    w2 = rng.standard_normal((128, 10)).astype(np.float32) * 0.1

    def f(x):
        h = jnp.maximum(x @ w1 + b1, 0.0)
        logits = h @ w2
        return logits - jnp.log(jnp.sum(jnp.exp(logits), axis=-1, keepdims=True))
    return f, "b, 64", (64,)


def encoder(jnp, rng):
    d, heads, ff, seq = 32, 2, 64, 8
    def p(*shape, scale=0.1):
        return rng.standard_normal(shape).astype(np.float32) * scale
    wq, wk, wv, wo = p(d, d), p(d, d), p(d, d), p(d, d)
    w1, w2 = p(d, ff), p(ff, d)

    def norm(x):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
        return (x - mean) / jnp.sqrt(var + 1e-5)

    def f(x):  # x: (batch, seq, d)
        b = x.shape[0]
        def split(t):
            return t.reshape(b, seq, heads, d // heads).transpose(0, 2, 1, 3)
        q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
        scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d // heads)
        attn = jnp.exp(scores - jnp.max(scores, axis=-1, keepdims=True))
        attn = attn / jnp.sum(attn, axis=-1, keepdims=True)
        ctx = (attn @ v).transpose(0, 2, 1, 3).reshape(b, seq, d)
        h = norm(x + ctx @ wo)
        return norm(h + jnp.maximum(h @ w1, 0.0) @ w2)
    return f, f"b, {seq}, {d}", (seq, d)


def cnn(jnp, rng):
    import jax
    k1 = rng.standard_normal((3, 3, 1, 4)).astype(np.float32) * 0.3
    w = rng.standard_normal((7 * 7 * 4, 10)).astype(np.float32) * 0.1

    def f(x):  # x: (batch, 14, 14, 1)
        y = jax.lax.conv_general_dilated(
            x, k1, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jnp.maximum(y, 0.0)
        y = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1),
                                  (1, 2, 2, 1), "VALID")
        return y.reshape(x.shape[0], -1) @ w
    return f, "b, 14, 14, 1", (14, 14, 1)


MODELS = {"mlp": mlp, "encoder": encoder, "cnn": cnn}
BATCHES = (1, 7, 64)


def main(out):
    import jax
    import jax.numpy as jnp
    from jax import export
    rng = np.random.default_rng(22)
    for name, make in MODELS.items():
        f, spec, rest = make(jnp, rng)
        shape = export.symbolic_shape(spec)
        exported = export.export(jax.jit(f))(
            jax.ShapeDtypeStruct(shape, np.float32))
        with open(f"{out}/{name}.mlir", "w") as file:
            file.write(exported.mlir_module())
        for batch in BATCHES:
            x = rng.standard_normal((batch,) + rest).astype(np.float32)
            np.save(f"{out}/{name}.b{batch}.input.npy", x)
            np.save(f"{out}/{name}.b{batch}.output.npy",
                    np.asarray(jax.jit(f)(x)))


if __name__ == "__main__":
    main(sys.argv[1])
