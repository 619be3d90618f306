"""Compiles a StableHLO function, loads it on a device and calls it with
NumPy arrays (docs/python.md).

    python3 samples/python/quickstart.py [DEVICE]
"""
import sys

import numpy as np

import iree.compiler
import iree.runtime

PROGRAM = """
func.func @predict(%x: tensor<2x3xf32>, %w: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
      : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %r = stablehlo.tanh %y : tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
"""

device = sys.argv[1] if len(sys.argv) > 1 else "local-task"
backend = "vulkan-spirv" if device.startswith("vulkan") else "llvm-cpu"
vmfb = iree.compiler.compile_str(PROGRAM, target_backends=[backend])
module = iree.runtime.load_vm_flatbuffer(vmfb, device=device)
print(module)

x = np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 0.0]], np.float32)
w = np.array([[0.1, -0.2], [0.3, 0.0], [-0.1, 0.2]], np.float32)
result = module.predict(x, w)
print(result.dtype, result.shape)
print(np.round(result, 4))
np.testing.assert_allclose(result, np.tanh(x @ w), rtol=1e-6, atol=1e-6)

try:
    module.predict(w, x)
except iree.runtime.RuntimeError as error:
    # "INVALID_ARGUMENT; <source>:<line>: input 0: ...; at @module.predict..."
    print("error:", str(error).split("; ")[1].split(": ", 1)[1])
