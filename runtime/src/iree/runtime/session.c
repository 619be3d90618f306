#include "iree/runtime/session.h"

#include <stdio.h>
#include <string.h>

#include "iree/modules/hal/api.h"

struct iree_runtime_session_t {
  int32_t ref_count;
  iree_allocator_t host_allocator;
  iree_runtime_instance_t* instance;
  iree_hal_device_t* device;
  iree_vm_context_t* context;
  // Every module of the context in order (retained), so lookup errors can
  // say what exists.
  iree_host_size_t module_count;
  iree_host_size_t module_capacity;
  iree_vm_module_t** modules;
};

void iree_runtime_session_options_initialize(
    iree_runtime_session_options_t* out_options) {
  memset(out_options, 0, sizeof(*out_options));
}

static void iree_runtime_session_destroy(iree_runtime_session_t* session) {
  // The context first: module states may reference the device.
  if (session->context) iree_vm_context_release(session->context);
  for (iree_host_size_t i = 0; i < session->module_count; ++i) {
    iree_vm_module_release(session->modules[i]);
  }
  iree_allocator_free(session->host_allocator, session->modules);
  if (session->device) iree_hal_device_release(session->device);
  if (session->instance) iree_runtime_instance_release(session->instance);
  iree_allocator_free(session->host_allocator, session);
}

iree_status_t iree_runtime_session_append_module(
    iree_runtime_session_t* session, iree_vm_module_t* module) {
  if (session->module_count == session->module_capacity) {
    iree_host_size_t new_capacity =
        session->module_capacity ? session->module_capacity * 2 : 4;
    IREE_RETURN_IF_ERROR(iree_allocator_realloc(
        session->host_allocator, new_capacity * sizeof(iree_vm_module_t*),
        (void**)&session->modules));
    session->module_capacity = new_capacity;
  }
  IREE_RETURN_IF_ERROR(
      iree_vm_context_register_modules(session->context, &module, 1));
  iree_vm_module_retain(module);
  session->modules[session->module_count++] = module;
  return iree_ok_status();
}

iree_status_t iree_runtime_session_create_with_device(
    iree_runtime_instance_t* instance,
    const iree_runtime_session_options_t* options, iree_hal_device_t* device,
    iree_allocator_t host_allocator, iree_runtime_session_t** out_session) {
  *out_session = NULL;
  iree_runtime_session_t* session = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(host_allocator, sizeof(*session),
                                             (void**)&session));
  session->ref_count = 1;
  session->host_allocator = host_allocator;
  session->instance = instance;
  iree_runtime_instance_retain(instance);
  session->device = device;
  iree_hal_device_retain(device);
  iree_vm_instance_t* vm_instance = iree_runtime_instance_vm_instance(instance);
  iree_status_t status =
      iree_vm_context_create(vm_instance, host_allocator, &session->context);
  if (iree_status_is_ok(status)) {
    iree_vm_context_set_call_timeout(session->context,
                                     options->call_timeout_ns);
  }
  iree_vm_module_t* hal_module = NULL;
  if (iree_status_is_ok(status)) {
    status = iree_hal_module_create(
        vm_instance, 1, &device,
        iree_runtime_instance_hal_module_flags(instance), host_allocator,
        &hal_module);
  }
  if (iree_status_is_ok(status)) {
    status = iree_runtime_session_append_module(session, hal_module);
  }
  if (hal_module) iree_vm_module_release(hal_module);
  for (iree_host_size_t i = 0;
       iree_status_is_ok(status) && i < options->module_count; ++i) {
    status = iree_runtime_session_append_module(session, options->modules[i]);
  }
  if (!iree_status_is_ok(status)) {
    iree_runtime_session_destroy(session);
    return status;
  }
  *out_session = session;
  return iree_ok_status();
}

void iree_runtime_session_retain(iree_runtime_session_t* session) {
  if (session) __atomic_fetch_add(&session->ref_count, 1, __ATOMIC_RELAXED);
}

void iree_runtime_session_release(iree_runtime_session_t* session) {
  if (session &&
      __atomic_fetch_sub(&session->ref_count, 1, __ATOMIC_ACQ_REL) == 1) {
    iree_runtime_session_destroy(session);
  }
}

iree_runtime_instance_t* iree_runtime_session_instance(
    const iree_runtime_session_t* session) {
  return session->instance;
}

iree_allocator_t iree_runtime_session_host_allocator(
    const iree_runtime_session_t* session) {
  return session->host_allocator;
}

iree_vm_context_t* iree_runtime_session_context(
    const iree_runtime_session_t* session) {
  return session->context;
}

iree_hal_device_t* iree_runtime_session_device(
    const iree_runtime_session_t* session) {
  return session->device;
}

