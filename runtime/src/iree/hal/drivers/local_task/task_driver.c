// The "local-task" driver: each device owns a task executor configured by the
// --task_* flags and runs every stage through its parallel-for.
#include "iree/hal/drivers/local/local_driver.h"
#include "iree/hal/drivers/local_task/registration.h"
#include "iree/task/flags.h"

static void iree_hal_local_task_release_executor(void* executor) {
  iree_task_executor_release((iree_task_executor_t*)executor);
}

static iree_status_t iree_hal_local_task_prepare_device(
    iree_allocator_t host_allocator, iree_hal_local_device_params_t* params) {
  iree_task_executor_t* executor = NULL;
  IREE_RETURN_IF_ERROR(
      iree_task_executor_create_from_flags(host_allocator, &executor));
  params->parallel_for = iree_task_executor_parallel_for_hook;
  params->parallel_for_self = executor;
  params->parallel_for_self_release = iree_hal_local_task_release_executor;
  // Workers use indices [0, worker_count) and calling threads worker_count.
  params->worker_count =
      (uint32_t)iree_task_executor_worker_count(executor) + 1;
  return iree_ok_status();
}

static iree_hal_local_driver_spec_t iree_hal_local_task_driver_spec = {
    .info =
        {
            .driver_name = IREE_SV("local-task"),
            .full_name = IREE_SV(
                "multithreaded CPU execution on a pool of worker threads"),
        },
    .device_name = IREE_SV("multithreaded CPU (one thread per core)"),
    .prepare_device = iree_hal_local_task_prepare_device,
};

iree_status_t iree_hal_local_task_driver_module_register(
    iree_hal_driver_registry_t* registry) {
  return iree_hal_local_driver_register(registry,
                                        &iree_hal_local_task_driver_spec);
}
