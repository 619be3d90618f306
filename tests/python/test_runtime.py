"""iree.runtime: loading modules and calling them with NumPy arrays on every
device, compared with XLA's outputs; errors as exceptions."""
import os

import numpy as np
import pytest

import iree.compiler
import iree.runtime
from conftest import REPO_DIR, TESTS_DIR, backend_of

ATTENTION = os.path.join(REPO_DIR, "tests", "lit", "tools", "Inputs",
                         "attention.mlir")
ATTENTION_DATA = os.path.join(TESTS_DIR, "models", "attention")

PROGRAMS = """
func.func @scale(%x: tensor<2x3xf32>, %s: tensor<f32>) -> tensor<2x3xf32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %r = stablehlo.multiply %x, %b : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @sum_and_max(%x: tensor<5xi32>) -> (tensor<i32>, tensor<i32>) {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %m = stablehlo.constant dense<-2147483648> : tensor<i32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
  %x2 = stablehlo.reduce(%x init: %m) applies stablehlo.maximum across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
  return %s, %x2 : tensor<i32>, tensor<i32>
}
func.func @nothing() {
  return
}
func.func @constant() -> tensor<3xi32> {
  %c = stablehlo.constant dense<[7, 8, 9]> : tensor<3xi32>
  return %c : tensor<3xi32>
}
"""

TYPES = """
func.func @twice_i8(%x: tensor<4xi8>) -> tensor<4xi8> {
  %r = stablehlo.add %x, %x : tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @twice_ui8(%x: tensor<4xui8>) -> tensor<4xui8> {
  %r = stablehlo.add %x, %x : tensor<4xui8>
  return %r : tensor<4xui8>
}
func.func @not(%x: tensor<4xi1>) -> tensor<4xi1> {
  %r = stablehlo.not %x : tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @twice_f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  %r = stablehlo.add %x, %x : tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @twice_f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  %r = stablehlo.add %x, %x : tensor<4xf64>
  return %r : tensor<4xf64>
}
func.func @twice_i64(%x: tensor<4xi64>) -> tensor<4xi64> {
  %r = stablehlo.add %x, %x : tensor<4xi64>
  return %r : tensor<4xi64>
}
"""

_compiled = {}


def load(source, device, from_file=False):
    backend = backend_of(device)
    key = (source, backend)
    if key not in _compiled:
        compile = iree.compiler.compile_file if from_file else \
            iree.compiler.compile_str
        _compiled[key] = compile(source, target_backends=[backend])
    return iree.runtime.load_vm_flatbuffer(_compiled[key], device=device)


def test_attention_matches_xla(device):
    module = load(ATTENTION, device, from_file=True)
    inputs = [np.load(os.path.join(ATTENTION_DATA, f"input{i}.npy"))
              for i in range(3)]
    expected = np.load(os.path.join(ATTENTION_DATA, "output0.npy"))
    result = module.main(*inputs)
    assert result.dtype == np.float32 and result.shape == (16, 32)
    np.testing.assert_allclose(result, expected, rtol=1e-3, atol=1e-3)


def test_several_results_and_none(device):
    module = load(PROGRAMS, device)
    assert module.function_names == ["constant", "nothing", "scale",
                                     "sum_and_max"]
    total, largest = module.sum_and_max(np.array([3, -1, 7, 2, 0], np.int32))
    assert total.shape == () and int(total) == 11 and int(largest) == 7
    assert module.nothing() is None


def test_inputs_of_any_layout(device):
    module = load(PROGRAMS, device)
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    expected = x * 0.5
    # A list (NumPy's default dtype for these numbers is float64, so a list
    # of floats would be an f64 tensor: the module says so).
    with pytest.raises(iree.runtime.RuntimeError, match="2x3xf64"):
        module.scale(x.tolist(), np.float32(0.5))
    # Non-contiguous and big-endian arrays are passed by value.
    np.testing.assert_array_equal(
        module.scale(np.asfortranarray(x), np.float32(0.5)), expected)
    np.testing.assert_array_equal(
        module.scale(x.T.copy().T, np.float32(0.5)), expected)
    np.testing.assert_array_equal(
        module.scale(x.astype(">f4"), np.array(0.5, ">f4")), expected)


