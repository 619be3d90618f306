"""The JAX cases (jax_cases.py) as JAX 0.11.2 exported them on the GPU
machine (`jax_on_device.py export`, which also saved jax.jit's outputs at
"highest" matmul precision): compiled and run on every device here, where
there is no JAX, against those outputs."""
import glob
import os

import numpy as np
import pytest

import iree.compiler
import iree.runtime
from conftest import TESTS_DIR, backend_of
from jax_on_device import load_case

EXPORTS = sorted(glob.glob(os.path.join(TESTS_DIR, "jax_exports", "*.mlir")))


def test_every_case_was_exported():
    from_exports = {os.path.basename(p)[:-len(".mlir")] for p in EXPORTS}
    assert from_exports == {"argmax", "attention", "cumsum", "fori_loop",
                            "layernorm", "mlp"}


@pytest.mark.parametrize("source", EXPORTS,
                         ids=[os.path.basename(p) for p in EXPORTS])
def test_export_matches_jax_jit(source, device):
    vmfb = iree.compiler.compile_file(source,
                                      target_backends=[backend_of(device)])
    module = iree.runtime.load_vm_flatbuffer(vmfb, device=device)
    inputs, expected = load_case(source[:-len(".mlir")] + ".npz")
    actual = module.main(*inputs)
    actual = list(actual) if isinstance(actual, tuple) else [actual]
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected):
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
