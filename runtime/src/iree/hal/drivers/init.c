#include "iree/hal/drivers/init.h"

#include "iree/hal/drivers/local_sync/registration.h"
#include "iree/hal/drivers/local_task/registration.h"
#if IREE_HAL_HAVE_VULKAN_DRIVER
#include "iree/hal/drivers/vulkan/registration.h"
#endif  // IREE_HAL_HAVE_VULKAN_DRIVER

// Every built-in driver's registration function: adding a driver is one
// include and one line here (plus its library in CMakeLists.txt).
static iree_status_t (*const iree_hal_default_driver_registrations[])(
    iree_hal_driver_registry_t* registry) = {
    iree_hal_local_sync_driver_module_register,
    iree_hal_local_task_driver_module_register,
#if IREE_HAL_HAVE_VULKAN_DRIVER
    iree_hal_vulkan_driver_module_register,
#endif  // IREE_HAL_HAVE_VULKAN_DRIVER
};

iree_status_t iree_hal_register_default_drivers(
    iree_hal_driver_registry_t* registry) {
  for (iree_host_size_t i = 0;
       i < IREE_ARRAYSIZE(iree_hal_default_driver_registrations); ++i) {
    IREE_RETURN_IF_ERROR(iree_hal_default_driver_registrations[i](registry));
  }
  return iree_ok_status();
}
