// iree_task_executor_t: a pool of worker threads that runs blocking
// parallel-for calls, the CPU equivalent of a GPU dispatch. The `local-task`
// HAL device runs each dispatch's workgroups through it.
//
// A call divides its work into |tile_count| tiles (workgroups). The calling
// thread publishes the call, wakes as many idle workers as there are tiles to
// share, and then runs tiles itself; tiles are claimed from one atomic counter
// by whichever thread is free, so a slow or preempted thread simply takes
// fewer tiles. The call returns once every claimed tile has finished. Only
// as many workers as it wakes join it: the rest of the idle workers, even
// spinning ones, leave it alone rather than crowd the job list.
//
// Several threads may call concurrently on one executor: their calls are in
// flight together and idle workers join the oldest call that still has
// unclaimed tiles. Calling threads share one worker index (worker_count), so
// one of them at a time runs tiles; the others leave their tiles to the
// workers and wait (on an executor without workers, they wait their turn).
// A call made from inside a tile of the same executor runs its tiles inline
// on that thread, so nesting cannot deadlock.
#ifndef IREE_TASK_EXECUTOR_H_
#define IREE_TASK_EXECUTOR_H_

#include <stdbool.h>
#include <stdint.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Default time an idle worker spins before sleeping: long enough to cover the
// gap between back-to-back dispatches, short enough that an idle executor
// stops using CPU almost at once.
#define IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS 50000u

// worker_index is a uint32_t and the caller takes index worker_count.
#define IREE_TASK_EXECUTOR_MAX_WORKER_COUNT 4096u

typedef struct iree_task_executor_options_t {
  // Background worker threads. The thread calling parallel_for runs tiles as
  // well, so N workers give N + 1 threads running tiles. 0 is valid: every
  // tile then runs on the calling thread.
  iree_host_size_t worker_count;
  // How long an idle worker, or a caller waiting for workers to finish their
  // last tiles, spins before blocking in the kernel. 0 blocks at once.
  uint64_t spin_ns;
  // Pins worker i to the i-th allowed core. Best effort: a refused pin leaves
  // the worker unpinned.
  bool pin_workers;
} iree_task_executor_options_t;

// Sets |out_options| to one tile-running thread per allowed core: the caller
// plus core_count - 1 workers (none on a single core), the default spin and
// pinned workers. Workers do not get a core each because the caller runs tiles
// too: a worker per core would put two busy threads on one core, which was
// measured slower for every mix of dispatch sizes and host work tried (see
// docs/runtime.md). Workers are pinned to cores 0 .. core_count - 2, leaving
// the last core to the unpinned caller.
void iree_task_executor_options_initialize(
    iree_task_executor_options_t* out_options);

// Runs one tile. |tile_index| is in [0, tile_count). |worker_index| is in
// [0, worker_count]: workers use their own index and a calling thread uses
// worker_count. No two threads run tiles of one executor with the same index
// at the same time, even across concurrent calls, so per-worker scratch sized
// worker_count + 1 is race-free. A nested call runs on its outer tile's
// thread with the outer tile's index, while the outer tile is suspended.
typedef iree_status_t (*iree_task_tile_fn_t)(void* user_data,
                                             uint32_t tile_index,
                                             uint32_t worker_index);

typedef struct iree_task_executor_t iree_task_executor_t;

// Creates an executor and starts its workers. The executor starts with one
// reference, owned by the caller.
iree_status_t iree_task_executor_create(
    const iree_task_executor_options_t* options,
    iree_allocator_t host_allocator, iree_task_executor_t** out_executor);

void iree_task_executor_retain(iree_task_executor_t* executor);

// Drops a reference; the last one stops and joins the workers and frees the
// executor. No parallel_for may be in flight then, and the last release must
// not come from inside a tile.
void iree_task_executor_release(iree_task_executor_t* executor);

// Returns the number of background workers (tiles see worker indices up to
// and including this value).
iree_host_size_t iree_task_executor_worker_count(
    const iree_task_executor_t* executor);

// Runs |tile_fn| once for every tile index in [0, tile_count) across the
// workers and the calling thread, and returns when all have finished. Returns
// the first non-OK status a tile returned; once a tile fails, tiles not yet
// started are skipped. A 1-tile call, and any call from inside a tile of this
// executor, runs inline on the calling thread without waking anyone (unless
// another caller holds the caller's index at that moment: then a worker runs
// the tile).
iree_status_t iree_task_executor_parallel_for(iree_task_executor_t* executor,
                                              uint32_t tile_count,
                                              iree_task_tile_fn_t tile_fn,
                                              void* user_data);

// iree_task_executor_parallel_for with the executor passed as |self|: the
// signature of the HAL CPU device's parallel-for hook, so a device can be
// given (iree_task_executor_parallel_for_hook, executor) directly.
iree_status_t iree_task_executor_parallel_for_hook(
    void* self, uint32_t tile_count,
    iree_status_t (*tile_fn)(void*, uint32_t, uint32_t), void* user_data);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TASK_EXECUTOR_H_
