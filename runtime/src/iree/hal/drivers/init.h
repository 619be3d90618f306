// Registers every HAL driver compiled into this build.
#ifndef IREE_HAL_DRIVERS_INIT_H_
#define IREE_HAL_DRIVERS_INIT_H_

#include "iree/base/api.h"
#include "iree/hal/driver.h"

#ifdef __cplusplus
extern "C" {
#endif

// Registers the factories of all built-in drivers ("local-sync", ...) with
// |registry|.
iree_status_t iree_hal_register_default_drivers(
    iree_hal_driver_registry_t* registry);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVERS_INIT_H_
