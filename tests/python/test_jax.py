"""iree.jax: JAX functions exported, compiled and run, against jax.jit.

JAX is not a Debian package: without it these tests are skipped, saying so;
they run where JAX is installed (the GPU machine; docs/python.md)."""
import numpy as np
import pytest

jax = pytest.importorskip(
    "jax", reason="JAX is not installed: the iree.jax tests run where it is")

import iree.jax
from conftest import devices
from jax_cases import CASES, arguments, cumsum, pytree


@pytest.mark.parametrize("device", devices())
@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_jax_jit(name, device):
    function, args = CASES[name]
    compiled = iree.jax.compile(function, *args, device=device)
    # Full f32 matmuls: JAX's default on GPUs multiplies f32 in TF32.
    with jax.default_matmul_precision("highest"):
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
