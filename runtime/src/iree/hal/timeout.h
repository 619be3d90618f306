// Time points and timeouts for HAL waits (semaphores, fences, device idle).
//
// Waits are expressed against an absolute deadline on the monotonic clock so
// that a wait over several semaphores shares one budget; callers usually pass
// a relative timeout which is converted once when the wait starts.
#ifndef IREE_HAL_TIMEOUT_H_
#define IREE_HAL_TIMEOUT_H_

#include <stdint.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Nanoseconds on the monotonic clock (CLOCK_MONOTONIC).
typedef int64_t iree_hal_time_t;

#define IREE_HAL_TIME_INFINITE_PAST INT64_MIN
#define IREE_HAL_TIME_INFINITE_FUTURE INT64_MAX

// Returns the current monotonic time.
iree_hal_time_t iree_hal_time_now(void);

typedef enum iree_hal_timeout_type_e {
  // |nanos| is an absolute deadline (iree_hal_time_t).
  IREE_HAL_TIMEOUT_ABSOLUTE = 0,
  // |nanos| is a duration from the moment the wait starts.
  IREE_HAL_TIMEOUT_RELATIVE = 1,
} iree_hal_timeout_type_t;

typedef struct iree_hal_timeout_t {
  iree_hal_timeout_type_t type;
  int64_t nanos;
} iree_hal_timeout_t;

// Returns a timeout that polls: the wait fails at once if not satisfied.
static inline iree_hal_timeout_t iree_hal_immediate_timeout(void) {
  iree_hal_timeout_t timeout = {IREE_HAL_TIMEOUT_ABSOLUTE,
                                IREE_HAL_TIME_INFINITE_PAST};
  return timeout;
}

// Returns a timeout that never expires.
static inline iree_hal_timeout_t iree_hal_infinite_timeout(void) {
  iree_hal_timeout_t timeout = {IREE_HAL_TIMEOUT_ABSOLUTE,
                                IREE_HAL_TIME_INFINITE_FUTURE};
  return timeout;
}

// Returns a timeout of |duration_ns| from when the wait begins (<= 0 polls).
static inline iree_hal_timeout_t iree_hal_make_timeout_ns(int64_t duration_ns) {
  iree_hal_timeout_t timeout = {IREE_HAL_TIMEOUT_RELATIVE, duration_ns};
  return timeout;
}

static inline iree_hal_timeout_t iree_hal_make_timeout_ms(int64_t duration_ms) {
  return iree_hal_make_timeout_ns(duration_ms * 1000000);
}

// Returns a timeout expiring at the absolute |deadline_ns|.
static inline iree_hal_timeout_t iree_hal_make_deadline(
    iree_hal_time_t deadline_ns) {
  iree_hal_timeout_t timeout = {IREE_HAL_TIMEOUT_ABSOLUTE, deadline_ns};
  return timeout;
}

// Converts |timeout| to an absolute deadline relative to now (saturating).
iree_hal_time_t iree_hal_timeout_as_deadline_ns(iree_hal_timeout_t timeout);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_TIMEOUT_H_
