#include "iree/hal/status_util.h"

#include <stdlib.h>
#include <string.h>

iree_status_t iree_hal_status_clone(iree_status_t status) {
  if (iree_status_is_ok(status)) return iree_ok_status();
  iree_status_code_t code = iree_status_code(status);
  iree_host_size_t length = iree_status_format(status, 0, NULL);
  char* text = (char*)malloc(length + 1);
  if (!text) return iree_status_from_code(code);
  iree_status_format(status, length + 1, text);
  // The text starts with the code's name, which the copy prints again.
  const char* body = text;
  const char* code_string = iree_status_code_string(code);
  iree_host_size_t code_length = strlen(code_string);
  if (strncmp(body, code_string, code_length) == 0) body += code_length;
  if (strncmp(body, "; ", 2) == 0) body += 2;
  iree_status_t copy = body[0]
                           ? iree_status_allocate_f(code, NULL, 0, "%s", body)
                           : iree_status_from_code(code);
  free(text);
  return copy;
}
