// libFuzzer target: .npy files as the tools read them, every array of the
// file in turn until the first error or the end.
#include <stdint.h>
#include <stdio.h>

#include "iree/tooling/numpy.h"

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  FILE* file = fmemopen((void*)data, size, "rb");
  if (!file) return 0;
  for (int i = 0; i < 16; ++i) {
    iree_tooling_tensor_t tensor;
    iree_status_t status =
        iree_tooling_npy_read(file, iree_allocator_system(), &tensor);
    if (!iree_status_is_ok(status)) {
      iree_status_ignore(status);
      break;
    }
    iree_tooling_tensor_deinitialize(&tensor);
  }
  fclose(file);
  return 0;
}
