#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iree/vm/buffer_impl.h"

static void iree_vm_buffer_destroy(void* ptr) {
  iree_vm_buffer_t* buffer = (iree_vm_buffer_t*)ptr;
  if (buffer->release_callback.fn) {
    buffer->release_callback.fn(buffer->release_callback.user_data);
  }
  // Caller-owned buffers (iree_vm_buffer_initialize) are not ours to free.
  if (!iree_allocator_is_null(buffer->allocator)) {
    iree_allocator_free(buffer->allocator, buffer);
  }
}

const iree_vm_ref_type_descriptor_t iree_vm_buffer_descriptor = {
    {"vm.buffer", 9}, 0, iree_vm_buffer_destroy};

iree_vm_ref_type_t iree_vm_buffer_type(void) {
  return &iree_vm_buffer_descriptor;
}

// Allocates the header with |storage_length| trailing bytes (zeroed).
static iree_status_t iree_vm_buffer_allocate(iree_host_size_t storage_length,
                                             iree_allocator_t allocator,
                                             iree_vm_buffer_t** out_buffer) {
  *out_buffer = NULL;
  iree_host_size_t total_size = 0;
  if (!iree_host_size_checked_add(sizeof(iree_vm_buffer_t), storage_length,
                                  &total_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "buffer of %zu bytes is too large", storage_length);
  }
  iree_vm_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, total_size, (void**)&buffer));
  iree_vm_ref_object_initialize(&buffer->ref_object);
  buffer->allocator = allocator;
  *out_buffer = buffer;
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_create(iree_host_size_t length,
                                    iree_allocator_t allocator,
                                    iree_vm_buffer_t** out_buffer) {
  IREE_RETURN_IF_ERROR(iree_vm_buffer_allocate(length, allocator, out_buffer));
  iree_vm_buffer_t* buffer = *out_buffer;
  buffer->is_mutable = true;
  buffer->data = iree_make_byte_span(buffer + 1, length);
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_wrap_ro(
    iree_const_byte_span_t data,
    iree_vm_buffer_release_callback_t release_callback,
    iree_allocator_t allocator, iree_vm_buffer_t** out_buffer) {
  IREE_RETURN_IF_ERROR(iree_vm_buffer_allocate(0, allocator, out_buffer));
  iree_vm_buffer_t* buffer = *out_buffer;
  buffer->is_mutable = false;
  // The bytes are never written through a read-only buffer: map_rw refuses.
  buffer->data = iree_make_byte_span((void*)data.data, data.data_length);
  buffer->release_callback = release_callback;
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_clone(const iree_vm_buffer_t* source,
                                   iree_host_size_t offset,
                                   iree_host_size_t length,
                                   iree_allocator_t allocator,
                                   iree_vm_buffer_t** out_buffer) {
  *out_buffer = NULL;
  iree_const_byte_span_t source_span;
  IREE_RETURN_IF_ERROR(
      iree_vm_buffer_map_ro(source, offset, length, &source_span));
  IREE_RETURN_IF_ERROR(iree_vm_buffer_create(length, allocator, out_buffer));
  if (length) memcpy((*out_buffer)->data.data, source_span.data, length);
  return iree_ok_status();
}

void iree_vm_buffer_initialize(iree_byte_span_t data, bool is_mutable,
                               iree_vm_buffer_t* out_buffer) {
  memset(out_buffer, 0, sizeof(*out_buffer));
  iree_vm_ref_object_initialize(&out_buffer->ref_object);
  out_buffer->allocator = iree_allocator_null();
  out_buffer->is_mutable = is_mutable;
  out_buffer->data = data;
}

void iree_vm_buffer_deinitialize(iree_vm_buffer_t* buffer) {
  iree_vm_ref_t ref = {buffer, &iree_vm_buffer_descriptor};
  int32_t use_count = iree_vm_ref_use_count(&ref);
  if (IREE_UNLIKELY(use_count != 1)) {
    // Continuing would leave a dangling ref to storage about to be reused.
    fprintf(stderr,
            "iree_vm_buffer_deinitialize: buffer %p still has %d references "
            "besides its owner's\n",
            (void*)buffer, use_count - 1);
    abort();
  }
  buffer->ref_object.counter = 0;
}

void iree_vm_buffer_retain(iree_vm_buffer_t* buffer) {
  iree_vm_ref_object_retain(buffer, &iree_vm_buffer_descriptor);
}

void iree_vm_buffer_release(iree_vm_buffer_t* buffer) {
  iree_vm_ref_object_release(buffer, &iree_vm_buffer_descriptor);
}

iree_vm_ref_t iree_vm_buffer_retain_ref(iree_vm_buffer_t* buffer) {
  iree_vm_ref_t ref = iree_vm_ref_null();
  iree_vm_ref_wrap_retain(buffer, &iree_vm_buffer_descriptor, &ref);
  return ref;
}

iree_vm_ref_t iree_vm_buffer_move_ref(iree_vm_buffer_t* buffer) {
  iree_vm_ref_t ref = iree_vm_ref_null();
  iree_vm_ref_wrap_assign(buffer, &iree_vm_buffer_descriptor, &ref);
  return ref;
}

iree_status_t iree_vm_buffer_check_deref(const iree_vm_ref_t* ref,
                                         iree_vm_buffer_t** out_buffer) {
  IREE_RETURN_IF_ERROR(iree_vm_ref_check(ref, &iree_vm_buffer_descriptor));
  *out_buffer = (iree_vm_buffer_t*)ref->ptr;
  return iree_ok_status();
}

iree_host_size_t iree_vm_buffer_length(const iree_vm_buffer_t* buffer) {
  return buffer->data.data_length;
}

bool iree_vm_buffer_is_mutable(const iree_vm_buffer_t* buffer) {
  return buffer->is_mutable;
}

// Checks that [offset, offset + length) lies inside |buffer|.
static iree_status_t iree_vm_buffer_check_range(const iree_vm_buffer_t* buffer,
                                                iree_host_size_t offset,
                                                iree_host_size_t length) {
  iree_host_size_t end = 0;
  if (IREE_UNLIKELY(!iree_host_size_checked_add(offset, length, &end) ||
                    end > buffer->data.data_length)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "byte range [%zu, %zu + %zu) is outside the "
                            "%zu-byte buffer",
                            offset, offset, length, buffer->data.data_length);
  }
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_map_ro(const iree_vm_buffer_t* buffer,
                                    iree_host_size_t offset,
                                    iree_host_size_t length,
                                    iree_const_byte_span_t* out_span) {
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_range(buffer, offset, length));
  *out_span = iree_make_const_byte_span(buffer->data.data + offset, length);
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_map_rw(iree_vm_buffer_t* buffer,
                                    iree_host_size_t offset,
                                    iree_host_size_t length,
                                    iree_byte_span_t* out_span) {
  if (IREE_UNLIKELY(!buffer->is_mutable)) {
    return iree_make_status(IREE_STATUS_PERMISSION_DENIED,
                            "buffer is read-only");
  }
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_range(buffer, offset, length));
  *out_span = iree_make_byte_span(buffer->data.data + offset, length);
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_copy_bytes(const iree_vm_buffer_t* source,
                                        iree_host_size_t source_offset,
                                        iree_vm_buffer_t* target,
                                        iree_host_size_t target_offset,
                                        iree_host_size_t length) {
  iree_const_byte_span_t source_span;
  IREE_RETURN_IF_ERROR(
      iree_vm_buffer_map_ro(source, source_offset, length, &source_span));
  iree_byte_span_t target_span;
  IREE_RETURN_IF_ERROR(
      iree_vm_buffer_map_rw(target, target_offset, length, &target_span));
  if (length) memmove(target_span.data, source_span.data, length);
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_compare_bytes(const iree_vm_buffer_t* lhs,
                                           iree_host_size_t lhs_offset,
                                           const iree_vm_buffer_t* rhs,
                                           iree_host_size_t rhs_offset,
                                           iree_host_size_t length,
                                           bool* out_equal) {
  iree_const_byte_span_t lhs_span;
  IREE_RETURN_IF_ERROR(
      iree_vm_buffer_map_ro(lhs, lhs_offset, length, &lhs_span));
  iree_const_byte_span_t rhs_span;
  IREE_RETURN_IF_ERROR(
      iree_vm_buffer_map_ro(rhs, rhs_offset, length, &rhs_span));
  *out_equal = length == 0 || memcmp(lhs_span.data, rhs_span.data, length) == 0;
  return iree_ok_status();
}

// Converts an element range to a byte range, failing on overflow.
static iree_status_t iree_vm_buffer_element_range(
    iree_host_size_t element_offset, iree_host_size_t element_count,
    iree_host_size_t element_size, iree_host_size_t* out_byte_offset,
    iree_host_size_t* out_byte_length) {
  if (IREE_UNLIKELY(!iree_host_size_checked_mul(element_offset, element_size,
                                                out_byte_offset) ||
                    !iree_host_size_checked_mul(element_count, element_size,
                                                out_byte_length))) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "element range overflows the address space");
  }
  return iree_ok_status();
}

// Element values travel as the low bytes of a uint64_t in little-endian order
// so that the same code serves every width.
static void iree_vm_store_le(uint8_t* target, iree_host_size_t size,
                             uint64_t value) {
  for (iree_host_size_t i = 0; i < size; ++i) {
    target[i] = (uint8_t)(value >> (8 * i));
  }
}

iree_status_t iree_vm_buffer_fill_elements(iree_vm_buffer_t* buffer,
                                           iree_host_size_t element_offset,
                                           iree_host_size_t element_count,
                                           iree_host_size_t element_size,
                                           uint64_t value) {
  iree_host_size_t byte_offset = 0, byte_length = 0;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_element_range(
      element_offset, element_count, element_size, &byte_offset, &byte_length));
  iree_byte_span_t span;
  IREE_RETURN_IF_ERROR(
      iree_vm_buffer_map_rw(buffer, byte_offset, byte_length, &span));
  if (element_size == 1) {
    memset(span.data, (int)(value & 0xFF), byte_length);
    return iree_ok_status();
  }
  for (iree_host_size_t i = 0; i < element_count; ++i) {
    iree_vm_store_le(span.data + i * element_size, element_size, value);
  }
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_read_element(const iree_vm_buffer_t* buffer,
                                          iree_host_size_t element_offset,
                                          iree_host_size_t element_size,
                                          uint64_t* out_value) {
  iree_host_size_t byte_offset = 0, byte_length = 0;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_element_range(
      element_offset, 1, element_size, &byte_offset, &byte_length));
  iree_const_byte_span_t span;
  IREE_RETURN_IF_ERROR(
      iree_vm_buffer_map_ro(buffer, byte_offset, byte_length, &span));
  uint64_t value = 0;
  for (iree_host_size_t i = 0; i < element_size; ++i) {
    value |= (uint64_t)span.data[i] << (8 * i);
  }
  *out_value = value;
  return iree_ok_status();
}

iree_status_t iree_vm_buffer_write_element(iree_vm_buffer_t* buffer,
                                           iree_host_size_t element_offset,
                                           iree_host_size_t element_size,
                                           uint64_t value) {
  iree_host_size_t byte_offset = 0, byte_length = 0;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_element_range(
      element_offset, 1, element_size, &byte_offset, &byte_length));
  iree_byte_span_t span;
  IREE_RETURN_IF_ERROR(
      iree_vm_buffer_map_rw(buffer, byte_offset, byte_length, &span));
  iree_vm_store_le(span.data, element_size, value);
  return iree_ok_status();
}
