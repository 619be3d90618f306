// The "vulkan" driver: devices are Vulkan 1.2 physical devices (timeline
// semaphores required), reached through a loader opened at run time.
// IREE_VULKAN_VALIDATION=1 enables the Khronos validation layer; its
// messages go to stderr and fail the next queue operation.
#ifndef IREE_HAL_DRIVERS_VULKAN_REGISTRATION_H_
#define IREE_HAL_DRIVERS_VULKAN_REGISTRATION_H_

#include "iree/base/api.h"
#include "iree/hal/driver.h"

#ifdef __cplusplus
extern "C" {
#endif

// Registers the "vulkan" driver factory with |registry|. Registration never
// touches Vulkan; creating the driver opens the loader and fails with
// UNAVAILABLE, saying why, where there is none.
iree_status_t iree_hal_vulkan_driver_module_register(
    iree_hal_driver_registry_t* registry);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVERS_VULKAN_REGISTRATION_H_
