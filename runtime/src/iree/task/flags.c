#include "iree/task/flags.h"

#include "iree/tooling/flags.h"

IREE_FLAG(int32, task_workers, 0,
          "Worker threads of the local-task executor. The thread submitting "
          "work runs tiles too, so 0 means one thread per core: one worker "
          "fewer than there are cores.");
IREE_FLAG(int32, task_worker_spin_us, 50,
          "Microseconds an idle task worker spins waiting for work before it "
          "sleeps; 0 sleeps at once.");

iree_status_t iree_task_executor_options_initialize_from_flags(
    iree_task_executor_options_t* out_options) {
  iree_task_executor_options_initialize(out_options);
  if (FLAG_task_workers < 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--task_workers must be >= 0 (got %d)",
                            FLAG_task_workers);
  }
  if (FLAG_task_worker_spin_us < 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--task_worker_spin_us must be >= 0 (got %d)",
                            FLAG_task_worker_spin_us);
  }
  if (FLAG_task_workers > 0) {
    out_options->worker_count = (iree_host_size_t)FLAG_task_workers;
  }
  out_options->spin_ns = (uint64_t)FLAG_task_worker_spin_us * 1000u;
  return iree_ok_status();
}

iree_status_t iree_task_executor_create_from_flags(
    iree_allocator_t host_allocator, iree_task_executor_t** out_executor) {
  *out_executor = NULL;
  iree_task_executor_options_t options;
  IREE_RETURN_IF_ERROR(
      iree_task_executor_options_initialize_from_flags(&options));
  return iree_task_executor_create(&options, host_allocator, out_executor);
}
