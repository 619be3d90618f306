// The "local-sync" driver: CPU devices that run every workgroup inline on the
// submitting thread, one after another. Deterministic and dependency-free:
// the reference driver for tests and debugging.
#ifndef IREE_HAL_DRIVERS_LOCAL_SYNC_REGISTRATION_H_
#define IREE_HAL_DRIVERS_LOCAL_SYNC_REGISTRATION_H_

#include "iree/base/api.h"
#include "iree/hal/driver.h"

#ifdef __cplusplus
extern "C" {
#endif

// Registers the "local-sync" driver factory with |registry|.
iree_status_t iree_hal_local_sync_driver_module_register(
    iree_hal_driver_registry_t* registry);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVERS_LOCAL_SYNC_REGISTRATION_H_
