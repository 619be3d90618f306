// The common CPU device. A queue operation whose waits are already reached
// runs on the submitting thread: command buffers execute through the
// parallel-for hook, and signals follow. (Handing every submission to a
// queue thread cost 110 us per call instead of 3.4 on the 2-core development
// machine, docs/performance.md.) One that must wait is deferred to the
// device's queue thread, which runs each deferred submission once its waits
// are reached, so a caller never blocks on a fence that only it could signal
// later (an asynchronous call's wait fence). Submissions are ordered by
// their semaphores only, as on any HAL queue.
// An in-flight count lets wait_idle on another thread wait for submissions
// still running.
#include "iree/hal/local/local_device.h"

#include <pthread.h>
#include <string.h>

#include "iree/hal/local/condition.h"
#include "iree/hal/local/host_semaphore.h"
#include "iree/hal/local/local_command_buffer.h"
#include "iree/hal/local/local_executable_cache.h"

typedef struct iree_hal_local_device_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  iree_string_view_t identifier;
  iree_hal_allocator_t* device_allocator;
  iree_hal_transient_pool_t* transient_pool;
  iree_hal_local_parallel_for_fn parallel_for;
  void* parallel_for_self;
  void (*parallel_for_self_release)(void* self);
  iree_hal_executable_environment_v0_t environment;
  pthread_mutex_t idle_mutex;
  pthread_cond_t idle_condition;
  iree_host_size_t in_flight_count;
  // Deferred submissions, oldest first, and the thread running them (started
  // with the first); guarded by |idle_mutex|, |queue_condition| wakes it.
  struct iree_hal_local_submission_t* queue_head;
  struct iree_hal_local_submission_t* queue_tail;
  pthread_cond_t queue_condition;
  pthread_t queue_thread;
  bool queue_thread_started;
  bool shutting_down;
  iree_host_size_t loader_count;
  iree_hal_executable_loader_t** loaders;
  // Submissions time their stages into it while it is active.
  iree_hal_dispatch_profile_t profile;
} iree_hal_local_device_t;

static const iree_hal_device_vtable_t iree_hal_local_device_vtable;

static iree_hal_local_device_t* iree_hal_local_device_cast(
    iree_hal_device_t* base_device) {
  return (iree_hal_local_device_t*)base_device;
}

iree_status_t iree_hal_local_device_create(
    iree_string_view_t identifier, const iree_hal_local_device_params_t* params,
    iree_allocator_t host_allocator, iree_hal_device_t** out_device) {
  *out_device = NULL;
  if (!params->parallel_for || params->worker_count == 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "local device needs a parallel-for hook and at "
                            "least one worker");
  }
  iree_host_size_t loaders_size = 0, total_size = 0;
  if (!iree_host_size_checked_mul(params->loader_count,
                                  sizeof(iree_hal_executable_loader_t*),
                                  &loaders_size) ||
      !iree_host_size_checked_add(
          sizeof(iree_hal_local_device_t) + loaders_size, identifier.size,
          &total_size)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "device description too large");
  }
  iree_hal_local_device_t* device = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, total_size, (void**)&device));
  iree_status_t status = iree_hal_allocator_create_heap(
      identifier, host_allocator, &device->device_allocator);
  if (iree_status_is_ok(status)) {
    // Local submissions release their resources as they finish.
    iree_hal_transient_pool_reclaim_t no_reclaim = {NULL, NULL};
    status = iree_hal_transient_pool_create(device->device_allocator,
                                            no_reclaim, host_allocator,
                                            &device->transient_pool);
    if (!iree_status_is_ok(status)) {
      iree_hal_allocator_release(device->device_allocator);
    }
  }
  if (!iree_status_is_ok(status)) {
    iree_allocator_free(host_allocator, device);
    return status;
  }
  iree_hal_resource_initialize(&iree_hal_local_device_vtable,
                               &device->resource);
  device->host_allocator = host_allocator;
  device->parallel_for = params->parallel_for;
  device->parallel_for_self = params->parallel_for_self;
  device->parallel_for_self_release = params->parallel_for_self_release;
  device->environment.worker_count = params->worker_count;
  pthread_mutex_init(&device->idle_mutex, NULL);
  iree_hal_local_condition_initialize(&device->idle_condition);
  iree_hal_local_condition_initialize(&device->queue_condition);
  device->queue_head = device->queue_tail = NULL;
  device->queue_thread_started = false;
  device->shutting_down = false;
  iree_hal_dispatch_profile_initialize(host_allocator, "local dispatches",
                                       &device->profile);
  device->loader_count = params->loader_count;
  device->loaders = (iree_hal_executable_loader_t**)(device + 1);
  for (iree_host_size_t i = 0; i < params->loader_count; ++i) {
    device->loaders[i] = params->loaders[i];
    iree_hal_executable_loader_retain(params->loaders[i]);
  }
  char* identifier_storage = (char*)(device->loaders + params->loader_count);
  if (identifier.size) {
    memcpy(identifier_storage, identifier.data, identifier.size);
  }
  device->identifier =
      iree_make_string_view(identifier_storage, identifier.size);
  *out_device = (iree_hal_device_t*)device;
  return iree_ok_status();
}

