// Blocking and spinning primitives the executor builds its wake-ups on.
//
// Internal to the task system. Workers and waiting callers spin for a short
// while before sleeping (a dispatch usually follows another within
// microseconds, and a futex wake costs a few microseconds more than noticing a
// changed word), then block on a 32-bit word with the Linux futex syscall.
// Every happens-before edge is carried by the atomic word itself; the futex
// only parks and unparks threads, so spurious wake-ups are harmless and
// sanitizers see ordinary atomics.
#ifndef IREE_TASK_FUTEX_H_
#define IREE_TASK_FUTEX_H_

#include <stdatomic.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Blocks while |*address| == |expected|. Returns on a wake, on a signal, or at
// once if the value already differs; callers re-check their condition.
void iree_task_futex_wait(_Atomic uint32_t* address, uint32_t expected);

// Wakes up to |count| threads blocked on |address|. |address| is only used as
// a key and never dereferenced, so it is safe to pass the address of an
// object the waiter may already have released.
void iree_task_futex_wake(_Atomic uint32_t* address, int32_t count);

// A monotonic clock in nanoseconds, for bounding spins.
uint64_t iree_task_time_now_ns(void);

// Tells the core that this is a spin-wait loop (lets a sibling hyperthread
// run, lowers power).
static inline void iree_task_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TASK_FUTEX_H_