def test_results_are_read_only_views(device):
    module = load(PROGRAMS, device)
    result = module.scale(np.ones((2, 3), np.float32), np.float32(2))
    # The array is the result buffer itself, kept alive by the array.
    assert not result.flags.owndata and result.base is not None
    assert not result.flags.writeable
    with pytest.raises(ValueError):
        result[0, 0] = 1
    # A constant result is shared by every call: writing to it must not be
    # possible, and a copy is one's own.
    first = module.constant()
    assert not first.flags.writeable
    mine = first.copy()
    mine[0] = 0
    np.testing.assert_array_equal(module.constant(), [7, 8, 9])


def test_element_types():
    module = load(TYPES, "local-task")
    x = np.array([1, -2, 3, 100], np.int8)
    np.testing.assert_array_equal(module.twice_i8(x), (x * 2).astype(np.int8))
    # Unsigned tensors keep their type at the boundary (docs/python.md).
    u = np.array([1, 2, 200, 255], np.uint8)
    twice = module.twice_ui8(u)
    assert twice.dtype == np.uint8
    np.testing.assert_array_equal(twice, u * 2)
    b = np.array([True, False, False, True])
    np.testing.assert_array_equal(module["not"](b), ~b)
    h = np.array([0.5, 1.5, -2.0, 1e4], np.float16)
    np.testing.assert_array_equal(module.twice_f16(h), h * 2)
    d = np.array([1e-300, 2.5, -3.0, 1e300], np.float64)
    np.testing.assert_array_equal(module.twice_f64(d), d * 2)
    q = np.array([2**40, -1, 0, 7], np.int64)
    np.testing.assert_array_equal(module.twice_i64(q), q * 2)


def test_async_calls(device):
    module = load(PROGRAMS, device)
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    pending = [module.scale.call_async(x, np.float32(k)) for k in range(4)]
    for k, call in reversed(list(enumerate(pending))):
        np.testing.assert_array_equal(call.wait(), x * k)
        assert call.ready()
    np.testing.assert_array_equal(module.scale(x, np.float32(5)), x * 5)


def test_wrong_shape_names_the_argument(device):
    module = load(PROGRAMS, device)
    with pytest.raises(iree.runtime.RuntimeError) as info:
        module.scale(np.zeros((3, 2), np.float32), np.float32(1))
    assert "input 0" in str(info.value)
    assert "2x3xf32" in str(info.value) and "3x2xf32" in str(info.value)


def test_wrong_argument_count_and_type():
    module = load(PROGRAMS, "local-sync")
    with pytest.raises(TypeError, match=r"scale\(\) takes 2 arguments \(1 given\)"):
        module.scale(np.zeros((2, 3), np.float32))
    with pytest.raises(TypeError, match="dtype object"):
        module.scale(np.array([[object()] * 3] * 2), np.float32(1))


def test_unknown_function_lists_the_others():
    module = load(PROGRAMS, "local-sync")
    with pytest.raises(AttributeError, match="has no function 'scael'.*scale"):
        module.scael


