// One HAL driver implementation for every CPU driver: they differ only in how
// a device runs the tiles (workgroups) of a stage, so each is a spec naming
// itself and supplying that parallel-for.
#ifndef IREE_HAL_DRIVERS_LOCAL_LOCAL_DRIVER_H_
#define IREE_HAL_DRIVERS_LOCAL_LOCAL_DRIVER_H_

#include "iree/base/api.h"
#include "iree/hal/driver.h"
#include "iree/hal/local/api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_local_driver_spec_t {
  // Driver name ("local-sync") and description, as the registry lists them.
  iree_hal_driver_info_t info;
  // Description of the driver's single device.
  iree_string_view_t device_name;
  // Fills the parallel-for fields of |params| (parallel_for, its self and
  // release, worker_count) for a new device.
  iree_status_t (*prepare_device)(iree_allocator_t host_allocator,
                                  iree_hal_local_device_params_t* params);
  // Filled in by iree_hal_local_driver_register: registries keep a pointer
  // to the factory, so it lives in the (static) spec.
  iree_hal_driver_factory_t factory;
} iree_hal_local_driver_spec_t;

// Registers a factory for the driver |spec| describes. |spec| must outlive
// the registry (specs are static); registering one spec with several
// registries is fine.
iree_status_t iree_hal_local_driver_register(
    iree_hal_driver_registry_t* registry, iree_hal_local_driver_spec_t* spec);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVERS_LOCAL_LOCAL_DRIVER_H_
