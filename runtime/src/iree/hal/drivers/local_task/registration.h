// The "local-task" driver: CPU devices that spread each stage's workgroups
// over a pool of worker threads (the task system, iree/task) plus the
// submitting thread, so a dispatch uses every core and independent dispatches
// run at the same time. The pool size comes from --task_workers.
#ifndef IREE_HAL_DRIVERS_LOCAL_TASK_REGISTRATION_H_
#define IREE_HAL_DRIVERS_LOCAL_TASK_REGISTRATION_H_

#include "iree/base/api.h"
#include "iree/hal/driver.h"

#ifdef __cplusplus
extern "C" {
#endif

// Registers the "local-task" driver factory with |registry|.
iree_status_t iree_hal_local_task_driver_module_register(
    iree_hal_driver_registry_t* registry);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVERS_LOCAL_TASK_REGISTRATION_H_
