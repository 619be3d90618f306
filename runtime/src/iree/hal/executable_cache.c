#include "iree/hal/executable_cache.h"

#include "iree/hal/device.h"

#define IREE_HAL_EXECUTABLE_CACHE_VTABLE(executable_cache) \
  IREE_HAL_VTABLE(executable_cache, iree_hal_executable_cache_vtable_t)

iree_status_t iree_hal_executable_cache_create(
    iree_hal_device_t* device, iree_string_view_t identifier,
    iree_hal_executable_cache_t** out_executable_cache) {
  *out_executable_cache = NULL;
  return IREE_HAL_VTABLE(device, iree_hal_device_vtable_t)
      ->create_executable_cache(device, identifier, out_executable_cache);
}

void iree_hal_executable_cache_retain(
    iree_hal_executable_cache_t* executable_cache) {
  iree_hal_resource_retain(executable_cache);
}

void iree_hal_executable_cache_release(
    iree_hal_executable_cache_t* executable_cache) {
  iree_hal_resource_release(executable_cache);
}

bool iree_hal_executable_cache_can_prepare_format(
    iree_hal_executable_cache_t* executable_cache,
    iree_string_view_t executable_format) {
  return IREE_HAL_EXECUTABLE_CACHE_VTABLE(executable_cache)
      ->can_prepare_format(executable_cache, executable_format);
}

iree_status_t iree_hal_executable_cache_prepare_executable(
    iree_hal_executable_cache_t* executable_cache,
    const iree_hal_executable_params_t* params,
    iree_hal_executable_t** out_executable) {
  *out_executable = NULL;
  if (params->executable_data.data_length == 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable data is empty");
  }
  return IREE_HAL_EXECUTABLE_CACHE_VTABLE(executable_cache)
      ->prepare_executable(executable_cache, params, out_executable);
}
