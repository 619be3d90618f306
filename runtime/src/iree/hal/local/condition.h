// Deadline waits on pthread condition variables measured on the monotonic
// clock, shared by host semaphores and the local device's idle wait.
#ifndef IREE_HAL_LOCAL_CONDITION_H_
#define IREE_HAL_LOCAL_CONDITION_H_

#include <pthread.h>
#include <stdbool.h>

#include "iree/hal/timeout.h"

#ifdef __cplusplus
extern "C" {
#endif

// Initializes |condition| to time its waits on CLOCK_MONOTONIC.
void iree_hal_local_condition_initialize(pthread_cond_t* condition);

// Waits on |condition| (with |mutex| held) until woken or |deadline_ns|.
// Returns false without waiting once the deadline has passed; callers loop
// on their predicate and give up when this returns false.
bool iree_hal_local_condition_wait(pthread_cond_t* condition,
                                   pthread_mutex_t* mutex,
                                   iree_hal_time_t deadline_ns);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_CONDITION_H_
