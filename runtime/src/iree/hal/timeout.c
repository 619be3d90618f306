#include "iree/hal/timeout.h"

#include <time.h>

iree_hal_time_t iree_hal_time_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (iree_hal_time_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

iree_hal_time_t iree_hal_timeout_as_deadline_ns(iree_hal_timeout_t timeout) {
  if (timeout.type == IREE_HAL_TIMEOUT_ABSOLUTE) return timeout.nanos;
  if (timeout.nanos <= 0) return IREE_HAL_TIME_INFINITE_PAST;
  iree_hal_time_t deadline = 0;
  if (__builtin_add_overflow(iree_hal_time_now(), timeout.nanos, &deadline)) {
    return IREE_HAL_TIME_INFINITE_FUTURE;
  }
  return deadline;
}
