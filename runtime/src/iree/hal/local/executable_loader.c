#include "iree/hal/local/executable_loader.h"

#define IREE_HAL_EXECUTABLE_LOADER_VTABLE(loader) \
  IREE_HAL_VTABLE(loader, iree_hal_executable_loader_vtable_t)

void iree_hal_executable_loader_retain(iree_hal_executable_loader_t* loader) {
  iree_hal_resource_retain(loader);
}

void iree_hal_executable_loader_release(iree_hal_executable_loader_t* loader) {
  iree_hal_resource_release(loader);
}

bool iree_hal_executable_loader_query_support(
    iree_hal_executable_loader_t* loader,
    iree_string_view_t executable_format) {
  return IREE_HAL_EXECUTABLE_LOADER_VTABLE(loader)->query_support(
      loader, executable_format);
}

bool iree_hal_executable_loader_loads_native_code(
    iree_hal_executable_loader_t* loader) {
  return IREE_HAL_EXECUTABLE_LOADER_VTABLE(loader)->loads_native_code;
}

iree_status_t iree_hal_executable_loader_try_load(
    iree_hal_executable_loader_t* loader,
    const iree_hal_executable_params_t* params,
    const iree_hal_executable_environment_v0_t* environment,
    iree_hal_executable_t** out_executable) {
  *out_executable = NULL;
  return IREE_HAL_EXECUTABLE_LOADER_VTABLE(loader)->try_load(
      loader, params, environment, out_executable);
}
