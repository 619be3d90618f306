// hal.devices.*, hal.device.*, hal.executable.* and hal.fence.*.
#include <stdio.h>

#include "iree/modules/hal/module_impl.h"

IREE_HAL_MODULE_EXPORT(devices_count) {
  iree_hal_module_state_t* state = (iree_hal_module_state_t*)module_state;
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i32(&out, (int32_t)state->module->device_count);
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(devices_get) {
  iree_hal_module_state_t* state = (iree_hal_module_state_t*)module_state;
  iree_hal_abi_cursor_t in = {args};
  int32_t index = iree_hal_abi_read_i32(&in);
  if (index < 0 || (iree_host_size_t)index >= state->module->device_count) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "device index %d is out of range (%zu devices)",
                            index, state->module->device_count);
  }
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(
      &out, iree_hal_device_retain_ref(state->module->devices[index]));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(device_allocator) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t device_ref = iree_hal_abi_read_ref(&in);
  iree_hal_device_t* device = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_device_check_deref(&device_ref, &device));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(
      &out, iree_hal_allocator_retain_ref(iree_hal_device_allocator(device)));
  return iree_ok_status();
}

// Whether the module's policy refuses executables of |format| on |device|:
// with IREE_HAL_MODULE_FLAG_DENY_NATIVE_EXECUTABLES, those the device would
// load as host machine code.
static bool iree_hal_module_denies_format(const iree_hal_module_state_t* state,
                                          iree_hal_device_t* device,
                                          iree_string_view_t format) {
  if (!(state->module->flags & IREE_HAL_MODULE_FLAG_DENY_NATIVE_EXECUTABLES)) {
    return false;
  }
  int64_t native = 0;
  iree_status_t status = iree_hal_device_query_i64(
      device, iree_make_cstring_view("hal.executable.native"), format, &native);
  // A device that does not know the question loads no native code; any
  // other failure to answer denies (the policy fails closed).
  bool unknown = iree_status_code(status) == IREE_STATUS_NOT_FOUND;
  bool failed = !iree_status_is_ok(status) && !unknown;
  iree_status_ignore(status);
  return failed || native != 0;
}

IREE_HAL_MODULE_EXPORT(device_query_i64) {
  const iree_hal_module_state_t* state =
      (const iree_hal_module_state_t*)module_state;
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t device_ref = iree_hal_abi_read_ref(&in);
  iree_vm_ref_t category_ref = iree_hal_abi_read_ref(&in);
  iree_vm_ref_t key_ref = iree_hal_abi_read_ref(&in);
  iree_hal_device_t* device = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_device_check_deref(&device_ref, &device));
  iree_string_view_t category, key;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_buffer_string(&category_ref, "query category", &category));
  IREE_RETURN_IF_ERROR(
      iree_hal_module_buffer_string(&key_ref, "query key", &key));
  int64_t value = 0;
  iree_status_t status =
      iree_hal_device_query_i64(device, category, key, &value);
  int32_t ok = 1;
  // An unknown question is an answer ("not supported"), not a failure.
  if (iree_status_code(status) == IREE_STATUS_NOT_FOUND) {
    iree_status_ignore(status);
    ok = 0;
    value = 0;
  } else {
    IREE_RETURN_IF_ERROR(status);
  }
  // A format the policy refuses is one the device cannot load, so modules
  // with other variants pick those.
  if (value != 0 &&
      iree_string_view_equal(category,
                             iree_make_cstring_view("hal.executable.format")) &&
      iree_hal_module_denies_format(state, device, key)) {
    value = 0;
  }
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i32(&out, ok);
  iree_hal_abi_write_i64(&out, value);
  return iree_ok_status();
}

// Returns the timepoints of the optional fence |ref| (empty for null).
static iree_status_t iree_hal_module_fence_list(
    const iree_vm_ref_t* ref, const char* what,
    iree_hal_semaphore_list_t* out_list) {
  *out_list = iree_hal_semaphore_list_empty();
  if (iree_vm_ref_is_null(ref)) return iree_ok_status();
  iree_hal_fence_t* fence = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_fence_check_deref(ref, &fence), "%s", what);
  *out_list = iree_hal_fence_semaphore_list(fence);
  return iree_ok_status();
}

// What every queue operation starts with: the device, the queue affinity
// (single-queue devices accept any) and the optional wait and signal fences.
typedef struct iree_hal_module_queue_args_t {
  iree_hal_device_t* device;
  iree_hal_semaphore_list_t wait_list;
  iree_hal_semaphore_list_t signal_list;
} iree_hal_module_queue_args_t;

