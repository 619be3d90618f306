// What the machine offers the task system: how many cores this process may
// run on, and pinning a thread to one of them.
#ifndef IREE_TASK_TOPOLOGY_H_
#define IREE_TASK_TOPOLOGY_H_

#include <stdbool.h>
#include <stdint.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Returns the number of cores in this process's affinity mask (what taskset or
// a container's cpuset allows), falling back to the online core count, and
// never less than 1.
iree_host_size_t iree_task_topology_core_count(void);

// Pins the calling thread to the |ordinal|-th core of the process's affinity
// mask, counting modulo the number of allowed cores. Returns false when the
// mask cannot be read or the pin is refused; callers treat pinning as a hint
// and carry on unpinned.
bool iree_task_topology_pin_current_thread(iree_host_size_t ordinal);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TASK_TOPOLOGY_H_
