#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "iree/hal/driver.h"

// Registration normally happens once at startup, but the lock makes it safe
// to register from library initializers while another thread creates devices.
struct iree_hal_driver_registry_t {
  iree_allocator_t host_allocator;
  pthread_mutex_t mutex;
  iree_host_size_t factory_count;
  const iree_hal_driver_factory_t*
      factories[IREE_HAL_DRIVER_REGISTRY_MAX_FACTORIES];
};

iree_status_t iree_hal_driver_registry_allocate(
    iree_allocator_t host_allocator,
    iree_hal_driver_registry_t** out_registry) {
  *out_registry = NULL;
  iree_hal_driver_registry_t* registry = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(host_allocator, sizeof(*registry),
                                             (void**)&registry));
  registry->host_allocator = host_allocator;
  pthread_mutex_init(&registry->mutex, NULL);
  *out_registry = registry;
  return iree_ok_status();
}

void iree_hal_driver_registry_free(iree_hal_driver_registry_t* registry) {
  if (!registry) return;
  pthread_mutex_destroy(&registry->mutex);
  iree_allocator_free(registry->host_allocator, registry);
}

// Lists the drivers of |factory|; a factory that fails to enumerate provides
// none (lookups skip it rather than failing every other driver).
static void iree_hal_driver_factory_list(
    const iree_hal_driver_factory_t* factory, iree_host_size_t* out_count,
    const iree_hal_driver_info_t** out_infos) {
  iree_status_t status =
      factory->enumerate(factory->self, out_count, out_infos);
  if (!iree_status_is_ok(status)) {
    iree_status_ignore(status);
    *out_count = 0;
    *out_infos = NULL;
  }
}

// Returns the registered factory providing |driver_name| or NULL. Called with
// the lock held.
static const iree_hal_driver_factory_t* iree_hal_driver_registry_find(
    iree_hal_driver_registry_t* registry, iree_string_view_t driver_name) {
  for (iree_host_size_t i = 0; i < registry->factory_count; ++i) {
    const iree_hal_driver_factory_t* factory = registry->factories[i];
    iree_host_size_t info_count = 0;
    const iree_hal_driver_info_t* infos = NULL;
    iree_hal_driver_factory_list(factory, &info_count, &infos);
    for (iree_host_size_t j = 0; j < info_count; ++j) {
      if (iree_string_view_equal(infos[j].driver_name, driver_name)) {
        return factory;
      }
    }
  }
  return NULL;
}

static iree_status_t iree_hal_driver_registry_register_locked(
    iree_hal_driver_registry_t* registry,
    const iree_hal_driver_factory_t* factory) {
  for (iree_host_size_t i = 0; i < registry->factory_count; ++i) {
    if (registry->factories[i] == factory) {
      return iree_make_status(IREE_STATUS_ALREADY_EXISTS,
                              "driver factory is already registered");
    }
  }
  iree_host_size_t info_count = 0;
  const iree_hal_driver_info_t* infos = NULL;
  IREE_RETURN_IF_ERROR(factory->enumerate(factory->self, &info_count, &infos));
  for (iree_host_size_t i = 0; i < info_count; ++i) {
    if (iree_hal_driver_registry_find(registry, infos[i].driver_name)) {
      return iree_make_status(IREE_STATUS_ALREADY_EXISTS,
                              "a driver named '%.*s' is already registered",
                              (int)infos[i].driver_name.size,
                              infos[i].driver_name.data);
    }
  }
  if (registry->factory_count == IREE_HAL_DRIVER_REGISTRY_MAX_FACTORIES) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "driver registry is full (%d factories)",
                            IREE_HAL_DRIVER_REGISTRY_MAX_FACTORIES);
  }
  registry->factories[registry->factory_count++] = factory;
  return iree_ok_status();
}

iree_status_t iree_hal_driver_registry_register_factory(
    iree_hal_driver_registry_t* registry,
    const iree_hal_driver_factory_t* factory) {
  pthread_mutex_lock(&registry->mutex);
  iree_status_t status =
      iree_hal_driver_registry_register_locked(registry, factory);
  pthread_mutex_unlock(&registry->mutex);
  return status;
}

iree_status_t iree_hal_driver_registry_unregister_factory(
    iree_hal_driver_registry_t* registry,
    const iree_hal_driver_factory_t* factory) {
  pthread_mutex_lock(&registry->mutex);
  iree_status_t status = iree_make_status(IREE_STATUS_NOT_FOUND,
                                          "driver factory is not registered");
  for (iree_host_size_t i = 0; i < registry->factory_count; ++i) {
    if (registry->factories[i] != factory) continue;
    memmove(&registry->factories[i], &registry->factories[i + 1],
            (registry->factory_count - i - 1) * sizeof(registry->factories[0]));
    --registry->factory_count;
    status = iree_status_ignore(status);
    break;
  }
  pthread_mutex_unlock(&registry->mutex);
  return status;
}