static iree_status_t iree_hal_module_read_queue_args(
    iree_hal_abi_cursor_t* in, iree_hal_module_queue_args_t* out_args) {
  iree_vm_ref_t device_ref = iree_hal_abi_read_ref(in);
  (void)iree_hal_abi_read_i64(in);
  iree_vm_ref_t wait_ref = iree_hal_abi_read_ref(in);
  iree_vm_ref_t signal_ref = iree_hal_abi_read_ref(in);
  IREE_RETURN_IF_ERROR(iree_hal_device_check_deref(&device_ref,
                                                   &out_args->device));
  IREE_RETURN_IF_ERROR(iree_hal_module_fence_list(&wait_ref, "wait fence",
                                                  &out_args->wait_list));
  return iree_hal_module_fence_list(&signal_ref, "signal fence",
                                    &out_args->signal_list);
}

IREE_HAL_MODULE_EXPORT(device_queue_alloca) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_module_queue_args_t queue;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_queue_args(&in, &queue));
  iree_hal_buffer_params_t params = {0};
  params.type = (iree_hal_memory_type_t)iree_hal_abi_read_i32(&in);
  params.usage = (iree_hal_buffer_usage_t)iree_hal_abi_read_i32(&in);
  iree_device_size_t allocation_size = 0;
  IREE_RETURN_IF_ERROR(iree_hal_module_device_size(
      iree_hal_abi_read_i64(&in), "allocation size", false, &allocation_size));
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_device_queue_alloca(
      queue.device, queue.wait_list, queue.signal_list, params,
      allocation_size, &buffer));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_buffer_move_ref(buffer));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(device_queue_dealloca) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_module_queue_args_t queue;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_queue_args(&in, &queue));
  iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_check_deref(&buffer_ref, &buffer));
  return iree_hal_device_queue_dealloca(queue.device, queue.wait_list,
                                        queue.signal_list, buffer);
}

IREE_HAL_MODULE_EXPORT(device_queue_execute) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_module_queue_args_t queue;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_queue_args(&in, &queue));
  iree_vm_ref_t command_buffer_ref = iree_hal_abi_read_ref(&in);
  iree_hal_device_t* device = queue.device;
  iree_hal_semaphore_list_t wait_list = queue.wait_list;
  iree_hal_semaphore_list_t signal_list = queue.signal_list;
  // A null command buffer makes the submission a pure barrier.
  if (iree_vm_ref_is_null(&command_buffer_ref)) {
    return iree_hal_device_queue_barrier(device, wait_list, signal_list);
  }
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_check_deref(&command_buffer_ref,
                                                          &command_buffer));
  // The call's deadline goes with its work: CPU devices stop a dispatch that
  // outlives it instead of running on after the call has given up.
  return iree_hal_device_queue_execute_until(
      device, wait_list, signal_list, 1, &command_buffer,
      /*binding_tables=*/NULL, stack->deadline);
}

// Most binding table entries one submission passes (the HAL's capacity).
#define IREE_HAL_MODULE_MAX_BINDING_TABLE \
  IREE_HAL_COMMAND_BUFFER_MAX_BINDING_CAPACITY

IREE_HAL_MODULE_EXPORT(device_queue_execute_indirect) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_module_queue_args_t queue;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_queue_args(&in, &queue));
  iree_vm_ref_t command_buffer_ref = iree_hal_abi_read_ref(&in);
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_check_deref(&command_buffer_ref,
                                                           &command_buffer));
  int32_t entry_count = iree_hal_abi_read_i32(&in);
  if (entry_count > IREE_HAL_MODULE_MAX_BINDING_TABLE) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "%d binding table entries exceed the maximum of %d",
                            entry_count, IREE_HAL_MODULE_MAX_BINDING_TABLE);
  }
  iree_hal_buffer_binding_t entries[IREE_HAL_MODULE_MAX_BINDING_TABLE];
  for (int32_t i = 0; i < entry_count; ++i) {
    iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
    int64_t offset = iree_hal_abi_read_i64(&in);
    int64_t length = iree_hal_abi_read_i64(&in);
    entries[i].buffer_slot = 0;
    IREE_RETURN_IF_ERROR(
        iree_hal_buffer_check_deref(&buffer_ref, &entries[i].buffer),
        "binding table entry %d", i);
    IREE_RETURN_IF_ERROR(
        iree_hal_module_device_size(offset, "binding table offset", false,
                                    &entries[i].offset),
        "binding table entry %d", i);
    IREE_RETURN_IF_ERROR(
        iree_hal_module_device_size(length, "binding table length", true,
                                    &entries[i].length),
        "binding table entry %d", i);
  }
  iree_hal_buffer_binding_table_t table = {(iree_host_size_t)entry_count,
                                           entries};
  return iree_hal_device_queue_execute_until(
      queue.device, queue.wait_list, queue.signal_list, 1, &command_buffer,
      &table, stack->deadline);
}

