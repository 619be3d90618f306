"""Rewrites one of our parameter archives (runtime/src/iree/io/
parameter_archive.h) as a safetensors or GGUF file with the same keys and
bytes (each parameter a U8/I8 tensor of its length), for the tests that load
the other formats.

  convert_irpa.py ARCHIVE.irpa OUT.safetensors|OUT.gguf [--drop-last-byte]

--drop-last-byte writes each parameter one byte short (a file that does not
fit the module).
"""
import json
import struct
import sys

data = open(sys.argv[1], "rb").read()
assert data[:8] == b"IRPARAM\0", "not a parameter archive"
(_, count, entries_offset, names_offset, _, data_offset,
 _) = struct.unpack_from("<IIQQQQQ", data, 8)
parameters = []
for i in range(count):
    name_offset, name_length, _, offset, length = struct.unpack_from(
        "<QIIQQ", data, entries_offset + 32 * i)
    name = data[names_offset + name_offset:names_offset + name_offset +
                name_length].decode()
    start = data_offset + offset
    parameters.append((name, data[start:start + length]))
if sys.argv[3:] == ["--drop-last-byte"]:
    parameters = [(name, blob[:-1]) for name, blob in parameters]

out = sys.argv[2]
if out.endswith(".safetensors"):
    header, position = {}, 0
    for name, blob in parameters:
        header[name] = {"dtype": "U8", "shape": [len(blob)],
                        "data_offsets": [position, position + len(blob)]}
        position += len(blob)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    body = b"".join(blob for _, blob in parameters)
    open(out, "wb").write(struct.pack("<Q", len(text)) + text + body)
else:
    def string(s):
        return struct.pack("<Q", len(s)) + s.encode()
    head = b"GGUF" + struct.pack("<IQQ", 3, len(parameters), 1)
    head += string("general.alignment") + struct.pack("<II", 4, 64)
    body, offsets = b"", []
    for _, blob in parameters:
        body += b"\0" * (-len(body) % 64)
        offsets.append(len(body))
        body += blob
    for (name, blob), offset in zip(parameters, offsets):
        # I8 (ggml type 24), one dim.
        head += string(name) + struct.pack("<IQIQ", 1, len(blob), 24, offset)
    head += b"\0" * (-len(head) % 64)
    open(out, "wb").write(head + body)
