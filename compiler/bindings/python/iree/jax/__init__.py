"""Runs JAX functions through IREE: export, compile, load, call.

    import jax.numpy as jnp
    import iree.jax

    def predict(x, w):
        return jnp.tanh(x @ w)

    fast = iree.jax.compile(predict, x, w, device="local-task")
    y = fast(x, w)                      # NumPy arrays out

compile() exports the function for the shapes and dtypes of the example
arguments (jax.export, lowered for the CPU platform: StableHLO without
accelerator custom calls), compiles the StableHLO with iree.compiler for the
device's backend and loads it with iree.runtime. The returned callable takes
arguments of the same structure (any pytree: tuples, lists, dicts), checks
them against the exported shapes and returns results in the function's
output structure. JAX itself is only needed to export. docs/python.md.
"""

import inspect

import numpy as np

import iree.compiler
import iree.runtime

__all__ = ["IreeFunction", "compile", "export_stablehlo"]


def _jax():
    try:
        import jax
    except ImportError as error:
        raise ImportError("iree.jax needs JAX (pip install jax)") from error
    return jax


def _export(jax, function, args):
    """jax.export's Exported for |args| (jax.experimental.export before JAX
    0.4.30)."""
    jitted = function if hasattr(function, "lower") else jax.jit(function)
    export_module = getattr(jax, "export", None)
    if export_module is None or not hasattr(export_module, "export"):
        from jax.experimental import export as export_module
    # The keyword was lowering_platforms before JAX 0.4.30.
    parameters = inspect.signature(export_module.export).parameters
    keyword = "platforms" if "platforms" in parameters else "lowering_platforms"
    return export_module.export(jitted, **{keyword: ("cpu",)})(*args)


def export_stablehlo(function, *example_args):
    """The StableHLO text jax.export makes of |function| for the shapes and
    dtypes of |example_args|."""
    jax = _jax()
    return _export(jax, function, example_args).mlir_module()


def _backend_of(device):
    return "vulkan-spirv" if device.startswith("vulkan") else "llvm-cpu"


class IreeFunction:
    """A JAX function compiled for one argument signature and loaded on one
    device. Call it with arguments of that signature."""

    def __init__(self, exported, module, jax):
        self._jax = jax
        self._in_tree = exported.in_tree
        self._out_tree = exported.out_tree
        self._in_avals = exported.in_avals
        self._main = module.main
        self.stablehlo = exported.mlir_module()

    def __call__(self, *args, **kwargs):
        leaves, tree = self._jax.tree_util.tree_flatten((args, kwargs))
        if tree != self._in_tree:
            raise TypeError(f"arguments have structure {tree}; the function "
                            f"was compiled for {self._in_tree}")
        arrays = []
        for index, (leaf, aval) in enumerate(zip(leaves, self._in_avals)):
            # Python numbers take the exported (weak) type, as under jax.jit.
            is_number = isinstance(leaf, (bool, int, float, complex))
            array = np.asarray(leaf, dtype=aval.dtype if is_number else None)
            if array.shape != tuple(aval.shape) or array.dtype != aval.dtype:
                raise TypeError(
                    f"argument {index} is {array.dtype}{list(array.shape)}; "
                    f"the function was compiled for "
                    f"{aval.dtype}{list(aval.shape)}")
            arrays.append(array)
        results = self._main(*arrays)
        if self._out_tree.num_leaves == 1:
            results = [results]
        elif results is None:
            results = []
        return self._jax.tree_util.tree_unflatten(self._out_tree,
                                                  list(results))


def compile(function, *example_args, device="local-task",
            target_backends=None, extra_args=()):
    """Exports |function| (a Python function or a jax.jit of one) for the
    shapes and dtypes of |example_args|, compiles it for |device| (its
    backend unless |target_backends| is given) and returns an IreeFunction
    running there. Compile errors raise iree.compiler.CompilerToolError."""
    jax = _jax()
    exported = _export(jax, function, example_args)
    vmfb = iree.compiler.compile_str(
        exported.mlir_module(),
        target_backends=target_backends or [_backend_of(device)],
        extra_args=extra_args)
    module = iree.runtime.load_vm_flatbuffer(vmfb, device=device)
    return IreeFunction(exported, module, jax)
