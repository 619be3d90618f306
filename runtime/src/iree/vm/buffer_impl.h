// Internals of iree_vm_buffer_t for the buffer implementation and the
// interpreter only: the interpreter's load/store handlers check and access
// elements inline instead of calling through the public API on every element.
#ifndef IREE_VM_BUFFER_IMPL_H_
#define IREE_VM_BUFFER_IMPL_H_

#include "iree/vm/buffer.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const iree_vm_ref_type_descriptor_t iree_vm_buffer_descriptor;

// Returns the address of element |index| of |element_size| bytes in the
// buffer |ref| holds, or NULL if |ref| is not a buffer, the element is out of
// range, or |for_write| and the buffer is read-only. Callers take the checked
// public path on NULL to report the precise error.
static inline uint8_t* iree_vm_buffer_element_address(
    const iree_vm_ref_t* ref, uint64_t index, iree_host_size_t element_size,
    bool for_write) {
  if (IREE_UNLIKELY(ref->type != &iree_vm_buffer_descriptor || !ref->ptr)) {
    return NULL;
  }
  iree_vm_buffer_t* buffer = (iree_vm_buffer_t*)ref->ptr;
  if (IREE_UNLIKELY(for_write && !buffer->is_mutable)) return NULL;
  if (IREE_UNLIKELY(index >= buffer->data.data_length / element_size)) {
    return NULL;
  }
  return buffer->data.data + index * element_size;
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_BUFFER_IMPL_H_
