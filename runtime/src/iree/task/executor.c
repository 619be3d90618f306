#include "iree/task/executor.h"

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "iree/task/futex.h"
#include "iree/task/topology.h"

//===----------------------------------------------------------------------===//
// Jobs: one parallel_for call in flight
//===----------------------------------------------------------------------===//

// High bit of iree_task_job_t::active: the caller is (about to be) blocked in
// the kernel waiting for the count in the low bits to reach zero. Keeping the
// flag in the same word lets the last worker out decide whether to issue a
// wake with one atomic operation and no further access to the job, which
// lives on the caller's stack and may be gone the moment the count hits zero.
#define IREE_TASK_JOB_WAITER_BIT 0x80000000u
#define IREE_TASK_JOB_ACTIVE_MASK 0x7FFFFFFFu

// Lives on the stack of the thread calling parallel_for. Published in the
// executor's job list while it has tiles to hand out; workers that join it
// are counted in |active| so the caller knows when nobody references it.
typedef struct iree_task_job_t {
  // Immutable once published.
  iree_task_tile_fn_t tile_fn;
  void* user_data;
  uint32_t tile_count;
  // Tiles claimed per counter increment: batching keeps the shared counter
  // from becoming the bottleneck when tiles are tiny and numerous.
  uint32_t chunk_size;

  // Next unclaimed tile. 64 bits so that claims past the end (each thread
  // overshoots once) cannot wrap around for any 32-bit tile count.
  _Atomic uint64_t next_tile;
  // First error from a tile, or NULL. Also tells threads to stop claiming.
  _Atomic(iree_status_t) status;
  // Workers currently inside the job, plus IREE_TASK_JOB_WAITER_BIT.
  _Atomic uint32_t active;
  // 1 once no tile can be claimed any more (the last one was claimed or a
  // tile failed); 2 while a caller that runs no tiles sleeps waiting for it.
  _Atomic uint32_t claims_closed;

  // Workers the job added to the executor's wanted_workers, and workers that
  // joined it; guarded by the executor's mutex. Unpublishing withdraws the
  // wants nobody took, so they do not pile up for later jobs.
  uint32_t wanted_count;
  uint32_t joined_count;

  // Executor job list links; guarded by the executor's mutex.
  struct iree_task_job_t* prev;
  struct iree_task_job_t* next;
} iree_task_job_t;

static bool iree_task_job_has_unclaimed_tiles(iree_task_job_t* job) {
  return atomic_load_explicit(&job->next_tile, memory_order_relaxed) <
             job->tile_count &&
         atomic_load_explicit(&job->status, memory_order_relaxed) == NULL;
}

// Called by the thread that claims the last tile and by the first to fail,
// both still counted inside the job, so the job is alive.
static void iree_task_job_close_claims(iree_task_job_t* job) {
  if (atomic_exchange_explicit(&job->claims_closed, 1, memory_order_release) ==
      2) {
    iree_task_futex_wake(&job->claims_closed, 1);
  }
}

// Keeps the first error and drops later ones: callers get one status.
static void iree_task_job_fail(iree_task_job_t* job, iree_status_t status) {
  iree_status_t expected = NULL;
  if (atomic_compare_exchange_strong_explicit(&job->status, &expected, status,
                                              memory_order_acq_rel,
                                              memory_order_relaxed)) {
    iree_task_job_close_claims(job);
  } else {
    iree_status_free(status);
  }
}

// Claims and runs tiles until none are left or one has failed.
static void iree_task_job_run(iree_task_job_t* job, uint32_t worker_index) {
  const uint64_t tile_count = job->tile_count;
  for (;;) {
    if (atomic_load_explicit(&job->status, memory_order_relaxed) != NULL) {
      return;
    }
    uint64_t begin = atomic_fetch_add_explicit(&job->next_tile, job->chunk_size,
                                               memory_order_relaxed);
    if (begin >= tile_count) return;
    uint64_t end = begin + job->chunk_size;
    if (end >= tile_count) {
      end = tile_count;
      iree_task_job_close_claims(job);
    }
    for (uint64_t i = begin; i < end; ++i) {
      iree_status_t status =
          job->tile_fn(job->user_data, (uint32_t)i, worker_index);
      if (IREE_UNLIKELY(!iree_status_is_ok(status))) {
        iree_task_job_fail(job, status);
        return;
      }
    }
  }
}

