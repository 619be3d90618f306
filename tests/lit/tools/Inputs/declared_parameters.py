"""Writes a dense layer's weights (64x64 and 64 f32, from a formula) twice:
as a safetensors file (keys dense/kernel, dense/bias) for a program that
declares them as parameters, and as an MLIR program embedding them, whose
results the other must match.

  declared_parameters.py OUT.safetensors OUT_EMBEDDED.mlir
"""
import json
import struct
import sys

kernel = [[((i * 7 + j * 3) % 17 - 8) / 16 for j in range(64)] for i in range(64)]
bias = [(j % 5 - 2) / 4 for j in range(64)]


def f32_bytes(values):
    return struct.pack(f"<{len(values)}f", *values)


blobs = [f32_bytes([v for row in kernel for v in row]), f32_bytes(bias)]
header = {"dense/kernel": {"dtype": "F32", "shape": [64, 64],
                           "data_offsets": [0, len(blobs[0])]},
          "dense/bias": {"dtype": "F32", "shape": [64],
                         "data_offsets": [len(blobs[0]),
                                          len(blobs[0]) + len(blobs[1])]}}
text = json.dumps(header).encode()
text += b" " * (-len(text) % 8)
with open(sys.argv[1], "wb") as f:
    f.write(struct.pack("<Q", len(text)) + text + blobs[0] + blobs[1])

with open(sys.argv[2], "w") as f:
    f.write(f"""func.func @main(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {{
  %w = stablehlo.constant dense<{kernel}> : tensor<64x64xf32>
  %b = stablehlo.constant dense<{bias}> : tensor<64xf32>
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x64xf32>) -> tensor<4x64xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<64xf32>) -> tensor<4x64xf32>
  %r = stablehlo.add %y, %bb : tensor<4x64xf32>
  return %r : tensor<4x64xf32>
}}
""")
