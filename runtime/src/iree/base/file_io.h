// Opening and reading whole files for the runtime and the tools, with one
// clear error for what is not a readable regular file (a directory given
// where a module or tensor file is expected, a missing path).
#ifndef IREE_BASE_FILE_IO_H_
#define IREE_BASE_FILE_IO_H_

#include <stdint.h>
#include <stdio.h>

#include "iree/base/allocator.h"
#include "iree/base/byte_span.h"
#include "iree/base/status.h"

#ifdef __cplusplus
extern "C" {
#endif

// Opens the regular file at |path| for reading in binary mode and returns it
// with its size in bytes. NOT_FOUND when it cannot be opened,
// INVALID_ARGUMENT when it is a directory or another kind of non-regular
// file; the message names the path.
iree_status_t iree_file_open_for_read(const char* path, FILE** out_file,
                                      uint64_t* out_size);

// Reads the whole regular file at |path| into one allocation from
// |allocator| (malloc alignment, which satisfies the 16 bytes modules need;
// one byte even for an empty file). The caller frees |out_contents->data|.
iree_status_t iree_file_read_contents(const char* path,
                                      iree_allocator_t allocator,
                                      iree_byte_span_t* out_contents);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_FILE_IO_H_
