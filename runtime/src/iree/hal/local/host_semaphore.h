// A timeline semaphore in host memory (mutex + condition variable), used by
// the CPU devices, whose queues run on host threads.
#ifndef IREE_HAL_LOCAL_HOST_SEMAPHORE_H_
#define IREE_HAL_LOCAL_HOST_SEMAPHORE_H_

#include "iree/base/api.h"
#include "iree/hal/semaphore.h"

#ifdef __cplusplus
extern "C" {
#endif

iree_status_t iree_hal_host_semaphore_create(
    uint64_t initial_value, iree_allocator_t host_allocator,
    iree_hal_semaphore_t** out_semaphore);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_HOST_SEMAPHORE_H_
