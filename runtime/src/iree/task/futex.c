#include "iree/task/futex.h"

#include <limits.h>
#include <linux/futex.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

void iree_task_futex_wait(_Atomic uint32_t* address, uint32_t expected) {
  // Private futexes skip the cross-process key lookup; all waiters are
  // threads of this process. EINTR/EAGAIN need no handling: callers loop.
  syscall(SYS_futex, (uint32_t*)address, FUTEX_WAIT_PRIVATE, expected, NULL,
          NULL, 0);
}

void iree_task_futex_wake(_Atomic uint32_t* address, int32_t count) {
  syscall(SYS_futex, (uint32_t*)address, FUTEX_WAKE_PRIVATE,
          count < 0 ? INT_MAX : count, NULL, NULL, 0);
}

uint64_t iree_task_time_now_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec;
}
