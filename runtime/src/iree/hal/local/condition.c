#include "iree/hal/local/condition.h"

#include <time.h>

void iree_hal_local_condition_initialize(pthread_cond_t* condition) {
  pthread_condattr_t attributes;
  pthread_condattr_init(&attributes);
  pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
  pthread_cond_init(condition, &attributes);
  pthread_condattr_destroy(&attributes);
}

bool iree_hal_local_condition_wait(pthread_cond_t* condition,
                                   pthread_mutex_t* mutex,
                                   iree_hal_time_t deadline_ns) {
  if (deadline_ns == IREE_HAL_TIME_INFINITE_FUTURE) {
    pthread_cond_wait(condition, mutex);
    return true;
  }
  if (deadline_ns <= iree_hal_time_now()) return false;
  struct timespec deadline = {
      .tv_sec = (time_t)(deadline_ns / 1000000000),
      .tv_nsec = (long)(deadline_ns % 1000000000),
  };
  // A timeout is not final: the caller re-checks its predicate, and the next
  // call reports the passed deadline.
  pthread_cond_timedwait(condition, mutex, &deadline);
  return true;
}
