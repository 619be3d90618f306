"""The JAX cases (jax_cases.py) split across machines, for where JAX and
iree-compile are not on the same one (the GPU machine has JAX and no LLVM;
this one has the compiler and no JAX). docs/python.md.

  jax_on_device.py export DIR           # with JAX: DIR/<case>.mlir (through
                                        # iree.jax.export_stablehlo) and
                                        # DIR/<case>.npz (inputs, and
                                        # jax.jit's outputs on JAX's default
                                        # device, at "highest" matmul
                                        # precision)
  jax_on_device.py compile DIR BACKEND  # with iree-compile: DIR/<case>.BACKEND.vmfb
  jax_on_device.py run DIR BACKEND DEVICE
                                        # with iree.runtime: each module on
                                        # DEVICE against jax.jit's outputs
"""
import glob
import os
import sys

import numpy as np


def load_case(npz_path):
    """The inputs and jax.jit's outputs `export` saved, as two lists."""
    data = np.load(npz_path)
    count = lambda prefix: sum(name.startswith(prefix) for name in data.files)
    return ([data[f"input{i}"] for i in range(count("input"))],
            [data[f"output{i}"] for i in range(count("output"))])


def export(directory):
    import jax
    import iree.jax
    from jax_cases import CASES
    os.makedirs(directory, exist_ok=True)
    print(f"JAX {jax.__version__} on {jax.devices()[0].platform}")
    for name, (function, args) in sorted(CASES.items()):
        with open(os.path.join(directory, f"{name}.mlir"), "w") as f:
            f.write(iree.jax.export_stablehlo(function, *args))
        # Full f32 matmuls: JAX's default on GPUs multiplies f32 in TF32.
        with jax.default_matmul_precision("highest"):
            expected = jax.tree_util.tree_leaves(jax.jit(function)(*args))
        np.savez(os.path.join(directory, f"{name}.npz"),
                 **{f"input{i}": a for i, a in enumerate(args)},
                 **{f"output{i}": np.asarray(e) for i, e in enumerate(expected)})


def compile_all(directory, backend):
    import iree.compiler
    extra = ["--iree-vulkan-target=hopper"] if backend == "vulkan-spirv" else []
    for source in sorted(glob.glob(os.path.join(directory, "*.mlir"))):
        iree.compiler.compile_file(
            source, target_backends=[backend], extra_args=extra,
            output_file=source[:-len(".mlir")] + f".{backend}.vmfb")


def run(directory, backend, device):
    import iree.runtime
    failures = 0
    for module_path in sorted(glob.glob(os.path.join(directory,
                                                     f"*.{backend}.vmfb"))):
        name = os.path.basename(module_path).split(".")[0]
        inputs, expected = load_case(os.path.join(directory, f"{name}.npz"))
        module = iree.runtime.load_vm_flatbuffer_file(module_path,
                                                      device=device)
        actual = module.main(*inputs)
        actual = list(actual) if isinstance(actual, tuple) else [actual]
        errors = [float(np.max(np.abs(np.asarray(a, np.float64) - e)))
                  if e.size else 0.0 for a, e in zip(actual, expected)]
        ok = len(actual) == len(expected) and all(
            np.allclose(a, e, rtol=1e-4, atol=1e-5)
            for a, e in zip(actual, expected))
        failures += not ok
        print(f"{name} on {device}: {'ok' if ok else 'MISMATCH'}, "
              f"max abs error {max(errors):.2e}")
    if failures:
        sys.exit(f"{failures} cases differ from jax.jit")


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    {"export": export, "compile": compile_all, "run": run}[command](*args)
