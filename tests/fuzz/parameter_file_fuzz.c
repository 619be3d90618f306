// libFuzzer target: parameter files (our archives, safetensors, GGUF) as the
// parameter index reads them, then every byte of every parameter found,
// which must lie within the file. The input is an exact-size heap copy, so
// AddressSanitizer sees any read past its end (a mapped file would hide
// reads into the rest of its last page).
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "iree/io/parameter_index.h"

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  uint8_t* copy = (uint8_t*)malloc(size ? size : 1);
  if (!copy) return 0;
  if (size) memcpy(copy, data, size);
  iree_io_file_mapping_t* file = NULL;
  iree_io_parameter_index_t* index = NULL;
  if (!iree_status_is_ok(iree_io_file_mapping_wrap(
          "input", iree_make_const_byte_span(copy, size),
          iree_allocator_system(), &file)) ||
      !iree_status_is_ok(
          iree_io_parameter_index_create(iree_allocator_system(), &index))) {
    abort();
  }
  iree_status_ignore(iree_io_parameter_index_add_mapping(
      index, iree_make_cstring_view("s"), file));
  volatile uint8_t sum = 0;
  for (iree_host_size_t i = 0; i < iree_io_parameter_index_count(index); ++i) {
    iree_const_byte_span_t contents =
        iree_io_parameter_contents(iree_io_parameter_index_at(index, i));
    for (iree_host_size_t j = 0; j < contents.data_length; ++j) {
      sum += contents.data[j];
    }
  }
  (void)sum;
  iree_io_parameter_index_release(index);
  iree_io_file_mapping_release(file);
  free(copy);
  return 0;
}