// A worker leaves a job it joined. The release ordering publishes the tiles
// it ran to the caller, which acquires the count.
static void iree_task_job_leave(iree_task_job_t* job) {
  _Atomic uint32_t* active = &job->active;
  uint32_t prior = atomic_fetch_sub_explicit(active, 1, memory_order_release);
  // |job| must not be touched past this point; the futex only uses the
  // address as a key.
  if (prior == (IREE_TASK_JOB_WAITER_BIT | 1u)) {
    iree_task_futex_wake(active, 1);
  }
}

// Blocks the caller until no worker is inside |job|. No worker can join any
// more (the job is unpublished), so the count only goes down.
static void iree_task_job_wait_for_workers(iree_task_job_t* job,
                                           uint64_t spin_ns) {
  uint32_t value = atomic_load_explicit(&job->active, memory_order_acquire);
  if ((value & IREE_TASK_JOB_ACTIVE_MASK) == 0) return;
  // Workers are usually mid-tile and about to finish: a short spin avoids a
  // sleep/wake round trip through the kernel.
  if (spin_ns != 0) {
    const uint64_t deadline = iree_task_time_now_ns() + spin_ns;
    for (uint32_t i = 1;; ++i) {
      iree_task_spin_pause();
      value = atomic_load_explicit(&job->active, memory_order_acquire);
      if ((value & IREE_TASK_JOB_ACTIVE_MASK) == 0) return;
      if ((i & 63) == 0 && iree_task_time_now_ns() >= deadline) break;
    }
  }
  for (;;) {
    if ((value & IREE_TASK_JOB_ACTIVE_MASK) == 0) return;
    if ((value & IREE_TASK_JOB_WAITER_BIT) == 0) {
      if (!atomic_compare_exchange_weak_explicit(
              &job->active, &value, value | IREE_TASK_JOB_WAITER_BIT,
              memory_order_acquire, memory_order_acquire)) {
        continue;
      }
      value |= IREE_TASK_JOB_WAITER_BIT;
    }
    iree_task_futex_wait(&job->active, value);
    value = atomic_load_explicit(&job->active, memory_order_acquire);
  }
}

// Blocks a caller that runs no tiles itself until no tile of |job| can be
// claimed any more. Only then may it unpublish the job: earlier, tiles no
// worker has joined for yet would be stranded.
static void iree_task_job_wait_for_claims_closed(iree_task_job_t* job,
                                                 uint64_t spin_ns) {
  if (spin_ns != 0) {
    const uint64_t deadline = iree_task_time_now_ns() + spin_ns;
    for (uint32_t i = 1;; ++i) {
      if (atomic_load_explicit(&job->claims_closed, memory_order_acquire) ==
          1) {
        return;
      }
      if ((i & 63) == 0 && iree_task_time_now_ns() >= deadline) break;
      iree_task_spin_pause();
    }
  }
  for (;;) {
    uint32_t value =
        atomic_load_explicit(&job->claims_closed, memory_order_acquire);
    if (value == 1) return;
    // Announce the sleep so that closing wakes us; a close racing with this
    // makes the exchange fail or the futex return at once.
    if (value == 0 && !atomic_compare_exchange_weak_explicit(
                          &job->claims_closed, &value, 2,
                          memory_order_acquire, memory_order_acquire)) {
      continue;
    }
    iree_task_futex_wait(&job->claims_closed, 2);
  }
}

//===----------------------------------------------------------------------===//
// Thread frames
//===----------------------------------------------------------------------===//

// Records, on a thread's stack, that the thread is running tiles of
// |executor| as |worker_index|. Frames chain outward through calls into other
// executors. A call on an executor that has a frame on the calling thread is
// nested: the thread already holds an index there, and its tiles run inline
// with it.
typedef struct iree_task_frame_t {
  iree_task_executor_t* executor;
  uint32_t worker_index;
  struct iree_task_frame_t* parent;
} iree_task_frame_t;

static _Thread_local iree_task_frame_t* iree_task_current_frame = NULL;

static void iree_task_frame_push(iree_task_frame_t* frame,
                                 iree_task_executor_t* executor,
                                 uint32_t worker_index) {
  frame->executor = executor;
  frame->worker_index = worker_index;
  frame->parent = iree_task_current_frame;
  iree_task_current_frame = frame;
}

static void iree_task_frame_pop(iree_task_frame_t* frame) {
  iree_task_current_frame = frame->parent;
}

static const iree_task_frame_t* iree_task_frame_find(
    const iree_task_executor_t* executor) {
  for (const iree_task_frame_t* frame = iree_task_current_frame; frame;
       frame = frame->parent) {
    if (frame->executor == executor) return frame;
  }
  return NULL;
}

