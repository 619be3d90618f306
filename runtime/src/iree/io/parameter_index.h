// iree_io_parameter_index_t: named parameters (weights kept outside a
// module) found in files, by scope and key. A file is one of our parameter
// archives (parameter_archive.h), a safetensors file or a GGUF file; it is
// mapped, and each parameter is a range of its bytes, read in place.
//
//   iree_io_parameter_index_t* index = NULL;
//   IREE_RETURN_IF_ERROR(iree_io_parameter_index_create(allocator, &index));
//   status = iree_io_parameter_index_add_file(
//       index, iree_make_cstring_view("model"), "weights.safetensors");
//   const iree_io_parameter_t* parameter = NULL;
//   status = iree_io_parameter_index_lookup(
//       index, iree_make_cstring_view("model"),
//       iree_make_cstring_view("dense/kernel"), &parameter);
//
// Files are validated when added: every range lies within the file, keys are
// unique within a scope, and a malformed file is one error naming the file
// and what is wrong, never a crash.
#ifndef IREE_IO_PARAMETER_INDEX_H_
#define IREE_IO_PARAMETER_INDEX_H_

#include "iree/base/api.h"
#include "iree/io/file_mapping.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_io_parameter_t {
  iree_string_view_t scope;
  iree_string_view_t key;
  // The file holding the bytes (retained by the index).
  iree_io_file_mapping_t* file;
  // The bytes within |file|'s contents.
  iree_host_size_t offset;
  iree_host_size_t length;
} iree_io_parameter_t;

typedef struct iree_io_parameter_index_t iree_io_parameter_index_t;

iree_status_t iree_io_parameter_index_create(
    iree_allocator_t host_allocator, iree_io_parameter_index_t** out_index);

void iree_io_parameter_index_retain(iree_io_parameter_index_t* index);
void iree_io_parameter_index_release(iree_io_parameter_index_t* index);

// Maps the file at |path| and adds each of its parameters under |scope|
// (may be empty). The format comes from the file's first bytes. Errors name
// the file: NOT_FOUND when it cannot be opened, INVALID_ARGUMENT when it is
// no file of a known format or is malformed, ALREADY_EXISTS when a key of
// |scope| is already indexed; the index is unchanged then.
iree_status_t iree_io_parameter_index_add_file(iree_io_parameter_index_t* index,
                                               iree_string_view_t scope,
                                               const char* path);

// Adds the parameters of the already mapped |file| (retained by the entries
// added), as iree_io_parameter_index_add_file does.
iree_status_t iree_io_parameter_index_add_mapping(
    iree_io_parameter_index_t* index, iree_string_view_t scope,
    iree_io_file_mapping_t* file);

iree_host_size_t iree_io_parameter_index_count(
    const iree_io_parameter_index_t* index);

// Parameter |i| in the order added.
const iree_io_parameter_t* iree_io_parameter_index_at(
    const iree_io_parameter_index_t* index, iree_host_size_t i);

// Finds |key| of |scope|; NOT_FOUND naming both (and the files of the scope)
// when there is none.
iree_status_t iree_io_parameter_index_lookup(
    const iree_io_parameter_index_t* index, iree_string_view_t scope,
    iree_string_view_t key, const iree_io_parameter_t** out_parameter);

// The bytes of |parameter|.
static inline iree_const_byte_span_t iree_io_parameter_contents(
    const iree_io_parameter_t* parameter) {
  return iree_make_const_byte_span(
      iree_io_file_mapping_contents(parameter->file).data + parameter->offset,
      parameter->length);
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_IO_PARAMETER_INDEX_H_
