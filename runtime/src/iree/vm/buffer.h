// iree_vm_buffer_t (!vm.buffer): a byte buffer ref. A buffer either owns
// mutable zero-initialized storage or wraps read-only bytes in place (such as
// a module's rodata) without copying them. Every access is bounds-checked.
#ifndef IREE_VM_BUFFER_H_
#define IREE_VM_BUFFER_H_

#include "iree/base/api.h"
#include "iree/vm/ref.h"
#include "iree/vm/value.h"

#ifdef __cplusplus
extern "C" {
#endif

// Called when a wrapping buffer is destroyed, so that whoever owns the
// wrapped bytes can keep them alive exactly as long as the buffer.
typedef struct iree_vm_buffer_release_callback_t {
  void (*fn)(void* user_data);
  void* user_data;
} iree_vm_buffer_release_callback_t;

// The fields are private to the buffer implementation (and the interpreter,
// through buffer_impl.h); the layout is public only so that callers can place
// a buffer in their own storage with iree_vm_buffer_initialize.
typedef struct iree_vm_buffer_t {
  iree_vm_ref_object_t ref_object;
  // Frees the buffer object itself at destruction; null for buffers made by
  // iree_vm_buffer_initialize, whose storage belongs to the caller.
  iree_allocator_t allocator;
  bool is_mutable;
  iree_byte_span_t data;
  iree_vm_buffer_release_callback_t release_callback;
  // Owned storage follows the header when the buffer is created mutable.
} iree_vm_buffer_t;

// The descriptor of the "vm.buffer" ref type.
iree_vm_ref_type_t iree_vm_buffer_type(void);

// Creates a mutable buffer of |length| zeroed bytes.
iree_status_t iree_vm_buffer_create(iree_host_size_t length,
                                    iree_allocator_t allocator,
                                    iree_vm_buffer_t** out_buffer);

// Creates a read-only buffer aliasing |data|, which must stay valid until
// |release_callback| (optional, fn may be NULL) runs at destruction.
iree_status_t iree_vm_buffer_wrap_ro(
    iree_const_byte_span_t data,
    iree_vm_buffer_release_callback_t release_callback,
    iree_allocator_t allocator, iree_vm_buffer_t** out_buffer);

// Creates a mutable copy of bytes [offset, offset + length) of |source|.
iree_status_t iree_vm_buffer_clone(const iree_vm_buffer_t* source,
                                   iree_host_size_t offset,
                                   iree_host_size_t length,
                                   iree_allocator_t allocator,
                                   iree_vm_buffer_t** out_buffer);

// Initializes |out_buffer|, in storage the caller owns (such as the C stack),
// as a buffer aliasing |data| without allocating anything. The caller holds
// the one reference the buffer starts with; refs handed out retain and
// release it as usual but the last release never frees it. Used where a
// buffer is needed only for the duration of a call (the VMVX loader wraps
// each binding of a workgroup this way).
void iree_vm_buffer_initialize(iree_byte_span_t data, bool is_mutable,
                               iree_vm_buffer_t* out_buffer);

// Ends the life of a buffer made by iree_vm_buffer_initialize. Every other
// reference must have been released by now: a ref still held elsewhere would
// point into the caller's dead storage, so this aborts the process if one is.
void iree_vm_buffer_deinitialize(iree_vm_buffer_t* buffer);

void iree_vm_buffer_retain(iree_vm_buffer_t* buffer);
void iree_vm_buffer_release(iree_vm_buffer_t* buffer);

// Wraps |buffer| in a ref with a new reference / taking the caller's one.
iree_vm_ref_t iree_vm_buffer_retain_ref(iree_vm_buffer_t* buffer);
iree_vm_ref_t iree_vm_buffer_move_ref(iree_vm_buffer_t* buffer);

// Returns the buffer held by |ref| or INVALID_ARGUMENT if it is null or not
// a buffer.
iree_status_t iree_vm_buffer_check_deref(const iree_vm_ref_t* ref,
                                         iree_vm_buffer_t** out_buffer);

iree_host_size_t iree_vm_buffer_length(const iree_vm_buffer_t* buffer);
bool iree_vm_buffer_is_mutable(const iree_vm_buffer_t* buffer);

// Returns bytes [offset, offset + length) for reading; OUT_OF_RANGE if they
// are not all inside the buffer.
iree_status_t iree_vm_buffer_map_ro(const iree_vm_buffer_t* buffer,
                                    iree_host_size_t offset,
                                    iree_host_size_t length,
                                    iree_const_byte_span_t* out_span);

// Like map_ro for writing; PERMISSION_DENIED for a read-only buffer.
iree_status_t iree_vm_buffer_map_rw(iree_vm_buffer_t* buffer,
                                    iree_host_size_t offset,
                                    iree_host_size_t length,
                                    iree_byte_span_t* out_span);

// Copies |length| bytes between buffers (which may be the same; overlapping
// ranges behave like memmove).
iree_status_t iree_vm_buffer_copy_bytes(const iree_vm_buffer_t* source,
                                        iree_host_size_t source_offset,
                                        iree_vm_buffer_t* target,
                                        iree_host_size_t target_offset,
                                        iree_host_size_t length);

// Sets |*out_equal| to whether the two byte ranges hold the same bytes.
iree_status_t iree_vm_buffer_compare_bytes(const iree_vm_buffer_t* lhs,
                                           iree_host_size_t lhs_offset,
                                           const iree_vm_buffer_t* rhs,
                                           iree_host_size_t rhs_offset,
                                           iree_host_size_t length,
                                           bool* out_equal);

// Element access: offsets and counts are in elements of |element_size|
// bytes (1, 2, 4 or 8); |value| bits are little-endian.
iree_status_t iree_vm_buffer_fill_elements(iree_vm_buffer_t* buffer,
                                           iree_host_size_t element_offset,
                                           iree_host_size_t element_count,
                                           iree_host_size_t element_size,
                                           uint64_t value);
iree_status_t iree_vm_buffer_read_element(const iree_vm_buffer_t* buffer,
                                          iree_host_size_t element_offset,
                                          iree_host_size_t element_size,
                                          uint64_t* out_value);
iree_status_t iree_vm_buffer_write_element(iree_vm_buffer_t* buffer,
                                           iree_host_size_t element_offset,
                                           iree_host_size_t element_size,
                                           uint64_t value);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_BUFFER_H_