//===----------------------------------------------------------------------===//
// Executor
//===----------------------------------------------------------------------===//

typedef struct iree_task_worker_t {
  iree_task_executor_t* executor;
  uint32_t index;
  pthread_t thread;
} iree_task_worker_t;

struct iree_task_executor_t {
  _Atomic int32_t ref_count;
  iree_allocator_t host_allocator;
  iree_host_size_t worker_count;
  uint64_t spin_ns;
  bool pin_workers;

  // Bumped after every job is published and at shutdown. Idle workers spin on
  // it and then sleep on it as a futex, so a change is what wakes them.
  _Atomic uint32_t epoch;
  // Workers blocked (or about to block) on |epoch|: publishers skip the wake
  // syscall when it is zero, which it is whenever workers are busy or
  // spinning.
  _Atomic uint32_t sleeping_count;
  // Workers that published jobs still want to join them: each publish adds
  // the workers its tiles can use (at most worker_count in all), and an idle
  // worker takes one before it looks for work. Without it every spinning
  // worker rushes the job list's mutex for a job of a few tiles, and the
  // caller, which needs that mutex to finish, queues behind all of them.
  _Atomic int32_t wanted_workers;
  // Published jobs whose callers run no tiles (they did not get the caller
  // slot): any idle worker joins while there are some, wanted or not, so
  // withdrawn or taken wants can never strand their tiles.
  _Atomic int32_t orphan_jobs;
  _Atomic bool shutting_down;

  // Who may run tiles as index worker_count: 0 free, 1 held, 2 held with
  // threads sleeping for it. Calling threads share that one index, and the
  // HAL relies on indices being unique among all tiles running at once (for
  // per-worker scratch), so one caller at a time runs tiles; the others let
  // the workers run theirs.
  _Atomic uint32_t caller_slot;

  // Jobs with (possibly) unclaimed tiles, oldest first.
  pthread_mutex_t mutex;
  iree_task_job_t* job_head;
  iree_task_job_t* job_tail;

  iree_task_worker_t workers[];
};

static bool iree_task_executor_try_acquire_caller_slot(
    iree_task_executor_t* executor) {
  uint32_t expected = 0;
  return atomic_compare_exchange_strong_explicit(
      &executor->caller_slot, &expected, 1, memory_order_acquire,
      memory_order_relaxed);
}

// Only an executor without workers makes callers wait for the slot: with
// workers a caller that misses it leaves its tiles to them instead.
static void iree_task_executor_acquire_caller_slot(
    iree_task_executor_t* executor) {
  if (executor->spin_ns != 0) {
    const uint64_t deadline = iree_task_time_now_ns() + executor->spin_ns;
    for (uint32_t i = 1;; ++i) {
      if (iree_task_executor_try_acquire_caller_slot(executor)) return;
      if ((i & 63) == 0 && iree_task_time_now_ns() >= deadline) break;
      iree_task_spin_pause();
    }
  }
  // Marks the slot contended so the holder's release wakes us.
  while (atomic_exchange_explicit(&executor->caller_slot, 2,
                                  memory_order_acquire) != 0) {
    iree_task_futex_wait(&executor->caller_slot, 2);
  }
}

static void iree_task_executor_release_caller_slot(
    iree_task_executor_t* executor) {
  if (atomic_exchange_explicit(&executor->caller_slot, 0,
                               memory_order_release) == 2) {
    iree_task_futex_wake(&executor->caller_slot, 1);
  }
}

void iree_task_executor_options_initialize(
    iree_task_executor_options_t* out_options) {
  memset(out_options, 0, sizeof(*out_options));
  out_options->worker_count = iree_task_topology_core_count() - 1;
  out_options->spin_ns = IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS;
  out_options->pin_workers = true;
}

