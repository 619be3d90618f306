// Time points on the monotonic clock, for deadlines (HAL waits, VM calls).
#ifndef IREE_BASE_TIME_H_
#define IREE_BASE_TIME_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Nanoseconds on the monotonic clock (CLOCK_MONOTONIC).
typedef int64_t iree_time_t;

#define IREE_TIME_INFINITE_PAST INT64_MIN
#define IREE_TIME_INFINITE_FUTURE INT64_MAX

// Returns the current monotonic time.
iree_time_t iree_time_now(void);

// The deadline |duration_ns| from now; the infinite future when it is not
// positive (no deadline) or the sum overflows.
iree_time_t iree_time_deadline_after(int64_t duration_ns);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_TIME_H_
