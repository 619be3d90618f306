// libFuzzer target: the tools' tensor text form (`2x2xf32=[1 2][3 4]`,
// `4xi8=@file`), as --input and --expected_output take it.
#include <stdint.h>

#include "iree/tooling/tensor.h"

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  iree_tooling_tensor_t tensor;
  iree_status_t status = iree_tooling_tensor_parse(
      iree_make_string_view((const char*)data, size), iree_allocator_system(),
      &tensor);
  if (iree_status_is_ok(status)) {
    iree_tooling_tensor_deinitialize(&tensor);
  } else {
    iree_status_ignore(status);
  }
  return 0;
}
