"""A model with 1 GiB of f32 weights kept outside its module (issue 25,
docs/parameters.md): 16 layers y = tanh(y @ W_i), each W_i 4096 x 4096,
declared as parameters. Writes the weights as a safetensors file (its header
padded so every tensor starts 64-byte aligned, which lets CPU devices map
them in place) and converts it to our archive with iree-convert-parameters;
compiles the program (the .vmfb stays small); then, per file, times loading
the module with its parameters (session creation and initialization, where
the weights are mapped) and one call, and compares the result with NumPy.

  PYTHONPATH=build/python_packages python3 benchmarks/parameters/large_model.py \
      build/tools WORK_DIR [DEVICE]
"""
import json
import os
import struct
import subprocess
import sys
import time

import numpy as np

import iree.compiler
import iree.runtime

LAYERS, SIZE = 16, 4096
tools, work = sys.argv[1], sys.argv[2]
device = sys.argv[3] if len(sys.argv) > 3 else "local-task"
os.makedirs(work, exist_ok=True)
rng = np.random.default_rng(0)
scale = np.float32(1.0 / np.sqrt(SIZE))

# Weights, generated one layer at a time (1 GiB never in memory at once).
safetensors = os.path.join(work, "model.safetensors")
layer_bytes = SIZE * SIZE * 4
header = {f"layer{i}": {"dtype": "F32", "shape": [SIZE, SIZE],
                        "data_offsets": [i * layer_bytes, (i + 1) * layer_bytes]}
          for i in range(LAYERS)}
text = json.dumps(header).encode()
text += b" " * (-(8 + len(text)) % 64)
x = rng.standard_normal((1, SIZE)).astype(np.float32)
expected = x.astype(np.float64)
with open(safetensors, "wb") as f:
    f.write(struct.pack("<Q", len(text)) + text)
    for i in range(LAYERS):
        w = (rng.standard_normal((SIZE, SIZE)) * scale).astype(np.float32)
        f.write(w.tobytes())
        expected = np.tanh(expected @ w.astype(np.float64))
archive = os.path.join(work, "model.irpa")
subprocess.run([os.path.join(tools, "iree-convert-parameters"),
                f"--parameters={safetensors}", f"--output={archive}"],
               check=True, stdout=subprocess.DEVNULL)

program = "".join(
    f'util.global private @w{i} = #flow.parameter.named<"model"::"layer{i}"> '
    f": tensor<{SIZE}x{SIZE}xf32>\n" for i in range(LAYERS))
program += f"func.func @main(%x: tensor<1x{SIZE}xf32>) -> tensor<1x{SIZE}xf32> {{\n"
value = "%x"
for i in range(LAYERS):
    program += (
        f"  %w{i} = util.global.load @w{i} : tensor<{SIZE}x{SIZE}xf32>\n"
        f"  %m{i} = stablehlo.dot_general {value}, %w{i}, contracting_dims = "
        f"[1] x [0] : (tensor<1x{SIZE}xf32>, tensor<{SIZE}x{SIZE}xf32>) -> "
        f"tensor<1x{SIZE}xf32>\n"
        f"  %y{i} = stablehlo.tanh %m{i} : tensor<1x{SIZE}xf32>\n")
    value = f"%y{i}"
program += f"  return {value} : tensor<1x{SIZE}xf32>\n}}\n"
backend = "vulkan-spirv" if device.startswith("vulkan") else "llvm-cpu"
vmfb = iree.compiler.compile_str(program, target_backends=[backend])
weights = os.path.getsize(archive)
print(f"weights {weights / 2**30:.2f} GiB; module {len(vmfb)} bytes; {device}")

for name, path in (("safetensors", safetensors), ("archive", archive)):
    start = time.perf_counter()
    module = iree.runtime.load_vm_flatbuffer(
        vmfb, device=device, parameters=[f"model={path}"])
    loaded = time.perf_counter()
    result = module.main(x)
    called = time.perf_counter()
    error = float(np.max(np.abs(result - expected)))
    print(f"{name}: load {loaded - start:.3f} s, first call "
          f"{called - loaded:.3f} s, max abs error vs NumPy (f64) {error:.2e}")
    del module, result
