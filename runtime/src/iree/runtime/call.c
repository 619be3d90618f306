#include "iree/runtime/call.h"

#include <string.h>

#include "iree/modules/hal/api.h"

iree_status_t iree_runtime_call_initialize(iree_runtime_session_t* session,
                                           iree_vm_function_t function,
                                           iree_runtime_call_t* out_call) {
  memset(out_call, 0, sizeof(*out_call));
  iree_allocator_t allocator = iree_runtime_session_host_allocator(session);
  iree_status_t status = iree_vm_list_create(
      iree_vm_make_variant_type_def(), 4, allocator, &out_call->inputs);
  if (iree_status_is_ok(status)) {
    status = iree_vm_list_create(iree_vm_make_variant_type_def(), 4, allocator,
                                 &out_call->outputs);
  }
  if (!iree_status_is_ok(status)) {
    iree_runtime_call_deinitialize(out_call);
    return status;
  }
  out_call->session = session;
  iree_runtime_session_retain(session);
  out_call->function = function;
  return iree_ok_status();
}

iree_status_t iree_runtime_call_initialize_by_name(
    iree_runtime_session_t* session, iree_string_view_t full_name,
    iree_runtime_call_t* out_call) {
  memset(out_call, 0, sizeof(*out_call));
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(
      iree_runtime_session_lookup_function(session, full_name, &function));
  return iree_runtime_call_initialize(session, function, out_call);
}

void iree_runtime_call_deinitialize(iree_runtime_call_t* call) {
  if (call->inputs) iree_vm_list_release(call->inputs);
  if (call->outputs) iree_vm_list_release(call->outputs);
  if (call->session) iree_runtime_session_release(call->session);
  memset(call, 0, sizeof(*call));
}

void iree_runtime_call_reset(iree_runtime_call_t* call) {
  // Shrinking a list cannot fail.
  iree_status_ignore(iree_vm_list_resize(call->inputs, 0));
  iree_status_ignore(iree_vm_list_resize(call->outputs, 0));
  call->next_output = 0;
}

iree_vm_list_t* iree_runtime_call_inputs(const iree_runtime_call_t* call) {
  return call->inputs;
}

iree_vm_list_t* iree_runtime_call_outputs(const iree_runtime_call_t* call) {
  return call->outputs;
}

iree_status_t iree_runtime_call_inputs_push_back_buffer_view(
    iree_runtime_call_t* call, iree_hal_buffer_view_t* buffer_view) {
  iree_vm_ref_t ref = iree_hal_buffer_view_retain_ref(buffer_view);
  iree_status_t status = iree_vm_list_push_ref_move(call->inputs, &ref);
  iree_vm_ref_release(&ref);
  return status;
}

iree_status_t iree_runtime_call_invoke(iree_runtime_call_t* call,
                                       iree_runtime_call_flags_t flags) {
  if (flags != IREE_RUNTIME_CALL_FLAG_NONE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "unknown call flags 0x%x", flags);
  }
  iree_status_ignore(iree_vm_list_resize(call->outputs, 0));
  call->next_output = 0;
  return iree_runtime_session_call_sync(call->session, &call->function,
                                        call->inputs, call->outputs);
}

iree_status_t iree_runtime_call_invoke_async(iree_runtime_call_t* call,
                                             iree_hal_fence_t* wait_fence,
                                             iree_hal_fence_t* signal_fence) {
  iree_status_ignore(iree_vm_list_resize(call->outputs, 0));
  call->next_output = 0;
  return iree_runtime_session_call_async(call->session, &call->function,
                                         call->inputs, wait_fence,
                                         signal_fence, call->outputs);
}

iree_status_t iree_runtime_call_outputs_pop_front_buffer_view(
    iree_runtime_call_t* call, iree_hal_buffer_view_t** out_buffer_view) {
  *out_buffer_view = NULL;
  iree_host_size_t index = call->next_output;
  if (index >= iree_vm_list_size(call->outputs)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "the call has no output left (%zu outputs)",
                            iree_vm_list_size(call->outputs));
  }
  ++call->next_output;
  iree_vm_ref_t ref = iree_vm_ref_null();
  IREE_RETURN_IF_ERROR(iree_vm_list_get_ref_retain(call->outputs, index, &ref));
  iree_hal_buffer_view_t* buffer_view = iree_hal_buffer_view_deref(&ref);
  if (!buffer_view) {
    iree_vm_ref_release(&ref);
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "output %zu is not a buffer view", index);
  }
  // The reference moves from |ref| to the caller.
  *out_buffer_view = buffer_view;
  return iree_ok_status();
}
