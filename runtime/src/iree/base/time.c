#include "iree/base/time.h"

#include <time.h>

iree_time_t iree_time_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (iree_time_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

iree_time_t iree_time_deadline_after(int64_t duration_ns) {
  iree_time_t deadline = 0;
  if (duration_ns <= 0 ||
      __builtin_add_overflow(iree_time_now(), duration_ns, &deadline)) {
    return IREE_TIME_INFINITE_FUTURE;
  }
  return deadline;
}
