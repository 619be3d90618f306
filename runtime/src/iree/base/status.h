// iree_status_t: the result of every fallible runtime call.
//
// OK is the null pointer, so success costs one compare and never allocates.
// A status created without a message is just its code stored in the pointer
// value (codes are below 32, which no heap pointer is). A status with a
// message points at heap storage holding the code, the source location and a
// chain of messages (the first, then annotations added while unwinding).
//
// A non-OK status is owned by whoever holds it and must be consumed exactly
// once: returned to the caller, freed with iree_status_free/ignore, or turned
// into a code with iree_status_consume_code.
#ifndef IREE_BASE_STATUS_H_
#define IREE_BASE_STATUS_H_

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "iree/base/attributes.h"

#ifdef __cplusplus
extern "C" {
#endif

// Status codes, numerically equal to the canonical codes users know from
// absl/gRPC so that tools and logs read the same.
typedef enum iree_status_code_e {
  IREE_STATUS_OK = 0,
  IREE_STATUS_CANCELLED = 1,
  IREE_STATUS_UNKNOWN = 2,
  IREE_STATUS_INVALID_ARGUMENT = 3,
  IREE_STATUS_DEADLINE_EXCEEDED = 4,
  IREE_STATUS_NOT_FOUND = 5,
  IREE_STATUS_ALREADY_EXISTS = 6,
  IREE_STATUS_PERMISSION_DENIED = 7,
  IREE_STATUS_RESOURCE_EXHAUSTED = 8,
  IREE_STATUS_FAILED_PRECONDITION = 9,
  IREE_STATUS_ABORTED = 10,
  IREE_STATUS_OUT_OF_RANGE = 11,
  IREE_STATUS_UNIMPLEMENTED = 12,
  IREE_STATUS_INTERNAL = 13,
  IREE_STATUS_UNAVAILABLE = 14,
  IREE_STATUS_DATA_LOSS = 15,
  IREE_STATUS_UNAUTHENTICATED = 16,
  // Not an error: the operation stopped to be resumed later (a VM coroutine
  // yielding at a wait, see iree_vm_invocation_begin).
  IREE_STATUS_DEFERRED = 17,
} iree_status_code_t;

typedef struct iree_status_handle_t* iree_status_t;

#define iree_ok_status() ((iree_status_t)NULL)
#define iree_status_is_ok(status) ((status) == NULL)

// Returns a status carrying only |code| (no allocation, no message).
#define iree_status_from_code(code) \
  ((iree_status_t)(uintptr_t)((iree_status_code_t)(code)))

// Returns the code of |status| without consuming it.
iree_status_code_t iree_status_code(iree_status_t status);

// Returns the canonical name of |code|, such as "INVALID_ARGUMENT".
const char* iree_status_code_string(iree_status_code_t code);

// Creates a status with a printf-style message and the caller's location.
// Creating an OK status this way returns OK and ignores the message.
#define iree_make_status(code, ...) \
  iree_status_allocate_f((code), __FILE__, __LINE__, "" __VA_ARGS__)

iree_status_t iree_status_allocate_f(iree_status_code_t code, const char* file,
                                     uint32_t line, const char* format, ...)
    IREE_ATTRIBUTE_PRINTF(4, 5);
iree_status_t iree_status_allocate_vf(iree_status_code_t code,
                                      const char* file, uint32_t line,
                                      const char* format, va_list args);

// Appends a printf-style message to |base_status| and returns it. OK statuses
// pass through unchanged; an empty format adds nothing. If the annotation
// cannot be allocated the original status is returned as it was.
iree_status_t iree_status_annotate_f(iree_status_t base_status,
                                     const char* format, ...)
    IREE_ATTRIBUTE_PRINTF(2, 3);

// Frees |status| (any status, including OK).
void iree_status_free(iree_status_t status);

// Frees |status| and returns OK: for errors deliberately dropped.
iree_status_t iree_status_ignore(iree_status_t status);

// Frees |status| and returns its code.
iree_status_code_t iree_status_consume_code(iree_status_t status);

// Formats |status| as "CODE; file:line: message; annotation..." into |buffer|
// of |buffer_capacity| bytes (NUL-terminated, truncated if needed). Returns the
// length the full text needs, excluding the NUL, like snprintf.
iree_host_size_t iree_status_format(iree_status_t status,
                                    iree_host_size_t buffer_capacity,
                                    char* buffer);

// Prints the formatted |status| and a newline to |file|.
void iree_status_fprint(FILE* file, iree_status_t status);

// Returns the status of |expr| from the enclosing function if it is not OK,
// after appending the optional printf-style annotation.
//   IREE_RETURN_IF_ERROR(load(path), "loading module '%s'", path);
#define IREE_RETURN_IF_ERROR(expr, ...)                             \
  do {                                                              \
    iree_status_t iree_status_tmp_ = (expr);                        \
    if (IREE_UNLIKELY(!iree_status_is_ok(iree_status_tmp_))) {      \
      return iree_status_annotate_f(iree_status_tmp_, "" __VA_ARGS__); \
    }                                                               \
  } while (0)

// Aborts the process with the formatted status if it is not OK. For tools and
// tests only: library code propagates errors instead.
#define IREE_CHECK_OK(expr)                                    \
  do {                                                         \
    iree_status_t iree_status_tmp_ = (expr);                   \
    if (IREE_UNLIKELY(!iree_status_is_ok(iree_status_tmp_))) { \
      iree_status_abort(iree_status_tmp_);                     \
    }                                                          \
  } while (0)

IREE_ATTRIBUTE_NORETURN void iree_status_abort(iree_status_t status);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_STATUS_H_
