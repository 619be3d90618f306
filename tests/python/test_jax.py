"""iree.jax: JAX functions exported, compiled and run, against jax.jit.

JAX is not a Debian package: without it these tests are skipped, saying so;
they run where JAX is installed (the GPU machine; docs/python.md)."""
import numpy as np
import pytest

jax = pytest.importorskip(
    "jax", reason="JAX is not installed: the iree.jax tests run where it is")
import jax.numpy as jnp

import iree.jax
from conftest import devices


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


@pytest.mark.parametrize("device", devices())
@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_jax_jit(name, device):
    function, args = CASES[name]
    compiled = iree.jax.compile(function, *args, device=device)
    expected = jax.jit(function)(*args)
    actual = compiled(*args)
    for got, want in zip(jax.tree_util.tree_leaves(actual),
                         jax.tree_util.tree_leaves(expected)):
        np.testing.assert_allclose(got, np.asarray(want), rtol=1e-4,
                                   atol=1e-5)


def test_pytrees_in_and_out():
    w, b, x = arguments(6, (4, 3), (3,), (2, 4))
    compiled = iree.jax.compile(pytree, {"w": w, "b": b}, x)
    result = compiled({"w": w, "b": b}, x)
    assert sorted(result) == ["hidden", "total"]
    expected = jax.jit(pytree)({"w": w, "b": b}, x)
    np.testing.assert_allclose(result["hidden"], expected["hidden"],
                               rtol=1e-5)
    np.testing.assert_allclose(result["total"], expected["total"], rtol=1e-5)


def test_wrong_signature_is_a_type_error():
    compiled = iree.jax.compile(cumsum, *arguments(7, (12, 3)))
    with pytest.raises(TypeError, match="compiled for float32"):
        compiled(np.zeros((3, 12), np.float32))
    with pytest.raises(TypeError, match="structure"):
        compiled(np.zeros((12, 3), np.float32), np.zeros(1, np.float32))
