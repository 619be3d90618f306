// The "local-sync" driver: its devices run every tile inline on the thread
// that submits, in order, with worker index 0.
#include "iree/hal/drivers/local/local_driver.h"
#include "iree/hal/drivers/local_sync/registration.h"

static iree_status_t iree_hal_local_sync_parallel_for(
    void* self, uint32_t tile_count, iree_hal_local_tile_fn tile_fn,
    void* user_data) {
  for (uint32_t i = 0; i < tile_count; ++i) {
    IREE_RETURN_IF_ERROR(tile_fn(user_data, i, /*worker_index=*/0));
  }
  return iree_ok_status();
}

static iree_status_t iree_hal_local_sync_prepare_device(
    iree_allocator_t host_allocator, iree_hal_local_device_params_t* params) {
  params->parallel_for = iree_hal_local_sync_parallel_for;
  params->worker_count = 1;
  return iree_ok_status();
}

static iree_hal_local_driver_spec_t iree_hal_local_sync_driver_spec = {
    .info =
        {
            .driver_name = IREE_SV("local-sync"),
            .full_name =
                IREE_SV("synchronous CPU execution on the calling thread"),
        },
    .device_name = IREE_SV("synchronous CPU (inline, one thread)"),
    .prepare_device = iree_hal_local_sync_prepare_device,
};

iree_status_t iree_hal_local_sync_driver_module_register(
    iree_hal_driver_registry_t* registry) {
  return iree_hal_local_driver_register(registry,
                                        &iree_hal_local_sync_driver_spec);
}
