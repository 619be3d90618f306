// sched_getaffinity/pthread_setaffinity_np and the CPU_* macros are GNU
// extensions.
#define _GNU_SOURCE
#include "iree/task/topology.h"

#include <pthread.h>
#include <sched.h>
#include <unistd.h>

iree_host_size_t iree_task_topology_core_count(void) {
  cpu_set_t allowed;
  CPU_ZERO(&allowed);
  if (sched_getaffinity(0, sizeof(allowed), &allowed) == 0) {
    int count = CPU_COUNT(&allowed);
    if (count > 0) return (iree_host_size_t)count;
  }
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  return online > 0 ? (iree_host_size_t)online : 1;
}

bool iree_task_topology_pin_current_thread(iree_host_size_t ordinal) {
  cpu_set_t allowed;
  CPU_ZERO(&allowed);
  if (sched_getaffinity(0, sizeof(allowed), &allowed) != 0) return false;
  int count = CPU_COUNT(&allowed);
  if (count <= 0) return false;
  // Walk the mask to the (ordinal mod count)-th allowed CPU: allowed CPUs need
  // not be numbered contiguously (cpusets such as "2,5-7").
  iree_host_size_t remaining = ordinal % (iree_host_size_t)count;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (!CPU_ISSET(cpu, &allowed)) continue;
    if (remaining-- != 0) continue;
    cpu_set_t target;
    CPU_ZERO(&target);
    CPU_SET(cpu, &target);
    return pthread_setaffinity_np(pthread_self(), sizeof(target), &target) ==
           0;
  }
  return false;
}