// Records which format an executable was loaded in (a module with several
// variants loads the first its device supports). Characters JSON would need
// escaped are replaced: the format comes from the module.
static void iree_hal_module_trace_executable_load(iree_string_view_t format) {
  char args[96];
  int length = snprintf(args, sizeof(args), "\"format\": \"");
  for (iree_host_size_t i = 0;
       i < format.size && length < (int)sizeof(args) - 2; ++i) {
    char c = format.data[i];
    bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
    args[length++] = plain ? c : '?';
  }
  args[length++] = '"';
  args[length] = 0;
  iree_tracing_instant("hal", iree_make_cstring_view("executable_load"), args);
}

IREE_HAL_MODULE_EXPORT(executable_create) {
  iree_hal_module_state_t* state = (iree_hal_module_state_t*)module_state;
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t device_ref = iree_hal_abi_read_ref(&in);
  iree_vm_ref_t format_ref = iree_hal_abi_read_ref(&in);
  iree_vm_ref_t data_ref = iree_hal_abi_read_ref(&in);
  iree_hal_device_t* device = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_device_check_deref(&device_ref, &device));
  iree_hal_executable_params_t params;
  IREE_RETURN_IF_ERROR(iree_hal_module_buffer_string(
      &format_ref, "executable format", &params.executable_format));
  if (iree_hal_module_denies_format(state, device,
                                    params.executable_format)) {
    return iree_make_status(
        IREE_STATUS_PERMISSION_DENIED,
        "executables of format '%.*s' run as host machine code, which this "
        "runtime's policy refuses (allow them with --allow_native_executables "
        "or the runtime instance option, or compile for vmvx or vulkan-spirv)",
        (int)params.executable_format.size, params.executable_format.data);
  }
  iree_vm_buffer_t* data = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(&data_ref, &data),
                       "executable data");
  IREE_RETURN_IF_ERROR(iree_vm_buffer_map_ro(
      data, 0, iree_vm_buffer_length(data), &params.executable_data));
  iree_hal_executable_cache_t* cache = NULL;
  iree_hal_executable_cache_t* temporary_cache = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_state_executable_cache(
      state, device, &cache, &temporary_cache));
  iree_hal_executable_t* executable = NULL;
  iree_status_t status =
      iree_hal_executable_cache_prepare_executable(cache, &params, &executable);
  if (temporary_cache) iree_hal_executable_cache_release(temporary_cache);
  IREE_RETURN_IF_ERROR(status, "preparing a '%.*s' executable",
                       (int)params.executable_format.size,
                       params.executable_format.data);
  if (IREE_UNLIKELY(iree_tracing_enabled())) {
    iree_hal_module_trace_executable_load(params.executable_format);
  }
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_executable_move_ref(executable));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(fence_create) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t device_ref = iree_hal_abi_read_ref(&in);
  int32_t flags = iree_hal_abi_read_i32(&in);
  iree_hal_device_t* device = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_device_check_deref(&device_ref, &device));
  if (flags != 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "hal.fence.create flags must be 0 (got %d)", flags);
  }
  // A fresh semaphore per fence: the fence is reached when it hits 1.
  iree_hal_semaphore_t* semaphore = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_semaphore_create(device, 0, &semaphore));
  iree_hal_fence_t* fence = NULL;
  iree_status_t status = iree_hal_fence_create_at(
      semaphore, 1, iree_hal_device_host_allocator(device), &fence);
  iree_hal_semaphore_release(semaphore);
  IREE_RETURN_IF_ERROR(status);
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_fence_move_ref(fence));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(fence_signal) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t fence_ref = iree_hal_abi_read_ref(&in);
  iree_hal_fence_t* fence = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_fence_check_deref(&fence_ref, &fence));
  return iree_hal_fence_signal(fence);
}

