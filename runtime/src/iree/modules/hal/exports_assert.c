// hal.assert: a check of values the program computes on the host (JAX's
// shape assertions), whose message names them.
#include <stdio.h>

#include "iree/modules/hal/module_impl.h"

// Values a message may name ({0} to {15}); later ones print as written.
#define IREE_HAL_MODULE_MAX_ASSERT_VALUES 16

// Appends |message| to |buffer| (|capacity| bytes, NUL-terminated) with
// each `{N}` naming one of the |count| |values| replaced by that value.
static void iree_hal_module_format_assert_message(iree_string_view_t message,
                                                  const int64_t* values,
                                                  int32_t count, char* buffer,
                                                  size_t capacity) {
  size_t length = 0;
  buffer[0] = 0;
  for (iree_host_size_t i = 0; i < message.size && length + 1 < capacity;) {
    if (message.data[i] == '{') {
      iree_host_size_t end = i + 1;
      int64_t index = 0;
      while (end < message.size && end - i <= 3 && message.data[end] >= '0' &&
             message.data[end] <= '9') {
        index = index * 10 + (message.data[end] - '0');
        ++end;
      }
      if (end > i + 1 && end < message.size && message.data[end] == '}' &&
          index < count) {
        int written = snprintf(buffer + length, capacity - length, "%lld",
                               (long long)values[index]);
        if (written > 0) length += (size_t)written;
        if (length >= capacity) length = capacity - 1;
        i = end + 1;
        continue;
      }
    }
    buffer[length++] = message.data[i++];
    buffer[length] = 0;
  }
}

IREE_HAL_MODULE_EXPORT(assert) {
  iree_hal_abi_cursor_t in = {args};
  int32_t condition = iree_hal_abi_read_i32(&in);
  iree_vm_ref_t message_ref = iree_hal_abi_read_ref(&in);
  int32_t count = iree_hal_abi_read_i32(&in);
  if (condition) return iree_ok_status();
  int64_t values[IREE_HAL_MODULE_MAX_ASSERT_VALUES];
  int32_t named = 0;
  for (int32_t i = 0; i < count; ++i) {
    int64_t value = iree_hal_abi_read_i64(&in);
    if (named < IREE_HAL_MODULE_MAX_ASSERT_VALUES) values[named++] = value;
  }
  iree_string_view_t message;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_buffer_string(&message_ref, "assert message", &message));
  char text[1024];
  iree_hal_module_format_assert_message(message, values, named, text,
                                        sizeof(text));
  return iree_make_status(IREE_STATUS_FAILED_PRECONDITION, "%s", text);
}