// Publishes |job| and wakes enough sleeping workers to share its tiles with
// the caller, or to run them all when the caller does not participate.
static void iree_task_executor_publish(iree_task_executor_t* executor,
                                       iree_task_job_t* job,
                                       bool caller_participates) {
  pthread_mutex_lock(&executor->mutex);
  job->prev = executor->job_tail;
  job->next = NULL;
  if (executor->job_tail) {
    executor->job_tail->next = job;
  } else {
    executor->job_head = job;
  }
  executor->job_tail = job;
  pthread_mutex_unlock(&executor->mutex);

  // A worker per chunk, less the one a participating caller takes.
  uint64_t chunk_count =
      ((uint64_t)job->tile_count + job->chunk_size - 1) / job->chunk_size;
  uint64_t wake_count = caller_participates ? chunk_count - 1 : chunk_count;
  if (wake_count > executor->worker_count) {
    wake_count = executor->worker_count;
  }
  // Before the epoch moves, so a worker that sees the move sees the want.
  job->wanted_count = (uint32_t)wake_count;
  atomic_fetch_add(&executor->wanted_workers, (int32_t)wake_count);
  if (!caller_participates) atomic_fetch_add(&executor->orphan_jobs, 1);
  // Sequentially consistent pair with iree_task_executor_idle: either the
  // worker sees the new epoch before it sleeps, or we see it counted as
  // sleeping and wake it.
  atomic_fetch_add(&executor->epoch, 1);
  if (wake_count != 0 && atomic_load(&executor->sleeping_count) != 0) {
    iree_task_futex_wake(&executor->epoch, (int32_t)wake_count);
  }
}

// Takes one of the workers published jobs want; false when none is wanted.
static bool iree_task_executor_take_wanted_worker(
    iree_task_executor_t* executor) {
  int32_t wanted = atomic_load(&executor->wanted_workers);
  while (wanted > 0) {
    if (atomic_compare_exchange_weak(&executor->wanted_workers, &wanted,
                                     wanted - 1)) {
      return true;
    }
  }
  return false;
}

// Removes |job| from the list so no more workers join it.
static void iree_task_executor_unpublish(iree_task_executor_t* executor,
                                         iree_task_job_t* job,
                                         bool caller_participates) {
  if (!caller_participates) atomic_fetch_sub(&executor->orphan_jobs, 1);
  pthread_mutex_lock(&executor->mutex);
  if (job->prev) {
    job->prev->next = job->next;
  } else {
    executor->job_head = job->next;
  }
  if (job->next) {
    job->next->prev = job->prev;
  } else {
    executor->job_tail = job->prev;
  }
  uint32_t untaken = job->wanted_count > job->joined_count
                         ? job->wanted_count - job->joined_count
                         : 0;
  pthread_mutex_unlock(&executor->mutex);
  int32_t wanted = atomic_load(&executor->wanted_workers);
  while (untaken != 0 && wanted > 0 &&
         !atomic_compare_exchange_weak(
             &executor->wanted_workers, &wanted,
             wanted > (int32_t)untaken ? wanted - (int32_t)untaken : 0)) {
  }
}

// Returns the oldest published job with unclaimed tiles, counted as joined by
// the calling worker, or NULL. Joining under the mutex is what makes
// unpublishing final: after it nobody can join.
static iree_task_job_t* iree_task_executor_join_job(
    iree_task_executor_t* executor) {
  pthread_mutex_lock(&executor->mutex);
  iree_task_job_t* job = executor->job_head;
  while (job && !iree_task_job_has_unclaimed_tiles(job)) job = job->next;
  if (job) {
    atomic_fetch_add_explicit(&job->active, 1, memory_order_relaxed);
    ++job->joined_count;
  }
  pthread_mutex_unlock(&executor->mutex);
  return job;
}

// Waits for |epoch| to move on: spins for the configured time, then sleeps.
static void iree_task_executor_idle(iree_task_executor_t* executor,
                                    uint32_t epoch) {
  if (executor->spin_ns != 0) {
    const uint64_t deadline = iree_task_time_now_ns() + executor->spin_ns;
    for (uint32_t i = 1;; ++i) {
      if (atomic_load_explicit(&executor->epoch, memory_order_relaxed) !=
          epoch) {
        return;
      }
      // Reading the clock costs more than a pause; check it now and then.
      if ((i & 63) == 0 && iree_task_time_now_ns() >= deadline) break;
      iree_task_spin_pause();
    }
  }
  atomic_fetch_add(&executor->sleeping_count, 1);
  if (atomic_load(&executor->epoch) == epoch) {
    iree_task_futex_wait(&executor->epoch, epoch);
  }
  atomic_fetch_sub(&executor->sleeping_count, 1);
}