IREE_HAL_MODULE_EXPORT(fence_join) {
  iree_hal_module_state_t* state = (iree_hal_module_state_t*)module_state;
  iree_hal_abi_cursor_t in = {args};
  int32_t fence_count = iree_hal_abi_read_i32(&in);
  // A first pass sizes the joined fence; null fences are already reached.
  iree_hal_abi_cursor_t scan = in;
  iree_host_size_t capacity = 0;
  for (int32_t i = 0; i < fence_count; ++i) {
    iree_vm_ref_t fence_ref = iree_hal_abi_read_ref(&scan);
    if (iree_vm_ref_is_null(&fence_ref)) continue;
    iree_hal_fence_t* fence = NULL;
    IREE_RETURN_IF_ERROR(iree_hal_fence_check_deref(&fence_ref, &fence),
                         "fence %d", i);
    capacity += iree_hal_fence_timepoint_count(fence);
  }
  iree_hal_fence_t* joined = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_fence_create(capacity, state->host_allocator, &joined));
  iree_status_t status = iree_ok_status();
  for (int32_t i = 0; i < fence_count && iree_status_is_ok(status); ++i) {
    iree_vm_ref_t fence_ref = iree_hal_abi_read_ref(&in);
    if (iree_vm_ref_is_null(&fence_ref)) continue;
    iree_hal_semaphore_list_t list =
        iree_hal_fence_semaphore_list(iree_hal_fence_deref(&fence_ref));
    for (iree_host_size_t j = 0; j < list.count && iree_status_is_ok(status);
         ++j) {
      status = iree_hal_fence_insert(joined, list.semaphores[j],
                                     list.payload_values[j]);
    }
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_fence_release(joined);
    return status;
  }
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_fence_move_ref(joined));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(fence_await) {
  iree_hal_abi_cursor_t in = {args};
  int32_t timeout_millis = iree_hal_abi_read_i32(&in);
  int32_t fence_count = iree_hal_abi_read_i32(&in);
  // One deadline for all fences; a negative timeout waits forever. The
  // call's own deadline (iree_vm_context_set_call_timeout) bounds it too.
  iree_hal_time_t program_deadline =
      timeout_millis < 0 ? IREE_HAL_TIME_INFINITE_FUTURE
                         : iree_hal_timeout_as_deadline_ns(
                               iree_hal_make_timeout_ms(timeout_millis));
  iree_hal_time_t deadline = program_deadline < stack->deadline
                                 ? program_deadline
                                 : stack->deadline;
  iree_hal_timeout_t timeout = iree_hal_make_deadline(deadline);
  int32_t result_code = IREE_STATUS_OK;
  for (int32_t i = 0; i < fence_count; ++i) {
    iree_vm_ref_t fence_ref = iree_hal_abi_read_ref(&in);
    // Null fences are already reached (nothing was submitted for them).
    if (iree_vm_ref_is_null(&fence_ref)) continue;
    iree_hal_fence_t* fence = NULL;
    IREE_RETURN_IF_ERROR(iree_hal_fence_check_deref(&fence_ref, &fence),
                         "fence %d", i);
    if (result_code != IREE_STATUS_OK) continue;
    // A coroutine yields rather than block: it is resumed, and this runs
    // again, once the fence is reached (or has failed).
    if (timeout_millis < 0 && iree_vm_stack_can_yield(stack)) {
      bool reached = false;
      iree_status_t query = iree_hal_fence_query(fence, &reached);
      if (iree_status_is_ok(query) && !reached) {
        return iree_vm_stack_yield(stack, &fence_ref);
      }
      iree_status_ignore(query);
    }
    iree_status_t status = iree_hal_fence_wait(fence, timeout);
    // A timeout is an answer the program handles; a failed fence carries
    // the device error, which is returned with its message. Past the call's
    // deadline the wait's status is kept: work the deadline stopped says
    // where it stopped.
    if (iree_status_code(status) == IREE_STATUS_DEADLINE_EXCEEDED &&
        deadline < program_deadline) {
      return iree_status_annotate_f(
          status, "the call ran past its deadline awaiting fence %d", i);
    } else if (iree_status_code(status) == IREE_STATUS_DEADLINE_EXCEEDED) {
      result_code = (int32_t)iree_status_consume_code(status);
    } else {
      IREE_RETURN_IF_ERROR(status, "awaiting fence %d", i);
    }
  }
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i32(&out, result_code);
  return iree_ok_status();
}
