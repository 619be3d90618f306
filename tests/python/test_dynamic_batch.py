"""One module of a JAX export with a symbolic batch (tests/e2e/dynamic)
called from Python with NumPy arrays of three batch sizes, on every device;
a batch the export's shape assertion rejects is an exception naming it."""
import functools
import os

import numpy as np
import pytest

import iree.compiler
import iree.runtime
from conftest import REPO_DIR, backend_of

MODELS = os.path.join(REPO_DIR, "tests", "e2e", "dynamic", "Inputs")


@functools.lru_cache(maxsize=None)
def compiled(name, backend):
    return iree.compiler.compile_file(os.path.join(MODELS, name + ".mlir"),
                                      target_backends=[backend])


@pytest.mark.parametrize("name", ["mlp", "cnn"])
def test_every_batch_from_one_module(name, device):
    module = iree.runtime.load_vm_flatbuffer(
        compiled(name, backend_of(device)), device=device)
    for batch in (1, 7, 64):
        x = np.load(os.path.join(MODELS, f"{name}.b{batch}.input.npy"))
        want = np.load(os.path.join(MODELS, f"{name}.b{batch}.output.npy"))
        got = module.main(x)
        assert got.shape == want.shape
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_shape_assertion_names_the_batch():
    module = iree.runtime.load_vm_flatbuffer(compiled("mlp", "llvm-cpu"),
                                             device="local-task")
    with pytest.raises(Exception) as error:
        module.main(np.zeros((0, 64), np.float32))
    assert "'b' = 0 from specification 'b'" in str(error.value)
