// libFuzzer target: parameter files (our archives, safetensors, GGUF) as
// iree_io_parameter_index_add_file reads them, then every byte of every
// parameter found, which must lie within the file.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "iree/io/parameter_index.h"

static char path[64];

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // One scratch file for the whole run, rewritten per input.
  if (!path[0]) {
    snprintf(path, sizeof(path), "/tmp/iree_fuzz_parameters_XXXXXX");
    int fd = mkstemp(path);
    if (fd < 0) abort();
    close(fd);
  }
  FILE* file = fopen(path, "wb");
  if (!file) abort();
  if (size && fwrite(data, 1, size, file) != size) abort();
  fclose(file);

  iree_io_parameter_index_t* index = NULL;
  iree_status_t status =
      iree_io_parameter_index_create(iree_allocator_system(), &index);
  if (!iree_status_is_ok(status)) abort();
  status = iree_io_parameter_index_add_file(index, iree_make_cstring_view("s"),
                                            path);
  iree_status_ignore(status);
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
  return 0;
}
