#include "iree/hal/device.h"

#define IREE_HAL_DEVICE_VTABLE(device) \
  IREE_HAL_VTABLE(device, iree_hal_device_vtable_t)

void iree_hal_device_retain(iree_hal_device_t* device) {
  iree_hal_resource_retain(device);
}

void iree_hal_device_release(iree_hal_device_t* device) {
  iree_hal_resource_release(device);
}

iree_string_view_t iree_hal_device_id(iree_hal_device_t* device) {
  return IREE_HAL_DEVICE_VTABLE(device)->id(device);
}

iree_allocator_t iree_hal_device_host_allocator(iree_hal_device_t* device) {
  return IREE_HAL_DEVICE_VTABLE(device)->host_allocator(device);
}

iree_hal_allocator_t* iree_hal_device_allocator(iree_hal_device_t* device) {
  return IREE_HAL_DEVICE_VTABLE(device)->device_allocator(device);
}

iree_status_t iree_hal_device_query_i64(iree_hal_device_t* device,
                                        iree_string_view_t category,
                                        iree_string_view_t key,
                                        int64_t* out_value) {
  *out_value = 0;
  return IREE_HAL_DEVICE_VTABLE(device)->query_i64(device, category, key,
                                                   out_value);
}

static iree_status_t iree_hal_device_validate_semaphore_list(
    const char* what, iree_hal_semaphore_list_t list) {
  if (list.count && (!list.semaphores || !list.payload_values)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%s semaphore list has no arrays", what);
  }
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    if (!list.semaphores[i]) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "%s semaphore %zu is null", what, i);
    }
    if (list.payload_values[i] > IREE_HAL_SEMAPHORE_MAX_VALUE) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "%s semaphore value %llu is reserved", what,
                              (unsigned long long)list.payload_values[i]);
    }
  }
  return iree_ok_status();
}

iree_status_t iree_hal_device_queue_execute(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers) {
  return iree_hal_device_queue_execute_until(
      device, wait_semaphore_list, signal_semaphore_list, command_buffer_count,
      command_buffers, /*binding_tables=*/NULL, IREE_HAL_TIME_INFINITE_FUTURE);
}

iree_status_t iree_hal_device_queue_execute_until(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers,
    const iree_hal_buffer_binding_table_t* binding_tables,
    iree_hal_time_t deadline_ns) {
  IREE_RETURN_IF_ERROR(
      iree_hal_device_validate_semaphore_list("wait", wait_semaphore_list));
  IREE_RETURN_IF_ERROR(
      iree_hal_device_validate_semaphore_list("signal", signal_semaphore_list));
  for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
    if (!command_buffers[i]) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "command buffer %zu is null", i);
    }
    IREE_RETURN_IF_ERROR(
        iree_hal_command_buffer_validate_submission(
            command_buffers[i], binding_tables
                                    ? binding_tables[i]
                                    : iree_hal_buffer_binding_table_empty()),
        "command buffer %zu", i);
  }
  // Only a submission that passes validation whole consumes one-shot ones.
  for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
    iree_hal_command_buffer_mark_submitted(command_buffers[i]);
  }
  iree_string_view_t name = iree_make_cstring_view(
      command_buffer_count ? "queue_execute" : "queue_barrier");
  int64_t trace_start_ns = iree_tracing_call_begin("hal", name);
  iree_status_t status = IREE_HAL_DEVICE_VTABLE(device)->queue_execute(
      device, wait_semaphore_list, signal_semaphore_list, command_buffer_count,
      command_buffers, binding_tables, deadline_ns);
  iree_tracing_call_end("hal", name, trace_start_ns, NULL);
  return status;
}

iree_status_t iree_hal_device_queue_barrier(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list) {
  return iree_hal_device_queue_execute(device, wait_semaphore_list,
                                       signal_semaphore_list, 0, NULL);
}

iree_hal_transient_pool_t* iree_hal_device_transient_pool(
    iree_hal_device_t* device) {
  return IREE_HAL_DEVICE_VTABLE(device)->transient_pool(device);
}

