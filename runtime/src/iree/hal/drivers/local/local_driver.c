#include "iree/hal/drivers/local/local_driver.h"

#include "iree/hal/local/loaders/vmvx_module_loader.h"

// Every CPU device loads native shared objects and VMVX bytecode.
#define IREE_HAL_LOCAL_DRIVER_LOADER_COUNT 2

typedef struct iree_hal_local_driver_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  const iree_hal_local_driver_spec_t* spec;
  // Shared by every device the driver creates (each retains them).
  iree_hal_executable_loader_t* loaders[IREE_HAL_LOCAL_DRIVER_LOADER_COUNT];
} iree_hal_local_driver_t;

static const iree_hal_driver_vtable_t iree_hal_local_driver_vtable;

static iree_status_t iree_hal_local_driver_create(
    const iree_hal_local_driver_spec_t* spec, iree_allocator_t host_allocator,
    iree_hal_driver_t** out_driver) {
  *out_driver = NULL;
  iree_hal_local_driver_t* driver = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*driver), (void**)&driver));
  iree_hal_resource_initialize(&iree_hal_local_driver_vtable,
                               &driver->resource);
  driver->host_allocator = host_allocator;
  driver->spec = spec;
  iree_status_t status = iree_hal_system_library_loader_create(
      host_allocator, &driver->loaders[0]);
  // VMVX kernels use only builtin VM types: the loader's own VM instance
  // serves them, whatever instance the application runs its program in.
  if (iree_status_is_ok(status)) {
    status = iree_hal_vmvx_module_loader_create(
        /*instance=*/NULL, host_allocator, &driver->loaders[1]);
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_driver_release((iree_hal_driver_t*)driver);
    return status;
  }
  *out_driver = (iree_hal_driver_t*)driver;
  return iree_ok_status();
}

static void iree_hal_local_driver_destroy(void* base_driver) {
  iree_hal_local_driver_t* driver = (iree_hal_local_driver_t*)base_driver;
  for (iree_host_size_t i = 0; i < IREE_HAL_LOCAL_DRIVER_LOADER_COUNT; ++i) {
    if (driver->loaders[i]) {
      iree_hal_executable_loader_release(driver->loaders[i]);
    }
  }
  iree_allocator_free(driver->host_allocator, driver);
}

static iree_status_t iree_hal_local_driver_query_available_devices(
    iree_hal_driver_t* base_driver, iree_allocator_t host_allocator,
    iree_host_size_t* out_device_info_count,
    iree_hal_device_info_t** out_device_infos) {
  iree_hal_local_driver_t* driver = (iree_hal_local_driver_t*)base_driver;
  iree_hal_device_info_t* info = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*info), (void**)&info));
  info->path = iree_string_view_empty();
  info->name = driver->spec->device_name;
  *out_device_info_count = 1;
  *out_device_infos = info;
  return iree_ok_status();
}

static iree_status_t iree_hal_local_driver_create_device_by_path(
    iree_hal_driver_t* base_driver, iree_string_view_t device_path,
    iree_allocator_t host_allocator, iree_hal_device_t** out_device) {
  iree_hal_local_driver_t* driver = (iree_hal_local_driver_t*)base_driver;
  iree_string_view_t name = driver->spec->info.driver_name;
  if (!iree_string_view_is_empty(device_path)) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "%.*s has no device '%.*s'; it has one device, "
                            "selected by \"%.*s\"",
                            (int)name.size, name.data, (int)device_path.size,
                            device_path.data, (int)name.size, name.data);
  }
  iree_hal_local_device_params_t params = {
      .loader_count = IREE_HAL_LOCAL_DRIVER_LOADER_COUNT,
      .loaders = driver->loaders,
  };
  IREE_RETURN_IF_ERROR(driver->spec->prepare_device(host_allocator, &params));
  iree_status_t status =
      iree_hal_local_device_create(name, &params, host_allocator, out_device);
  if (!iree_status_is_ok(status) && params.parallel_for_self_release) {
    params.parallel_for_self_release(params.parallel_for_self);
  }
  return status;
}

static const iree_hal_driver_vtable_t iree_hal_local_driver_vtable = {
    .destroy = iree_hal_local_driver_destroy,
    .query_available_devices = iree_hal_local_driver_query_available_devices,
    .create_device_by_path = iree_hal_local_driver_create_device_by_path,
};

static iree_status_t iree_hal_local_driver_factory_enumerate(
    void* self, iree_host_size_t* out_info_count,
    const iree_hal_driver_info_t** out_infos) {
  const iree_hal_local_driver_spec_t* spec =
      (const iree_hal_local_driver_spec_t*)self;
  *out_info_count = 1;
  *out_infos = &spec->info;
  return iree_ok_status();
}

static iree_status_t iree_hal_local_driver_factory_try_create(
    void* self, iree_string_view_t driver_name, iree_allocator_t host_allocator,
    iree_hal_driver_t** out_driver) {
  const iree_hal_local_driver_spec_t* spec =
      (const iree_hal_local_driver_spec_t*)self;
  if (!iree_string_view_equal(driver_name, spec->info.driver_name)) {
    return iree_make_status(
        IREE_STATUS_NOT_FOUND, "%.*s factory cannot create driver '%.*s'",
        (int)spec->info.driver_name.size, spec->info.driver_name.data,
        (int)driver_name.size, driver_name.data);
  }
  return iree_hal_local_driver_create(spec, host_allocator, out_driver);
}

iree_status_t iree_hal_local_driver_register(
    iree_hal_driver_registry_t* registry, iree_hal_local_driver_spec_t* spec) {
  spec->factory.self = spec;
  spec->factory.enumerate = iree_hal_local_driver_factory_enumerate;
  spec->factory.try_create = iree_hal_local_driver_factory_try_create;
  return iree_hal_driver_registry_register_factory(registry, &spec->factory);
}
