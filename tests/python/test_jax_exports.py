"""The JAX cases as JAX 0.11.2 exported them on the GPU machine, compiled and
run on every device here, where there is no JAX, against jax.jit's outputs
(saved at "highest" matmul precision):

  jax_exports/<case>.mlir   text (`jax_on_device.py export`)
  vhlo/<case>.jax-0.11.2.exported
                            `exported.serialize()`: JAX's FlatBuffer around
                            VHLO bytecode at StableHLO 1.18 (what JAX 0.11
                            writes)
  vhlo/<case>.vhlo-0.9.0.mlirbc
                            the same programs as portable artifacts at VHLO
                            0.9.0, the oldest version StableHLO reads: what
                            JAX 0.4 releases of 2023 wrote (bytecode v0, op
                            versions such as dot_general_v1 and gather_v1)

Both vhlo sets come from make_vhlo_artifacts.py."""
import functools
import glob
import os

import numpy as np
import pytest

import iree.compiler
import iree.runtime
from conftest import TESTS_DIR, backend_of
from jax_on_device import load_case

EXPORTS = sorted(glob.glob(os.path.join(TESTS_DIR, "jax_exports", "*.mlir")))
VHLO_DIR = os.path.join(TESTS_DIR, "vhlo")
SERIALIZED = sorted(glob.glob(os.path.join(VHLO_DIR, "*.exported")))
PORTABLE = sorted(glob.glob(os.path.join(VHLO_DIR, "*.mlirbc")))
VHLO_CASES = {"argmax", "attention", "conv_relu", "cumsum", "embedding",
              "fori_loop", "layernorm", "mlp", "slice_concat_pad",
              "softmax_xent"}


def case_name(path):
    return os.path.basename(path).split(".")[0]


def test_every_case_was_exported():
    assert {case_name(p) for p in EXPORTS} == {
        "argmax", "attention", "cumsum", "fori_loop", "layernorm", "mlp"}
    assert {case_name(p) for p in SERIALIZED} == VHLO_CASES
    # cumsum lowers to a stablehlo.composite, which VHLO 0.9 cannot express.
    assert {case_name(p) for p in PORTABLE} == VHLO_CASES - {"cumsum"}


@functools.lru_cache(maxsize=None)
def compiled(source, backend):
    return iree.compiler.compile_file(source, target_backends=[backend])


def check_against_jax(source, npz, device):
    module = iree.runtime.load_vm_flatbuffer(
        compiled(source, backend_of(device)), device=device)
    inputs, expected = load_case(npz)
    actual = module.main(*inputs)
    actual = list(actual) if isinstance(actual, tuple) else [actual]
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected):
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("source", EXPORTS,
                         ids=[os.path.basename(p) for p in EXPORTS])
def test_export_matches_jax_jit(source, device):
    check_against_jax(source, source[:-len(".mlir")] + ".npz", device)


@pytest.mark.parametrize("source", SERIALIZED + PORTABLE,
                         ids=[os.path.basename(p)
                              for p in SERIALIZED + PORTABLE])
def test_vhlo_artifact_matches_jax_jit(source, device):
    check_against_jax(source,
                      os.path.join(VHLO_DIR, case_name(source) + ".npz"),
                      device)


def test_serialized_export_compiles_from_bytes():
    with open(os.path.join(VHLO_DIR, "mlp.jax-0.11.2.exported"), "rb") as f:
        vmfb = iree.compiler.compile_str(f.read())
    module = iree.runtime.load_vm_flatbuffer(vmfb, device="local-task")
    inputs, expected = load_case(os.path.join(VHLO_DIR, "mlp.npz"))
    np.testing.assert_allclose(module.main(*inputs), expected[0],
                               rtol=1e-4, atol=1e-5)


def test_truncated_artifact_is_one_error():
    with open(os.path.join(VHLO_DIR, "mlp.vhlo-0.9.0.mlirbc"), "rb") as f:
        data = f.read()
    with pytest.raises(iree.compiler.CompilerToolError) as error:
        iree.compiler.compile_str(data[:len(data) // 2])
    assert "error:" in str(error.value)
