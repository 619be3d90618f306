// Checked arithmetic on host sizes. Every size computed from untrusted input
// (file contents, shapes, flags) goes through these so that an overflow is an
// error instead of a short allocation.
#ifndef IREE_BASE_SIZE_MATH_H_
#define IREE_BASE_SIZE_MATH_H_

#include <stdbool.h>

#include "iree/base/attributes.h"

#ifdef __cplusplus
extern "C" {
#endif

// Sets |*out_value| = |lhs| + |rhs| and returns true, or returns false on
// overflow (leaving |*out_value| unspecified).
static inline bool iree_host_size_checked_add(iree_host_size_t lhs,
                                              iree_host_size_t rhs,
                                              iree_host_size_t* out_value) {
  return !__builtin_add_overflow(lhs, rhs, out_value);
}

// Sets |*out_value| = |lhs| * |rhs| and returns true, or false on overflow.
static inline bool iree_host_size_checked_mul(iree_host_size_t lhs,
                                              iree_host_size_t rhs,
                                              iree_host_size_t* out_value) {
  return !__builtin_mul_overflow(lhs, rhs, out_value);
}

// Sets |*out_value| = |base| + |count| * |stride|, or returns false on
// overflow. The usual shape of "header plus array" allocation sizes.
static inline bool iree_host_size_checked_mul_add(iree_host_size_t base,
                                                  iree_host_size_t count,
                                                  iree_host_size_t stride,
                                                  iree_host_size_t* out_value) {
  iree_host_size_t product = 0;
  return iree_host_size_checked_mul(count, stride, &product) &&
         iree_host_size_checked_add(base, product, out_value);
}

// Returns true if |value| is a non-zero power of two.
static inline bool iree_host_size_is_power_of_two(iree_host_size_t value) {
  return value != 0 && (value & (value - 1)) == 0;
}

// Rounds |value| up to a multiple of |alignment| (a power of two), or returns
// false if the result would overflow.
static inline bool iree_host_size_checked_align(iree_host_size_t value,
                                                iree_host_size_t alignment,
                                                iree_host_size_t* out_value) {
  iree_host_size_t bumped = 0;
  if (!iree_host_size_checked_add(value, alignment - 1, &bumped)) return false;
  *out_value = bumped & ~(alignment - 1);
  return true;
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_SIZE_MATH_H_
