// Timeline semaphores and fences: how the host and device queues order work.
//
// A semaphore carries a monotonically increasing uint64 payload. Signaling
// sets a larger value; waiting blocks until the payload reaches a value. A
// semaphore can also fail: it then carries an error, every current and future
// wait returns that error, and queue work that waits on it fails too.
//
// A fence is a set of (semaphore, value) pairs reached together: what a queue
// submission waits for or signals, and what the host waits on.
#ifndef IREE_HAL_SEMAPHORE_H_
#define IREE_HAL_SEMAPHORE_H_

#include "iree/base/api.h"
#include "iree/hal/resource.h"
#include "iree/hal/timeout.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_device_t iree_hal_device_t;
typedef struct iree_hal_semaphore_t iree_hal_semaphore_t;

// The payload a failed semaphore reports from query.
#define IREE_HAL_SEMAPHORE_FAILURE_VALUE UINT64_MAX
// Payloads must stay below this; larger values are reserved.
#define IREE_HAL_SEMAPHORE_MAX_VALUE (UINT64_MAX - 1)

// Creates a semaphore of |device| with payload |initial_value|.
iree_status_t iree_hal_semaphore_create(iree_hal_device_t* device,
                                        uint64_t initial_value,
                                        iree_hal_semaphore_t** out_semaphore);

void iree_hal_semaphore_retain(iree_hal_semaphore_t* semaphore);
void iree_hal_semaphore_release(iree_hal_semaphore_t* semaphore);

// Returns the current payload. For a failed semaphore returns its error (a
// new status each call) and sets IREE_HAL_SEMAPHORE_FAILURE_VALUE.
iree_status_t iree_hal_semaphore_query(iree_hal_semaphore_t* semaphore,
                                       uint64_t* out_value);

// Sets the payload to |new_value|, which must be larger than the current one
// (INVALID_ARGUMENT otherwise), and wakes the waiters it satisfies. Signaling
// a failed semaphore returns its error.
iree_status_t iree_hal_semaphore_signal(iree_hal_semaphore_t* semaphore,
                                        uint64_t new_value);

// Fails the semaphore with |status| (taking ownership; it must not be OK).
// Waiters wake with the error. Only the first failure is kept.
void iree_hal_semaphore_fail(iree_hal_semaphore_t* semaphore,
                             iree_status_t status);

// Waits until the payload is >= |value|. DEADLINE_EXCEEDED when |timeout|
// expires first (an immediate timeout polls); the semaphore's error if it
// fails.
iree_status_t iree_hal_semaphore_wait(iree_hal_semaphore_t* semaphore,
                                      uint64_t value,
                                      iree_hal_timeout_t timeout);

//===----------------------------------------------------------------------===//
// Semaphore lists
//===----------------------------------------------------------------------===//

// A borrowed list of (semaphore, payload) pairs, as queue operations take.
typedef struct iree_hal_semaphore_list_t {
  iree_host_size_t count;
  iree_hal_semaphore_t** semaphores;
  uint64_t* payload_values;
} iree_hal_semaphore_list_t;

static inline iree_hal_semaphore_list_t iree_hal_semaphore_list_empty(void) {
  iree_hal_semaphore_list_t list = {0, NULL, NULL};
  return list;
}

// Signals every semaphore of |list| to its payload; stops at the first error.
iree_status_t iree_hal_semaphore_list_signal(iree_hal_semaphore_list_t list);

// Fails every semaphore of |list| with a copy of |status| and consumes it.
void iree_hal_semaphore_list_fail(iree_hal_semaphore_list_t list,
                                  iree_status_t status);

// Waits until every semaphore of |list| reaches its payload, sharing one
// deadline.
iree_status_t iree_hal_semaphore_list_wait(iree_hal_semaphore_list_t list,
                                           iree_hal_timeout_t timeout);

//===----------------------------------------------------------------------===//
// Fences
//===----------------------------------------------------------------------===//

typedef struct iree_hal_fence_t iree_hal_fence_t;

// Creates an empty fence able to hold |capacity| distinct semaphores.
iree_status_t iree_hal_fence_create(iree_host_size_t capacity,
                                    iree_allocator_t host_allocator,
                                    iree_hal_fence_t** out_fence);

// Creates a fence holding the one timepoint (|semaphore|, |value|).
iree_status_t iree_hal_fence_create_at(iree_hal_semaphore_t* semaphore,
                                       uint64_t value,
                                       iree_allocator_t host_allocator,
                                       iree_hal_fence_t** out_fence);

void iree_hal_fence_retain(iree_hal_fence_t* fence);
void iree_hal_fence_release(iree_hal_fence_t* fence);

// Adds (|semaphore|, |value|), retaining the semaphore. A semaphore already in
// the fence keeps the larger of the two values. RESOURCE_EXHAUSTED when the
// fence is full.
iree_status_t iree_hal_fence_insert(iree_hal_fence_t* fence,
                                    iree_hal_semaphore_t* semaphore,
                                    uint64_t value);

// Number of distinct semaphores in the fence.
iree_host_size_t iree_hal_fence_timepoint_count(const iree_hal_fence_t* fence);

// The fence's timepoints as a list valid while the fence is unchanged.
iree_hal_semaphore_list_t iree_hal_fence_semaphore_list(
    iree_hal_fence_t* fence);

// Sets |*out_reached| when every timepoint has been reached; returns the
// error of a failed semaphore. An empty fence is always reached.
iree_status_t iree_hal_fence_query(iree_hal_fence_t* fence, bool* out_reached);

// Signals every timepoint (host-side signal).
iree_status_t iree_hal_fence_signal(iree_hal_fence_t* fence);

// Fails every semaphore of the fence with |status| (consumed).
void iree_hal_fence_fail(iree_hal_fence_t* fence, iree_status_t status);

// Waits until every timepoint is reached (DEADLINE_EXCEEDED on timeout).
iree_status_t iree_hal_fence_wait(iree_hal_fence_t* fence,
                                  iree_hal_timeout_t timeout);

//===----------------------------------------------------------------------===//
// Implementation interface (for drivers)
//===----------------------------------------------------------------------===//

// Arguments arrive validated: signal values are below the reserved range and
// fail statuses are not OK. query/wait must report failures as described
// above; timeouts arrive as absolute deadlines.
typedef struct iree_hal_semaphore_vtable_t {
  void (*destroy)(void* semaphore);
  iree_status_t (*query)(iree_hal_semaphore_t* semaphore, uint64_t* out_value);
  iree_status_t (*signal)(iree_hal_semaphore_t* semaphore, uint64_t new_value);
  void (*fail)(iree_hal_semaphore_t* semaphore, iree_status_t status);
  iree_status_t (*wait)(iree_hal_semaphore_t* semaphore, uint64_t value,
                        iree_hal_time_t deadline_ns);
} iree_hal_semaphore_vtable_t;

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_SEMAPHORE_H_
