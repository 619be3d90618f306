"""Writes the VHLO artifacts under tests/python/vhlo/ (run where JAX is; the
GPU machine has JAX 0.11.2): for each case of jax_cases.py and the
few more below,

  <case>.jax-<version>.exported   exported.serialize() as JAX writes it
                                  (a FlatBuffer around the VHLO bytecode at
                                  the StableHLO version JAX targets)
  <case>.vhlo-<target>.mlirbc     the same module as a StableHLO portable
                                  artifact at an older VHLO target version,
                                  what older JAX releases wrote
  <case>.npz                      inputs and jax.jit's outputs

  python3 make_vhlo_artifacts.py OUT_DIR [TARGET_VERSION]
"""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from jax._src.lib.mlir.dialects import hlo as stablehlo

from jax_cases import CASES, arguments


def conv_relu(x, w, b):
    y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.relu(y + b)


def slice_concat_pad(x):
    y = jnp.concatenate([x[::2, ::-1], x[1::2].T.T], axis=1)
    return jnp.pad(y, ((1, 0), (0, 2))).T


def softmax_xent(logits, labels):
    one_hot = jax.nn.one_hot(labels, logits.shape[-1])
    return -jnp.mean(jnp.sum(one_hot * jax.nn.log_softmax(logits), axis=-1))


def embedding(table, ids):
    return table[ids].sum(axis=1)


# More ops than jax_cases.py covers: convolution, slices, pads, gathers,
# integer inputs.
ALL_CASES = dict(CASES, **{
    "conv_relu": (conv_relu, arguments(6, (1, 8, 8, 3), (3, 3, 3, 4), (4,))),
    "slice_concat_pad": (slice_concat_pad, arguments(7, (6, 4))),
    "softmax_xent": (softmax_xent, arguments(8, (4, 10)) +
                     [np.array([1, 0, 9, 3], np.int32)]),
    "embedding": (embedding, arguments(9, (20, 8)) +
                  [np.array([[1, 2], [19, 0], [5, 5]], np.int32)]),
})


def main(directory, old_target=None):
    os.makedirs(directory, exist_ok=True)
    current = stablehlo.get_current_version()
    minimum = stablehlo.get_minimum_version()
    old_target = old_target or minimum
    print(f"JAX {jax.__version__}; StableHLO current {current}, "
          f"minimum {minimum}; older target {old_target}")
    for name, (function, args) in sorted(ALL_CASES.items()):
        exported = export.export(jax.jit(function))(*args)
        path = os.path.join(directory, f"{name}.jax-{jax.__version__}.exported")
        with open(path, "wb") as f:
            f.write(exported.serialize())
        try:
            artifact = stablehlo.serialize_portable_artifact_str(
                exported.mlir_module(), old_target)
        except ValueError:
            # Ops newer than the target (stablehlo.composite) have no older form.
            artifact = b""
            print(f"{name}: not expressible at {old_target}, skipped")
        if artifact:
            with open(os.path.join(directory, f"{name}.vhlo-{old_target}.mlirbc"),
                      "wb") as f:
                f.write(artifact)
        with jax.default_matmul_precision("highest"):
            expected = jax.tree_util.tree_leaves(jax.jit(function)(*args))
        np.savez(os.path.join(directory, f"{name}.npz"),
                 **{f"input{i}": a for i, a in enumerate(args)},
                 **{f"output{i}": np.asarray(e) for i, e in enumerate(expected)})
        print(f"{name}: {os.path.getsize(path)} bytes exported, "
              f"{len(artifact)} bytes at {old_target}")


if __name__ == "__main__":
    main(*sys.argv[1:])
