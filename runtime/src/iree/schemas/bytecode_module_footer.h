// The integrity footer of a .vmfb: 16 bytes after the FlatBuffer, the FNV-1a
// 64-bit hash of every byte before them (little-endian) and then the magic
// "IRVMSUM1". The compiler writes it; the loader checks it whenever the
// magic is there, so a corrupted module is one clear error instead of a
// program that runs with wrong numbers. (FNV-1a tells every single-byte
// change apart: each step is a bijection of the running hash.) Header-only,
// shared by the compiler (writing) and the runtime (reading).
#ifndef IREE_SCHEMAS_BYTECODE_MODULE_FOOTER_H_
#define IREE_SCHEMAS_BYTECODE_MODULE_FOOTER_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define IREE_VM_MODULE_FOOTER_SIZE 16
#define IREE_VM_MODULE_FOOTER_MAGIC "IRVMSUM1"

static inline uint64_t iree_vm_module_checksum(const uint8_t* data,
                                               size_t length) {
  uint64_t hash = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < length; ++i) {
    hash ^= data[i];
    hash *= 0x100000001b3ull;
  }
  return hash;
}

// Writes the footer of |data| (the FlatBuffer, |length| bytes) to |footer|.
static inline void iree_vm_module_footer_make(
    const uint8_t* data, size_t length,
    uint8_t footer[IREE_VM_MODULE_FOOTER_SIZE]) {
  uint64_t hash = iree_vm_module_checksum(data, length);
  for (int i = 0; i < 8; ++i) footer[i] = (uint8_t)(hash >> (8 * i));
  memcpy(footer + 8, IREE_VM_MODULE_FOOTER_MAGIC, 8);
}

// Whether the |length| bytes at |data| end with a footer's magic.
static inline int iree_vm_module_has_footer(const uint8_t* data,
                                            size_t length) {
  return length >= IREE_VM_MODULE_FOOTER_SIZE &&
         memcmp(data + length - 8, IREE_VM_MODULE_FOOTER_MAGIC, 8) == 0;
}

// The hash the footer at the end of |data| stores.
static inline uint64_t iree_vm_module_footer_checksum(const uint8_t* data,
                                                      size_t length) {
  const uint8_t* stored = data + length - IREE_VM_MODULE_FOOTER_SIZE;
  uint64_t hash = 0;
  for (int i = 0; i < 8; ++i) hash |= (uint64_t)stored[i] << (8 * i);
  return hash;
}

#endif  // IREE_SCHEMAS_BYTECODE_MODULE_FOOTER_H_