static void iree_hal_local_device_destroy(void* base_device) {
  iree_hal_local_device_t* device = (iree_hal_local_device_t*)base_device;
  // The queue thread cancels what still waits and exits.
  pthread_mutex_lock(&device->idle_mutex);
  device->shutting_down = true;
  pthread_cond_broadcast(&device->queue_condition);
  pthread_mutex_unlock(&device->idle_mutex);
  if (device->queue_thread_started) pthread_join(device->queue_thread, NULL);
  pthread_cond_destroy(&device->queue_condition);
  for (iree_host_size_t i = 0; i < device->loader_count; ++i) {
    iree_hal_executable_loader_release(device->loaders[i]);
  }
  iree_hal_transient_pool_release(device->transient_pool);
  iree_hal_allocator_release(device->device_allocator);
  pthread_cond_destroy(&device->idle_condition);
  pthread_mutex_destroy(&device->idle_mutex);
  iree_hal_dispatch_profile_deinitialize(&device->profile);
  if (device->parallel_for_self_release) {
    device->parallel_for_self_release(device->parallel_for_self);
  }
  iree_allocator_free(device->host_allocator, device);
}

static iree_string_view_t iree_hal_local_device_id(
    iree_hal_device_t* base_device) {
  return iree_hal_local_device_cast(base_device)->identifier;
}

static iree_allocator_t iree_hal_local_device_host_allocator(
    iree_hal_device_t* base_device) {
  return iree_hal_local_device_cast(base_device)->host_allocator;
}

static iree_hal_transient_pool_t* iree_hal_local_device_transient_pool(
    iree_hal_device_t* base_device) {
  return iree_hal_local_device_cast(base_device)->transient_pool;
}

static iree_hal_allocator_t* iree_hal_local_device_allocator(
    iree_hal_device_t* base_device) {
  return iree_hal_local_device_cast(base_device)->device_allocator;
}

static iree_status_t iree_hal_local_device_query_i64(
    iree_hal_device_t* base_device, iree_string_view_t category,
    iree_string_view_t key, int64_t* out_value) {
  iree_hal_local_device_t* device = iree_hal_local_device_cast(base_device);
  bool native_query = iree_string_view_equal(
      category, iree_make_cstring_view("hal.executable.native"));
  if (native_query ||
      iree_string_view_equal(category,
                             iree_make_cstring_view("hal.executable.format"))) {
    *out_value = 0;
    for (iree_host_size_t i = 0; i < device->loader_count; ++i) {
      if (iree_hal_executable_loader_query_support(device->loaders[i], key) &&
          (!native_query || iree_hal_executable_loader_loads_native_code(
                                device->loaders[i]))) {
        *out_value = 1;
      }
    }
    return iree_ok_status();
  }
  if (iree_string_view_equal(category, iree_make_cstring_view("hal.device")) &&
      iree_string_view_equal(key, iree_make_cstring_view("concurrency"))) {
    *out_value = device->environment.worker_count;
    return iree_ok_status();
  }
  if (iree_string_view_equal(category, iree_make_cstring_view("hal.device")) &&
      iree_string_view_equal(key, iree_make_cstring_view("host_memory"))) {
    *out_value = 1;
    return iree_ok_status();
  }
  return iree_make_status(IREE_STATUS_NOT_FOUND,
                          "device '%.*s' has no answer to query '%.*s :: %.*s'",
                          (int)device->identifier.size, device->identifier.data,
                          (int)category.size, category.data, (int)key.size,
                          key.data);
}

