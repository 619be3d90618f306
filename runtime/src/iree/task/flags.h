// Command-line control of the task executor for tools:
//   --task_workers=N          background workers (0: one thread per core,
//                             counting the calling thread)
//   --task_worker_spin_us=N   idle spin before sleeping, in microseconds
#ifndef IREE_TASK_FLAGS_H_
#define IREE_TASK_FLAGS_H_

#include "iree/base/api.h"
#include "iree/task/executor.h"

#ifdef __cplusplus
extern "C" {
#endif

// Sets |out_options| to the defaults overridden by the --task_* flags.
// Negative values are INVALID_ARGUMENT naming the flag.
iree_status_t iree_task_executor_options_initialize_from_flags(
    iree_task_executor_options_t* out_options);

// Creates an executor configured by the --task_* flags.
iree_status_t iree_task_executor_create_from_flags(
    iree_allocator_t host_allocator, iree_task_executor_t** out_executor);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TASK_FLAGS_H_
