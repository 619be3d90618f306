//===- JaxExported.cpp - The module inside a jax.export artifact ----------===//

#include "compiler/Tools/JaxExported.h"

#include <cstdint>
#include <cstring>

namespace mlir::iree_compiler {

namespace {

// FlatBuffers are little-endian; these read one scalar at |offset| when it
// lies inside |buffer|.
template <typename T>
std::optional<T> readScalar(llvm::StringRef buffer, uint64_t offset) {
  if (offset > buffer.size() || buffer.size() - offset < sizeof(T))
    return std::nullopt;
  T value;
  std::memcpy(&value, buffer.data() + offset, sizeof(T));
  return value;
}

constexpr llvm::StringLiteral kBytecodeMagic("ML\xefR");

} // namespace

std::optional<llvm::StringRef> findModuleInJaxExported(llvm::StringRef buffer) {
  if (buffer.starts_with(kBytecodeMagic))
    return std::nullopt;
  // Root: a uoffset to the table; the table starts with an soffset back to
  // its vtable: [vtable size, table size, field offsets...] as uint16s.
  auto root = readScalar<uint32_t>(buffer, 0);
  if (!root)
    return std::nullopt;
  uint64_t table = *root;
  auto vtableDelta = readScalar<int32_t>(buffer, table);
  if (!vtableDelta)
    return std::nullopt;
  int64_t vtable = static_cast<int64_t>(table) - *vtableDelta;
  if (vtable < 0)
    return std::nullopt;
  auto vtableSize = readScalar<uint16_t>(buffer, vtable);
  if (!vtableSize || *vtableSize < 4)
    return std::nullopt;
  for (uint64_t entry = 4; entry + 2 <= *vtableSize; entry += 2) {
    auto fieldOffset = readScalar<uint16_t>(buffer, vtable + entry);
    if (!fieldOffset || *fieldOffset == 0)
      continue;
    // A vector field holds a uoffset to [uint32 length, bytes...]; fields
    // of other kinds read as offsets that fail the checks below.
    uint64_t field = table + *fieldOffset;
    auto vectorDelta = readScalar<uint32_t>(buffer, field);
    if (!vectorDelta)
      continue;
    uint64_t vector = field + *vectorDelta;
    auto length = readScalar<uint32_t>(buffer, vector);
    if (!length || vector + 4 + *length > buffer.size())
      continue;
    llvm::StringRef bytes = buffer.substr(vector + 4, *length);
    if (bytes.starts_with(kBytecodeMagic))
      return bytes;
  }
  return std::nullopt;
}

} // namespace mlir::iree_compiler
