// iree_runtime_session_t: one program loaded for one device. A session is a
// VM context holding the "hal" module for its device, then any extra native
// modules, then the program's bytecode modules in the order appended (each
// module's imports resolve against the modules before it).
//
// Sessions are not thread-safe: call into one session from one thread at a
// time.
#ifndef IREE_RUNTIME_SESSION_H_
#define IREE_RUNTIME_SESSION_H_

#include "iree/base/api.h"
#include "iree/hal/api.h"
#include "iree/runtime/instance.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_runtime_session_t iree_runtime_session_t;

typedef struct iree_runtime_session_options_t {
  // Native modules added right after the hal module (such as a test
  // assertion module); retained by the session. May be empty.
  iree_host_size_t module_count;
  iree_vm_module_t* const* modules;
  // Each call ends with DEADLINE_EXCEEDED once it has run this long
  // (bytecode loops and fence waits alike); 0, the default, never.
  int64_t call_timeout_ns;
} iree_runtime_session_options_t;

// Sets the defaults: no extra modules.
void iree_runtime_session_options_initialize(
    iree_runtime_session_options_t* out_options);

// Creates a session running on |device| (retained).
iree_status_t iree_runtime_session_create_with_device(
    iree_runtime_instance_t* instance,
    const iree_runtime_session_options_t* options, iree_hal_device_t* device,
    iree_allocator_t host_allocator, iree_runtime_session_t** out_session);

void iree_runtime_session_retain(iree_runtime_session_t* session);
void iree_runtime_session_release(iree_runtime_session_t* session);

iree_runtime_instance_t* iree_runtime_session_instance(
    const iree_runtime_session_t* session);
iree_allocator_t iree_runtime_session_host_allocator(
    const iree_runtime_session_t* session);
iree_vm_context_t* iree_runtime_session_context(
    const iree_runtime_session_t* session);
iree_hal_device_t* iree_runtime_session_device(
    const iree_runtime_session_t* session);
// The device's allocator, for the buffer views passed as inputs.
iree_hal_allocator_t* iree_runtime_session_device_allocator(
    const iree_runtime_session_t* session);

// Adds |module| (retained) to the session's context: its imports are resolved
// and its initializer runs.
iree_status_t iree_runtime_session_append_module(
    iree_runtime_session_t* session, iree_vm_module_t* module);

// Loads a .vmfb from |flatbuffer_data| (16-byte aligned, used in place) and
// appends it. On success the module frees the data with
// |flatbuffer_allocator| when it no longer needs it (iree_allocator_null()
// when the caller keeps it alive for the session's lifetime).
iree_status_t iree_runtime_session_append_bytecode_module_from_memory(
    iree_runtime_session_t* session, iree_const_byte_span_t flatbuffer_data,
    iree_allocator_t flatbuffer_allocator);

// Reads the .vmfb at |file_path| and appends it; errors name the file.
iree_status_t iree_runtime_session_append_bytecode_module_from_file(
    iree_runtime_session_t* session, const char* file_path);

// Finds the export "module.function". NOT_FOUND lists the exports (with
// calling conventions) of the named module, or the modules of the session
// when no module has that name.
iree_status_t iree_runtime_session_lookup_function(
    const iree_runtime_session_t* session, iree_string_view_t full_name,
    iree_vm_function_t* out_function);

// Calls |function| with |input_list| (one element per argument: values for
// i32/i64/f32/f64, refs such as buffer views for 'r'; may be NULL without
// arguments) and appends its results to |output_list|.
iree_status_t iree_runtime_session_call(iree_runtime_session_t* session,
                                        const iree_vm_function_t* function,
                                        iree_vm_list_t* input_list,
                                        iree_vm_list_t* output_list);

// Whether |function| is the asynchronous form of an export (reflection
// `iree.abi.model` = "coarse-fences", named "f$async" by the compiler): its
// last two arguments are a wait and a signal fence, it returns once its work
// is issued, and its results are valid once the signal fence is reached.
bool iree_runtime_function_is_async(const iree_vm_function_t* function);

// Calls the asynchronous |function| with |input_list| (may be NULL) followed
// by |wait_fence| (NULL when there is nothing to wait for) and
// |signal_fence|; appends its results to |output_list|, which are valid once
// |signal_fence| is reached. |input_list| is left as it was.
iree_status_t iree_runtime_session_call_async(
    iree_runtime_session_t* session, const iree_vm_function_t* function,
    iree_vm_list_t* input_list, iree_hal_fence_t* wait_fence,
    iree_hal_fence_t* signal_fence, iree_vm_list_t* output_list);

// Calls |function| in either form and returns when its results are ready:
// the synchronous form as iree_runtime_session_call does, the asynchronous
// one with no wait fence and a fresh signal fence that this waits for.
iree_status_t iree_runtime_session_call_sync(iree_runtime_session_t* session,
                                             const iree_vm_function_t* function,
                                             iree_vm_list_t* input_list,
                                             iree_vm_list_t* output_list);

// Begins |function| as a coroutine in the session's context
// (iree_vm_invocation_begin in iree/vm/invocation.h): where it would wait for
// the device it yields instead, leaving |*out_invocation| pending on the
// fence iree_runtime_invocation_wait_fence returns. The synchronous form of
// an export is the one that waits (for its signal fence); an asynchronous
// form takes its fences in |input_list| and returns without waiting. One thread can drive
// many invocations: resume each (iree_vm_invocation_resume) once its fence
// is reached, take its results when it is no longer pending, then free it.
iree_status_t iree_runtime_session_call_begin(
    iree_runtime_session_t* session, const iree_vm_function_t* function,
    iree_vm_list_t* input_list, iree_vm_invocation_t** out_invocation);

// The fence a pending invocation waits for; NULL when it is not pending.
iree_hal_fence_t* iree_runtime_invocation_wait_fence(
    const iree_vm_invocation_t* invocation);

// iree_runtime_session_lookup_function then iree_runtime_session_call.
iree_status_t iree_runtime_session_call_by_name(iree_runtime_session_t* session,
                                                iree_string_view_t full_name,
                                                iree_vm_list_t* input_list,
                                                iree_vm_list_t* output_list);

// Formats "name (signature), ..." for every export of |module| except the
// `__init` initializer into |buffer| (NUL-terminated, truncated to
// |capacity|); returns the length the full text needs, like snprintf. For
// messages that tell users which functions exist.
iree_host_size_t iree_runtime_module_format_exports(iree_vm_module_t* module,
                                                    iree_host_size_t capacity,
                                                    char* buffer);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_RUNTIME_SESSION_H_
