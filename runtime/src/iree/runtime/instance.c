#include "iree/runtime/instance.h"

#include <string.h>

#include "iree/hal/drivers/init.h"
#include "iree/modules/hal/api.h"

struct iree_runtime_instance_t {
  int32_t ref_count;
  // The allocator the instance was created with; the instance itself comes
  // from it.
  iree_allocator_t base_allocator;
  // Everything the instance creates allocates through |cache|, so objects
  // made per call are reused instead of reaching |base_allocator|.
  iree_allocator_cache_t* cache;
  iree_allocator_t host_allocator;
  iree_vm_instance_t* vm_instance;
  iree_hal_driver_registry_t* driver_registry;
  // Whether |driver_registry| was created by (and is freed with) the
  // instance.
  bool owns_driver_registry;
  iree_hal_module_flags_t hal_module_flags;
};

void iree_runtime_instance_options_initialize(
    iree_runtime_instance_options_t* out_options) {
  memset(out_options, 0, sizeof(*out_options));
}

void iree_runtime_instance_options_use_all_available_drivers(
    iree_runtime_instance_options_t* options) {
  options->driver_registry = NULL;
}

static void iree_runtime_instance_destroy(iree_runtime_instance_t* instance) {
  if (instance->owns_driver_registry && instance->driver_registry) {
    iree_hal_driver_registry_free(instance->driver_registry);
  }
  if (instance->vm_instance) iree_vm_instance_release(instance->vm_instance);
  iree_allocator_cache_release(instance->cache);
  iree_allocator_free(instance->base_allocator, instance);
}

iree_status_t iree_runtime_instance_create(
    const iree_runtime_instance_options_t* options,
    iree_allocator_t host_allocator, iree_runtime_instance_t** out_instance) {
  *out_instance = NULL;
  iree_runtime_instance_t* instance = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(host_allocator, sizeof(*instance),
                                             (void**)&instance));
  instance->ref_count = 1;
  instance->base_allocator = host_allocator;
  instance->hal_module_flags =
      options->deny_native_executables
          ? IREE_HAL_MODULE_FLAG_DENY_NATIVE_EXECUTABLES
          : IREE_HAL_MODULE_FLAG_NONE;
  iree_status_t status =
      iree_allocator_cache_create(host_allocator, &instance->cache);
  if (iree_status_is_ok(status)) {
    host_allocator = iree_allocator_cache_allocator(instance->cache);
    instance->host_allocator = host_allocator;
    status = iree_vm_instance_create(host_allocator, &instance->vm_instance);
  }
  if (iree_status_is_ok(status)) {
    iree_vm_instance_set_module_checksum_required(
        instance->vm_instance, !options->allow_modules_without_checksum);
  }
  // Types first: modules naming "!hal.buffer_view" may be loaded before any
  // session creates a hal module.
  if (iree_status_is_ok(status)) {
    status = iree_hal_module_register_all_types(instance->vm_instance);
  }
  if (iree_status_is_ok(status)) {
    if (options->driver_registry) {
      instance->driver_registry = options->driver_registry;
    } else {
      instance->owns_driver_registry = true;
      status = iree_hal_driver_registry_allocate(host_allocator,
                                                 &instance->driver_registry);
      if (iree_status_is_ok(status)) {
        status = iree_hal_register_default_drivers(instance->driver_registry);
      }
    }
  }
  if (!iree_status_is_ok(status)) {
    iree_runtime_instance_destroy(instance);
    return status;
  }
  *out_instance = instance;
  return iree_ok_status();
}

void iree_runtime_instance_retain(iree_runtime_instance_t* instance) {
  if (instance) __atomic_fetch_add(&instance->ref_count, 1, __ATOMIC_RELAXED);
}

void iree_runtime_instance_release(iree_runtime_instance_t* instance) {
  if (instance &&
      __atomic_fetch_sub(&instance->ref_count, 1, __ATOMIC_ACQ_REL) == 1) {
    iree_runtime_instance_destroy(instance);
  }
}

iree_allocator_t iree_runtime_instance_host_allocator(
    const iree_runtime_instance_t* instance) {
  return instance->host_allocator;
}

iree_vm_instance_t* iree_runtime_instance_vm_instance(
    const iree_runtime_instance_t* instance) {
  return instance->vm_instance;
}

iree_hal_driver_registry_t* iree_runtime_instance_driver_registry(
    const iree_runtime_instance_t* instance) {
  return instance->driver_registry;
}

iree_hal_module_flags_t iree_runtime_instance_hal_module_flags(
    const iree_runtime_instance_t* instance) {
  return instance->hal_module_flags;
}

iree_status_t iree_runtime_instance_try_create_default_device(
    iree_runtime_instance_t* instance, iree_string_view_t device_uri,
    iree_hal_device_t** out_device) {
  return iree_hal_create_device(instance->driver_registry, device_uri,
                                instance->host_allocator, out_device);
}

iree_status_t iree_runtime_instance_load_bytecode_module_from_file(
    iree_runtime_instance_t* instance, const char* file_path,
    iree_vm_module_t** out_module) {
  *out_module = NULL;
  iree_byte_span_t contents;
  IREE_RETURN_IF_ERROR(iree_file_read_contents(
      file_path, instance->host_allocator, &contents));
  iree_const_byte_span_t data =
      iree_make_const_byte_span(contents.data, contents.data_length);
  iree_status_t status = iree_vm_bytecode_module_create(
      instance->vm_instance, data, instance->host_allocator,
      instance->host_allocator, out_module);
  if (!iree_status_is_ok(status)) {
    // The module did not take the data.
    iree_allocator_free(instance->host_allocator, (void*)data.data);
    return iree_status_annotate_f(status, "loading '%s'", file_path);
  }
  return iree_ok_status();
}