static iree_status_t iree_hal_local_device_create_command_buffer(
    iree_hal_device_t* base_device, iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_host_size_t binding_capacity,
    iree_hal_command_buffer_t** out_command_buffer) {
  return iree_hal_local_command_buffer_create(
      mode, command_categories, binding_capacity,
      iree_hal_local_device_cast(base_device)->host_allocator,
      out_command_buffer);
}

static iree_status_t iree_hal_local_device_create_executable_cache(
    iree_hal_device_t* base_device, iree_string_view_t identifier,
    iree_hal_executable_cache_t** out_executable_cache) {
  iree_hal_local_device_t* device = iree_hal_local_device_cast(base_device);
  return iree_hal_local_executable_cache_create(
      identifier, device->loader_count, device->loaders, &device->environment,
      device->host_allocator, out_executable_cache);
}

static iree_status_t iree_hal_local_device_create_semaphore(
    iree_hal_device_t* base_device, uint64_t initial_value,
    iree_hal_semaphore_t** out_semaphore) {
  return iree_hal_host_semaphore_create(
      initial_value, iree_hal_local_device_cast(base_device)->host_allocator,
      out_semaphore);
}

// Waits, executes and returns the first error of either.
static iree_status_t iree_hal_local_device_run_submission(
    iree_hal_local_device_t* device,
    iree_hal_semaphore_list_t wait_semaphore_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers,
    const iree_hal_buffer_binding_table_t* binding_tables,
    iree_hal_time_t deadline_ns) {
  IREE_RETURN_IF_ERROR(iree_hal_semaphore_list_wait(
      wait_semaphore_list, iree_hal_infinite_timeout()));
  for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
    iree_hal_dispatch_profile_t* profile =
        iree_hal_dispatch_profile_is_active(&device->profile) ? &device->profile
                                                              : NULL;
    IREE_RETURN_IF_ERROR(
        iree_hal_local_command_buffer_execute(
            command_buffers[i],
            binding_tables ? binding_tables[i]
                           : iree_hal_buffer_binding_table_empty(),
            device->parallel_for, device->parallel_for_self, deadline_ns,
            profile),
        "executing command buffer %zu of the submission", i);
  }
  return iree_ok_status();
}

// A deferred submission: its lists, command buffers and binding tables (with
// their buffers), retained, in one allocation with the struct.
typedef struct iree_hal_local_submission_t {
  struct iree_hal_local_submission_t* next;
  iree_hal_semaphore_list_t wait;
  iree_hal_semaphore_list_t signal;
  iree_host_size_t command_buffer_count;
  iree_hal_command_buffer_t** command_buffers;
  // NULL, or one table per command buffer, their entries after them.
  iree_hal_buffer_binding_table_t* binding_tables;
  iree_hal_time_t deadline_ns;
} iree_hal_local_submission_t;

// Copies |list| into |semaphores| and |values|, retaining the semaphores.
static iree_hal_semaphore_list_t iree_hal_local_retain_list(
    iree_hal_semaphore_list_t list, iree_hal_semaphore_t** semaphores,
    uint64_t* values) {
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    semaphores[i] = list.semaphores[i];
    values[i] = list.payload_values[i];
    iree_hal_semaphore_retain(semaphores[i]);
  }
  iree_hal_semaphore_list_t copy = {list.count, semaphores, values};
  return copy;
}

