#include "iree/base/string_view.h"

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>

bool iree_string_view_equal(iree_string_view_t lhs, iree_string_view_t rhs) {
  return lhs.size == rhs.size &&
         (lhs.size == 0 || memcmp(lhs.data, rhs.data, lhs.size) == 0);
}

int iree_string_view_compare(iree_string_view_t lhs, iree_string_view_t rhs) {
  iree_host_size_t common = lhs.size < rhs.size ? lhs.size : rhs.size;
  int result = common ? memcmp(lhs.data, rhs.data, common) : 0;
  if (result != 0) return result;
  if (lhs.size == rhs.size) return 0;
  return lhs.size < rhs.size ? -1 : 1;
}

bool iree_string_view_starts_with(iree_string_view_t value,
                                  iree_string_view_t prefix) {
  return value.size >= prefix.size &&
         (prefix.size == 0 || memcmp(value.data, prefix.data, prefix.size) == 0);
}

bool iree_string_view_ends_with(iree_string_view_t value,
                                iree_string_view_t suffix) {
  return value.size >= suffix.size &&
         (suffix.size == 0 || memcmp(value.data + value.size - suffix.size,
                                     suffix.data, suffix.size) == 0);
}

iree_host_size_t iree_string_view_find_char(iree_string_view_t value, char c,
                                            iree_host_size_t pos) {
  for (iree_host_size_t i = pos; i < value.size; ++i) {
    if (value.data[i] == c) return i;
  }
  return IREE_STRING_VIEW_NPOS;
}

iree_host_size_t iree_string_view_find_first_of(iree_string_view_t value,
                                                iree_string_view_t chars,
                                                iree_host_size_t pos) {
  for (iree_host_size_t i = pos; i < value.size; ++i) {
    if (iree_string_view_find_char(chars, value.data[i], 0) !=
        IREE_STRING_VIEW_NPOS) {
      return i;
    }
  }
  return IREE_STRING_VIEW_NPOS;
}

iree_string_view_t iree_string_view_substr(iree_string_view_t value,
                                           iree_host_size_t pos,
                                           iree_host_size_t length) {
  if (pos >= value.size) return iree_make_string_view(value.data, 0);
  iree_host_size_t available = value.size - pos;
  if (length > available) length = available;
  return iree_make_string_view(value.data + pos, length);
}

static bool iree_is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
         c == '\f';
}

iree_string_view_t iree_string_view_trim(iree_string_view_t value) {
  iree_host_size_t begin = 0;
  iree_host_size_t end = value.size;
  while (begin < end && iree_is_space(value.data[begin])) ++begin;
  while (end > begin && iree_is_space(value.data[end - 1])) --end;
  return iree_make_string_view(value.data + begin, end - begin);
}

bool iree_string_view_consume_prefix(iree_string_view_t* value,
                                     iree_string_view_t prefix) {
  if (!iree_string_view_starts_with(*value, prefix)) return false;
  value->data += prefix.size;
  value->size -= prefix.size;
  return true;
}

iree_host_size_t iree_string_view_split(iree_string_view_t value,
                                        char separator,
                                        iree_string_view_t* out_lhs,
                                        iree_string_view_t* out_rhs) {
  iree_host_size_t index = iree_string_view_find_char(value, separator, 0);
  iree_string_view_t lhs = value;
  iree_string_view_t rhs = iree_make_string_view(value.data + value.size, 0);
  if (index != IREE_STRING_VIEW_NPOS) {
    lhs = iree_make_string_view(value.data, index);
    rhs = iree_make_string_view(value.data + index + 1,
                                value.size - index - 1);
  }
  if (out_lhs) *out_lhs = lhs;
  if (out_rhs) *out_rhs = rhs;
  return index;
}

// Copies |value| into a NUL-terminated stack buffer for the C library parsers.
// Numbers longer than the buffer are not numbers we accept.
#define IREE_NUMBER_BUFFER_SIZE 128
static bool iree_string_view_to_number_buffer(iree_string_view_t value,
                                              char* buffer) {
  if (value.size == 0 || value.size >= IREE_NUMBER_BUFFER_SIZE) return false;
  if (iree_is_space(value.data[0])) return false;
  memcpy(buffer, value.data, value.size);
  buffer[value.size] = '\0';
  return true;
}

bool iree_string_view_atoi_int64(iree_string_view_t value, int64_t* out_value) {
  char buffer[IREE_NUMBER_BUFFER_SIZE];
  if (!iree_string_view_to_number_buffer(value, buffer)) return false;
  char* end = NULL;
  errno = 0;
  long long parsed = strtoll(buffer, &end, 0);
  if (errno != 0 || *end != '\0') return false;
  *out_value = (int64_t)parsed;
  return true;
}

bool iree_string_view_atoi_int32(iree_string_view_t value, int32_t* out_value) {
  int64_t parsed = 0;
  if (!iree_string_view_atoi_int64(value, &parsed)) return false;
  if (parsed < INT32_MIN || parsed > INT32_MAX) return false;
  *out_value = (int32_t)parsed;
  return true;
}

bool iree_string_view_atoi_uint64(iree_string_view_t value,
                                  uint64_t* out_value) {
  char buffer[IREE_NUMBER_BUFFER_SIZE];
  if (!iree_string_view_to_number_buffer(value, buffer)) return false;
  // strtoull silently negates "-1" into UINT64_MAX; reject signs instead.
  if (buffer[0] == '-' || buffer[0] == '+') return false;
  char* end = NULL;
  errno = 0;
  unsigned long long parsed = strtoull(buffer, &end, 0);
  if (errno != 0 || *end != '\0') return false;
  *out_value = (uint64_t)parsed;
  return true;
}

bool iree_string_view_atod(iree_string_view_t value, double* out_value) {
  char buffer[IREE_NUMBER_BUFFER_SIZE];
  if (!iree_string_view_to_number_buffer(value, buffer)) return false;
  char* end = NULL;
  errno = 0;
  double parsed = strtod(buffer, &end);
  // ERANGE on underflow still yields the best denormal/zero; only overflow
  // (an infinity the text did not spell) is rejected.
  if (*end != '\0') return false;
  if (errno == ERANGE && (parsed == HUGE_VAL || parsed == -HUGE_VAL)) {
    return false;
  }
  *out_value = parsed;
  return true;
}

bool iree_string_view_atof(iree_string_view_t value, float* out_value) {
  double parsed = 0;
  if (!iree_string_view_atod(value, &parsed)) return false;
  if (isfinite(parsed) && fabs(parsed) > FLT_MAX) return false;
  *out_value = (float)parsed;
  return true;
}
