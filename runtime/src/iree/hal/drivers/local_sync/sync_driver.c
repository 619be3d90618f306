// The "local-sync" driver: its devices run every tile inline on the thread
// that submits, in order, with worker index 0.
#include "iree/base/api.h"
#include "iree/hal/drivers/local_sync/registration.h"
#include "iree/hal/local/api.h"

#define IREE_HAL_LOCAL_SYNC_DRIVER_NAME "local-sync"

typedef struct iree_hal_local_sync_driver_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  // Shared by every device the driver creates (each retains it).
  iree_hal_executable_loader_t* loader;
} iree_hal_local_sync_driver_t;

static const iree_hal_driver_vtable_t iree_hal_local_sync_driver_vtable;

static iree_status_t iree_hal_local_sync_parallel_for(
    void* self, uint32_t tile_count, iree_hal_local_tile_fn tile_fn,
    void* user_data) {
  for (uint32_t i = 0; i < tile_count; ++i) {
    IREE_RETURN_IF_ERROR(tile_fn(user_data, i, /*worker_index=*/0));
  }
  return iree_ok_status();
}

static iree_status_t iree_hal_local_sync_driver_create(
    iree_allocator_t host_allocator, iree_hal_driver_t** out_driver) {
  *out_driver = NULL;
  iree_hal_local_sync_driver_t* driver = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*driver), (void**)&driver));
  iree_hal_resource_initialize(&iree_hal_local_sync_driver_vtable,
                               &driver->resource);
  driver->host_allocator = host_allocator;
  iree_status_t status =
      iree_hal_system_library_loader_create(host_allocator, &driver->loader);
  if (!iree_status_is_ok(status)) {
    iree_allocator_free(host_allocator, driver);
    return status;
  }
  *out_driver = (iree_hal_driver_t*)driver;
  return iree_ok_status();
}

static void iree_hal_local_sync_driver_destroy(void* base_driver) {
  iree_hal_local_sync_driver_t* driver =
      (iree_hal_local_sync_driver_t*)base_driver;
  iree_hal_executable_loader_release(driver->loader);
  iree_allocator_free(driver->host_allocator, driver);
}

static iree_status_t iree_hal_local_sync_driver_query_available_devices(
    iree_hal_driver_t* base_driver, iree_allocator_t host_allocator,
    iree_host_size_t* out_device_info_count,
    iree_hal_device_info_t** out_device_infos) {
  iree_hal_device_info_t* info = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*info), (void**)&info));
  info->path = iree_string_view_empty();
  info->name = iree_make_cstring_view("synchronous CPU (inline, one thread)");
  *out_device_info_count = 1;
  *out_device_infos = info;
  return iree_ok_status();
}

static iree_status_t iree_hal_local_sync_driver_create_device_by_path(
    iree_hal_driver_t* base_driver, iree_string_view_t device_path,
    iree_allocator_t host_allocator, iree_hal_device_t** out_device) {
  iree_hal_local_sync_driver_t* driver =
      (iree_hal_local_sync_driver_t*)base_driver;
  if (!iree_string_view_is_empty(device_path)) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "local-sync has no device '%.*s'; it has one "
                            "device, selected by \"local-sync\"",
                            (int)device_path.size, device_path.data);
  }
  iree_hal_local_device_params_t params = {
      .parallel_for = iree_hal_local_sync_parallel_for,
      .worker_count = 1,
      .loader_count = 1,
      .loaders = &driver->loader,
  };
  return iree_hal_local_device_create(
      iree_make_cstring_view(IREE_HAL_LOCAL_SYNC_DRIVER_NAME), &params,
      host_allocator, out_device);
}

static const iree_hal_driver_vtable_t iree_hal_local_sync_driver_vtable = {
    .destroy = iree_hal_local_sync_driver_destroy,
    .query_available_devices =
        iree_hal_local_sync_driver_query_available_devices,
    .create_device_by_path = iree_hal_local_sync_driver_create_device_by_path,
};

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

static const iree_hal_driver_info_t iree_hal_local_sync_driver_info = {
    .driver_name = {IREE_HAL_LOCAL_SYNC_DRIVER_NAME,
                    sizeof(IREE_HAL_LOCAL_SYNC_DRIVER_NAME) - 1},
    .full_name = {"synchronous CPU execution on the calling thread",
                  sizeof("synchronous CPU execution on the calling thread") -
                      1},
};

static iree_status_t iree_hal_local_sync_factory_enumerate(
    void* self, iree_host_size_t* out_info_count,
    const iree_hal_driver_info_t** out_infos) {
  *out_info_count = 1;
  *out_infos = &iree_hal_local_sync_driver_info;
  return iree_ok_status();
}

static iree_status_t iree_hal_local_sync_factory_try_create(
    void* self, iree_string_view_t driver_name, iree_allocator_t host_allocator,
    iree_hal_driver_t** out_driver) {
  if (!iree_string_view_equal(driver_name,
                              iree_hal_local_sync_driver_info.driver_name)) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "local-sync factory cannot create driver '%.*s'",
                            (int)driver_name.size, driver_name.data);
  }
  return iree_hal_local_sync_driver_create(host_allocator, out_driver);
}

static const iree_hal_driver_factory_t iree_hal_local_sync_factory = {
    .self = NULL,
    .enumerate = iree_hal_local_sync_factory_enumerate,
    .try_create = iree_hal_local_sync_factory_try_create,
};

iree_status_t iree_hal_local_sync_driver_module_register(
    iree_hal_driver_registry_t* registry) {
  return iree_hal_driver_registry_register_factory(
      registry, &iree_hal_local_sync_factory);
}