static void iree_hal_local_submission_free(
    iree_allocator_t allocator, iree_hal_local_submission_t* submission) {
  for (iree_host_size_t i = 0; i < submission->wait.count; ++i) {
    iree_hal_semaphore_release(submission->wait.semaphores[i]);
  }
  for (iree_host_size_t i = 0; i < submission->signal.count; ++i) {
    iree_hal_semaphore_release(submission->signal.semaphores[i]);
  }
  for (iree_host_size_t i = 0; i < submission->command_buffer_count; ++i) {
    iree_hal_command_buffer_release(submission->command_buffers[i]);
    if (!submission->binding_tables) continue;
    iree_hal_buffer_binding_table_t table = submission->binding_tables[i];
    for (iree_host_size_t j = 0; j < table.count; ++j) {
      iree_hal_buffer_release(table.bindings[j].buffer);
    }
  }
  iree_allocator_free(allocator, submission);
}

static iree_status_t iree_hal_local_submission_create(
    iree_allocator_t allocator, iree_hal_semaphore_list_t wait,
    iree_hal_semaphore_list_t signal, iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers,
    const iree_hal_buffer_binding_table_t* binding_tables,
    iree_hal_time_t deadline_ns, iree_hal_local_submission_t** out_submission) {
  iree_host_size_t semaphore_count = wait.count + signal.count;
  iree_host_size_t entry_count = 0;
  for (iree_host_size_t i = 0; binding_tables && i < command_buffer_count;
       ++i) {
    entry_count += binding_tables[i].count;
  }
  iree_host_size_t tables_size =
      binding_tables
          ? command_buffer_count * sizeof(iree_hal_buffer_binding_table_t) +
                entry_count * sizeof(iree_hal_buffer_binding_t)
          : 0;
  iree_host_size_t size = sizeof(iree_hal_local_submission_t) +
                          semaphore_count * sizeof(uint64_t) +
                          semaphore_count * sizeof(iree_hal_semaphore_t*) +
                          command_buffer_count * sizeof(void*) + tables_size;
  iree_hal_local_submission_t* submission = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, size, (void**)&submission));
  uint64_t* values = (uint64_t*)(submission + 1);
  iree_hal_semaphore_t** semaphores =
      (iree_hal_semaphore_t**)(values + semaphore_count);
  submission->next = NULL;
  submission->wait = iree_hal_local_retain_list(wait, semaphores, values);
  submission->signal = iree_hal_local_retain_list(
      signal, semaphores + wait.count, values + wait.count);
  submission->command_buffer_count = command_buffer_count;
  submission->deadline_ns = deadline_ns;
  submission->command_buffers =
      (iree_hal_command_buffer_t**)(semaphores + semaphore_count);
  for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
    submission->command_buffers[i] = command_buffers[i];
    iree_hal_command_buffer_retain(command_buffers[i]);
  }
  submission->binding_tables = NULL;
  if (binding_tables) {
    submission->binding_tables =
        (iree_hal_buffer_binding_table_t*)(submission->command_buffers +
                                           command_buffer_count);
    iree_hal_buffer_binding_t* entries =
        (iree_hal_buffer_binding_t*)(submission->binding_tables +
                                     command_buffer_count);
    for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
      iree_hal_buffer_binding_table_t table = binding_tables[i];
      if (table.count) {
        memcpy(entries, table.bindings, table.count * sizeof(*entries));
      }
      for (iree_host_size_t j = 0; j < table.count; ++j) {
        iree_hal_buffer_retain(entries[j].buffer);
      }
      submission->binding_tables[i].count = table.count;
      submission->binding_tables[i].bindings = entries;
      entries += table.count;
    }
  }
  *out_submission = submission;
  return iree_ok_status();
}

// Whether every semaphore of |list| has reached its payload (a failed one
// counts as reached: running the submission reports the failure).
static bool iree_hal_local_list_is_reached(iree_hal_semaphore_list_t list) {
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    uint64_t value = 0;
    iree_status_t status = iree_hal_semaphore_query(list.semaphores[i], &value);
    if (!iree_status_is_ok(status)) {
      iree_status_ignore(status);
      continue;
    }
    if (value < list.payload_values[i]) return false;
  }
  return true;
}

