#!/usr/bin/env python3
"""Writes the dense-layer model module_benchmark.cc starts: y = x . (W^T / 2)
with 512x512 f32 weights stored as W (transposed and scaled by the program,
as JAX exports often do) or, with --pretransposed, stored as W^T / 2 already.
Same weights either way (a fixed LCG)."""
import struct
import sys

SIZE = 512


def weights():
    state = 12345
    values = []
    for _ in range(SIZE * SIZE):
        state = (state * 1103515245 + 12345) % (1 << 31)
        values.append((state / (1 << 31)) - 0.5)
    return values


def hex_literal(values):
    return "0x" + struct.pack("<%df" % len(values), *values).hex().upper()


def main():
    out_path, pretransposed = sys.argv[1], "--pretransposed" in sys.argv[2:]
    w = weights()
    if pretransposed:
        w = [w[j * SIZE + i] * 0.5 for i in range(SIZE) for j in range(SIZE)]
    t = f"tensor<{SIZE}x{SIZE}xf32>"
    if pretransposed:
        body = [f'  %wt = stablehlo.constant dense<"{hex_literal(w)}"> : {t}']
    else:
        body = [f'  %w = stablehlo.constant dense<"{hex_literal(w)}"> : {t}',
                f"  %half = stablehlo.constant dense<0.5> : {t}",
                f"  %wtr = stablehlo.transpose %w, dims = [1, 0] : ({t}) -> {t}",
                f"  %wt = stablehlo.multiply %wtr, %half : {t}"]
    with open(out_path, "w") as f:
        f.write(f"func.func @dense(%x: tensor<1x{SIZE}xf32>) -> tensor<1x{SIZE}xf32> {{\n")
        f.write("\n".join(body) + "\n")
        f.write(f"  %y = stablehlo.dot %x, %wt : (tensor<1x{SIZE}xf32>, {t}) -> tensor<1x{SIZE}xf32>\n")
        f.write(f"  return %y : tensor<1x{SIZE}xf32>\n}}\n")


if __name__ == "__main__":
    main()
