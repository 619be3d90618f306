// iree_io_file_mapping_t: a whole file mapped read-only into memory, shared
// by reference count between the parameter index that found it and the
// buffers that alias its bytes, so weights are read from the page cache in
// place rather than copied.
#ifndef IREE_IO_FILE_MAPPING_H_
#define IREE_IO_FILE_MAPPING_H_

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_io_file_mapping_t iree_io_file_mapping_t;

// Maps the regular file at |path| read-only. NOT_FOUND when it cannot be
// opened, INVALID_ARGUMENT when it is no regular file; messages name the
// path. An empty file maps to an empty span.
iree_status_t iree_io_file_mapping_open(const char* path,
                                        iree_allocator_t host_allocator,
                                        iree_io_file_mapping_t** out_mapping);

// Wraps |contents| (borrowed: valid until the last reference is released)
// as a mapping named |name|, for bytes already in memory.
iree_status_t iree_io_file_mapping_wrap(const char* name,
                                        iree_const_byte_span_t contents,
                                        iree_allocator_t host_allocator,
                                        iree_io_file_mapping_t** out_mapping);

void iree_io_file_mapping_retain(iree_io_file_mapping_t* mapping);
void iree_io_file_mapping_release(iree_io_file_mapping_t* mapping);

// The mapped bytes, valid while a reference is held.
iree_const_byte_span_t iree_io_file_mapping_contents(
    const iree_io_file_mapping_t* mapping);

// The path the file was opened at (for messages).
const char* iree_io_file_mapping_path(const iree_io_file_mapping_t* mapping);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_IO_FILE_MAPPING_H_