// Runs a submission whose waits are reached (or fail) and signals or fails
// its signal list.
static iree_status_t iree_hal_local_device_finish_submission(
    iree_hal_local_device_t* device, iree_hal_semaphore_list_t wait_list,
    iree_hal_semaphore_list_t signal_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers,
    const iree_hal_buffer_binding_table_t* binding_tables,
    iree_hal_time_t deadline_ns) {
  iree_status_t status = iree_hal_local_device_run_submission(
      device, wait_list, command_buffer_count, command_buffers, binding_tables,
      deadline_ns);
  if (iree_status_is_ok(status)) {
    status = iree_hal_semaphore_list_signal(signal_list);
  } else if (signal_list.count) {
    // Execution errors travel to whoever waits on the submission.
    iree_hal_semaphore_list_fail(signal_list, status);
    status = iree_ok_status();
  }
  return status;
}

// Drops the in-flight count (with |idle_mutex| held).
static void iree_hal_local_device_retire_locked(
    iree_hal_local_device_t* device) {
  if (--device->in_flight_count == 0) {
    pthread_cond_broadcast(&device->idle_condition);
  }
}

// The queue thread: runs the first deferred submission whose waits are
// reached (so one still waiting holds back no other), and when none is,
// waits a short slice for the oldest before looking again. At shutdown the
// ones still waiting are cancelled.
static void* iree_hal_local_device_queue_main(void* arg) {
  iree_hal_local_device_t* device = (iree_hal_local_device_t*)arg;
  pthread_mutex_lock(&device->idle_mutex);
  for (;;) {
    while (!device->queue_head && !device->shutting_down) {
      pthread_cond_wait(&device->queue_condition, &device->idle_mutex);
    }
    if (!device->queue_head) break;
    iree_hal_local_submission_t* previous = NULL;
    iree_hal_local_submission_t* submission = device->queue_head;
    while (submission && !device->shutting_down &&
           !iree_hal_local_list_is_reached(submission->wait)) {
      previous = submission;
      submission = submission->next;
    }
    if (!submission) {
      // Only this thread removes submissions, so the oldest stays valid.
      iree_hal_semaphore_list_t oldest = device->queue_head->wait;
      pthread_mutex_unlock(&device->idle_mutex);
      iree_status_ignore(
          iree_hal_semaphore_list_wait(oldest, iree_hal_make_timeout_ms(10)));
      pthread_mutex_lock(&device->idle_mutex);
      continue;
    }
    if (previous) {
      previous->next = submission->next;
    } else {
      device->queue_head = submission->next;
    }
    if (device->queue_tail == submission) device->queue_tail = previous;
    bool cancelled = device->shutting_down &&
                     !iree_hal_local_list_is_reached(submission->wait);
    pthread_mutex_unlock(&device->idle_mutex);
    if (cancelled) {
      iree_hal_semaphore_list_fail(
          submission->signal,
          iree_make_status(IREE_STATUS_CANCELLED,
                           "the device was released while a submission "
                           "waited"));
    } else {
      iree_status_ignore(iree_hal_local_device_finish_submission(
          device, submission->wait, submission->signal,
          submission->command_buffer_count, submission->command_buffers,
          submission->binding_tables, submission->deadline_ns));
    }
    iree_hal_local_submission_free(device->host_allocator, submission);
    pthread_mutex_lock(&device->idle_mutex);
    iree_hal_local_device_retire_locked(device);
  }
  pthread_mutex_unlock(&device->idle_mutex);
  return NULL;
}

