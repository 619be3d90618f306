// iree_string_view_t: a non-owning (pointer, length) view of characters. Views
// are not NUL-terminated; print them with "%.*s", (int)view.size, view.data.
#ifndef IREE_BASE_STRING_VIEW_H_
#define IREE_BASE_STRING_VIEW_H_

#include <stdbool.h>
#include <string.h>

#include "iree/base/attributes.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_string_view_t {
  const char* data;
  iree_host_size_t size;
} iree_string_view_t;

// A view of a string literal, usable in static initializers.
#define IREE_SV(literal) {(literal), sizeof(literal) - 1}

// Returned by find functions when nothing matches.
#define IREE_STRING_VIEW_NPOS IREE_HOST_SIZE_MAX

static inline iree_string_view_t iree_make_string_view(
    const char* data, iree_host_size_t size) {
  iree_string_view_t view = {data, size};
  return view;
}

static inline iree_string_view_t iree_make_cstring_view(const char* value) {
  return iree_make_string_view(value, value ? strlen(value) : 0);
}

static inline iree_string_view_t iree_string_view_empty(void) {
  return iree_make_string_view(NULL, 0);
}

static inline bool iree_string_view_is_empty(iree_string_view_t value) {
  return value.size == 0;
}

bool iree_string_view_equal(iree_string_view_t lhs, iree_string_view_t rhs);

// Lexicographic byte comparison: <0, 0 or >0 like memcmp.
int iree_string_view_compare(iree_string_view_t lhs, iree_string_view_t rhs);

bool iree_string_view_starts_with(iree_string_view_t value,
                                  iree_string_view_t prefix);
bool iree_string_view_ends_with(iree_string_view_t value,
                                iree_string_view_t suffix);

// Returns the index of the first |c| at or after |pos|, or NPOS.
iree_host_size_t iree_string_view_find_char(iree_string_view_t value, char c,
                                            iree_host_size_t pos);

// Returns the index of the first character at or after |pos| that is any of
// |chars|, or NPOS.
iree_host_size_t iree_string_view_find_first_of(iree_string_view_t value,
                                                iree_string_view_t chars,
                                                iree_host_size_t pos);

// Returns up to |length| characters starting at |pos| (clamped to the view).
iree_string_view_t iree_string_view_substr(iree_string_view_t value,
                                           iree_host_size_t pos,
                                           iree_host_size_t length);

// Removes leading and trailing ASCII whitespace.
iree_string_view_t iree_string_view_trim(iree_string_view_t value);

// If |value| starts with |prefix|, removes it and returns true.
bool iree_string_view_consume_prefix(iree_string_view_t* value,
                                     iree_string_view_t prefix);

// Splits |value| at the first |separator|: |out_lhs| is the part before it and
// |out_rhs| the part after. Returns the separator's index, or NPOS (then
// |out_lhs| is all of |value| and |out_rhs| is empty). Either output may be
// NULL.
iree_host_size_t iree_string_view_split(iree_string_view_t value,
                                        char separator,
                                        iree_string_view_t* out_lhs,
                                        iree_string_view_t* out_rhs);

// Number parsing: the whole view must be the number (no surrounding spaces,
// no trailing characters) and fit the type; otherwise false is returned and
// |*out_value| is untouched. Integers accept an optional sign and 0x prefix.
bool iree_string_view_atoi_int32(iree_string_view_t value, int32_t* out_value);
bool iree_string_view_atoi_int64(iree_string_view_t value, int64_t* out_value);
bool iree_string_view_atoi_uint64(iree_string_view_t value,
                                  uint64_t* out_value);
bool iree_string_view_atof(iree_string_view_t value, float* out_value);
bool iree_string_view_atod(iree_string_view_t value, double* out_value);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_STRING_VIEW_H_
