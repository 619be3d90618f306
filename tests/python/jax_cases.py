"""JAX functions like the shared models (../shared/models) with example
arguments: what tests/python/test_jax.py compiles in-process and
jax_on_device.py exports on a machine with JAX (docs/python.md)."""
import jax
import jax.numpy as jnp
import numpy as np


def mlp(x, w1, b1, w2, b2):
    return jnp.tanh(x @ w1 + b1) @ w2 + b2


def attention(q, k, v):
    scores = q @ k.T / np.sqrt(q.shape[-1]).astype(np.float32)
    return jax.nn.softmax(scores, axis=-1) @ v


def layernorm(x, scale, bias):
    mean = x.mean(axis=-1, keepdims=True)
    variance = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(variance + 1e-5) * scale + bias


def argmax(x):
    return jnp.argmax(x, axis=-1), jnp.max(x, axis=-1)


def cumsum(x):
    return jnp.cumsum(x, axis=0)


def fori_loop(x):
    return jax.lax.fori_loop(0, 10, lambda i, y: y * 0.5 + jnp.sin(y), x)


def pytree(params, x):
    hidden = jax.nn.relu(x @ params["w"] + params["b"])
    return {"hidden": hidden, "total": hidden.sum()}


def arguments(seed, *shapes):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(shape).astype(np.float32) for shape in shapes]


CASES = {
    "mlp": (mlp, arguments(0, (8, 16), (16, 32), (32,), (32, 4), (4,))),
    "attention": (attention, arguments(1, (16, 32), (16, 32), (16, 32))),
    "layernorm": (layernorm, arguments(2, (8, 64), (64,), (64,))),
    "argmax": (argmax, arguments(3, (6, 10))),
    "cumsum": (cumsum, arguments(4, (12, 3))),
    "fori_loop": (fori_loop, arguments(5, (5,))),
}