// Whether every timepoint of |list| is reached now (a failed one is not).
static bool iree_hal_semaphore_list_is_reached(iree_hal_semaphore_list_t list) {
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    uint64_t value = 0;
    iree_status_t status = iree_hal_semaphore_query(list.semaphores[i], &value);
    if (!iree_status_is_ok(status)) {
      iree_status_ignore(status);
      return false;
    }
    if (value < list.payload_values[i]) return false;
  }
  return true;
}

// Signals |signal| once |wait| is reached: on the host when it already is
// (no queue operation), else through a queue barrier.
static iree_status_t iree_hal_device_signal_after(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait,
    iree_hal_semaphore_list_t signal) {
  if (signal.count == 0) return iree_ok_status();
  if (iree_hal_semaphore_list_is_reached(wait)) {
    return iree_hal_semaphore_list_signal(signal);
  }
  return IREE_HAL_DEVICE_VTABLE(device)->queue_execute(
      device, wait, signal, 0, NULL, NULL, IREE_HAL_TIME_INFINITE_FUTURE);
}

iree_status_t iree_hal_device_queue_alloca(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list,
    iree_hal_buffer_params_t params, iree_device_size_t allocation_size,
    iree_hal_buffer_t** out_buffer) {
  *out_buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_device_validate_semaphore_list("wait", wait_semaphore_list));
  IREE_RETURN_IF_ERROR(
      iree_hal_device_validate_semaphore_list("signal", signal_semaphore_list));
  // What the device allocator would refuse must not reuse a block either.
  if (params.usage == IREE_HAL_BUFFER_USAGE_NONE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "buffer params must request at least one usage");
  }
  if (params.min_alignment & (params.min_alignment - 1)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "min_alignment %llu is not a power of two",
                            (unsigned long long)params.min_alignment);
  }
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_transient_pool_acquire(
      iree_hal_device_transient_pool(device), params, allocation_size,
      &buffer));
  iree_status_t status = iree_hal_device_signal_after(
      device, wait_semaphore_list, signal_semaphore_list);
  if (!iree_status_is_ok(status)) {
    iree_hal_buffer_release(buffer);
    return status;
  }
  *out_buffer = buffer;
  return iree_ok_status();
}

iree_status_t iree_hal_device_queue_dealloca(
    iree_hal_device_t* device, iree_hal_semaphore_list_t wait_semaphore_list,
    iree_hal_semaphore_list_t signal_semaphore_list,
    iree_hal_buffer_t* buffer) {
  IREE_RETURN_IF_ERROR(
      iree_hal_device_validate_semaphore_list("wait", wait_semaphore_list));
  IREE_RETURN_IF_ERROR(
      iree_hal_device_validate_semaphore_list("signal", signal_semaphore_list));
  IREE_RETURN_IF_ERROR(iree_hal_transient_pool_deallocate_after(
      iree_hal_device_transient_pool(device), buffer, wait_semaphore_list));
  return iree_hal_device_signal_after(device, wait_semaphore_list,
                                      signal_semaphore_list);
}

iree_status_t iree_hal_device_wait_idle(iree_hal_device_t* device,
                                        iree_hal_timeout_t timeout) {
  return IREE_HAL_DEVICE_VTABLE(device)->wait_idle(
      device, iree_hal_timeout_as_deadline_ns(timeout));
}

iree_status_t iree_hal_device_profiling_begin(iree_hal_device_t* device) {
  const iree_hal_device_vtable_t* vtable = IREE_HAL_DEVICE_VTABLE(device);
  if (!vtable->profiling_begin) {
    iree_string_view_t id = iree_hal_device_id(device);
    return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                            "device '%.*s' cannot profile dispatches",
                            (int)id.size, id.data);
  }
  return vtable->profiling_begin(device);
}

iree_status_t iree_hal_device_profiling_end(
    iree_hal_device_t* device, iree_hal_dispatch_profile_callback_t callback) {
  const iree_hal_device_vtable_t* vtable = IREE_HAL_DEVICE_VTABLE(device);
  if (!vtable->profiling_end) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "the device is not profiling");
  }
  // The queued work's times are in the profile once it completed.
  IREE_RETURN_IF_ERROR(vtable->wait_idle(device, IREE_HAL_TIME_INFINITE_FUTURE));
  return vtable->profiling_end(device, callback);
}