iree_hal_allocator_t* iree_runtime_session_device_allocator(
    const iree_runtime_session_t* session) {
  return iree_hal_device_allocator(session->device);
}

iree_status_t iree_runtime_session_append_bytecode_module_from_memory(
    iree_runtime_session_t* session, iree_const_byte_span_t flatbuffer_data,
    iree_allocator_t flatbuffer_allocator) {
  iree_vm_module_t* module = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_bytecode_module_create(
      iree_runtime_instance_vm_instance(session->instance), flatbuffer_data,
      flatbuffer_allocator, session->host_allocator, &module));
  iree_status_t status = iree_runtime_session_append_module(session, module);
  iree_vm_module_release(module);
  return status;
}

iree_status_t iree_runtime_session_append_bytecode_module_from_file(
    iree_runtime_session_t* session, const char* file_path) {
  iree_vm_module_t* module = NULL;
  IREE_RETURN_IF_ERROR(iree_runtime_instance_load_bytecode_module_from_file(
      session->instance, file_path, &module));
  iree_status_t status = iree_runtime_session_append_module(session, module);
  iree_vm_module_release(module);
  return status;
}

iree_host_size_t iree_runtime_module_format_exports(iree_vm_module_t* module,
                                                    iree_host_size_t capacity,
                                                    char* buffer) {
  iree_vm_module_counts_t counts = module->counts(module->self);
  iree_host_size_t length = 0;
  if (capacity) buffer[0] = '\0';
  for (iree_host_size_t i = 0; i < counts.export_function_count; ++i) {
    iree_vm_function_t function;
    iree_vm_function_signature_t signature;
    iree_status_t status = module->get_function(
        module->self, IREE_VM_FUNCTION_LINKAGE_EXPORT, i, &function,
        &signature);
    if (!iree_status_is_ok(status)) {
      iree_status_ignore(status);
      continue;
    }
    if (iree_string_view_equal(signature.name,
                               iree_make_cstring_view("__init"))) {
      continue;
    }
    iree_host_size_t available = length < capacity ? capacity - length : 0;
    int written = snprintf(available ? buffer + length : NULL, available,
                           "%s%.*s (%.*s)", length ? ", " : "",
                           (int)signature.name.size, signature.name.data,
                           (int)signature.calling_convention.size,
                           signature.calling_convention.data);
    if (written > 0) length += (iree_host_size_t)written;
  }
  return length;
}

iree_status_t iree_runtime_session_lookup_function(
    const iree_runtime_session_t* session, iree_string_view_t full_name,
    iree_vm_function_t* out_function) {
  iree_status_t status = iree_vm_context_resolve_function(
      session->context, full_name, out_function);
  if (iree_status_code(status) != IREE_STATUS_NOT_FOUND) return status;
  iree_status_ignore(status);
  iree_string_view_t module_name, function_name;
  iree_string_view_split(full_name, '.', &module_name, &function_name);
  for (iree_host_size_t i = 0; i < session->module_count; ++i) {
    iree_vm_module_t* module = session->modules[i];
    if (!iree_string_view_equal(iree_vm_module_name(module), module_name)) {
      continue;
    }
    char exports[2048];
    iree_runtime_module_format_exports(module, sizeof(exports), exports);
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "module '%.*s' has no export '%.*s'; exports: %s",
                            (int)module_name.size, module_name.data,
                            (int)function_name.size, function_name.data,
                            exports[0] ? exports : "(none)");
  }
  char modules[1024];
  iree_host_size_t length = 0;
  modules[0] = '\0';
  for (iree_host_size_t i = 0; i < session->module_count; ++i) {
    iree_string_view_t name = iree_vm_module_name(session->modules[i]);
    int written = snprintf(modules + length, sizeof(modules) - length,
                           "%s%.*s", i ? ", " : "", (int)name.size, name.data);
    if (written < 0 || (iree_host_size_t)written >= sizeof(modules) - length) {
      break;
    }
    length += (iree_host_size_t)written;
  }
  return iree_make_status(IREE_STATUS_NOT_FOUND,
                          "no module '%.*s' for function '%.*s'; the session "
                          "has modules: %s",
                          (int)module_name.size, module_name.data,
                          (int)full_name.size, full_name.data, modules);
}

iree_status_t iree_runtime_session_call(iree_runtime_session_t* session,
                                        const iree_vm_function_t* function,
                                        iree_vm_list_t* input_list,
                                        iree_vm_list_t* output_list) {
  return iree_vm_invoke(session->context, *function, input_list, output_list,
                        session->host_allocator);
}

