// iree_runtime_call_t: a convenience for calling one function repeatedly
// with buffer views: push inputs, invoke, pop outputs.
//
//   iree_runtime_call_t call;
//   IREE_RETURN_IF_ERROR(iree_runtime_call_initialize_by_name(
//       session, iree_make_cstring_view("module.abs"), &call));
//   status = iree_runtime_call_inputs_push_back_buffer_view(&call, view);
//   status = iree_runtime_call_invoke(&call, /*flags=*/0);
//   status = iree_runtime_call_outputs_pop_front_buffer_view(&call, &out);
//   iree_runtime_call_deinitialize(&call);
#ifndef IREE_RUNTIME_CALL_H_
#define IREE_RUNTIME_CALL_H_

#include "iree/base/api.h"
#include "iree/hal/api.h"
#include "iree/runtime/session.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_runtime_call_t {
  iree_runtime_session_t* session;
  iree_vm_function_t function;
  // Variant lists: arguments in order, and the results of the last invoke.
  iree_vm_list_t* inputs;
  iree_vm_list_t* outputs;
  // Index of the output iree_runtime_call_outputs_pop_front_* returns next.
  iree_host_size_t next_output;
} iree_runtime_call_t;

// Prepares |out_call| to call |function| of |session| (retained).
iree_status_t iree_runtime_call_initialize(iree_runtime_session_t* session,
                                           iree_vm_function_t function,
                                           iree_runtime_call_t* out_call);

// Prepares |out_call| to call the export "module.function" of |session|.
iree_status_t iree_runtime_call_initialize_by_name(
    iree_runtime_session_t* session, iree_string_view_t full_name,
    iree_runtime_call_t* out_call);

// Releases what the call holds; |call| may then be initialized again.
void iree_runtime_call_deinitialize(iree_runtime_call_t* call);

// Clears the inputs and outputs so the call can be made with new inputs.
void iree_runtime_call_reset(iree_runtime_call_t* call);

// The lists themselves, for values other than buffer views.
iree_vm_list_t* iree_runtime_call_inputs(const iree_runtime_call_t* call);
iree_vm_list_t* iree_runtime_call_outputs(const iree_runtime_call_t* call);

// Appends |buffer_view| (retained) as the next argument.
iree_status_t iree_runtime_call_inputs_push_back_buffer_view(
    iree_runtime_call_t* call, iree_hal_buffer_view_t* buffer_view);

// Flags of iree_runtime_call_invoke; none are defined yet (as in IREE).
typedef uint32_t iree_runtime_call_flags_t;
#define IREE_RUNTIME_CALL_FLAG_NONE 0u

// Calls the function with the inputs and returns when its results are ready
// (an asynchronous form is given a fresh signal fence and waited for); its
// results replace the outputs of any previous invoke. The inputs are kept
// (invoke again to repeat the call). |flags| must be
// IREE_RUNTIME_CALL_FLAG_NONE (INVALID_ARGUMENT otherwise).
iree_status_t iree_runtime_call_invoke(iree_runtime_call_t* call,
                                       iree_runtime_call_flags_t flags);

// Calls an asynchronous function (iree_runtime_function_is_async) with the
// inputs, |wait_fence| (NULL: none) and |signal_fence|, and returns once the
// work is issued: the outputs are valid once |signal_fence| is reached.
iree_status_t iree_runtime_call_invoke_async(iree_runtime_call_t* call,
                                             iree_hal_fence_t* wait_fence,
                                             iree_hal_fence_t* signal_fence);

// Returns the next output as a buffer view the caller releases. OUT_OF_RANGE
// when every output was taken; INVALID_ARGUMENT when the next output is not
// a buffer view (it is consumed either way).
iree_status_t iree_runtime_call_outputs_pop_front_buffer_view(
    iree_runtime_call_t* call, iree_hal_buffer_view_t** out_buffer_view);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_RUNTIME_CALL_H_
