// The file formats iree_io_parameter_index_add_file reads (internal to
// iree/io). Each parser validates |file| and calls |add| once per parameter
// with its key and byte range; a malformed file is INVALID_ARGUMENT naming
// the file and the problem.
#ifndef IREE_IO_FORMATS_H_
#define IREE_IO_FORMATS_H_

#include "iree/base/api.h"
#include "iree/io/file_mapping.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_io_parameter_sink_t {
  iree_status_t (*add)(void* user_data, iree_string_view_t key,
                       iree_host_size_t offset, iree_host_size_t length);
  void* user_data;
} iree_io_parameter_sink_t;

// Our parameter archive (parameter_archive.h).
bool iree_io_is_parameter_archive(iree_const_byte_span_t contents);
iree_status_t iree_io_parse_parameter_archive(iree_io_file_mapping_t* file,
                                              iree_io_parameter_sink_t sink);

// GGUF (versions 2 and 3), tensors of unquantized types.
bool iree_io_is_gguf(iree_const_byte_span_t contents);
iree_status_t iree_io_parse_gguf(iree_io_file_mapping_t* file,
                                 iree_io_parameter_sink_t sink);

// safetensors: an 8-byte header length, a JSON header, the data.
bool iree_io_is_safetensors(iree_const_byte_span_t contents);
iree_status_t iree_io_parse_safetensors(iree_io_file_mapping_t* file,
                                        iree_allocator_t host_allocator,
                                        iree_io_parameter_sink_t sink);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_IO_FORMATS_H_