def test_corrupt_and_missing_modules(tmp_path):
    vmfb = bytearray(load(PROGRAMS, "local-sync") and
                     _compiled[(PROGRAMS, "llvm-cpu")])
    vmfb[len(vmfb) // 2] ^= 0xFF
    with pytest.raises(iree.runtime.RuntimeError, match="checksum"):
        iree.runtime.load_vm_flatbuffer(bytes(vmfb), device="local-sync")
    with pytest.raises(iree.runtime.RuntimeError):
        iree.runtime.load_vm_flatbuffer(b"not a module", device="local-sync")
    with pytest.raises(FileNotFoundError):
        iree.runtime.load_vm_flatbuffer_file(tmp_path / "missing.vmfb")


def test_unknown_device_lists_the_drivers():
    with pytest.raises(iree.runtime.RuntimeError, match="NOT_FOUND.*local-task"):
        iree.runtime.load_vm_flatbuffer(_compiled.get((PROGRAMS, "llvm-cpu"))
                                        or b"", device="no-such-driver")


def test_load_from_file(tmp_path):
    path = tmp_path / "programs.vmfb"
    iree.compiler.compile_str(PROGRAMS, output_file=path)
    module = iree.runtime.load_vm_flatbuffer_file(path, device="local-sync")
    assert "sum_and_max" in module.function_names


SCALARS = """
func.func @affine(%x: tensor<3xf32>, %a: f32, %n: i32) -> (tensor<3xf32>, i32) {
  %t = tensor.from_elements %a, %a, %a : tensor<3xf32>
  %r = arith.mulf %x, %t : tensor<3xf32>
  %c = arith.constant 2 : i32
  %m = arith.muli %n, %c : i32
  return %r, %m : tensor<3xf32>, i32
}
"""


def test_scalar_arguments_and_results():
    module = load(SCALARS, "local-task")
    values, doubled = module.affine(np.ones(3, np.float32), 2.5, 21)
    np.testing.assert_array_equal(values, [2.5, 2.5, 2.5])
    assert doubled == 42 and isinstance(doubled, int)
    with pytest.raises(TypeError, match=r"affine\(\) argument 2 must be a "
                       "Python number"):
        module.affine(np.ones(3, np.float32), 2.5, "21")
    with pytest.raises(ValueError, match="does not fit in i32"):
        module.affine(np.ones(3, np.float32), 2.5, 2**40)


def test_threads_share_a_module():
    import threading
    module = load(PROGRAMS, "local-task")
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    failures = []

    def work(k):
        for _ in range(20):
            result = module.scale(x, np.float32(k))
            if not np.array_equal(result, x * k):
                failures.append(k)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures


def test_parameters(tmp_path):
    # A program whose weights go to a parameter archive: a module without
    # them, loaded with the archive, gives what the embedded build gives.
    weights = np.arange(64 * 64, dtype=np.float32).reshape(64, 64) / 4096
    program = f"""
func.func @apply(%x: tensor<2x64xf32>) -> tensor<2x64xf32> {{
  %w = stablehlo.constant dense<{weights.tolist()}> : tensor<64x64xf32>
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
  return %y : tensor<2x64xf32>
}}
"""
    archive = tmp_path / "weights.irpa"
    embedded = iree.compiler.compile_str(program)
    exported = iree.compiler.compile_str(
        program, extra_args=[f"--iree-opt-export-parameters=model={archive}",
                             "--iree-opt-export-parameter-minimum-size=1024"])
    assert archive.exists() and len(exported) < len(embedded)
    x = np.ones((2, 64), np.float32)
    expected = iree.runtime.load_vm_flatbuffer(embedded).apply(x)
    np.testing.assert_allclose(expected, x @ weights, rtol=1e-5)
    for parameters in ([f"model={archive}"], [("model", str(archive))]):
        module = iree.runtime.load_vm_flatbuffer(exported,
                                                 parameters=parameters)
        np.testing.assert_array_equal(module.apply(x), expected)
    with pytest.raises(iree.runtime.RuntimeError,
                       match="parameter 'constant_[0-9a-f]+' of scope 'model' not "
                       "found: no parameter file"):
        iree.runtime.load_vm_flatbuffer(exported)
    with pytest.raises(iree.runtime.RuntimeError, match="missing.irpa"):
        iree.runtime.load_vm_flatbuffer(
            exported, parameters=[f"model={tmp_path / 'missing.irpa'}"])