static void* iree_task_worker_main(void* arg) {
  iree_task_worker_t* worker = (iree_task_worker_t*)arg;
  iree_task_executor_t* executor = worker->executor;
  if (executor->pin_workers) {
    (void)iree_task_topology_pin_current_thread(worker->index);
  }
  iree_task_frame_t frame;
  iree_task_frame_push(&frame, executor, worker->index);
  // A worker that was wanted keeps joining jobs until none has tiles left,
  // so a job whose wants other jobs took is still served.
  bool wanted = false;
  for (;;) {
    // Read before looking for work: a job published after this read changes
    // the epoch, so the idle wait below cannot miss it.
    uint32_t epoch = atomic_load_explicit(&executor->epoch,
                                          memory_order_acquire);
    if (atomic_load(&executor->shutting_down)) break;
    if (!wanted) {
      wanted = iree_task_executor_take_wanted_worker(executor) ||
               atomic_load(&executor->orphan_jobs) != 0;
    }
    if (wanted) {
      iree_task_job_t* job = iree_task_executor_join_job(executor);
      if (job) {
        iree_task_job_run(job, worker->index);
        iree_task_job_leave(job);
        continue;
      }
      wanted = false;
    }
    iree_task_executor_idle(executor, epoch);
  }
  iree_task_frame_pop(&frame);
  return NULL;
}

// Stops and joins the first |started_count| workers.
static void iree_task_executor_stop_workers(iree_task_executor_t* executor,
                                            iree_host_size_t started_count) {
  atomic_store(&executor->shutting_down, true);
  atomic_fetch_add(&executor->epoch, 1);
  iree_task_futex_wake(&executor->epoch, -1);
  for (iree_host_size_t i = 0; i < started_count; ++i) {
    pthread_join(executor->workers[i].thread, NULL);
  }
}

iree_status_t iree_task_executor_create(
    const iree_task_executor_options_t* options,
    iree_allocator_t host_allocator, iree_task_executor_t** out_executor) {
  *out_executor = NULL;
  if (options->worker_count > IREE_TASK_EXECUTOR_MAX_WORKER_COUNT) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "task executor worker count %zu exceeds the "
                            "maximum of %u",
                            options->worker_count,
                            IREE_TASK_EXECUTOR_MAX_WORKER_COUNT);
  }
  iree_host_size_t total_size = 0;
  if (!iree_host_size_checked_mul_add(sizeof(iree_task_executor_t),
                                      options->worker_count,
                                      sizeof(iree_task_worker_t),
                                      &total_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "task executor size overflows");
  }
  iree_task_executor_t* executor = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, total_size, (void**)&executor));
  atomic_init(&executor->ref_count, 1);
  executor->host_allocator = host_allocator;
  executor->worker_count = options->worker_count;
  executor->spin_ns = options->spin_ns;
  executor->pin_workers = options->pin_workers;
  atomic_init(&executor->epoch, 0);
  atomic_init(&executor->sleeping_count, 0);
  atomic_init(&executor->wanted_workers, 0);
  atomic_init(&executor->orphan_jobs, 0);
  atomic_init(&executor->shutting_down, false);
  atomic_init(&executor->caller_slot, 0);
  pthread_mutex_init(&executor->mutex, NULL);
  executor->job_head = NULL;
  executor->job_tail = NULL;

  for (iree_host_size_t i = 0; i < options->worker_count; ++i) {
    iree_task_worker_t* worker = &executor->workers[i];
    worker->executor = executor;
    worker->index = (uint32_t)i;
    int error = pthread_create(&worker->thread, NULL, iree_task_worker_main,
                               worker);
    if (error != 0) {
      iree_task_executor_stop_workers(executor, i);
      pthread_mutex_destroy(&executor->mutex);
      iree_allocator_free(host_allocator, executor);
      return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "creating task worker %zu of %zu failed (%d)", i,
                              options->worker_count, error);
    }
  }
  *out_executor = executor;
  return iree_ok_status();
}

void iree_task_executor_retain(iree_task_executor_t* executor) {
  if (executor) {
    atomic_fetch_add_explicit(&executor->ref_count, 1, memory_order_relaxed);
  }
}

void iree_task_executor_release(iree_task_executor_t* executor) {
  if (!executor) return;
  if (atomic_fetch_sub_explicit(&executor->ref_count, 1,
                                memory_order_acq_rel) != 1) {
    return;
  }
  iree_task_executor_stop_workers(executor, executor->worker_count);
  pthread_mutex_destroy(&executor->mutex);
  iree_allocator_free(executor->host_allocator, executor);
}

iree_host_size_t iree_task_executor_worker_count(
    const iree_task_executor_t* executor) {
  return executor->worker_count;
}