bool iree_runtime_function_is_async(const iree_vm_function_t* function) {
  return iree_string_view_equal(
      iree_vm_function_lookup_attr_by_name(
          function, iree_make_cstring_view("iree.abi.model")),
      iree_make_cstring_view("coarse-fences"));
}

iree_status_t iree_runtime_session_call_async(
    iree_runtime_session_t* session, const iree_vm_function_t* function,
    iree_vm_list_t* input_list, iree_hal_fence_t* wait_fence,
    iree_hal_fence_t* signal_fence, iree_vm_list_t* output_list) {
  if (!iree_runtime_function_is_async(function)) {
    iree_vm_function_signature_t signature;
    IREE_RETURN_IF_ERROR(iree_vm_function_signature(function, &signature));
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "@%.*s is not an asynchronous function (its "
                            "iree.abi.model is not coarse-fences)",
                            (int)signature.name.size, signature.name.data);
  }
  if (!signal_fence) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "an asynchronous call needs a signal fence");
  }
  // The caller's list gets the fences for the call and loses them after.
  iree_vm_list_t* arguments = input_list;
  if (!arguments) {
    IREE_RETURN_IF_ERROR(iree_vm_list_create(iree_vm_make_variant_type_def(),
                                             2, session->host_allocator,
                                             &arguments));
  }
  iree_host_size_t count = iree_vm_list_size(arguments);
  iree_vm_ref_t wait_ref =
      wait_fence ? iree_hal_fence_retain_ref(wait_fence) : iree_vm_ref_null();
  iree_status_t status = iree_vm_list_push_ref_move(arguments, &wait_ref);
  iree_vm_ref_release(&wait_ref);
  if (iree_status_is_ok(status)) {
    iree_vm_ref_t signal_ref = iree_hal_fence_retain_ref(signal_fence);
    status = iree_vm_list_push_ref_move(arguments, &signal_ref);
    iree_vm_ref_release(&signal_ref);
  }
  if (iree_status_is_ok(status)) {
    status = iree_runtime_session_call(session, function, arguments,
                                       output_list);
  }
  if (arguments == input_list) {
    iree_status_ignore(iree_vm_list_resize(arguments, count));
  } else {
    iree_vm_list_release(arguments);
  }
  return status;
}

iree_status_t iree_runtime_session_call_sync(iree_runtime_session_t* session,
                                             const iree_vm_function_t* function,
                                             iree_vm_list_t* input_list,
                                             iree_vm_list_t* output_list) {
  if (!iree_runtime_function_is_async(function)) {
    return iree_runtime_session_call(session, function, input_list,
                                     output_list);
  }
  iree_hal_semaphore_t* semaphore = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_semaphore_create(session->device, 0, &semaphore));
  iree_hal_fence_t* signal_fence = NULL;
  iree_status_t status = iree_hal_fence_create_at(
      semaphore, 1, session->host_allocator, &signal_fence);
  iree_hal_semaphore_release(semaphore);
  // The call's deadline bounds the wait for its work too.
  iree_time_t deadline = iree_time_deadline_after(
      iree_vm_context_call_timeout(session->context));
  if (iree_status_is_ok(status)) {
    status = iree_runtime_session_call_async(session, function, input_list,
                                             /*wait_fence=*/NULL, signal_fence,
                                             output_list);
  }
  if (iree_status_is_ok(status)) {
    status = iree_hal_fence_wait(signal_fence,
                                 iree_hal_make_deadline(deadline));
    if (iree_status_code(status) == IREE_STATUS_DEADLINE_EXCEEDED) {
      status = iree_status_annotate_f(
          status, "the call ran past its deadline awaiting its work");
    }
  }
  if (signal_fence) iree_hal_fence_release(signal_fence);
  return status;
}

iree_status_t iree_runtime_session_call_begin(
    iree_runtime_session_t* session, const iree_vm_function_t* function,
    iree_vm_list_t* input_list, iree_vm_invocation_t** out_invocation) {
  return iree_vm_invocation_begin(session->context, *function, input_list,
                                  session->host_allocator, out_invocation);
}

iree_hal_fence_t* iree_runtime_invocation_wait_fence(
    const iree_vm_invocation_t* invocation) {
  if (!iree_vm_invocation_is_pending(invocation)) return NULL;
  return iree_hal_fence_deref(iree_vm_invocation_wait_ref(invocation));
}

iree_status_t iree_runtime_session_call_by_name(iree_runtime_session_t* session,
                                                iree_string_view_t full_name,
                                                iree_vm_list_t* input_list,
                                                iree_vm_list_t* output_list) {
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(
      iree_runtime_session_lookup_function(session, full_name, &function));
  return iree_runtime_session_call(session, &function, input_list, output_list);
}
