// Drivers and the driver registry.
//
// A driver ("local-sync", "local-task", "vulkan") enumerates and creates
// devices. Drivers are made available by registering a factory with an
// iree_hal_driver_registry_t; applications then create devices by URI:
//   "local-sync"          the driver's default device
//   "vulkan://0"          device path "0" of the "vulkan" driver
// iree_hal_register_default_drivers (iree/hal/drivers/init.h) registers every
// driver compiled into the build.
#ifndef IREE_HAL_DRIVER_H_
#define IREE_HAL_DRIVER_H_

#include "iree/base/api.h"
#include "iree/hal/device.h"
#include "iree/hal/resource.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_driver_t iree_hal_driver_t;

typedef struct iree_hal_driver_info_t {
  // Name devices URIs use, such as "local-sync".
  iree_string_view_t driver_name;
  // One line for humans, such as "synchronous CPU execution".
  iree_string_view_t full_name;
} iree_hal_driver_info_t;

typedef struct iree_hal_device_info_t {
  // What follows "driver://" in a URI to select this device.
  iree_string_view_t path;
  // One line for humans.
  iree_string_view_t name;
} iree_hal_device_info_t;

//===----------------------------------------------------------------------===//
// iree_hal_driver_t
//===----------------------------------------------------------------------===//

void iree_hal_driver_retain(iree_hal_driver_t* driver);
void iree_hal_driver_release(iree_hal_driver_t* driver);

// Lists the devices the driver can create: |*out_device_infos| is one
// allocation from |host_allocator| the caller frees (its strings are owned by
// the driver and live as long as it).
iree_status_t iree_hal_driver_query_available_devices(
    iree_hal_driver_t* driver, iree_allocator_t host_allocator,
    iree_host_size_t* out_device_info_count,
    iree_hal_device_info_t** out_device_infos);

// Creates the device at |device_path| (empty: the default device). NOT_FOUND
// for an unknown path.
iree_status_t iree_hal_driver_create_device_by_path(
    iree_hal_driver_t* driver, iree_string_view_t device_path,
    iree_allocator_t host_allocator, iree_hal_device_t** out_device);

// Creates the driver's default device.
iree_status_t iree_hal_driver_create_default_device(
    iree_hal_driver_t* driver, iree_allocator_t host_allocator,
    iree_hal_device_t** out_device);

typedef struct iree_hal_driver_vtable_t {
  void (*destroy)(void* driver);
  iree_status_t (*query_available_devices)(
      iree_hal_driver_t* driver, iree_allocator_t host_allocator,
      iree_host_size_t* out_device_info_count,
      iree_hal_device_info_t** out_device_infos);
  iree_status_t (*create_device_by_path)(iree_hal_driver_t* driver,
                                         iree_string_view_t device_path,
                                         iree_allocator_t host_allocator,
                                         iree_hal_device_t** out_device);
} iree_hal_driver_vtable_t;

//===----------------------------------------------------------------------===//
// Driver factories and the registry
//===----------------------------------------------------------------------===//

// Creates drivers of one or more names. Factories are usually static
// constants; the registry borrows them until they are unregistered.
typedef struct iree_hal_driver_factory_t {
  void* self;
  // Returns the drivers this factory creates, in storage owned by it.
  iree_status_t (*enumerate)(void* self, iree_host_size_t* out_info_count,
                             const iree_hal_driver_info_t** out_infos);
  // Creates the driver named |driver_name| (one of those enumerated).
  iree_status_t (*try_create)(void* self, iree_string_view_t driver_name,
                              iree_allocator_t host_allocator,
                              iree_hal_driver_t** out_driver);
} iree_hal_driver_factory_t;

typedef struct iree_hal_driver_registry_t iree_hal_driver_registry_t;

// Most factories a registry holds.
#define IREE_HAL_DRIVER_REGISTRY_MAX_FACTORIES 16

iree_status_t iree_hal_driver_registry_allocate(
    iree_allocator_t host_allocator, iree_hal_driver_registry_t** out_registry);
void iree_hal_driver_registry_free(iree_hal_driver_registry_t* registry);

// Registers |factory|; ALREADY_EXISTS if it is registered, or if one of its
// driver names is already provided by another factory.
iree_status_t iree_hal_driver_registry_register_factory(
    iree_hal_driver_registry_t* registry,
    const iree_hal_driver_factory_t* factory);

// Removes |factory|; NOT_FOUND if it was not registered.
iree_status_t iree_hal_driver_registry_unregister_factory(
    iree_hal_driver_registry_t* registry,
    const iree_hal_driver_factory_t* factory);

// Lists every registered driver in registration order: |*out_driver_infos| is
// one allocation from |host_allocator| the caller frees; its strings live as
// long as the factories stay registered.
iree_status_t iree_hal_driver_registry_enumerate(
    iree_hal_driver_registry_t* registry, iree_allocator_t host_allocator,
    iree_host_size_t* out_driver_info_count,
    iree_hal_driver_info_t** out_driver_infos);

// Creates the driver called |driver_name|; NOT_FOUND listing the registered
// drivers when there is none.
iree_status_t iree_hal_driver_registry_try_create(
    iree_hal_driver_registry_t* registry, iree_string_view_t driver_name,
    iree_allocator_t host_allocator, iree_hal_driver_t** out_driver);

// Creates a device from a URI "driver" or "driver://path" (see above).
iree_status_t iree_hal_create_device(iree_hal_driver_registry_t* registry,
                                     iree_string_view_t device_uri,
                                     iree_allocator_t host_allocator,
                                     iree_hal_device_t** out_device);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVER_H_
