// Status helpers the HAL needs beyond iree/base: one failure (a failed
// semaphore, a failed submission) is reported to many waiters, each of which
// consumes its own status.
#ifndef IREE_HAL_STATUS_UTIL_H_
#define IREE_HAL_STATUS_UTIL_H_

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Returns a new status with the code and full text of |status| (which is not
// consumed). OK stays OK; if memory runs out the copy carries only the code.
iree_status_t iree_hal_status_clone(iree_status_t status);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_STATUS_UTIL_H_
