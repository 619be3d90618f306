"""Writes the SPIR-V module inside a vulkan-spirv executable FlatBuffer.

  python3 extract_spirv.py EXECUTABLE.fb OUT.spv

The code is a FlatBuffer vector of 32-bit words: its word count precedes the
SPIR-V magic number.
"""
import struct
import sys

data = open(sys.argv[1], "rb").read()
start = data.find(struct.pack("<I", 0x07230203))
if start < 4:
    sys.exit(f"{sys.argv[1]}: no SPIR-V module found")
(words,) = struct.unpack_from("<I", data, start - 4)
open(sys.argv[2], "wb").write(data[start:start + 4 * words])
