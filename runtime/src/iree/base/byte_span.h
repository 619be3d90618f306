// (pointer, length) views of bytes: file contents, buffer contents, and the
// packed argument/result spans of the VM's call ABI.
#ifndef IREE_BASE_BYTE_SPAN_H_
#define IREE_BASE_BYTE_SPAN_H_

#include <stdint.h>

#include "iree/base/attributes.h"

#ifdef __cplusplus
extern "C" {
#endif

// A mutable (pointer, length) byte range.
typedef struct iree_byte_span_t {
  uint8_t* data;
  iree_host_size_t data_length;
} iree_byte_span_t;

// A read-only (pointer, length) byte range.
typedef struct iree_const_byte_span_t {
  const uint8_t* data;
  iree_host_size_t data_length;
} iree_const_byte_span_t;

static inline iree_byte_span_t iree_make_byte_span(void* data,
                                                   iree_host_size_t length) {
  iree_byte_span_t span = {(uint8_t*)data, length};
  return span;
}

static inline iree_const_byte_span_t iree_make_const_byte_span(
    const void* data, iree_host_size_t length) {
  iree_const_byte_span_t span = {(const uint8_t*)data, length};
  return span;
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_BYTE_SPAN_H_
