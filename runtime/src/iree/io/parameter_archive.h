// Parameter archives (.irpa): our file of named parameters, written by the
// compiler (--iree-opt-export-parameters) and iree-convert-parameters, read
// in place through a mapping (parameter_index.h).
//
// Layout (little-endian, version 1):
//   header, 64 bytes:
//     char     magic[8]        "IRPARAM\0"
//     uint32_t version         1
//     uint32_t entry_count
//     uint64_t entries_offset  entry_count entries of 32 bytes
//     uint64_t names_offset    the keys' bytes
//     uint64_t names_length
//     uint64_t data_offset     64-byte aligned
//     uint64_t data_length
//     uint64_t reserved        0
//   entry, 32 bytes:
//     uint64_t name_offset     within the names
//     uint32_t name_length     > 0
//     uint32_t reserved        0
//     uint64_t data_offset     within the data, 64-byte aligned
//     uint64_t data_length
// Each parameter starts 64-byte aligned in the file, so a mapped archive
// serves as device memory for CPU devices without copies.
#ifndef IREE_IO_PARAMETER_ARCHIVE_H_
#define IREE_IO_PARAMETER_ARCHIVE_H_

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

#define IREE_IO_PARAMETER_ARCHIVE_ALIGNMENT 64

typedef struct iree_io_parameter_archive_entry_t {
  iree_string_view_t key;
  iree_const_byte_span_t contents;
} iree_io_parameter_archive_entry_t;

// Writes |entries| (keys non-empty and unique) as an archive at |path|,
// replacing any file there. Errors name the path or the key.
iree_status_t iree_io_parameter_archive_write(
    const char* path, iree_host_size_t entry_count,
    const iree_io_parameter_archive_entry_t* entries,
    iree_allocator_t host_allocator);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_IO_PARAMETER_ARCHIVE_H_
