// iree_hal_device_t: one logical device with one queue. It owns an
// allocator, creates the other HAL objects and runs command buffers.
//
// Queue operations are ordered only by semaphores: an operation starts once
// its wait list is reached and signals its signal list when it completes.
// Errors found while validating a submission are returned; errors found while
// executing fail the signal semaphores (and are returned directly only when
// there is no signal semaphore to carry them).
#ifndef IREE_HAL_DEVICE_H_
#define IREE_HAL_DEVICE_H_

#include "iree/base/api.h"
#include "iree/hal/allocator.h"
#include "iree/hal/command_buffer.h"
#include "iree/hal/dispatch_profile.h"
#include "iree/hal/executable_cache.h"
#include "iree/hal/resource.h"
#include "iree/hal/semaphore.h"
#include "iree/hal/timeout.h"
#include "iree/hal/transient_pool.h"

#ifdef __cplusplus
extern "C" {
#endif

void iree_hal_device_retain(iree_hal_device_t* device);
void iree_hal_device_release(iree_hal_device_t* device);

// The device's identifier, such as "local-sync".
iree_string_view_t iree_hal_device_id(iree_hal_device_t* device);

// The host allocator the device allocates its objects from.
iree_allocator_t iree_hal_device_host_allocator(iree_hal_device_t* device);

// The device's buffer allocator (borrowed; retain to keep it).
iree_hal_allocator_t* iree_hal_device_allocator(iree_hal_device_t* device);

// Answers a configuration query: |category| and |key| select the question.
//   "hal.executable.format", "<format>" -> 1 if executables of the format
//       can be prepared, else 0;
//   "hal.executable.native", "<format>" -> 1 if executables of the format run
//       as host machine code (shared objects the system linker maps), else 0
//       (devices that load none answer NOT_FOUND, which means 0);
//   "hal.device", "concurrency" -> how many workgroups may run at once;
//   "hal.device", "host_memory" -> 1 if buffers wrapping host memory
//       (iree_hal_buffer_wrap_host_memory) serve its dispatches as they are
//       (CPU devices; others answer NOT_FOUND, which means 0).
// NOT_FOUND for questions the device does not know.
iree_status_t iree_hal_device_query_i64(iree_hal_device_t* device,
                                        iree_string_view_t category,
                                        iree_string_view_t key,
                                        int64_t* out_value);

// Executes |command_buffers| in order once |wait_semaphore_list| is reached,
// then signals |signal_semaphore_list|. Each command buffer must be ended.
iree_status_t iree_hal_device_queue_execute(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers);

// iree_hal_device_queue_execute for work that must end by |deadline_ns|:
// devices that run it on host threads stop claiming workgroups once the
// deadline has passed and fail |signal_semaphore_list| with
// DEADLINE_EXCEEDED (so a call's deadline bounds the work it submitted, not
// only its waits). Devices that cannot stop submitted work (Vulkan) run it
// whole; a caller's waits on it stay bounded by their own timeouts.
// |binding_tables| is NULL or holds one table per command buffer, filling the
// slots of command buffers created with a binding capacity (the table's
// buffers are retained until the submission has run).
iree_status_t iree_hal_device_queue_execute_until(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers,
    const iree_hal_buffer_binding_table_t* binding_tables,
    iree_hal_time_t deadline_ns);

// Signals |signal_semaphore_list| once |wait_semaphore_list| is reached.
iree_status_t iree_hal_device_queue_barrier(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list);

// Queue-ordered memory (transient_pool.h): a buffer of |allocation_size|
// bytes meeting |params| from the device's transient pool, usable by work that
// waits for |signal_semaphore_list|, which is reached once
// |wait_semaphore_list| is (at once when the wait list is). Memory comes from
// a block an earlier dealloca or release returned when one fits, so calls in
// steady state allocate nothing. The contents are unspecified.
iree_status_t iree_hal_device_queue_alloca(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list,
    iree_hal_buffer_params_t params, iree_device_size_t allocation_size,
    iree_hal_buffer_t** out_buffer);

// Returns the memory of |buffer| (from iree_hal_device_queue_alloca) to the
// pool once |wait_semaphore_list| is reached, then signals
// |signal_semaphore_list|. The buffer must not be used by work after that
// point; references to it may remain. A buffer never deallocated returns its
// memory when its last reference goes.
iree_status_t iree_hal_device_queue_dealloca(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list, iree_hal_buffer_t* buffer);

// The pool behind queue_alloca (borrowed), for its statistics.
iree_hal_transient_pool_t* iree_hal_device_transient_pool(
    iree_hal_device_t* device);

// Waits until all queue work submitted so far has completed.
iree_status_t iree_hal_device_wait_idle(iree_hal_device_t* device,
                                        iree_hal_timeout_t timeout);

// Starts timing every dispatch the device executes from now on (command
// buffers begun while profiling), summed per executable export. UNIMPLEMENTED
// on devices that cannot time dispatches; FAILED_PRECONDITION if profiling.
iree_status_t iree_hal_device_profiling_begin(iree_hal_device_t* device);

// Waits for the queued work, stops profiling and reports each export's
// dispatch count and device time to |callback|, most time first.
iree_status_t iree_hal_device_profiling_end(
    iree_hal_device_t* device, iree_hal_dispatch_profile_callback_t callback);

//===----------------------------------------------------------------------===//
// Implementation interface (for drivers)
//===----------------------------------------------------------------------===//

typedef struct iree_hal_device_vtable_t {
  void (*destroy)(void* device);
  iree_string_view_t (*id)(iree_hal_device_t* device);
  iree_allocator_t (*host_allocator)(iree_hal_device_t* device);
  iree_hal_allocator_t* (*device_allocator)(iree_hal_device_t* device);
  // The pool the device creates over its allocator at creation.
  iree_hal_transient_pool_t* (*transient_pool)(iree_hal_device_t* device);
  iree_status_t (*query_i64)(iree_hal_device_t* device,
                             iree_string_view_t category,
                             iree_string_view_t key, int64_t* out_value);
  iree_status_t (*create_command_buffer)(
      iree_hal_device_t* device, iree_hal_command_buffer_mode_t mode,
      iree_hal_command_category_t command_categories,
      iree_host_size_t binding_capacity,
      iree_hal_command_buffer_t** out_command_buffer);
  iree_status_t (*create_executable_cache)(
      iree_hal_device_t* device, iree_string_view_t identifier,
      iree_hal_executable_cache_t** out_executable_cache);
  iree_status_t (*create_semaphore)(iree_hal_device_t* device,
                                    uint64_t initial_value,
                                    iree_hal_semaphore_t** out_semaphore);
  // Command buffers arrive checked (ended, one-shot ones not yet submitted).
  iree_status_t (*queue_execute)(
      iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
      iree_hal_semaphore_list_t signal_semaphore_list,
      iree_host_size_t command_buffer_count,
      iree_hal_command_buffer_t* const* command_buffers,
      const iree_hal_buffer_binding_table_t* binding_tables,
      iree_hal_time_t deadline_ns);
  iree_status_t (*wait_idle)(iree_hal_device_t* device,
                             iree_hal_time_t deadline_ns);
  // Optional (NULL: the device cannot profile). profiling_end is called
  // once the device is idle.
  iree_status_t (*profiling_begin)(iree_hal_device_t* device);
  iree_status_t (*profiling_end)(iree_hal_device_t* device,
                                 iree_hal_dispatch_profile_callback_t callback);
} iree_hal_device_vtable_t;

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DEVICE_H_
