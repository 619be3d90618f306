#include "iree/hal/timeout.h"

iree_hal_time_t iree_hal_time_now(void) { return iree_time_now(); }

iree_hal_time_t iree_hal_timeout_as_deadline_ns(iree_hal_timeout_t timeout) {
  if (timeout.type == IREE_HAL_TIMEOUT_ABSOLUTE) return timeout.nanos;
  if (timeout.nanos <= 0) return IREE_HAL_TIME_INFINITE_PAST;
  iree_hal_time_t deadline = 0;
  if (__builtin_add_overflow(iree_hal_time_now(), timeout.nanos, &deadline)) {
    return IREE_HAL_TIME_INFINITE_FUTURE;
  }
  return deadline;
}