static iree_status_t iree_hal_local_device_queue_execute(
    iree_hal_device_t* base_device,
    iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers,
    const iree_hal_buffer_binding_table_t* binding_tables,
    iree_hal_time_t deadline_ns) {
  iree_hal_local_device_t* device = iree_hal_local_device_cast(base_device);
  for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
    if (!iree_hal_local_command_buffer_isa(command_buffers[i])) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "command buffer %zu was not created by a CPU "
                              "device",
                              i);
    }
  }
  pthread_mutex_lock(&device->idle_mutex);
  bool run_here = iree_hal_local_list_is_reached(wait_semaphore_list);
  ++device->in_flight_count;
  pthread_mutex_unlock(&device->idle_mutex);
  if (run_here) {
    iree_status_t status = iree_hal_local_device_finish_submission(
        device, wait_semaphore_list, signal_semaphore_list,
        command_buffer_count, command_buffers, binding_tables, deadline_ns);
    pthread_mutex_lock(&device->idle_mutex);
    iree_hal_local_device_retire_locked(device);
    pthread_mutex_unlock(&device->idle_mutex);
    return status;
  }

  iree_hal_local_submission_t* submission = NULL;
  iree_status_t status = iree_hal_local_submission_create(
      device->host_allocator, wait_semaphore_list, signal_semaphore_list,
      command_buffer_count, command_buffers, binding_tables, deadline_ns,
      &submission);
  pthread_mutex_lock(&device->idle_mutex);
  if (iree_status_is_ok(status) && !device->queue_thread_started) {
    if (pthread_create(&device->queue_thread, NULL,
                       iree_hal_local_device_queue_main, device) == 0) {
      device->queue_thread_started = true;
    } else {
      status = iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                                "cannot start the device's queue thread");
    }
  }
  if (iree_status_is_ok(status)) {
    if (device->queue_tail) {
      device->queue_tail->next = submission;
    } else {
      device->queue_head = submission;
    }
    device->queue_tail = submission;
    pthread_cond_signal(&device->queue_condition);
  } else {
    iree_hal_local_device_retire_locked(device);
  }
  pthread_mutex_unlock(&device->idle_mutex);
  if (!iree_status_is_ok(status) && submission) {
    iree_hal_local_submission_free(device->host_allocator, submission);
  }
  return status;
}

static iree_status_t iree_hal_local_device_wait_idle(
    iree_hal_device_t* base_device, iree_hal_time_t deadline_ns) {
  iree_hal_local_device_t* device = iree_hal_local_device_cast(base_device);
  iree_status_t status = iree_ok_status();
  pthread_mutex_lock(&device->idle_mutex);
  while (device->in_flight_count > 0) {
    if (!iree_hal_local_condition_wait(&device->idle_condition,
                                       &device->idle_mutex, deadline_ns)) {
      status = iree_make_status(IREE_STATUS_DEADLINE_EXCEEDED,
                                "device still has %zu submissions in flight",
                                device->in_flight_count);
      break;
    }
  }
  pthread_mutex_unlock(&device->idle_mutex);
  return status;
}

static iree_status_t iree_hal_local_device_profiling_begin(
    iree_hal_device_t* base_device) {
  return iree_hal_dispatch_profile_start(
      &iree_hal_local_device_cast(base_device)->profile);
}

static iree_status_t iree_hal_local_device_profiling_end(
    iree_hal_device_t* base_device,
    iree_hal_dispatch_profile_callback_t callback) {
  return iree_hal_dispatch_profile_stop(
      &iree_hal_local_device_cast(base_device)->profile, callback);
}

static const iree_hal_device_vtable_t iree_hal_local_device_vtable = {
    .destroy = iree_hal_local_device_destroy,
    .id = iree_hal_local_device_id,
    .host_allocator = iree_hal_local_device_host_allocator,
    .device_allocator = iree_hal_local_device_allocator,
    .transient_pool = iree_hal_local_device_transient_pool,
    .query_i64 = iree_hal_local_device_query_i64,
    .create_command_buffer = iree_hal_local_device_create_command_buffer,
    .create_executable_cache = iree_hal_local_device_create_executable_cache,
    .create_semaphore = iree_hal_local_device_create_semaphore,
    .queue_execute = iree_hal_local_device_queue_execute,
    .wait_idle = iree_hal_local_device_wait_idle,
    .profiling_begin = iree_hal_local_device_profiling_begin,
    .profiling_end = iree_hal_local_device_profiling_end,
};