// Runs every tile on the calling thread, stopping at the first failure.
static iree_status_t iree_task_run_inline(uint32_t tile_count,
                                          iree_task_tile_fn_t tile_fn,
                                          void* user_data,
                                          uint32_t worker_index) {
  for (uint32_t i = 0; i < tile_count; ++i) {
    IREE_RETURN_IF_ERROR(tile_fn(user_data, i, worker_index));
  }
  return iree_ok_status();
}

// Runs all tiles on the caller, which holds the caller slot.
static iree_status_t iree_task_executor_run_on_caller(
    iree_task_executor_t* executor, uint32_t tile_count,
    iree_task_tile_fn_t tile_fn, void* user_data) {
  const uint32_t caller_index = (uint32_t)executor->worker_count;
  iree_task_frame_t frame;
  iree_task_frame_push(&frame, executor, caller_index);
  iree_status_t status =
      iree_task_run_inline(tile_count, tile_fn, user_data, caller_index);
  iree_task_frame_pop(&frame);
  return status;
}

// Shares the tiles with the workers. A caller holding the caller slot runs
// tiles as index worker_count; one without it only waits. Either way the job
// is unpublished only once no tile can be claimed, and the caller returns
// only once every worker that joined has left: joins happen under the mutex,
// so after unpublishing the count of workers inside can only fall.
static iree_status_t iree_task_executor_fork_join(
    iree_task_executor_t* executor, uint32_t tile_count,
    iree_task_tile_fn_t tile_fn, void* user_data, bool caller_participates) {
  iree_task_job_t job;
  job.tile_fn = tile_fn;
  job.user_data = user_data;
  job.tile_count = tile_count;
  // About 16 claims per thread: enough to even out uneven tiles and noisy
  // cores, few enough that the counter stays cheap for tiny tiles.
  uint64_t claims = ((uint64_t)executor->worker_count + 1) * 16;
  job.chunk_size = tile_count / claims > 1 ? (uint32_t)(tile_count / claims)
                                           : 1u;
  atomic_init(&job.next_tile, 0);
  atomic_init(&job.status, NULL);
  atomic_init(&job.active, 0);
  atomic_init(&job.claims_closed, 0);
  job.wanted_count = 0;
  job.joined_count = 0;

  iree_task_executor_publish(executor, &job, caller_participates);
  if (caller_participates) {
    const uint32_t caller_index = (uint32_t)executor->worker_count;
    iree_task_frame_t frame;
    iree_task_frame_push(&frame, executor, caller_index);
    iree_task_job_run(&job, caller_index);
    iree_task_frame_pop(&frame);
    iree_task_executor_unpublish(executor, &job, caller_participates);
    iree_task_job_wait_for_workers(&job, executor->spin_ns);
  } else {
    iree_task_job_wait_for_claims_closed(&job, executor->spin_ns);
    iree_task_executor_unpublish(executor, &job, caller_participates);
    iree_task_job_wait_for_workers(&job, executor->spin_ns);
  }
  return atomic_load_explicit(&job.status, memory_order_acquire);
}

iree_status_t iree_task_executor_parallel_for(iree_task_executor_t* executor,
                                              uint32_t tile_count,
                                              iree_task_tile_fn_t tile_fn,
                                              void* user_data) {
  if (tile_count == 0) return iree_ok_status();
  // Nested inside a tile of this executor (possibly through calls into other
  // executors): the thread already holds an index here, and the other threads
  // may all be busy with the outer call, so run inline rather than wait.
  const iree_task_frame_t* frame = iree_task_frame_find(executor);
  if (frame) {
    return iree_task_run_inline(tile_count, tile_fn, user_data,
                                frame->worker_index);
  }
  bool has_caller_slot = iree_task_executor_try_acquire_caller_slot(executor);
  if (!has_caller_slot && executor->worker_count == 0) {
    iree_task_executor_acquire_caller_slot(executor);
    has_caller_slot = true;
  }
  iree_status_t status;
  if (has_caller_slot && (tile_count == 1 || executor->worker_count == 0)) {
    status = iree_task_executor_run_on_caller(executor, tile_count, tile_fn,
                                              user_data);
  } else {
    status = iree_task_executor_fork_join(executor, tile_count, tile_fn,
                                          user_data, has_caller_slot);
  }
  if (has_caller_slot) iree_task_executor_release_caller_slot(executor);
  return status;
}

iree_status_t iree_task_executor_parallel_for_hook(
    void* self, uint32_t tile_count,
    iree_status_t (*tile_fn)(void*, uint32_t, uint32_t), void* user_data) {
  return iree_task_executor_parallel_for((iree_task_executor_t*)self,
                                         tile_count, tile_fn, user_data);
}
