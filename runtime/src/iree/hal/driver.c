#include "iree/hal/driver.h"

#define IREE_HAL_DRIVER_VTABLE(driver) \
  IREE_HAL_VTABLE(driver, iree_hal_driver_vtable_t)

void iree_hal_driver_retain(iree_hal_driver_t* driver) {
  iree_hal_resource_retain(driver);
}

void iree_hal_driver_release(iree_hal_driver_t* driver) {
  iree_hal_resource_release(driver);
}

iree_status_t iree_hal_driver_query_available_devices(
    iree_hal_driver_t* driver, iree_allocator_t host_allocator,
    iree_host_size_t* out_device_info_count,
    iree_hal_device_info_t** out_device_infos) {
  *out_device_info_count = 0;
  *out_device_infos = NULL;
  return IREE_HAL_DRIVER_VTABLE(driver)->query_available_devices(
      driver, host_allocator, out_device_info_count, out_device_infos);
}

iree_status_t iree_hal_driver_create_device_by_path(
    iree_hal_driver_t* driver, iree_string_view_t device_path,
    iree_allocator_t host_allocator, iree_hal_device_t** out_device) {
  *out_device = NULL;
  return IREE_HAL_DRIVER_VTABLE(driver)->create_device_by_path(
      driver, device_path, host_allocator, out_device);
}

iree_status_t iree_hal_driver_create_default_device(
    iree_hal_driver_t* driver, iree_allocator_t host_allocator,
    iree_hal_device_t** out_device) {
  return iree_hal_driver_create_device_by_path(driver, iree_string_view_empty(),
                                               host_allocator, out_device);
}