static iree_status_t iree_hal_driver_registry_enumerate_locked(
    iree_hal_driver_registry_t* registry, iree_allocator_t host_allocator,
    iree_host_size_t* out_driver_info_count,
    iree_hal_driver_info_t** out_driver_infos) {
  // Two passes: count, then copy into one allocation the caller frees.
  iree_host_size_t total_count = 0;
  for (iree_host_size_t i = 0; i < registry->factory_count; ++i) {
    const iree_hal_driver_factory_t* factory = registry->factories[i];
    iree_host_size_t info_count = 0;
    const iree_hal_driver_info_t* infos = NULL;
    IREE_RETURN_IF_ERROR(
        factory->enumerate(factory->self, &info_count, &infos));
    total_count += info_count;
  }
  if (total_count == 0) return iree_ok_status();
  iree_hal_driver_info_t* all_infos = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      host_allocator, total_count * sizeof(*all_infos), (void**)&all_infos));
  iree_host_size_t offset = 0;
  for (iree_host_size_t i = 0; i < registry->factory_count; ++i) {
    const iree_hal_driver_factory_t* factory = registry->factories[i];
    iree_host_size_t info_count = 0;
    const iree_hal_driver_info_t* infos = NULL;
    iree_status_t status =
        factory->enumerate(factory->self, &info_count, &infos);
    if (!iree_status_is_ok(status) || offset + info_count > total_count) {
      iree_allocator_free(host_allocator, all_infos);
      return iree_status_is_ok(status)
                 ? iree_make_status(IREE_STATUS_INTERNAL,
                                    "driver factory changed its driver list")
                 : status;
    }
    memcpy(all_infos + offset, infos, info_count * sizeof(*infos));
    offset += info_count;
  }
  *out_driver_info_count = offset;
  *out_driver_infos = all_infos;
  return iree_ok_status();
}

iree_status_t iree_hal_driver_registry_enumerate(
    iree_hal_driver_registry_t* registry, iree_allocator_t host_allocator,
    iree_host_size_t* out_driver_info_count,
    iree_hal_driver_info_t** out_driver_infos) {
  *out_driver_info_count = 0;
  *out_driver_infos = NULL;
  pthread_mutex_lock(&registry->mutex);
  iree_status_t status = iree_hal_driver_registry_enumerate_locked(
      registry, host_allocator, out_driver_info_count, out_driver_infos);
  pthread_mutex_unlock(&registry->mutex);
  return status;
}

// Builds the NOT_FOUND error for |driver_name|, listing what is registered.
// Called with the lock held.
static iree_status_t iree_hal_driver_registry_make_not_found(
    iree_hal_driver_registry_t* registry, iree_string_view_t driver_name) {
  char names[512] = {0};
  iree_host_size_t length = 0;
  for (iree_host_size_t i = 0; i < registry->factory_count; ++i) {
    const iree_hal_driver_factory_t* factory = registry->factories[i];
    iree_host_size_t info_count = 0;
    const iree_hal_driver_info_t* infos = NULL;
    iree_hal_driver_factory_list(factory, &info_count, &infos);
    for (iree_host_size_t j = 0; j < info_count && length < sizeof(names);
         ++j) {
      int written = snprintf(names + length, sizeof(names) - length, "%s%.*s",
                             length ? ", " : "", (int)infos[j].driver_name.size,
                             infos[j].driver_name.data);
      if (written > 0) length += (iree_host_size_t)written;
    }
  }
  return iree_make_status(IREE_STATUS_NOT_FOUND,
                          "no HAL driver named '%.*s'; registered drivers: %s",
                          (int)driver_name.size, driver_name.data,
                          length ? names : "(none)");
}

iree_status_t iree_hal_driver_registry_try_create(
    iree_hal_driver_registry_t* registry, iree_string_view_t driver_name,
    iree_allocator_t host_allocator, iree_hal_driver_t** out_driver) {
  *out_driver = NULL;
  pthread_mutex_lock(&registry->mutex);
  const iree_hal_driver_factory_t* factory =
      iree_hal_driver_registry_find(registry, driver_name);
  iree_status_t status =
      factory ? iree_ok_status()
              : iree_hal_driver_registry_make_not_found(registry, driver_name);
  pthread_mutex_unlock(&registry->mutex);
  IREE_RETURN_IF_ERROR(status);
  return factory->try_create(factory->self, driver_name, host_allocator,
                             out_driver);
}

iree_status_t iree_hal_create_device(iree_hal_driver_registry_t* registry,
                                     iree_string_view_t device_uri,
                                     iree_allocator_t host_allocator,
                                     iree_hal_device_t** out_device) {
  *out_device = NULL;
  iree_string_view_t driver_name = device_uri;
  iree_string_view_t device_path = iree_string_view_empty();
  iree_host_size_t scheme_end = IREE_STRING_VIEW_NPOS;
  for (iree_host_size_t i = 0; i + 2 < device_uri.size; ++i) {
    if (memcmp(device_uri.data + i, "://", 3) == 0) {
      scheme_end = i;
      break;
    }
  }
  if (scheme_end != IREE_STRING_VIEW_NPOS) {
    driver_name = iree_string_view_substr(device_uri, 0, scheme_end);
    device_path =
        iree_string_view_substr(device_uri, scheme_end + 3, IREE_HOST_SIZE_MAX);
  }
  if (iree_string_view_is_empty(driver_name)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "device URI '%.*s' names no driver",
                            (int)device_uri.size, device_uri.data);
  }
  iree_hal_driver_t* driver = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_driver_registry_try_create(
      registry, driver_name, host_allocator, &driver));
  iree_status_t status = iree_hal_driver_create_device_by_path(
      driver, device_path, host_allocator, out_device);
  // The device keeps what it needs of its driver alive itself.
  iree_hal_driver_release(driver);
  return status;
}
