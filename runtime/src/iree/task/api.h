// The task system: the worker pool behind the `local-task` HAL driver.
// Tools that take --task_* flags also include iree/task/flags.h (library
// iree_task_flags), which keeps iree_task itself free of the tooling layer.
#ifndef IREE_TASK_API_H_
#define IREE_TASK_API_H_

#include "iree/base/api.h"          // IWYU pragma: export
#include "iree/task/executor.h"     // IWYU pragma: export
#include "iree/task/topology.h"     // IWYU pragma: export

#endif  // IREE_TASK_API_H_
